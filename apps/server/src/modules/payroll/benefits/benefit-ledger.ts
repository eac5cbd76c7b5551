import {
  ADVANCE_REASONS,
  ADVANCE_SHARE,
  addDays,
  type BenefitAdvanceRequest,
  type BenefitEntry,
  type BenefitInterestPayment,
  type BenefitInterestPaymentRequest,
  type BenefitOpeningRequest,
  type BenefitSettlement,
  type BenefitSettleRequest,
  type BenefitWorker,
  benefitEntry,
  benefitWorker,
  daysBetween,
  formatDate,
  formatMoney,
  monthOfYear,
  type PageQuery,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import {
  anniversaryIn,
  monthsOfService,
  vacationDays,
  YEAR_END_DAYS,
  yearsBetween,
} from '../runs/payroll-engine.ts';
import {
  type Entry,
  lastDepositedEnd,
  lockDeposits,
  missingRatesError,
  monthBounds,
  quarterBefore,
  quarterBounds,
  quarterInputs,
  quarterName,
  type Worker,
  workerQuarter,
  writeEntries,
} from './benefit-deposit.ts';
import { bonusDaysFor, integralDaily, lastPaidSalaries, parametersOn } from './salary-history.ts';

const D = (v: Decimal.Value) => new Decimal(v);
const ZERO = D(0);
const round = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const DEPOSITED = sql`b.kind in ('opening', 'guarantee', 'additional')`;

/** Each worker's totals from the ledger, one pass over their entries: a settled worker holds nothing more. */
const WORKERS = (idClient: number) => sql`
  select e.id as "idEmployee", e.id_number as "idNumber", e.name, to_char(e.hire_date, 'YYYY-MM-DD') as "hireDate",
         to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate",
         coalesce(sum(b.amount) filter (where ${DEPOSITED}), 0)::numeric(18, 2)::text as deposited,
         coalesce(sum(b.amount) filter (where b.kind = 'advance'), 0)::numeric(18, 2)::text as advances,
         (case when bool_or(b.kind = 'settlement') then 0
               else coalesce(sum(b.amount) filter (where ${DEPOSITED}), 0)
                    - coalesce(sum(b.amount) filter (where b.kind = 'advance'), 0) end)::numeric(18, 2)::text as balance,
         (case when bool_or(b.kind = 'settlement') then 0
               else coalesce(sum(b.amount) filter (where b.kind = 'interest'), 0)
                    - coalesce(sum(b.amount) filter (where b.kind = 'interestPayment'), 0) end)::numeric(18, 2)::text as interest,
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

async function workerOf(db: Db | Tx, idClient: number, idEmployee: number): Promise<BenefitWorker> {
  const found = await selectRow(
    db,
    benefitWorker,
    sql`${WORKERS(idClient)} and e.id = ${idEmployee} group by e.id`,
  );
  if (!found) throw notFound('Trabajador no encontrado');
  return found;
}

/**
 * The ledger's order: on a day, the month's interest first (earned on what was held before the day's
 * deposit); the settlement last, whatever its date (it closes the book: a quarter written after the
 * day the worker left belongs before it).
 */
const LEDGER_ORDER = sql`kind = 'settlement', entry_date, case kind when 'opening' then 0 when 'interest' then 1 when 'guarantee' then 2
  when 'additional' then 3 when 'advance' then 4 when 'interestPayment' then 5 else 6 end, id`;

const ENTRY = sql`
  select id, to_char(entry_date, 'YYYY-MM-DD') as "entryDate", kind, description, days::text as days,
         daily_salary::text as "dailySalary", rate::text as rate, amount::text as amount, reason, reference,
         '0.00' as balance, '0.00' as "interestBalance"
    from benefit_entry`;

/**
 * A worker's ledger in order, with the guarantee and the unpaid interest after each entry: deposits
 * add to the guarantee, advances take from it, interest is held apart, and the settlement pays both.
 */
export async function benefitLedger(db: Db, idClient: number, idEmployee: number) {
  const worker = await workerOf(db, idClient, idEmployee);
  const rows = await selectRows(
    db,
    benefitEntry,
    sql`${ENTRY} where id_client = ${idClient} and id_employee = ${idEmployee} order by ${LEDGER_ORDER}`,
  );
  let held = ZERO;
  let interest = ZERO;
  const entries: BenefitEntry[] = rows.map((e) => {
    if (e.kind === 'interest') interest = interest.plus(e.amount);
    else if (e.kind === 'interestPayment') interest = interest.minus(e.amount);
    else if (e.kind === 'advance') held = held.minus(e.amount);
    else if (e.kind === 'settlement') {
      held = ZERO;
      interest = ZERO;
    } else held = held.plus(e.amount);
    return { ...e, balance: held.toFixed(2), interestBalance: interest.toFixed(2) };
  });
  return { worker, entries };
}

async function entryOf(tx: Tx, id: number): Promise<BenefitEntry> {
  return (await selectRow(tx, benefitEntry, sql`${ENTRY} where id = ${id}`)) as BenefitEntry;
}

async function employeeRow(tx: Tx, idClient: number, idEmployee: number): Promise<Worker> {
  const found = await tx.execute<Worker>(sql`
    select e.id, e.id_number as "idNumber", e.name, to_char(e.hire_date, 'YYYY-MM-DD') as "hireDate",
           to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate", e.prior_years as "priorYears"
      from employee e where e.id = ${idEmployee} and e.id_client = ${idClient}`);
  const worker = found.rows[0];
  if (!worker) throw notFound('Trabajador no encontrado');
  return worker;
}

/** A date an entry may carry: from the hire to today. */
function checkDate(worker: Worker, day: string, today: string) {
  if (day > today)
    throw badRequest('La fecha no puede ser posterior a hoy', [
      { field: 'entryDate', message: 'Posterior a hoy' },
    ]);
  if (day < worker.hireDate)
    throw badRequest(`La fecha es anterior al ingreso de ${worker.name} (${formatDate(worker.hireDate)})`, [
      { field: 'entryDate', message: 'Anterior al ingreso' },
    ]);
}

/**
 * The guarantee and unpaid interest a worker brings from the system the institution used before
 * Erario, as of a day on or after the last quarter deposited: once, on a ledger still empty.
 */
export async function recordOpening(db: Db, auth: AuthContext, req: BenefitOpeningRequest) {
  return withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const worker = await employeeRow(tx, auth.idClient, req.idEmployee);
    checkDate(worker, req.entryDate, todayOf(auth));
    const entries = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from benefit_entry where id_employee = ${worker.id}`,
    );
    if ((entries.rows[0]?.n ?? 0) > 0)
      throw conflict(
        `El libro de ${worker.name} ya tiene movimientos: el saldo inicial es su primer asiento.`,
      );
    // A quarter's end: the quarters up to it are the former system's, the next ones Erario's.
    const [year, month] = req.entryDate.split('-').map(Number) as [number, number];
    if (month % 3 !== 0 || req.entryDate !== monthBounds(year, month).end)
      throw badRequest(
        'El saldo inicial es al cierre de un trimestre (31/03, 30/06, 30/09 o 31/12): desde el siguiente, lo abona Erario.',
        [{ field: 'entryDate', message: 'Fin de un trimestre' }],
      );
    const cut = await lastDepositedEnd(tx, auth.idClient);
    if (cut && req.entryDate < cut)
      throw badRequest(
        `El saldo inicial es al corte del último trimestre abonado (${formatDate(cut)}) o posterior: los trimestres abonados ya no le sumarían intereses.`,
        [{ field: 'entryDate', message: `Anterior al ${formatDate(cut)}` }],
      );
    if (D(req.amount).isNegative() || D(req.interest).isNegative())
      throw badRequest('Los saldos no pueden ser negativos');
    const lines: Entry[] = [
      {
        e: worker.id,
        d: req.entryDate,
        k: 'opening',
        t: `Garantía acumulada al ${formatDate(req.entryDate)}, traída del sistema anterior`,
        days: null,
        ds: null,
        r: null,
        a: D(req.amount).toFixed(2),
        rf: req.reference,
      },
    ];
    if (D(req.interest).gt(0))
      lines.push({
        e: worker.id,
        d: req.entryDate,
        k: 'interest',
        t: `Intereses sin pagar al ${formatDate(req.entryDate)}, traídos del sistema anterior`,
        days: null,
        ds: null,
        r: null,
        a: D(req.interest).toFixed(2),
        rf: req.reference,
      });
    await writeEntries(tx, auth, null, lines);
    const id = await tx.execute<{ id: number }>(
      sql`select id from benefit_entry where id_employee = ${worker.id} and kind = 'opening'`,
    );
    return entryOf(tx, id.rows[0]?.id as number);
  });
}

/**
 * An advance on the guarantee (LOTTT art. 144): for housing, schooling or health, with the papers
 * that support it, while all the worker's advances stay within 75 % of what was deposited.
 */
export async function recordAdvance(db: Db, auth: AuthContext, req: BenefitAdvanceRequest) {
  return withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const worker = await employeeRow(tx, auth.idClient, req.idEmployee);
    checkDate(worker, req.entryDate, todayOf(auth));
    const totals = await workerOf(tx, auth.idClient, worker.id);
    if (totals.settled) throw conflict(`Las prestaciones de ${worker.name} ya están liquidadas.`);
    // Not before what was deposited last: the interest already paid read the balance without it.
    const latest = await tx.execute<{ day: string | null }>(sql`
      select to_char(max(entry_date), 'YYYY-MM-DD') as day from benefit_entry
       where id_employee = ${worker.id} and kind in ('opening', 'guarantee', 'additional', 'advance')`);
    const floor = [await lastDepositedEnd(tx, auth.idClient), latest.rows[0]?.day ?? null]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1);
    if (floor && req.entryDate < floor)
      throw badRequest(
        `El anticipo no puede ser anterior al ${formatDate(floor)}: lo abonado hasta entonces ya ganó sus intereses sin él.`,
        [{ field: 'entryDate', message: `Desde el ${formatDate(floor)}` }],
      );
    const ceiling = round(D(totals.deposited).times(ADVANCE_SHARE));
    const room = Decimal.max(ceiling.minus(totals.advances), ZERO);
    if (D(req.amount).gt(room))
      throw badRequest(
        `El anticipo pasa del 75 % de la garantía abonada: ${worker.name} puede recibir hasta ${formatMoney(room.toFixed(2))} (75 % de ${formatMoney(totals.deposited)}, menos ${formatMoney(totals.advances)} ya anticipados).`,
        [{ field: 'amount', message: `Hasta ${formatMoney(room.toFixed(2))}` }],
      );
    const reason = ADVANCE_REASONS.find((r) => r.value === req.reason)?.label ?? req.reason;
    await writeEntries(tx, auth, null, [
      {
        e: worker.id,
        d: req.entryDate,
        k: 'advance',
        t: `Anticipo para ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
        days: null,
        ds: null,
        r: null,
        a: D(req.amount).toFixed(2),
        rs: req.reason,
        rf: req.reference,
      },
    ]);
    const id = await tx.execute<{ id: number }>(
      sql`select max(id) as id from benefit_entry where id_employee = ${worker.id} and kind = 'advance'`,
    );
    return entryOf(tx, id.rows[0]?.id as number);
  });
}

/**
 * Takes back an opening balance or an advance recorded in error. Only while no quarter deposited
 * after its day read it (its interest would have counted it), the worker is not settled, and, for
 * an opening, nothing was recorded on it since. The entry goes (with the opening's interest), after
 * its row is marked with the reason and who annulled it: the audit trail keeps both.
 */
export async function annulEntry(db: Db, auth: AuthContext, id: number, reason: string) {
  return withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const found = await tx.execute<{
      id_employee: number;
      kind: string;
      entry_date: string;
      name: string;
    }>(sql`
      select b.id_employee, b.kind, to_char(b.entry_date, 'YYYY-MM-DD') as entry_date, e.name
        from benefit_entry b join employee e on e.id = b.id_employee
       where b.id = ${id} and b.id_client = ${auth.idClient}`);
    const entry = found.rows[0];
    if (!entry) throw notFound('Movimiento no encontrado');
    if (entry.kind !== 'opening' && entry.kind !== 'advance' && entry.kind !== 'interestPayment')
      throw conflict(
        'Solo se anula así un saldo inicial, un anticipo o un pago de intereses: la garantía y sus intereses se anulan con el abono del trimestre.',
      );
    const what = {
      opening: 'El saldo inicial',
      advance: 'El anticipo',
      interestPayment: 'El pago de intereses',
    }[entry.kind];
    const totals = await workerOf(tx, auth.idClient, entry.id_employee);
    if (totals.settled)
      throw conflict(
        `Las prestaciones de ${entry.name} ya están liquidadas: ${what.toLowerCase()} no se anula.`,
      );
    // A payment of interest takes nothing from the guarantee: later quarters did not read it. A later
    // payment did (it paid what this one had not), so the last is annulled first.
    if (entry.kind === 'interestPayment') {
      const later = await tx.execute<{ day: string }>(sql`
        select to_char(entry_date, 'DD/MM/YYYY') as day from benefit_entry
         where id_employee = ${entry.id_employee} and kind = 'interestPayment' and id > ${id}
         order by id desc limit 1`);
      if (later.rows[0])
        throw conflict(
          `${entry.name} cobró después otro pago de intereses (el del ${later.rows[0].day}): anule primero ese.`,
        );
    }
    const cut = entry.kind === 'interestPayment' ? null : await lastDepositedEnd(tx, auth.idClient);
    if (cut && cut > entry.entry_date)
      throw conflict(
        `${what} del ${formatDate(entry.entry_date)} ya lo leyó el abono del trimestre al ${formatDate(cut)}: anule primero los abonos posteriores.`,
      );
    if (entry.kind === 'opening') {
      const after = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from benefit_entry
         where id_employee = ${entry.id_employee} and id <> ${id}
           and not (kind = 'interest' and id_deposit is null and entry_date = ${entry.entry_date})`);
      if ((after.rows[0]?.n ?? 0) > 0)
        throw conflict(`Después del saldo inicial de ${entry.name} hay movimientos: anúlelos primero.`);
    }
    const gone = sql`id = ${id} or (${entry.kind === 'opening'} and id_employee = ${entry.id_employee}
      and kind = 'interest' and id_deposit is null and entry_date = ${entry.entry_date})`;
    await tx.execute(
      sql`update benefit_entry set reason = ${`Anulado: ${reason}`.slice(0, 500)} where ${gone}`,
    );
    await tx.execute(sql`delete from benefit_entry where ${gone}`);
    return workerOf(tx, auth.idClient, entry.id_employee);
  });
}

/**
 * The year's interest paid to the workers (art. 143: yearly): to each worker not settled, what the
 * guarantee earned up to 31 December and was not paid yet, once the fourth quarter (with October to
 * December's interest) is deposited. A worker already paid for the year is left out, so a payment
 * annulled for one worker is paid again alone. The money goes by the payment order the reference
 * names, as the settlement's; the ledger holds the interest apart, so the guarantee is untouched.
 */
export async function payYearInterest(
  db: Db,
  auth: AuthContext,
  { year, paidOn, reference }: BenefitInterestPaymentRequest,
): Promise<BenefitInterestPayment> {
  const yearEnd = `${year}-12-31`;
  if (paidOn <= yearEnd)
    throw badRequest(`Los intereses de ${year} se pagan cerrado el año: desde el 01/01/${year + 1}.`);
  if (paidOn > todayOf(auth))
    throw badRequest('El pago se registra hecho: la fecha de pago no puede ser posterior a hoy.');
  return withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const last = await lastDepositedEnd(tx, auth.idClient);
    if (!last || last < yearEnd)
      throw conflict(
        `Abone primero el ${quarterName(year, 4)}: los intereses de octubre a diciembre se pagan con el año.`,
      );
    const owed = await tx.execute<{ idEmployee: number; amount: string }>(sql`
      select b.id_employee as "idEmployee",
             (coalesce(sum(b.amount) filter (where b.kind = 'interest' and b.entry_date <= ${yearEnd}), 0)
              - coalesce(sum(b.amount) filter (where b.kind = 'interestPayment'), 0))::numeric(18, 2)::text as amount
        from benefit_entry b
        join employee e on e.id = b.id_employee
       where b.id_client = ${auth.idClient}
         -- Who left by the year's end is paid their interest with the settlement.
         and (e.termination_date is null or e.termination_date > ${yearEnd})
       group by b.id_employee
      having not bool_or(b.kind = 'settlement')
         and not coalesce(bool_or(b.kind = 'interestPayment' and b.reason = ${String(year)}), false)
         and coalesce(sum(b.amount) filter (where b.kind = 'interest' and b.entry_date <= ${yearEnd}), 0)
             > coalesce(sum(b.amount) filter (where b.kind = 'interestPayment'), 0)
       order by b.id_employee`);
    if (owed.rows.length === 0)
      throw conflict(`No quedan intereses de ${year} por pagar: están pagados o ningún trabajador los ganó.`);
    await writeEntries(
      tx,
      auth,
      null,
      owed.rows.map((w) => ({
        e: w.idEmployee,
        d: paidOn,
        k: 'interestPayment',
        t: `Pago de los intereses de la garantía hasta el 31/12/${year}`,
        days: null,
        ds: null,
        r: null,
        a: w.amount,
        rs: String(year),
        rf: reference,
      })),
    );
    const total = owed.rows.reduce((sum, w) => sum.plus(w.amount), ZERO);
    return { year, employees: owed.rows.length, total: total.toFixed(2) };
  });
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
 * has not deposited yet (as its deposit would, up to the day the worker left), against 30 days of the
 * last integral salary for each year of service or fraction over six months; the greater, less the
 * advances drawn, with the interest earned (the last quarter's months too). Also the lines the
 * settlement writes when it is recorded.
 */
async function computeSettlement(
  db: Db | Tx,
  idClient: number,
  idEmployee: number,
  paidOn: string,
): Promise<{ settlement: BenefitSettlement; pending: Entry[]; missingLendingRates: string[] }> {
  const totals = await workerOf(db, idClient, idEmployee);
  const worker = await employeeRow(db as Tx, idClient, idEmployee);
  const end = worker.terminationDate;
  if (!end)
    throw conflict(
      `${worker.name} no tiene fecha de egreso: regístrela en el Registro de personal para calcular su liquidación.`,
    );
  if (totals.settled) throw conflict(`Las prestaciones de ${worker.name} ya están liquidadas.`);
  const year = Number(end.slice(0, 4));
  const quarter = Math.ceil(Number(end.slice(5, 7)) / 3);
  const bounds = quarterBounds(year, quarter);
  // Every quarter before the last must be deposited: the pending part is the last quarter's alone.
  const lastDeposited = await lastDepositedEnd(db, idClient);
  const before = quarterBefore(year, quarter);
  const opening = await db.execute<{ day: string | null }>(sql`
    select to_char(max(entry_date), 'YYYY-MM-DD') as day from benefit_entry
     where id_employee = ${idEmployee} and kind in ('opening', 'guarantee')`);
  const covered = [lastDeposited, opening.rows[0]?.day ?? null]
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  if (
    worker.hireDate < bounds.start &&
    (!covered || covered < quarterBounds(before.year, before.quarter).end)
  )
    throw conflict(
      `Abone primero la garantía hasta el ${quarterName(before.year, before.quarter)}: la liquidación suma a lo abonado el último trimestre.`,
    );
  const lastDone = lastDeposited !== null && lastDeposited >= bounds.end;

  const salary = (await lastPaidSalaries(db, idClient, [idEmployee], worker.hireDate, end)).get(idEmployee);
  if (!salary)
    throw conflict(`${worker.name} no tiene nóminas ordinarias cerradas: su último salario no se conoce.`);
  const parameters = await parametersOn(db, idClient, end);
  const years = yearsBetween(worker.hireDate, end) + (worker.priorYears ?? 0);
  const daily = integralDaily(salary, bonusDaysFor(years, parameters), parameters);
  let pending: Entry[] = [];
  if (!lastDone) {
    const missing = new Set<string>();
    pending = workerQuarter(
      worker,
      salary,
      await quarterInputs(db, idClient, year, quarter, [idEmployee], end),
      missing,
    );
    if (missing.size > 0) throw missingRatesError(missing, 'para calcular los intereses de la liquidación');
  }
  const sum = (kinds: Entry['k'][]) =>
    pending.filter((e) => kinds.includes(e.k)).reduce((total, e) => total.plus(e.a), ZERO);
  const pendingAmount = sum(['guarantee', 'additional']);
  const pendingDays = pending
    .filter((e) => e.k === 'guarantee' || e.k === 'additional')
    .reduce((total, e) => total + Number(e.days), 0);
  const guaranteeTotal = D(totals.deposited).plus(pendingAmount);
  const span = serviceSpan(worker.hireDate, end);
  // Art. 142 c: a fraction of a year over six months counts as a year.
  const retroactiveDays =
    30 * (span.years + (span.months > 6 || (span.months === 6 && span.days > 0) ? 1 : 0));
  const retroactive = round(daily.times(retroactiveDays));
  const greater = retroactive.gt(guaranteeTotal) ? 'retroactive' : 'guarantee';
  const benefits = greater === 'retroactive' ? retroactive : guaranteeTotal;
  const advances = D(totals.advances);
  const interest = D(totals.interest).plus(sum(['interest']));
  const total = benefits.minus(advances).plus(interest);
  const owed = await owedBesides(db, idClient, worker, years, parameters);
  // Rounded to the céntimo as shown, then multiplied: what an auditor does on paper.
  const normalDaily = salary.days > 0 ? round(salary.normal.div(salary.days)) : ZERO;
  const at = (days: Decimal) => round(days.times(normalDaily));
  const [vacation, vacationFraction, yearEnd] = [owed.vacationDays, owed.fractionDays, owed.yearEndDays].map(
    at,
  ) as [Decimal, Decimal, Decimal];
  const dueDate = addDays(end, SETTLEMENT_DAYS);
  const late = await lateInterest(db, idClient, total, dueDate, paidOn < end ? end : paidOn);
  const warnings = [...owed.warnings];
  if (late.missing.length > 0)
    warnings.push(
      `Faltan las tasas activas del BCV de ${late.missing.map(monthOfYear).join(', ')} (Nómina › Tasas de prestaciones): los intereses de mora de esos meses no están en este cálculo. Regístrelas antes de pagar.`,
    );
  return {
    settlement: {
      idEmployee,
      terminationDate: end,
      years: span.years,
      months: span.months,
      lastNormalSalary: salary.normal.toFixed(2),
      integralDaily: daily.toFixed(2),
      deposited: D(totals.deposited).toFixed(2),
      pendingDays: String(pendingDays),
      pending: pendingAmount.toFixed(2),
      guaranteeTotal: guaranteeTotal.toFixed(2),
      retroactiveDays,
      retroactive: retroactive.toFixed(2),
      greater,
      benefits: benefits.toFixed(2),
      advances: advances.toFixed(2),
      interest: interest.toFixed(2),
      total: total.toFixed(2),
      normalDaily: normalDaily.toFixed(2),
      warnings,
      vacationDays: owed.vacationDays.toFixed(2),
      vacation: vacation.toFixed(2),
      vacationFractionDays: owed.fractionDays.toFixed(2),
      vacationFraction: vacationFraction.toFixed(2),
      yearEndDays: owed.yearEndDays.toFixed(2),
      yearEnd: yearEnd.toFixed(2),
      dueDate,
      paidOn,
      lateDays: late.days,
      lateInterest: late.interest.toFixed(2),
      grandTotal: total.plus(vacation).plus(vacationFraction).plus(yearEnd).plus(late.interest).toFixed(2),
    },
    pending,
    missingLendingRates: late.missing,
  };
}

/** Art. 142 f: prestaciones are paid within the five days after termination (calendar days, chosen). */
const SETTLEMENT_DAYS = 5;

/**
 * Interest of mora on prestaciones paid after their five days (art. 142 f): simple interest on what
 * they come to, for each month's days past the due date up to the day of payment, at that month's
 * lending rate of the BCV (actual/365), each month rounded to the céntimo as the guarantee's interest
 * is. Months without a lending rate are named, not guessed.
 */
async function lateInterest(
  db: Db | Tx,
  idClient: number,
  amount: Decimal,
  dueDate: string,
  paidOn: string,
): Promise<{ days: number; interest: Decimal; missing: string[] }> {
  const days = Math.max(0, daysBetween(dueDate, paidOn));
  if (days === 0 || amount.lte(0)) return { days, interest: ZERO, missing: [] };
  const first = addDays(dueDate, 1);
  const rates = await db.execute<{ month: string; rate: string | null }>(sql`
    select to_char(month, 'YYYY-MM-DD') as month, lending_rate::text as rate from benefit_interest_rate
     where id_client = ${idClient} and month between date_trunc('month', ${first}::date) and ${paidOn}::date`);
  const byMonth = new Map(rates.rows.map((r) => [r.month, r.rate]));
  let interest = ZERO;
  const missing: string[] = [];
  for (let month = `${first.slice(0, 7)}-01`; month <= paidOn; ) {
    const { end } = monthBounds(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
    const from = first > month ? first : month;
    const to = paidOn < end ? paidOn : end;
    const rate = byMonth.get(month);
    if (!rate) missing.push(month);
    else
      interest = interest.plus(
        round(
          amount
            .times(rate)
            .div(100)
            .times(daysBetween(from, to) + 1)
            .div(365),
        ),
      );
    month = addDays(end, 1);
  }
  return { days, interest, missing };
}

/**
 * What termination owes besides prestaciones, in days of normal salary: the vacation days of past
 * years not enjoyed (as the vacation runs recorded them); the fraction of the year of service in
 * progress (art. 196: its vacation and bonus days by the whole months since the last anniversary,
 * over 12); and the year-end bonus's fraction (art. 132: its days by the whole months served in the
 * year, over 12), unless a special run already paid it in the year (its concept BONIFICACION_FIN_ANO
 * or the partida 4.01.05.01.00).
 */
async function owedBesides(
  db: Db | Tx,
  idClient: number,
  worker: Worker,
  years: number,
  parameters: ReadonlyMap<string, Decimal>,
): Promise<{ vacationDays: Decimal; fractionDays: Decimal; yearEndDays: Decimal; warnings: string[] }> {
  const end = worker.terminationDate as string;
  const [pending, paid] = await Promise.all([
    db.execute<{ days: string }>(sql`
      select coalesce(sum(days - enjoyed), 0)::text as days from vacation_entitlement where id_employee = ${worker.id}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n
        from payroll_run r
        join payroll_run_employee e on e.id_run = r.id
        join payroll_run_line l on l.id_run_employee = e.id
        join payroll_run_concept k on k.id_run = r.id and k.id_concept = l.id_concept
       where r.id_client = ${idClient} and r.status = 'posted' and r.id_reverses is null and r.run_kind = 'special'
         and e.id_employee = ${worker.id} and extract(year from r.to_date) = ${Number(end.slice(0, 4))}
         and (k.code = 'BONIFICACION_FIN_ANO' or k.account_code = '4.01.05.01.00')`),
  ]);
  // The last anniversary on or before the day they left (the hire itself in the first year).
  const year = Number(end.slice(0, 4));
  let since = anniversaryIn(worker.hireDate, year);
  if (since > end) since = anniversaryIn(worker.hireDate, year - 1);
  if (since < worker.hireDate) since = worker.hireDate;
  const months = serviceSpan(since, end);
  // The last year of service completed should have its vacation recorded by a closed vacation run.
  const warnings: string[] = [];
  if (since > worker.hireDate) {
    const recorded = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from vacation_entitlement where id_employee = ${worker.id} and anniversary = ${since}`);
    if ((recorded.rows[0]?.n ?? 0) === 0)
      warnings.push(
        `Ninguna nómina de vacaciones cerrada pagó el aniversario del ${formatDate(since)}: sus días de vacaciones y su bono no están en este cálculo. Páguelos en una nómina de vacaciones antes de liquidar.`,
      );
  }
  const inProgress = years + 1;
  const fractionDays = bonusDaysFor(inProgress, parameters)
    .plus(vacationDays(inProgress))
    .times(months.years * 12 + months.months)
    .div(12);
  const yearEndDays =
    (paid.rows[0]?.n ?? 0) > 0
      ? ZERO
      : (parameters.get(YEAR_END_DAYS) ?? ZERO).times(monthsOfService(worker.hireDate, end, end)).div(12);
  return {
    vacationDays: D(pending.rows[0]?.days ?? 0),
    fractionDays,
    yearEndDays,
    warnings,
  };
}

/** The settlement as it stands today: paid today, what mora it would owe. */
export async function benefitSettlement(db: Db, auth: AuthContext, idEmployee: number) {
  return (await computeSettlement(db, auth.idClient, idEmployee, todayOf(auth))).settlement;
}

/**
 * Records the settlement as computed now: the last quarter's lines not deposited yet, and the
 * settlement itself, which pays the guarantee (or the 30 days a year) less advances and the interest,
 * and closes the ledger. Its payment goes through the budget's payment order the act names.
 */
export async function settle(
  db: Db,
  auth: AuthContext,
  idEmployee: number,
  { reference, paidOn }: BenefitSettleRequest,
) {
  if (paidOn > todayOf(auth))
    throw badRequest('La liquidación se registra pagada: la fecha de pago no puede ser posterior a hoy.');
  return withTransaction(db, auth, async (tx) => {
    await lockDeposits(tx, auth.idClient);
    const {
      settlement: s,
      pending,
      missingLendingRates,
    } = await computeSettlement(tx, auth.idClient, idEmployee, paidOn);
    if (paidOn < s.terminationDate)
      throw badRequest(
        `La liquidación se paga desde el egreso (${formatDate(s.terminationDate)}): la fecha de pago no puede ser anterior.`,
      );
    if (missingLendingRates.length > 0)
      throw conflict(
        `Registre la tasa activa del BCV de ${missingLendingRates.map(monthOfYear).join(', ')} (Nómina › Tasas de prestaciones): la liquidación se paga ${s.lateDays} días después de su plazo (${formatDate(s.dueDate)}) y debe sus intereses de mora.`,
      );
    await writeEntries(tx, auth, null, [
      ...pending,
      {
        e: idEmployee,
        d: s.terminationDate,
        k: 'settlement',
        t: `Liquidación pagada el ${formatDate(paidOn)}: ${s.greater === 'guarantee' ? `la garantía (${formatMoney(s.guaranteeTotal)}) supera los ${s.retroactiveDays} días por años (${formatMoney(s.retroactive)})` : `los ${s.retroactiveDays} días por años (${formatMoney(s.retroactive)}) superan la garantía (${formatMoney(s.guaranteeTotal)})`}; menos anticipos ${formatMoney(s.advances)}, más intereses ${formatMoney(s.interest)}${s.lateDays > 0 ? `; más intereses de mora ${formatMoney(s.lateInterest)} por ${s.lateDays} días después del ${formatDate(s.dueDate)}` : ''}`,
        days: s.greater === 'retroactive' ? String(s.retroactiveDays) : null,
        ds: s.integralDaily,
        r: null,
        a: D(s.total).plus(s.lateInterest).toFixed(2),
        rs: s.greater,
        rf: reference,
      },
    ]);
    return s;
  });
}
