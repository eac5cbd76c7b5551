import {
  addDays,
  COMPUTE_BATCH,
  type documentListBase,
  type FieldError,
  formatDate,
  ordinaryDates,
  type PayrollRunDetail,
  type PayrollRunDraft,
  parseFormula,
  payrollBudgetLine,
  payrollRunDetail,
  payrollRunKindLabel,
  pickOption,
  THIRD_PARTY_KIND,
  WITHHOLDING_KINDS,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import {
  type DocumentFamily,
  documentLifecycle,
  type LockedDocument,
} from '../../../platform/documents/lifecycle.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { annulSpending, issueSpending, spendingBlocker } from '../../budget/index.ts';
import { registerPayrollWithholdings } from '../../treasury/index.ts';
import { lastPaidSalaries } from '../benefits/salary-history.ts';
import { enjoyedOf, recordVacations, removeVacations, vacationDue } from '../vacations/vacation.service.ts';
import { computePayOffThread, type Pay, type PayEmployee, type RunInputs } from './payroll-compute.ts';
import { anniversaryIn, type ConceptRow, runDays } from './payroll-engine.ts';
import { payrollRun } from './payroll-run.schema.ts';

const D = (v: string | number) => new Decimal(v);

type RunRow = {
  id: number;
  idPeriod: number;
  status: string;
  idEmployeeType: number;
  runKind: string;
  fromDate: string;
  toDate: string;
  payDate: string;
  description: string;
  computedAt: string | null;
  numberText: string | null;
  idCommitment: number | null;
  idCausation: number | null;
};

const RUN_COLUMNS = sql`r.id, r.id_period as "idPeriod", r.status, r.id_employee_type as "idEmployeeType",
  r.run_kind as "runKind", to_char(r.from_date, 'YYYY-MM-DD') as "fromDate", to_char(r.to_date, 'YYYY-MM-DD') as "toDate",
  to_char(r.pay_date, 'YYYY-MM-DD') as "payDate", r.description, r.computed_at::text as "computedAt",
  r.number_text as "numberText", r.id_commitment as "idCommitment", r.id_causation as "idCausation"`;

async function runOf(tx: Db, idClient: number, id: number, lock = false): Promise<RunRow> {
  const found = await tx.execute<RunRow>(sql`
    select ${RUN_COLUMNS} from payroll_run r where r.id = ${id} and r.id_client = ${idClient}
    ${lock ? sql`for update` : sql``}`);
  const run = found.rows[0];
  if (!run) throw notFound('Nómina no encontrada');
  return run;
}

async function contextOf(tx: Db, idClient: number, run: RunRow): Promise<RunInputs> {
  const [concepts, parameters, codes, bands] = await Promise.all([
    tx.execute<ConceptRow & Record<string, unknown>>(sql`
      select id, code, name, kind, formula, account_code as "accountCode", remit_as as "remitAs",
             normal_salary as "normalSalary",
             (active and runs = ${run.runKind}
              and (id_employee_type is null or id_employee_type = ${run.idEmployeeType})) as applies
        from payroll_concept where id_client = ${idClient} order by code`),
    tx.execute<{ code: string; value: string }>(sql`
      select distinct on (code) code, value::text from payroll_parameter
       where id_client = ${idClient} and valid_from <= ${run.toDate}
       order by code, valid_from desc`),
    tx.execute<{ code: string }>(
      sql`select distinct code from payroll_parameter where id_client = ${idClient}`,
    ),
    tx.execute<{ from_years: string; percent: string }>(sql`
      select from_years, percent::text from seniority_premium
       where id_client = ${idClient}
         and valid_from = (select max(valid_from) from seniority_premium
                            where id_client = ${idClient} and valid_from <= ${run.toDate})`),
  ]);
  return {
    concepts: concepts.rows,
    parameters: parameters.rows.map((p) => [p.code, p.value]),
    parameterCodes: codes.rows.map((c) => c.code),
    bands: bands.rows.map((b) => ({ fromYears: Number(b.from_years), percent: b.percent })),
    runDays: runDays(run),
  };
}

/** The compute's employee with what the payslip and the bank file show besides. */
type EmployeeRow = Pick<PayEmployee, keyof PayEmployee> & {
  department: string;
  budgetCategory: string | null;
  cargo: string;
  bankCode: string | null;
  accountNumber: string | null;
  accountType: string | null;
};

/**
 * The run's employees: of its personnel type, serving some day of its dates, by id; a vacation run's,
 * those whose anniversary falls in its dates.
 */
const ELIGIBLE = (idClient: number, run: RunRow) => sql`
  e.id_client = ${idClient} and e.id_employee_type = ${run.idEmployeeType}
  and e.hire_date <= ${run.toDate} and (e.termination_date is null or e.termination_date >= ${run.fromDate})
  ${run.runKind === 'vacation' ? vacationDue(run) : sql``}`;

async function employeesOf(tx: Db, idClient: number, run: RunRow, page?: { offset: number; limit: number }) {
  const found = await tx.execute<EmployeeRow>(sql`
    select e.id, e.id_number as "idNumber", e.name, to_char(e.hire_date, 'YYYY-MM-DD') as "hireDate",
           to_char(e.termination_date, 'YYYY-MM-DD') as "terminationDate", e.prior_years as "priorYears",
           d.name as department, d.budget_category as "budgetCategory", c.name as cargo, c.salary::text as salary,
           (select p.percent::text from academic_premium p
             where p.id_academic_level = e.id_academic_level and p.valid_from <= ${run.toDate}
             order by p.valid_from desc limit 1) as academic,
           (select i.percent::text from islr_estimate i
             where i.id_employee = e.id and i.valid_from <= ${run.toDate}
             order by i.valid_from desc limit 1) as islr,
           det.children, b.code as "bankCode", det.account_number as "accountNumber", det.account_type as "accountType"
      from employee e
      join department d on d.id = e.id_department
      join cargo c on c.id = e.id_cargo
      left join employee_detail det on det.id_employee = e.id
      left join bank b on b.id = det.id_bank
     where ${ELIGIBLE(idClient, run)}
     order by e.id
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return found.rows;
}

/** One employee computed, with what the run read of them. */
interface Paid {
  employee: EmployeeRow;
  pay: Pay;
}

/**
 * The employees' own amounts in force on the run's last day (read as MONTO), by employee and concept:
 * one statement for the whole list.
 */
async function amountsOf(
  tx: Db,
  run: RunRow,
  employees: EmployeeRow[],
): Promise<[number, [number, string][]][]> {
  const byEmployee = new Map<number, [number, string][]>();
  if (employees.length === 0) return [];
  const found = await tx.execute<{ id_employee: number; id_concept: number; amount: string }>(sql`
    select distinct on (a.id_employee, a.id_concept) a.id_employee, a.id_concept, a.amount::text as amount
      from employee_amount a
     where a.id_employee in (select value::int from jsonb_array_elements_text(${JSON.stringify(employees.map((e) => e.id))}::jsonb))
       and a.from_date <= ${run.toDate} and (a.to_date is null or a.to_date >= ${run.toDate})
     order by a.id_employee, a.id_concept, a.from_date desc`);
  for (const row of found.rows) {
    const mine = byEmployee.get(row.id_employee) ?? [];
    mine.push([row.id_concept, row.amount]);
    byEmployee.set(row.id_employee, mine);
  }
  return [...byEmployee];
}

/**
 * What SALARIO_NORMAL_MENSUAL reads, where a concept of the run reads it: the normal salary of the
 * last month the closed ordinary runs of the year before this run paid, over 30 days (LOTTT art. 121).
 */
async function monthlyNormals(
  tx: Db,
  idClient: number,
  ctx: RunInputs,
  run: RunRow,
  employees: EmployeeRow[],
): Promise<EmployeeRow[]> {
  if (!ctx.concepts.some((c) => c.applies && /SALARIO_NORMAL_MENSUAL/i.test(c.formula))) return employees;
  const dayBefore = addDays(run.fromDate, -1);
  // A year back: from 29 February, the 28th (no such day the year before).
  const yearBefore = anniversaryIn(run.fromDate, Number(run.fromDate.slice(0, 4)) - 1);
  const salaries = await lastPaidSalaries(
    tx,
    idClient,
    employees.map((e) => e.id),
    yearBefore,
    dayBefore,
  );
  return employees.map((e) => {
    const paid = salaries.get(e.id);
    return {
      ...e,
      monthlyNormal: paid && paid.days > 0 ? paid.normal.div(paid.days).times(30).toFixed(2) : null,
    };
  });
}

/** The employees computed on a pool thread (see payroll-compute.ts), each with the row it was read from. */
async function computeAll(
  ctx: RunInputs,
  run: RunRow,
  rows: EmployeeRow[],
  tx: Db,
  idClient: number,
): Promise<Paid[]> {
  const employees = await monthlyNormals(tx, idClient, ctx, run, rows);
  const pays = await computePayOffThread({
    inputs: ctx,
    run: { runKind: run.runKind, fromDate: run.fromDate, toDate: run.toDate },
    employees,
    amounts: await amountsOf(tx, run, employees),
  });
  const byId = new Map(employees.map((e) => [e.id, e]));
  return pays.map((pay) => ({ employee: byId.get(pay.idEmployee) as EmployeeRow, pay }));
}

/** Writes computed employees and their lines: two statements for the whole batch. */
async function store(tx: Tx, idClient: number, idRun: number, paid: Paid[]): Promise<void> {
  if (paid.length === 0) return;
  const employees = paid.map((p) => ({
    e: p.employee.id,
    n: p.employee.idNumber,
    na: p.employee.name,
    d: p.employee.department,
    bc: p.employee.budgetCategory,
    c: p.employee.cargo,
    s: p.employee.salary,
    dy: p.pay.days,
    y: p.pay.years,
    bk: p.employee.bankCode,
    ac: p.employee.accountNumber,
    at: p.employee.accountType,
    a: p.pay.assignments,
    de: p.pay.deductions,
    co: p.pay.contributions,
  }));
  const written = await tx.execute<{ id: number; id_employee: number }>(sql`
    insert into payroll_run_employee (id_client, id_run, id_employee, id_number, name, department, budget_category,
                                      cargo, salary, days, seniority_years, bank_code, account_number, account_type,
                                      assignments, deductions, contributions)
    select ${idClient}, ${idRun}, e, n, na, d, bc, c, s::numeric, dy, y, bk, ac, at, a::numeric, de::numeric, co::numeric
      from jsonb_to_recordset(${JSON.stringify(employees)}::jsonb)
        as x(e int, n text, na text, d text, bc text, c text, s text, dy int, y int, bk text, ac text, at text,
             a text, de text, co text)
    returning id, id_employee`);
  const idOf = new Map(written.rows.map((r) => [r.id_employee, r.id]));
  const lines = paid.flatMap((p) => p.pay.lines.map(([c, a]) => ({ r: idOf.get(p.employee.id), c, a })));
  // In slices: one statement's text stays a few megabytes however large the institution.
  for (let i = 0; i < lines.length; i += 50_000) {
    await tx.execute(sql`
      insert into payroll_run_line (id_run_employee, id_concept, amount)
      select r, c, a::numeric
        from jsonb_to_recordset(${JSON.stringify(lines.slice(i, i + 50_000))}::jsonb) as x(r int, c int, a text)`);
  }
}

/** The concepts the run computes, as they are now: what its lines name (once per run, kept at closing). */
async function storeConcepts(tx: Tx, idRun: number, concepts: ConceptRow[]): Promise<void> {
  const rows = concepts
    .filter((c) => c.applies)
    .map((c) => ({
      c: c.id,
      k: c.code,
      n: c.name,
      t: c.kind,
      ac: c.accountCode,
      rm: c.remitAs,
      ns: c.normalSalary === true,
    }));
  await tx.execute(sql`
    insert into payroll_run_concept (id_run, id_concept, code, name, kind, account_code, remit_as, normal_salary)
    select ${idRun}, c, k, n, t, ac, rm, ns
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(c int, k text, n text, t text, ac text, rm text, ns boolean)
    on conflict (id_run, id_concept) do update
      set code = excluded.code, name = excluded.name, kind = excluded.kind,
          account_code = excluded.account_code, remit_as = excluded.remit_as, normal_salary = excluded.normal_salary`);
}

/**
 * Computes one batch of the run's employees (COMPUTE_BATCH of them, by id), in its own transaction
 * under the run's lock: the screen calls batch after batch and shows how far it is. Batch 0 starts
 * over. The last batch sets the totals and the time of the computation, which closing requires.
 */
export async function computeRun(db: Db, auth: AuthContext, id: number, batch: number) {
  return withTransaction(db, auth, async (tx) => {
    const run = await runOf(tx, auth.idClient, id, true);
    if (run.status !== 'draft') throw conflict('La nómina está cerrada: una nómina cerrada no se recalcula.');
    const ctx = await contextOf(tx, auth.idClient, run);
    const counted = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from employee e where ${ELIGIBLE(auth.idClient, run)}`,
    );
    const total = counted.rows[0]?.n ?? 0;
    if (batch === 0) {
      await tx.execute(sql`
        delete from payroll_run_line where id_run_employee in (select id from payroll_run_employee where id_run = ${id})`);
      await tx.execute(sql`delete from payroll_run_employee where id_run = ${id}`);
      await tx.execute(sql`delete from payroll_run_concept where id_run = ${id}`);
      await tx.execute(sql`
        update payroll_run set computed_at = null, employees = 0, assignments = 0, deductions = 0, contributions = 0
         where id = ${id}`);
    }
    const employees = await employeesOf(tx, auth.idClient, run, {
      offset: batch * COMPUTE_BATCH,
      limit: COMPUTE_BATCH,
    });
    await storeConcepts(tx, id, ctx.concepts);
    await store(tx, auth.idClient, id, await computeAll(ctx, run, employees, tx, auth.idClient));
    const done = Math.min(total, (batch + 1) * COMPUTE_BATCH);
    const finished = done >= total;
    if (finished) {
      await tx.execute(sql`
        update payroll_run r set
          employees = s.n, assignments = s.a, deductions = s.d, contributions = s.c,
          computed_at = case when s.k = ${total} then ${auth.now.toISOString()}::timestamptz end
          from (select count(*)::int as n, count(distinct id_employee)::int as k, coalesce(sum(assignments), 0) as a,
                       coalesce(sum(deductions), 0) as d, coalesce(sum(contributions), 0) as c
                  from payroll_run_employee where id_run = ${id}) s
         where r.id = ${id}`);
    }
    return { done, total, finished };
  });
}

/** The budget the run imputes, per department category and partida, with the period's account for it. */
const BUDGET_LINES = (idRun: number, idPeriod: number, idClient: number) => sql`
  with spent as (
    -- The lines summed by category and concept first, then named: few rows reach the joins below.
    select e.budget_category, l.id_concept, min(e.department) as department, sum(l.amount) as amount
      from payroll_run_employee e join payroll_run_line l on l.id_run_employee = e.id
     where e.id_run = ${idRun}
     group by e.budget_category, l.id_concept)
  select s.budget_category as structure, k.account_code as "accountCode", min(s.department) as department,
         a.id as "idBudgetAccount", sum(s.amount)::text as amount,
         (a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0))::text as available
    from spent s
    join payroll_run_concept k on k.id_run = ${idRun} and k.id_concept = s.id_concept and k.kind <> 'deduction'
    left join budget_account a on a.id_client = ${idClient} and a.id_period = ${idPeriod}
                              and a.structure = s.budget_category and a.account_code = k.account_code
    left join budget_balance b on b.id_budget_account = a.id
   group by s.budget_category, k.account_code, a.id, a.initial_amount, b.aditional, b.decrease, b.committed
   order by s.budget_category nulls first, k.account_code`;

export async function runBudget(db: Db, auth: AuthContext, id: number) {
  const run = await runOf(db, auth.idClient, id);
  const found = await selectRows(
    db,
    payrollBudgetLine.omit({ enough: true }),
    BUDGET_LINES(id, run.idPeriod, auth.idClient),
  );
  return found.map((r) => ({
    ...r,
    enough: r.idBudgetAccount !== null && r.available !== null && D(r.available).gte(r.amount),
  }));
}

/** Whether what is stored is what the masters say today: closing posts only what was reviewed. */
async function assertCurrent(tx: Tx, idClient: number, run: RunRow): Promise<void> {
  const ctx = await contextOf(tx, idClient, run);
  const staff = await employeesOf(tx, idClient, run);
  const paid = await computeAll(ctx, run, staff, tx, idClient);
  const stored = await tx.execute<{ id_employee: number; id_concept: number; amount: string }>(sql`
    select e.id_employee, l.id_concept, l.amount::text as amount
      from payroll_run_line l join payroll_run_employee e on e.id = l.id_run_employee
     where e.id_run = ${run.id}`);
  const employees = await tx.execute<{ id_employee: number }>(
    sql`select id_employee from payroll_run_employee where id_run = ${run.id}`,
  );
  const key = (employee: number, concept: number) => `${employee}:${concept}`;
  const before = new Map(stored.rows.map((r) => [key(r.id_employee, r.id_concept), r.amount]));
  const differing = new Set<number>();
  let lines = 0;
  for (const p of paid) {
    for (const [concept, amount] of p.pay.lines) {
      lines++;
      if (before.get(key(p.employee.id, concept)) !== amount) differing.add(p.employee.id);
    }
  }
  const storedEmployees = new Set(employees.rows.map((e) => e.id_employee));
  const sameEmployees =
    storedEmployees.size === paid.length && paid.every((p) => storedEmployees.has(p.employee.id));
  if (differing.size > 0 || lines !== before.size || !sameEmployees)
    throw conflict(
      'El personal, sus cargos o los conceptos cambiaron desde el último cálculo: calcule la nómina de nuevo y revísela antes de cerrarla.',
    );
}

const KIND_OF_REMIT = new Map(WITHHOLDING_KINDS.map((k) => [k.code as string, k.id]));

/**
 * What a run kept back for third parties (a savings fund, a union, a court-ordered alimony), one
 * register row per concept and payee: the worker's amount names the payee where the concept does
 * not (each alimony has its own), as in force on the run's last day. A line with nobody to pay it
 * to refuses the closing, naming the worker.
 */
async function thirdParties(tx: Tx, run: RunRow) {
  const lines = await tx.execute<{
    id_payee: number | null;
    payee_code: string | null;
    code: string;
    name: string;
    worker: string;
    amount: string;
    base: string;
  }>(sql`
    with owed as (
      select k.code, k.name, e.id_number, e.name as worker, l.amount, e.assignments,
             coalesce((select a.id_payee from employee_amount a
                        where a.id_employee = e.id_employee and a.id_concept = l.id_concept
                          and a.from_date <= ${run.toDate} and (a.to_date is null or a.to_date >= ${run.toDate})
                        order by a.from_date desc limit 1), c.id_payee) as id_payee
        from payroll_run_employee e
        join payroll_run_line l on l.id_run_employee = e.id
        join payroll_run_concept k on k.id_run = e.id_run and k.id_concept = l.id_concept
        join payroll_concept c on c.id = l.id_concept
       where e.id_run = ${run.id} and k.remit_as = 'TERCEROS' and l.amount > 0)
    select o.id_payee, be.code as payee_code, o.code, o.name,
           (array_agg(o.id_number || ' ' || o.worker order by o.id_number))[1] as worker,
           sum(o.amount)::text as amount, sum(o.assignments)::text as base
      from owed o left join beneficiary be on be.id = o.id_payee
     group by o.id_payee, be.code, o.code, o.name
     order by o.code, be.code nulls first`);
  const unpaid = lines.rows.find((l) => l.id_payee === null);
  if (unpaid)
    throw conflict(
      `La deducción ${unpaid.code} (${unpaid.name}) de ${unpaid.worker} no dice a quién se entera: indique el tercero en el concepto o en el monto del trabajador.`,
    );
  return lines.rows.map((l) => ({
    idKind: THIRD_PARTY_KIND,
    base: l.base,
    amount: l.amount,
    payee: { id: l.id_payee as number, control: `${l.code} ${l.payee_code}`, concept: l.name },
  }));
}

export const PAYROLL_RUNS: DocumentFamily<PayrollRunDraft> = {
  table: payrollRun,
  date: { column: 'pay_date', field: 'payDate', of: (d) => d.payDate },
  numbering: { table: 'payroll_run_number', series: 'id_employee_type' },
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; type: string }>(sql`
      select r.number_text, t.name as type from payroll_run r join employee_type t on t.id = r.id_employee_type
       where r.id = ${id}`);
    const r = found.rows[0];
    return `la Nómina N.º ${r?.number_text ?? id} (${r?.type ?? ''})`;
  },
  uniques: {
    payroll_run_ordinary_uq: {
      field: 'fromDate',
      message: 'Ese tipo de personal ya tiene su nómina ordinaria de esas fechas',
    },
    // Two vacation runs over the same anniversaries closed at once: the second is refused.
    vacation_entitlement_uq: {
      field: 'fromDate',
      message:
        'Otra nómina de vacaciones ya pagó el aniversario de alguno de sus trabajadores: calcúlela de nuevo.',
    },
  },
  async header(_tx, d) {
    return {
      idEmployeeType: d.idEmployeeType,
      runKind: d.runKind,
      fromDate: d.fromDate,
      toDate: d.toDate,
      payDate: d.payDate,
      description: d.description,
    };
  },
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const found = await tx.execute<{ frequency: string; active: boolean }>(
      sql`select frequency, active from employee_type where id = ${d.idEmployeeType} and id_client = ${auth.idClient}`,
    );
    const type = found.rows[0];
    if (!type)
      return [{ field: 'idEmployeeType', message: 'El tipo de personal no existe en esta institución' }];
    if (d.runKind === 'vacation' && d.fromDate.slice(0, 4) !== d.toDate.slice(0, 4))
      errors.push({
        field: 'toDate',
        message:
          'Una nómina de vacaciones paga los aniversarios de un mismo año: sus fechas no pasan del 31/12',
      });
    if (d.runKind === 'ordinary') {
      const expected = ordinaryDates(type.frequency, d.fromDate);
      if (d.fromDate !== expected.from || d.toDate !== expected.to)
        errors.push({
          field: 'toDate',
          message: `Una nómina ordinaria ${type.frequency === 'monthly' ? 'mensual paga un mes' : 'quincenal paga una quincena'}: del ${formatDate(expected.from)} al ${formatDate(expected.to)}`,
        });
    }
    return errors;
  },
  async writeContent() {
    // A run's content is what its computation writes; a draft holds only its header.
  },
  async load(tx, doc) {
    const run = await runOf(tx, doc.idClient, doc.id);
    return {
      idPeriod: run.idPeriod,
      idEmployeeType: run.idEmployeeType,
      runKind: run.runKind as PayrollRunDraft['runKind'],
      fromDate: run.fromDate,
      toDate: run.toDate,
      payDate: run.payDate,
      description: run.description,
    };
  },
  async post(tx, auth, doc) {
    const run = await runOf(tx, auth.idClient, doc.id);
    if (!run.computedAt)
      throw conflict('Calcule la nómina completa antes de cerrarla.', [
        { field: 'computedAt', message: 'Sin calcular' },
      ]);
    const counted = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from payroll_run_employee where id_run = ${run.id}`,
    );
    if ((counted.rows[0]?.n ?? 0) === 0)
      throw conflict('La nómina no pagó a nadie: no hay trabajadores de ese tipo de personal en sus fechas.');
    await assertCurrent(tx, auth.idClient, run);
    const budget = await tx.execute<{
      structure: string | null;
      accountCode: string;
      department: string;
      idBudgetAccount: number | null;
      amount: string;
    }>(BUDGET_LINES(run.id, run.idPeriod, auth.idClient));
    const missing = budget.rows.filter((b) => b.idBudgetAccount === null);
    if (missing.length > 0)
      throw new AppError(
        422,
        `El presupuesto del período no tiene ${missing.length === 1 ? 'la cuenta' : 'las cuentas'} de la nómina: ${missing
          .slice(0, 5)
          .map((m) =>
            m.structure
              ? `${m.structure} ${m.accountCode}`
              : `${m.accountCode} (el departamento ${m.department} no tiene categoría presupuestaria)`,
          )
          .join(', ')}${missing.length > 5 ? ` y ${missing.length - 5} más` : ''}.`,
      );
    const type = await tx.execute<{ id_beneficiary: number; name: string }>(
      sql`select id_beneficiary, name from employee_type where id = ${run.idEmployeeType}`,
    );
    const beneficiary = type.rows[0]?.id_beneficiary as number;
    const what = `Nómina ${payrollRunKindLabel(run.runKind).toLowerCase()} de ${type.rows[0]?.name ?? ''} del ${formatDate(run.fromDate)} al ${formatDate(run.toDate)}: ${run.description}`;
    const issued = await issueSpending(
      tx,
      auth,
      {
        idPeriod: run.idPeriod,
        date: run.payDate,
        idBeneficiary: beneficiary,
        description: what.slice(0, 2000),
        lines: budget.rows.map((b) => ({
          idBudgetAccount: b.idBudgetAccount as number,
          amount: b.amount,
          detail: `Nómina: ${b.department}`.slice(0, 250),
        })),
      },
      { table: 'payroll_run', id: run.id },
    );
    // The legal contributions: what the workers had withheld and what the institution adds, per fund.
    const remitted = await tx.execute<{ remit_as: string; amount: string; base: string }>(sql`
      with paid as (
        select k.remit_as, e.id as employee, e.assignments, sum(l.amount) as amount
          from payroll_run_employee e
          join payroll_run_line l on l.id_run_employee = e.id
          join payroll_run_concept k on k.id_run = e.id_run and k.id_concept = l.id_concept
         where e.id_run = ${run.id} and k.remit_as is not null
         group by k.remit_as, e.id, e.assignments)
      select remit_as, sum(amount)::text as amount, sum(assignments)::text as base
        from paid group by remit_as order by remit_as`);
    await registerPayrollWithholdings(tx, auth, {
      idPeriod: run.idPeriod,
      idDocument: issued.idCausation,
      idRun: run.id,
      reference: `NOM-${run.id}`,
      date: run.payDate,
      idBeneficiary: beneficiary,
      items: [
        ...remitted.rows
          // Third parties are paid one by one (below), not as a fund.
          .filter((r) => r.remit_as !== 'TERCEROS' && KIND_OF_REMIT.has(r.remit_as))
          .map((r) => ({ idKind: KIND_OF_REMIT.get(r.remit_as) as number, base: r.base, amount: r.amount })),
        ...(await thirdParties(tx, run)),
      ],
    });
    if (run.runKind === 'vacation') await recordVacations(tx, auth.idClient, run);
    // Who the bank cannot pay yet: the officer registers their accounts before the bank file.
    const unpaid = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from payroll_run_employee
       where id_run = ${run.id} and account_number is null and assignments - deductions > 0`);
    const without = unpaid.rows[0]?.n ?? 0;
    return {
      warnings: [
        ...issued.warnings,
        ...(without > 0
          ? [
              `${without === 1 ? 'Un trabajador no tiene' : `${without} trabajadores no tienen`} cuenta para el pago por banco`,
            ]
          : []),
      ],
      header: { idCommitment: issued.idCommitment, idCausation: issued.idCausation },
    };
  },
  annul: {
    async blocker(tx, _auth, doc) {
      const run = await runOf(tx, doc.idClient, doc.id);
      if (run.runKind === 'vacation') {
        const enjoyed = await enjoyedOf(tx, run.id);
        if (enjoyed) return enjoyed;
      }
      return run.idCausation ? spendingBlocker(tx, { idCausation: run.idCausation }) : null;
    },
    copy: ['run_kind', 'from_date', 'to_date', 'employees', 'computed_at', 'id_commitment', 'id_causation'],
    negate: ['assignments', 'deductions', 'contributions'],
    describe: 'description',
    async reverse(tx, auth, original: LockedDocument, reversal: LockedDocument) {
      const run = await runOf(tx, auth.idClient, original.id);
      if (run.runKind === 'vacation') await removeVacations(tx, run.id);
      const reason = await tx.execute<{ annul_reason: string }>(
        sql`select annul_reason from payroll_run where id = ${reversal.id}`,
      );
      if (run.idCommitment && run.idCausation)
        await annulSpending(
          tx,
          auth,
          { idCommitment: run.idCommitment, idCausation: run.idCausation },
          reason.rows[0]?.annul_reason ?? 'Anulación de la nómina',
        );
    },
  },
};

export const payrollRuns = documentLifecycle(PAYROLL_RUNS);

/** A run as the API answers it. */
const DETAIL = sql`
  select r.id, r.id_period as "idPeriod", r.status, r.number_text as "numberText",
         r.id_employee_type as "idEmployeeType", t.name as "employeeTypeName", r.run_kind as "runKind",
         to_char(r.from_date, 'YYYY-MM-DD') as "fromDate", to_char(r.to_date, 'YYYY-MM-DD') as "toDate",
         to_char(r.pay_date, 'YYYY-MM-DD') as "payDate", r.description, r.employees,
         r.assignments::text as assignments, r.deductions::text as deductions, r.contributions::text as contributions,
         (r.assignments - r.deductions)::text as net, r.computed_at::text as "computedAt",
         r.id_commitment as "idCommitment", c.number_text as "commitmentNumber",
         r.id_causation as "idCausation", k.number_text as "causationNumber",
         r.id_reverses as "idReverses", (select v.id from payroll_run v where v.id_reverses = r.id) as "idReversal",
         r.annulled_at::text as "annulledAt", r.annul_reason as "annulReason", null as "verifyId", r.version,
         array[]::text[] as warnings
    from payroll_run r
    join employee_type t on t.id = r.id_employee_type
    left join budget_document c on c.id = r.id_commitment
    left join budget_document k on k.id = r.id_causation`;

export async function readPayrollRun(db: Db, idClient: number, id: number): Promise<PayrollRunDetail> {
  const row = await selectRow(
    db,
    payrollRunDetail,
    sql`${DETAIL} where r.id = ${id} and r.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Nómina no encontrada');
  if (row.status !== 'draft') return row;
  return { ...row, warnings: [...(await emptyTables(db, idClient, id)), ...(await uncategorised(db, id))] };
}

/**
 * What the close will need and a computed draft lacks, said right after «Calcular» rather than at the
 * last step: the departments of its workers without a budget category (where their pay is imputed).
 */
async function uncategorised(db: Db, id: number): Promise<string[]> {
  const found = await db.execute<{ department: string }>(sql`
    select distinct department from payroll_run_employee
     where id_run = ${id} and budget_category is null order by department`);
  return found.rows.map(
    (d) =>
      `El departamento ${d.department} no tiene categoría presupuestaria: el cierre la necesita para imputar el gasto de su personal. Complétela en Nómina › Departamentos y vuelva a calcular.`,
  );
}

/**
 * The tables a variable is read from, by the variable: a concept that reads it with no row in force
 * at the run's last day computes 0 for everyone, which nobody should find out from the payslips.
 */
const TABLE_VARIABLES = [
  {
    variable: 'PORC_ANTIGUEDAD',
    table: 'seniority_premium',
    name: 'la tabla de primas de antigüedad (Tramos de prima de antigüedad)',
  },
  {
    variable: 'PORC_PROFESIONALIZACION',
    table: 'academic_premium',
    name: 'la tabla de primas de profesionalización (Niveles académicos)',
  },
] as const;

/** What a draft run would compute as 0 for want of a table: one sentence per concept and table. */
async function emptyTables(db: Db, idClient: number, id: number): Promise<string[]> {
  const found = await db.execute<{
    code: string;
    formula: string;
    to_date: string;
    seniority: boolean;
    academic: boolean;
    normal: boolean;
  }>(sql`
    select c.code, c.formula, to_char(r.to_date, 'DD/MM/YYYY') as to_date,
           exists (select 1 from payroll_concept n
                    where n.id_client = r.id_client and n.active and n.runs = r.run_kind and n.kind = 'assignment'
                      and n.normal_salary
                      and (n.id_employee_type is null or n.id_employee_type = r.id_employee_type)) as normal,
           exists (select 1 from seniority_premium s where s.id_client = r.id_client and s.valid_from <= r.to_date) as seniority,
           exists (select 1 from academic_premium a where a.id_client = r.id_client and a.valid_from <= r.to_date) as academic
      from payroll_run r
      join payroll_concept c on c.id_client = r.id_client and c.active and c.runs = r.run_kind
           and (c.id_employee_type is null or c.id_employee_type = r.id_employee_type)
     where r.id = ${id} and r.id_client = ${idClient}
     order by c.code`);
  return found.rows.flatMap((c) => {
    const parsed = parseFormula(c.formula);
    if ('error' in parsed) return [];
    const names = new Set([...parsed.formula.names.keys()].map((n) => n.toUpperCase()));
    const salaries = ['SALARIO_NORMAL', 'SALARIO_INTEGRAL'].filter((n) => names.has(n) && !c.normal);
    return [
      ...TABLE_VARIABLES.filter(
        (t) => names.has(t.variable) && !(t.table === 'seniority_premium' ? c.seniority : c.academic),
      ).map(
        (t) =>
          `El concepto ${c.code} lee ${t.variable}, pero ${t.name} no tiene valores vigentes al ${c.to_date}: calculará 0 para todos. Cárguela antes de calcular.`,
      ),
      // A special run computes no normal salary (the basic salary and its premiums are ordinary).
      ...salaries.map(
        (n) =>
          `El concepto ${c.code} lee ${n}, pero en esta nómina no se calcula ninguna asignación del salario normal: dará 0. Léalo de SUELDO y sus primas.`,
      ),
    ];
  });
}

type ListQuery = z.output<typeof documentListBase> & { idEmployeeType?: number };

export async function listPayrollRuns(db: Db, auth: AuthContext, idPeriod: number, q: ListQuery) {
  const like = q.search ? containsPattern(q.search) : null;
  const where = sql`r.id_client = ${auth.idClient} and r.id_period = ${idPeriod}
    ${q.status ? sql`and r.status = ${q.status}` : sql``}
    ${q.idEmployeeType ? sql`and r.id_employee_type = ${q.idEmployeeType}` : sql``}
    ${q.from ? sql`and r.pay_date >= ${q.from}` : sql``}
    ${q.to ? sql`and r.pay_date <= ${q.to}` : sql``}
    ${like ? sql`and (r.number_text ilike ${like} or r.description ilike ${like} or t.name ilike ${like})` : sql``}`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      payrollRunDetail,
      sql`${DETAIL} where ${where} order by r.pay_date desc, r.id desc limit ${q.size} offset ${q.page * q.size}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from payroll_run r join employee_type t on t.id = r.id_employee_type where ${where}`,
    ),
  ]);
  return { rows, total: total.rows[0]?.n ?? 0, page: q.page, size: q.size };
}

/** The period's runs (not their reversals) to pick one from, newest first: «N.º 3 · Empleados fijos». */
export async function runOptions(db: Db, idClient: number, idPeriod: number, search?: string) {
  const like = search ? containsPattern(search) : null;
  return selectRows(
    db,
    pickOption,
    sql`
    select r.id,
           coalesce('N.º ' || r.number_text, 'Borrador') || ' · ' || t.name as label,
           to_char(r.from_date, 'DD/MM/YYYY') || ' al ' || to_char(r.to_date, 'DD/MM/YYYY')
             || case r.status when 'annulled' then ' · anulada' when 'draft' then ' · sin cerrar' else '' end as detail
      from payroll_run r join employee_type t on t.id = r.id_employee_type
     where r.id_client = ${idClient} and r.id_period = ${idPeriod} and r.id_reverses is null
       ${like ? sql`and (r.number_text ilike ${like} or r.description ilike ${like} or t.name ilike ${like})` : sql``}
     order by r.to_date desc, r.id desc limit 50`,
  );
}
