import {
  type BenefitDeposit,
  type BenefitDepositRequest,
  type BenefitEntryKind,
  benefitDeposit,
  formatDate,
  formatMoney,
  GUARANTEE_DAYS_PER_MONTH,
  monthOfYear,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { intArray, selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { anniversaryIn, yearsBetween } from '../runs/payroll-engine.ts';
import {
  bonusDaysFor,
  integralDaily,
  lastPaidSalaries,
  type PaidSalary,
  parametersOn,
} from './salary-history.ts';

const D = (v: Decimal.Value) => new Decimal(v);
const ZERO = D(0);
const round = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The first and last day of a month (1-12) of a year, as ISO dates. */
export function monthBounds(year: number, month: number): { start: string; end: string } {
  const end = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(end).padStart(2, '0')}` };
}

export function quarterBounds(year: number, quarter: number) {
  return { start: monthBounds(year, quarter * 3 - 2).start, end: monthBounds(year, quarter * 3).end };
}

const QUARTER_NAMES = ['primer', 'segundo', 'tercer', 'cuarto'];
export const quarterName = (year: number, quarter: number) =>
  `${QUARTER_NAMES[quarter - 1]} trimestre de ${year}`;

/** Served some day of [start, end]. */
const served = (w: { hireDate: string; terminationDate: string | null }, start: string, end: string) =>
  w.hireDate <= end && (w.terminationDate === null || w.terminationDate >= start);

/** The additional days the guarantee adds at the end of a year of service (art. 142 b): 2 a year after the first, up to 30. */
export const additionalDays = (yearsCompleted: number) => Math.min(2 * (yearsCompleted - 1), 30);

export type Worker = {
  id: number;
  idNumber: string;
  name: string;
  hireDate: string;
  terminationDate: string | null;
  priorYears: number | null;
};

/** A ledger line to write: worker, date, kind, text, days, daily salary, rate, amount (and an act's reason and reference). */
export interface Entry {
  e: number;
  d: string;
  k: BenefitEntryKind;
  t: string;
  days: string | null;
  ds: string | null;
  r: string | null;
  a: string;
  rs?: string | null;
  rf?: string | null;
}

/** Writes ledger lines, a few statements however many workers. */
export async function writeEntries(tx: Tx, auth: AuthContext, idDeposit: number | null, entries: Entry[]) {
  for (let i = 0; i < entries.length; i += 20_000) {
    await tx.execute(sql`
      insert into benefit_entry (id_client, id_employee, id_deposit, entry_date, kind, description, days, daily_salary,
                                 rate, amount, reason, reference, created_by, created_at)
      select ${auth.idClient}, e, ${idDeposit}, d::date, k, t, days::numeric, ds::numeric, r::numeric, a::numeric, rs, rf,
             ${auth.idUser}, ${auth.now.toISOString()}
        from jsonb_to_recordset(${JSON.stringify(entries.slice(i, i + 20_000))}::jsonb)
          as x(e int, d text, k text, t text, days text, ds text, r text, a text, rs text, rf text)`);
  }
}

/** What a quarter's computation reads besides the worker: its months, parameters, rates and each worker's balances. */
export interface QuarterInputs {
  year: number;
  name: string;
  start: string;
  end: string;
  months: { start: string; end: string }[];
  parameters: Map<string, Decimal>;
  rates: Map<string, Decimal>;
  /** The guarantee each worker held at the start of each month of the quarter. */
  balances: Map<number, Decimal[]>;
}

export async function quarterInputs(
  db: Db,
  idClient: number,
  year: number,
  quarter: number,
  ids: number[],
  parametersDay: string,
): Promise<QuarterInputs> {
  const { start, end } = quarterBounds(year, quarter);
  const months = [0, 1, 2].map((i) => monthBounds(year, quarter * 3 - 2 + i));
  const [parameters, held, rated] = await Promise.all([
    parametersOn(db, idClient, parametersDay),
    db.execute<{ id_employee: number; m0: string; m1: string; m2: string }>(sql`
      select id_employee,
             ${sql.join(
               months.map(
                 (m, i) =>
                   sql`coalesce(sum(${HELD}) filter (where entry_date < ${m.start}), 0)::text as ${sql.raw(`m${i}`)}`,
               ),
               sql`, `,
             )}
        from benefit_entry where id_client = ${idClient} and id_employee = any(${intArray(ids)})
       group by id_employee`),
    db.execute<{ month: string; rate: string }>(sql`
      select to_char(month, 'YYYY-MM-DD') as month, rate::text as rate from benefit_interest_rate
       where id_client = ${idClient} and month between ${start} and ${end}`),
  ]);
  return {
    year,
    name: quarterName(year, quarter),
    start,
    end,
    months,
    parameters,
    rates: new Map(rated.rows.map((r) => [r.month, D(r.rate)])),
    balances: new Map(held.rows.map((h) => [h.id_employee, [D(h.m0), D(h.m1), D(h.m2)]])),
  };
}

/** The refusal for months whose BCV rate is missing, saying what it stops. */
export function missingRatesError(months: Set<string>, what: string) {
  return conflict(
    `Registre la tasa de prestaciones del BCV de ${[...months]
      .sort()
      .map(monthOfYear)
      .join(
        ', ',
      )} (Nómina › Tasas de prestaciones) ${what}: la garantía de los trabajadores gana intereses esos meses.`,
  );
}

/**
 * One worker's quarter (art. 142 a, b, e; 143): 5 days of integral salary per month (or part) served,
 * the additional days of an anniversary in it that completes a second or later year, and each served
 * month's interest on what was held at its start. A leaver's lines stop at the day they left: their
 * years and their last line's date. Months without a rate are added to `missingRates`.
 */
export function workerQuarter(
  w: Worker,
  salary: PaidSalary,
  q: QuarterInputs,
  missingRates: Set<string>,
): Entry[] {
  const last = w.terminationDate && w.terminationDate < q.end ? w.terminationDate : q.end;
  const years = yearsBetween(w.hireDate, last) + (w.priorYears ?? 0);
  const daily = integralDaily(salary, bonusDaysFor(years, q.parameters), q.parameters);
  const monthsServed = q.months.filter((m) => served(w, m.start, m.end)).length;
  const days = GUARANTEE_DAYS_PER_MONTH * monthsServed;
  const entries: Entry[] = [
    {
      e: w.id,
      d: last,
      k: 'guarantee',
      t: `Garantía del ${q.name}: ${days} días de salario integral (${monthsServed === 3 ? 'trimestre completo' : `${monthsServed} ${monthsServed === 1 ? 'mes' : 'meses'} de servicio`})`,
      days: String(days),
      ds: daily.toFixed(2),
      r: null,
      a: round(daily.times(days)).toFixed(2),
    },
  ];
  // The anniversary in the quarter that completes a second or later year in this institution.
  const anniversary = anniversaryIn(w.hireDate, q.year);
  const completed = q.year - Number(w.hireDate.slice(0, 4));
  if (
    anniversary >= q.start &&
    anniversary <= last &&
    completed >= 2 &&
    served(w, anniversary, anniversary)
  ) {
    const extra = additionalDays(completed);
    entries.push({
      e: w.id,
      d: last,
      k: 'additional',
      t: `Días adicionales: ${completed}.º año de servicio cumplido el ${formatDate(anniversary)}`,
      days: String(extra),
      ds: daily.toFixed(2),
      r: null,
      a: round(daily.times(extra)).toFixed(2),
    });
  }
  const balance = q.balances.get(w.id) ?? [ZERO, ZERO, ZERO];
  q.months.forEach((m, i) => {
    const base = balance[i] ?? ZERO;
    if (!base.gt(0) || !served(w, m.start, m.end)) return;
    const rate = q.rates.get(m.start);
    if (!rate) {
      missingRates.add(m.start);
      return;
    }
    const interest = round(base.times(rate).div(1200));
    if (interest.isZero()) return;
    entries.push({
      e: w.id,
      d: m.end < last ? m.end : last,
      k: 'interest',
      t: `Intereses de ${monthOfYear(m.start)} sobre ${formatMoney(base.toFixed(2))} al ${rate.toFixed(2).replace('.', ',')} % anual`,
      days: null,
      ds: null,
      r: rate.toFixed(2),
      a: interest.toFixed(2),
    });
  });
  return entries;
}

const DEPOSIT = sql`
  select d.id, d.year::int as year, d.quarter::int as quarter, to_char(d.quarter_end, 'YYYY-MM-DD') as "quarterEnd",
         d.status, d.employees, d.guarantee::text as guarantee, d.additional::text as additional,
         d.interest::text as interest, d.created_at::text as "postedAt", u.username as "postedBy",
         d.annulled_at::text as "annulledAt"
    from benefit_deposit d left join app_user u on u.id = d.created_by`;

export async function listDeposits(db: Db, idClient: number): Promise<BenefitDeposit[]> {
  return selectRows(
    db,
    benefitDeposit,
    sql`${DEPOSIT} where d.id_client = ${idClient} order by d.quarter_end desc, d.id desc`,
  );
}

async function depositOf(db: Db | Tx, idClient: number, id: number): Promise<BenefitDeposit> {
  const found = await selectRow(
    db,
    benefitDeposit,
    sql`${DEPOSIT} where d.id = ${id} and d.id_client = ${idClient}`,
  );
  if (!found) throw notFound('Abono de prestaciones no encontrado');
  return found;
}

/** The end of the last quarter the institution deposited, or null before the first. */
export async function lastDepositedEnd(db: Db | Tx, idClient: number): Promise<string | null> {
  const found = await db.execute<{ quarter_end: string | null }>(sql`
    select to_char(max(quarter_end), 'YYYY-MM-DD') as quarter_end from benefit_deposit
     where id_client = ${idClient} and status = 'posted'`);
  return found.rows[0]?.quarter_end ?? null;
}

/** The quarter before one. */
export const quarterBefore = (year: number, quarter: number) =>
  quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 };

/**
 * What an entry adds to the guarantee that earns interest: deposits (the opening balance, the
 * quarters' guarantee and additional days) add, advances take away; interest is kept apart.
 */
export const HELD = sql`case when kind in ('opening', 'guarantee', 'additional') then amount when kind = 'advance' then -amount else 0 end`;

/**
 * One institution's prestaciones change one at a time (a quarter's deposit, an advance, a settlement):
 * each reads the balances the others write.
 */
export const lockDeposits = (tx: Tx, idClient: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('benefit_deposit'), ${idClient})`);

/**
 * Deposits a quarter's guarantee for every worker who served some day of it and was not settled
 * (LOTTT art. 142 a, b; 143):
 * - 5 days of integral salary for each month (or part of one) served in the quarter: 15 a whole quarter;
 * - at the anniversary that completes a second or later year of service, 2 more days a year, up to 30;
 * - each month's interest on the guarantee held at its start, at the BCV's rate for the month / 12.
 * Deposits and interest are dated at the quarter's (and month's) end: a deposit earns from the next month.
 * The integral salary is the one the quarter's closed ordinary runs last paid. Quarters go in order,
 * each once, and only once it has ended.
 */
export async function depositQuarter(
  db: Db,
  auth: AuthContext,
  req: BenefitDepositRequest,
): Promise<BenefitDeposit> {
  const { start, end } = quarterBounds(req.year, req.quarter);
  const name = quarterName(req.year, req.quarter);
  const id = await withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    if (end > todayOf(auth))
      throw conflict(`El ${name} termina el ${formatDate(end)}: su garantía se abona desde ese día.`);
    const last = await tx.execute<{ year: number; quarter: number; quarter_end: string }>(sql`
      select year::int as year, quarter::int as quarter, to_char(quarter_end, 'YYYY-MM-DD') as quarter_end
        from benefit_deposit where id_client = ${auth.idClient} and status = 'posted'
       order by quarter_end desc limit 1`);
    const previous = last.rows[0];
    if (previous && previous.quarter_end >= end)
      throw conflict(
        previous.quarter_end === end
          ? `El ${name} ya está abonado.`
          : `Ya está abonado el ${quarterName(previous.year, previous.quarter)}: los trimestres se abonan en orden.`,
      );
    const before = quarterBefore(req.year, req.quarter);
    if (previous && previous.quarter_end !== quarterBounds(before.year, before.quarter).end)
      throw conflict(
        `Abone primero el ${quarterName(before.year, before.quarter)}: los trimestres se abonan en orden.`,
      );

    const workers = (
      await tx.execute<Worker>(sql`
        select e.id, e.id_number as "idNumber", e.name, to_char(e.hire_date, 'YYYY-MM-DD') as "hireDate",
               to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate", e.prior_years as "priorYears"
          from employee e
         where e.id_client = ${auth.idClient} and e.hire_date <= ${end}
           and (e.termination_date is null or e.termination_date >= ${start})
           and not exists (select 1 from benefit_entry s where s.id_employee = e.id and s.kind = 'settlement')
           -- A balance brought from the former system covers the quarters up to its date.
           and not exists (select 1 from benefit_entry o where o.id_employee = e.id and o.kind = 'opening'
                              and o.entry_date >= ${end})
         order by e.id`)
    ).rows;
    if (workers.length === 0) throw conflict(`Ningún trabajador estuvo en servicio en el ${name}.`);
    const ids = workers.map((w) => w.id);
    const salaries = await lastPaidSalaries(tx, auth.idClient, ids, start, end);
    const unpaid = workers.filter((w) => !salaries.has(w.id));
    if (unpaid.length > 0)
      throw conflict(
        `Cierre primero las nóminas ordinarias del trimestre: ${unpaid.length === 1 ? 'un trabajador no tiene' : `${unpaid.length} trabajadores no tienen`} nómina ordinaria cerrada entre el ${formatDate(start)} y el ${formatDate(end)} (${unpaid
          .slice(0, 5)
          .map((w) => `${w.idNumber} ${w.name}`)
          .join(', ')}${unpaid.length > 5 ? ` y ${unpaid.length - 5} más` : ''}).`,
      );
    const quarter = await quarterInputs(tx, auth.idClient, req.year, req.quarter, ids, end);
    const entries: Entry[] = [];
    const missingRates = new Set<string>();
    for (const w of workers) {
      const salary = salaries.get(w.id);
      if (salary) entries.push(...workerQuarter(w, salary, quarter, missingRates));
    }
    if (missingRates.size > 0) throw missingRatesError(missingRates, `antes de abonar el ${name}`);
    const sum = (kind: Entry['k']) =>
      entries.filter((e) => e.k === kind).reduce((total, e) => total.plus(e.a), ZERO);
    const totals = { guarantee: sum('guarantee'), additional: sum('additional'), interest: sum('interest') };
    const deposit = await tx.execute<{ id: number }>(sql`
      insert into benefit_deposit (id_client, year, quarter, quarter_end, employees, guarantee, additional, interest, created_by, created_at)
      values (${auth.idClient}, ${req.year}, ${req.quarter}, ${end}, ${workers.length}, ${totals.guarantee.toFixed(2)},
              ${totals.additional.toFixed(2)}, ${totals.interest.toFixed(2)}, ${auth.idUser}, ${auth.now.toISOString()})
      returning id`);
    const idDeposit = deposit.rows[0]?.id as number;
    await writeEntries(tx, auth, idDeposit, entries);
    return idDeposit;
  });
  return depositOf(db, auth.idClient, id);
}

/**
 * Annuls the last quarter deposited, with its entries, while no advance or settlement was recorded
 * after it: those read the balance it made.
 */
export async function annulDeposit(
  db: Db,
  auth: AuthContext,
  id: number,
  reason: string,
): Promise<BenefitDeposit> {
  await withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const deposit = await depositOf(tx, auth.idClient, id);
    const name = quarterName(deposit.year, deposit.quarter);
    if (deposit.status !== 'posted') throw conflict(`El abono del ${name} ya está anulado.`);
    const later = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from benefit_deposit
       where id_client = ${auth.idClient} and status = 'posted' and quarter_end > ${deposit.quarterEnd}`);
    if ((later.rows[0]?.n ?? 0) > 0)
      throw conflict(`Después del ${name} hay trimestres abonados: anule primero el último.`);
    const drawn = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from benefit_entry
       where id_client = ${auth.idClient} and kind in ('opening', 'advance', 'interestPayment', 'settlement')
         and id > (select coalesce(max(id), 0) from benefit_entry where id_deposit = ${id})`);
    if ((drawn.rows[0]?.n ?? 0) > 0)
      throw conflict(
        `Después del abono del ${name} se registraron saldos iniciales, anticipos, pagos de intereses o liquidaciones que leen su saldo: el abono ya no se anula.`,
      );
    await tx.execute(sql`delete from benefit_entry where id_deposit = ${id}`);
    await tx.execute(sql`
      update benefit_deposit set status = 'annulled', annulled_at = ${auth.now.toISOString()}, annul_reason = ${reason}
       where id = ${id}`);
  });
  return depositOf(db, auth.idClient, id);
}
