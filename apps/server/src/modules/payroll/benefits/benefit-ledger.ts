import {
  type BenefitSettlement,
  type BenefitWorker,
  benefitEntry,
  benefitWorker,
  GUARANTEE_DAYS_PER_MONTH,
  MONTHS,
  type PageQuery,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow, selectRows } from '../../../platform/db/rows.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { yearsBetween } from '../runs/payroll-engine.ts';
import { additionalDays, anniversaryIn, monthBounds, quarterBounds, quarterName } from './benefit-deposit.ts';
import { bonusDaysFor, integralDaily, lastPaidSalaries, parametersOn } from './salary-history.ts';

const D = (v: Decimal.Value) => new Decimal(v);
const round = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Each worker's totals from the ledger: one pass over their entries. */
const WORKERS = (idClient: number) => sql`
  select e.id as "idEmployee", e.id_number as "idNumber", e.name, to_char(e.hire_date, 'YYYY-MM-DD') as "hireDate",
         to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate",
         coalesce(sum(b.amount) filter (where b.kind in ('guarantee', 'additional')), 0)::numeric(18, 2)::text as deposited,
         coalesce(sum(b.amount) filter (where b.kind = 'advance'), 0)::numeric(18, 2)::text as advances,
         (coalesce(sum(b.amount) filter (where b.kind in ('guarantee', 'additional')), 0)
          - coalesce(sum(b.amount) filter (where b.kind = 'advance'), 0))::numeric(18, 2)::text as balance,
         coalesce(sum(b.amount) filter (where b.kind = 'interest'), 0)::numeric(18, 2)::text as interest,
         to_char(max(b.entry_date) filter (where b.kind = 'guarantee'), 'YYYY-MM-DD') as "lastDeposit",
         coalesce(bool_or(b.kind = 'settlement'), false) as settled
    from employee e left join benefit_entry b on b.id_employee = e.id
   where e.id_client = ${idClient}`;

export async function benefitWorkers(db: Db, idClient: number, q: PageQuery) {
  const like = q.search ? containsPattern(q.search) : null;
  return selectPage(
    db,
    benefitWorker,
    sql`${WORKERS(idClient)} ${like ? sql`and (e.id_number ilike ${like} or e.name ilike ${like})` : sql``}
        group by e.id`,
    sql`d.name, d."idEmployee"`,
    q,
  );
}

async function workerOf(db: Db, idClient: number, idEmployee: number): Promise<BenefitWorker> {
  const found = await selectRow(
    db,
    benefitWorker,
    sql`${WORKERS(idClient)} and e.id = ${idEmployee} group by e.id`,
  );
  if (!found) throw notFound('Trabajador no encontrado');
  return found;
}

/**
 * A worker's ledger in order, with the guarantee and the unpaid interest after each entry. On a day
 * the month's interest comes first: it was earned on what was held before the day's deposit.
 */
export async function benefitLedger(db: Db, idClient: number, idEmployee: number) {
  const worker = await workerOf(db, idClient, idEmployee);
  const entries = await selectRows(
    db,
    benefitEntry,
    sql`
    select id, to_char(entry_date, 'YYYY-MM-DD') as "entryDate", kind, description, days::text as days,
           daily_salary::text as "dailySalary", rate::text as rate, amount::text as amount,
           (sum(case kind when 'advance' then -amount when 'guarantee' then amount when 'additional' then amount else 0 end)
              over w)::text as balance,
           (sum(case kind when 'interest' then amount else 0 end) over w)::text as "interestBalance"
      from benefit_entry
     where id_client = ${idClient} and id_employee = ${idEmployee}
    window w as (order by entry_date, case kind when 'interest' then 0 when 'guarantee' then 1 when 'additional' then 2 else 3 end, id)
     order by entry_date, case kind when 'interest' then 0 when 'guarantee' then 1 when 'additional' then 2 else 3 end, id`,
  );
  return { worker, entries };
}

/** Whole years, months and days from one day to the day after another (the service up to and including `to`). */
export function serviceSpan(from: string, to: string): { years: number; months: number; days: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  let [y, m, d] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
  if (d < fd) {
    m -= 1;
    d += new Date(Date.UTC(y, m, 0)).getUTCDate();
  }
  if (m < fm) {
    y -= 1;
    m += 12;
  }
  const total = (y - fy) * 12 + (m - fm);
  return { years: Math.floor(total / 12), months: total % 12, days: d - fd };
}

/**
 * What termination pays (LOTTT art. 142 c-d, 143): the guarantee deposited plus what the last quarter
 * has not deposited yet (its months served and an anniversary in it), against 30 days of the last
 * integral salary for each year of service or fraction over six months; the greater, less the advances
 * drawn, with the interest earned (the last quarter's months too, at their rates).
 */
export async function benefitSettlement(
  db: Db,
  idClient: number,
  idEmployee: number,
): Promise<BenefitSettlement> {
  const worker = await workerOf(db, idClient, idEmployee);
  const end = worker.terminationDate;
  if (!end)
    throw conflict(
      `${worker.name} no tiene fecha de egreso: regístrela en el Registro de personal para calcular su liquidación.`,
    );
  if (worker.settled) throw conflict(`Las prestaciones de ${worker.name} ya están liquidadas.`);
  const year = Number(end.slice(0, 4));
  const quarter = Math.ceil(Number(end.slice(5, 7)) / 3);
  const bounds = quarterBounds(year, quarter);
  // Every quarter before the last must be deposited: the pending part is the last quarter's alone.
  const last = await db.execute<{ quarter_end: string }>(sql`
    select to_char(max(quarter_end), 'YYYY-MM-DD') as quarter_end from benefit_deposit
     where id_client = ${idClient} and status = 'posted'`);
  const lastDeposited = last.rows[0]?.quarter_end ?? null;
  const before = quarter === 1 ? quarterBounds(year - 1, 4) : quarterBounds(year, quarter - 1);
  if (worker.hireDate < bounds.start && (lastDeposited === null || lastDeposited < before.end))
    throw conflict(
      `Abone primero la garantía hasta el ${quarterName(quarter === 1 ? year - 1 : year, quarter === 1 ? 4 : quarter - 1)}: la liquidación suma a lo abonado el último trimestre.`,
    );
  const lastDone = lastDeposited !== null && lastDeposited >= bounds.end;

  const salary = (await lastPaidSalaries(db, idClient, [idEmployee], worker.hireDate, end)).get(idEmployee);
  if (!salary)
    throw conflict(`${worker.name} no tiene nóminas ordinarias cerradas: su último salario no se conoce.`);
  const parameters = await parametersOn(db, idClient, end);
  const prior = await db.execute<{ prior_years: number | null }>(
    sql`select prior_years from employee where id = ${idEmployee}`,
  );
  const years = yearsBetween(worker.hireDate, end) + (prior.rows[0]?.prior_years ?? 0);
  const daily = integralDaily(salary, bonusDaysFor(years, parameters), parameters);

  let pendingDays = 0;
  let interest = D(worker.interest);
  if (!lastDone) {
    const months = [0, 1, 2]
      .map((i) => monthBounds(year, quarter * 3 - 2 + i))
      .filter((m) => m.start <= end && m.end >= worker.hireDate);
    pendingDays = GUARANTEE_DAYS_PER_MONTH * months.length;
    const anniversary = anniversaryIn(worker.hireDate, year);
    const completed = yearsBetween(worker.hireDate, anniversary);
    if (anniversary >= bounds.start && anniversary <= end && completed >= 2)
      pendingDays += additionalDays(completed);
    // The interest of the last quarter's months, on what was held at each month's start.
    const held = await db.execute<{ month: string; balance: string; rate: string | null }>(sql`
      select m.start as month,
             coalesce((select sum(case kind when 'advance' then -amount else amount end) from benefit_entry
                        where id_employee = ${idEmployee} and kind in ('guarantee', 'additional', 'advance')
                          and entry_date < m.start::date), 0)::text as balance,
             (select rate::text from benefit_interest_rate where id_client = ${idClient} and month = m.start::date) as rate
        from jsonb_to_recordset(${JSON.stringify(months.map((m) => ({ start: m.start })))}::jsonb) as m(start text)`);
    const missing = held.rows.filter((h) => D(h.balance).gt(0) && h.rate === null);
    if (missing.length > 0)
      throw conflict(
        `Registre la tasa de prestaciones del BCV de ${missing
          .map((m) => `${MONTHS[Number(m.month.slice(5, 7)) - 1]} de ${m.month.slice(0, 4)}`)
          .join(', ')} para calcular los intereses de la liquidación.`,
      );
    for (const h of held.rows)
      if (h.rate !== null) interest = interest.plus(round(D(h.balance).times(h.rate).div(1200)));
  }
  const pending = round(daily.times(pendingDays));
  const guaranteeTotal = D(worker.deposited).plus(pending);
  const span = serviceSpan(worker.hireDate, end);
  // Art. 142 c: a fraction of a year over six months counts as a year.
  const retroactiveDays =
    30 * (span.years + (span.months > 6 || (span.months === 6 && span.days > 0) ? 1 : 0));
  const retroactive = round(daily.times(retroactiveDays));
  const greater = retroactive.gt(guaranteeTotal) ? 'retroactive' : 'guarantee';
  const benefits = greater === 'retroactive' ? retroactive : guaranteeTotal;
  const advances = D(worker.advances);
  return {
    idEmployee,
    terminationDate: end,
    years: span.years,
    months: span.months,
    lastNormalSalary: salary.normal.toFixed(2),
    integralDaily: daily.toFixed(2),
    deposited: D(worker.deposited).toFixed(2),
    pendingDays: String(pendingDays),
    pending: pending.toFixed(2),
    guaranteeTotal: guaranteeTotal.toFixed(2),
    retroactiveDays,
    retroactive: retroactive.toFixed(2),
    greater,
    benefits: benefits.toFixed(2),
    advances: advances.toFixed(2),
    interest: interest.toFixed(2),
    total: benefits.minus(advances).plus(interest).toFixed(2),
  };
}
