import {
  formatDate,
  type PageQuery,
  type VacationRow,
  type vacationLeaveRequest,
  vacationRow,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

/**
 * The anniversary in `year` of the hire of employee `e` (a 29 February hire's falls on the 28th in a
 * common year): the day a year of service is complete and its vacation is due.
 */
export const anniversarySql = (
  year: number,
) => sql`(make_date(${year}::int, extract(month from e.hire_date)::int, 1)
  + (least(extract(day from e.hire_date)::int,
           extract(day from make_date(${year}::int, extract(month from e.hire_date)::int, 1) + interval '1 month - 1 day')::int) - 1))`;

/**
 * Who a vacation run pays (LOTTT art. 190, 192): those whose anniversary, of a year of service or
 * more, falls in its dates while still in service, and whose vacation for it no other run paid.
 */
export function vacationDue(run: { fromDate: string; toDate: string }): SQL {
  const year = Number(run.fromDate.slice(0, 4));
  const anniversary = anniversarySql(year);
  return sql`and extract(year from e.hire_date) < ${year}
    and ${anniversary} between ${run.fromDate}::date and ${run.toDate}::date
    and (e.termination_date is null or e.termination_date >= ${anniversary})
    and not exists (select 1 from vacation_entitlement v where v.id_employee = e.id and v.anniversary = ${anniversary})`;
}

/** A closed vacation run leaves each worker's vacation for the year of service it paid. */
export async function recordVacations(
  tx: Tx,
  idClient: number,
  run: { id: number; fromDate: string },
): Promise<void> {
  await tx.execute(sql`
    insert into vacation_entitlement (id_client, id_employee, id_run, anniversary, service_years, days, bonus)
    select ${idClient}, e.id, ${run.id}, ${anniversarySql(Number(run.fromDate.slice(0, 4)))}, re.seniority_years,
           -- The days DIAS_VACACIONES gave the run (vacationDays in payroll-engine.ts: 15 + 1 a year, up to 30).
           least(15 + greatest(re.seniority_years - 1, 0), 30), re.assignments
      from payroll_run_employee re join employee e on e.id = re.id_employee
     where re.id_run = ${run.id}`);
}

/** Whether annulling a vacation run would take away days already enjoyed. */
export async function enjoyedOf(tx: Tx, idRun: number): Promise<string | null> {
  const found = await tx.execute<{ name: string }>(sql`
    select e.name from vacation_entitlement v join employee e on e.id = v.id_employee
     where v.id_run = ${idRun} and v.enjoyed > 0 order by e.name limit 3
       for update of v`);
  if (found.rows.length === 0) return null;
  return `Ya se registraron días disfrutados de estas vacaciones (${found.rows.map((r) => r.name).join(', ')}): la nómina de vacaciones no se anula.`;
}

export async function removeVacations(tx: Tx, idRun: number): Promise<void> {
  await tx.execute(sql`delete from vacation_entitlement where id_run = ${idRun}`);
}

const ROWS = sql`
  select v.id, v.id_employee as "idEmployee", e.id_number as "idNumber", e.name,
         to_char(v.anniversary, 'YYYY-MM-DD') as anniversary, v.service_years as "serviceYears",
         v.days::text as days, v.enjoyed::text as enjoyed, (v.days - v.enjoyed)::text as pending,
         v.bonus::text as bonus, v.id_run as "idRun", r.number_text as "runNumber",
         coalesce((select jsonb_agg(jsonb_build_object('fromDate', to_char(l.from_date, 'YYYY-MM-DD'),
                                                       'toDate', to_char(l.to_date, 'YYYY-MM-DD'),
                                                       'returnDate', to_char(l.return_date, 'YYYY-MM-DD'),
                                                       'days', l.days::text) order by l.from_date)
                     from vacation_leave l where l.id_entitlement = v.id), '[]'::jsonb) as leaves
    from vacation_entitlement v
    join employee e on e.id = v.id_employee
    join payroll_run r on r.id = v.id_run`;

export async function listVacations(db: Db, idClient: number, q: PageQuery & { pending?: 'true' | 'false' }) {
  const like = q.search ? containsPattern(q.search) : null;
  return selectPage(
    db,
    vacationRow,
    sql`${ROWS} where v.id_client = ${idClient}
        ${q.pending === 'true' ? sql`and v.enjoyed < v.days` : sql``}
        ${like ? sql`and (e.id_number ilike ${like} or e.name ilike ${like})` : sql``}`,
    sql`d.anniversary desc, d.name`,
    q,
  );
}

const DAY = 86_400_000;
const next = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/**
 * The last day of so many working days from `from` (which must itself be one), and the working day
 * after it, when the worker is back: Saturdays, Sundays and the institution's holidays are skipped.
 */
export function leaveDays(
  from: string,
  days: number,
  holidays: ReadonlySet<string>,
): { toDate: string; returnDate: string } | null {
  const working = (d: string) => weekday(d) !== 0 && weekday(d) !== 6 && !holidays.has(d);
  if (!working(from)) return null;
  let day = from;
  let counted = 1;
  while (counted < days) {
    day = next(day);
    if (working(day)) counted++;
  }
  let back = next(day);
  while (!working(back)) back = next(back);
  return { toDate: day, returnDate: back };
}

/**
 * Records days of a vacation enjoyed: within what is pending of it, from a working day on or after
 * the anniversary, and not overlapping the worker's other vacation days.
 */
export async function recordLeave(
  db: Db,
  auth: AuthContext,
  id: number,
  req: z.output<typeof vacationLeaveRequest>,
): Promise<VacationRow> {
  return withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{
      id_employee: number;
      anniversary: string;
      days: string;
      enjoyed: string;
      name: string;
      termination: string | null;
    }>(sql`
      select v.id_employee, to_char(v.anniversary, 'YYYY-MM-DD') as anniversary, v.days::text as days,
             v.enjoyed::text as enjoyed, e.name, to_char(e.termination_date, 'YYYY-MM-DD') as termination
        from vacation_entitlement v join employee e on e.id = v.id_employee
       where v.id = ${id} and v.id_client = ${auth.idClient}
       for update of v`);
    const vacation = found.rows[0];
    if (!vacation) throw notFound('Vacaciones no encontradas');
    // One worker's vacation days are recorded one at a time: the overlap check reads all their years.
    await tx.execute(sql`select id from employee where id = ${vacation.id_employee} for update`);
    const pending = new Decimal(vacation.days).minus(vacation.enjoyed);
    if (pending.lt(req.days))
      throw badRequest(
        `A ${vacation.name} le quedan ${pending.toNumber()} días de estas vacaciones: no puede disfrutar ${req.days}.`,
        [{ field: 'days', message: `Quedan ${pending.toNumber()}` }],
      );
    if (req.fromDate < vacation.anniversary)
      throw badRequest(
        `Estas vacaciones se disfrutan desde el aniversario (${formatDate(vacation.anniversary)}).`,
        [{ field: 'fromDate', message: `Desde el ${formatDate(vacation.anniversary)}` }],
      );
    const holidays = await tx.execute<{ day: string }>(sql`
      select to_char(holiday_date, 'YYYY-MM-DD') as day from holiday
       where id_client = ${auth.idClient} and holiday_date between ${req.fromDate}::date and ${req.fromDate}::date + 120`);
    const span = leaveDays(req.fromDate, req.days, new Set(holidays.rows.map((h) => h.day)));
    if (!span)
      throw badRequest(`El ${formatDate(req.fromDate)} no es un día hábil: las vacaciones empiezan en uno.`, [
        { field: 'fromDate', message: 'No es hábil' },
      ]);
    if (vacation.termination && span.toDate > vacation.termination)
      throw badRequest(
        `${vacation.name} egresó el ${formatDate(vacation.termination)}: lo que no disfrutó se le paga en la liquidación.`,
        [{ field: 'days', message: `Hasta el ${formatDate(vacation.termination)}` }],
      );
    const overlap = await tx.execute<{ from_date: string }>(sql`
      select to_char(l.from_date, 'DD/MM/YYYY') as from_date from vacation_leave l
        join vacation_entitlement v on v.id = l.id_entitlement
       where v.id_employee = ${vacation.id_employee} and l.from_date <= ${span.toDate}::date and l.to_date >= ${req.fromDate}::date
       limit 1`);
    if (overlap.rows[0])
      throw conflict(
        `Esos días se cruzan con las vacaciones de ${vacation.name} desde el ${overlap.rows[0].from_date}.`,
      );
    await tx.execute(sql`
      insert into vacation_leave (id_entitlement, from_date, to_date, return_date, days, note, created_by, created_at)
      values (${id}, ${req.fromDate}, ${span.toDate}, ${span.returnDate}, ${req.days}, ${req.note ?? null},
              ${auth.idUser}, ${auth.now.toISOString()})`);
    await tx.execute(sql`update vacation_entitlement set enjoyed = enjoyed + ${req.days} where id = ${id}`);
    return (await selectRow(tx, vacationRow, sql`${ROWS} where v.id = ${id}`)) as VacationRow;
  });
}
