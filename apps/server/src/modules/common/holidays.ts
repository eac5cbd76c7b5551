import { addDays } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/token.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';

/** The first year whose national holidays an institution is given. */
const FIRST_YEAR = 2024;
/** How many years ahead of the running one the calendar is written, so next year's terms count right. */
const YEARS_AHEAD = 2;
/** The zone of the institutions that get Venezuela's calendar: another country keeps its own. */
const VENEZUELA = 'America/Caracas';

/** Easter Sunday of a Gregorian year, `yyyy-MM-dd` (the anonymous computus of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Venezuela's national holidays of a year, by date: those of the LOTTT (art. 184: 1 January,
 * Carnival Monday and Tuesday, Holy Thursday and Good Friday, 1 May, 24, 25 and 31 December) and of
 * the Ley de Fiestas Nacionales (19 April, 24 June, 5 and 24 July, 12 October). Sundays are not
 * listed: a business day is already Monday to Friday.
 */
export function venezuelanHolidays(year: number): { date: string; description: string }[] {
  const easter = easterSunday(year);
  const fixed = (md: string, description: string) => ({ date: `${year}-${md}`, description });
  const moving = (days: number, description: string) => ({ date: addDays(easter, days), description });
  return [
    fixed('01-01', 'Año Nuevo'),
    moving(-48, 'Lunes de Carnaval'),
    moving(-47, 'Martes de Carnaval'),
    moving(-3, 'Jueves Santo'),
    moving(-2, 'Viernes Santo'),
    fixed('04-19', 'Declaración de la Independencia'),
    fixed('05-01', 'Día Internacional del Trabajador'),
    fixed('06-24', 'Batalla de Carabobo'),
    fixed('07-05', 'Día de la Independencia'),
    fixed('07-24', 'Natalicio del Libertador'),
    fixed('10-12', 'Día de la Resistencia Indígena'),
    fixed('12-24', 'Víspera de Navidad'),
    fixed('12-25', 'Navidad'),
    fixed('12-31', 'Fin de Año'),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * Writes the national holidays into the calendars of `clients` (SQL answering institution ids) on
 * Caracas's clock, a year at a time and only in a year where the institution has no holiday yet:
 * a day it removed (a holiday a decree moved) does not come back at the next start.
 */
async function seed(tx: Tx, clients: SQL, lastYear: number): Promise<void> {
  const days = [];
  for (let year = FIRST_YEAR; year <= lastYear; year++) days.push(...venezuelanHolidays(year));
  await tx.execute(sql`
    insert into holiday (id_client, holiday_date, description)
    select c.id, s.date::date, s.description
      from (${clients}) k(id) join client c on c.id = k.id and c.time_zone = ${VENEZUELA}
      cross join jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as s(date text, description text)
     where not exists (select 1 from holiday h where h.id_client = c.id
                          and extract(year from h.holiday_date) = extract(year from s.date::date))`);
}

/** At every start: each institution's calendar reaches two years past the running one. */
export async function syncHolidays(db: Db): Promise<void> {
  const lastYear = systemClock.now().getUTCFullYear() + YEARS_AHEAD;
  await withTransaction(db, { idUser: null, idClient: null }, (tx) =>
    seed(tx, sql`select id from client`, lastYear),
  );
}

export async function seedHolidays(tx: Tx, auth: AuthContext, id: number): Promise<void> {
  await seed(tx, sql`select ${id}::int`, auth.now.getUTCFullYear() + YEARS_AHEAD);
}

export async function removeHolidays(tx: Tx, _auth: AuthContext, id: number): Promise<void> {
  await tx.execute(sql`delete from holiday where id_client = ${id}`);
}
