import {
  type PageQuery,
  payrollChange,
  payrollMonth,
  payrollRunConcept,
  payrollRunEmployee,
  payrollRunPrevious,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { moneyText } from '../../../platform/db/money.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { notFound } from '../../../platform/errors.ts';
import { monthsOfPeriod } from '../../../platform/periods/period.ts';

/** Assignments first, then deductions, then the employer's contributions, each by code. */
export const KIND_ORDER = (column: string) =>
  sql.raw(`case ${column} when 'assignment' then 0 when 'deduction' then 1 else 2 end`);

async function ownRun(db: Db, idClient: number, id: number) {
  const found = await db.execute<{
    id: number;
    id_employee_type: number;
    run_kind: string;
    from_date: string;
  }>(sql`select id, id_employee_type, run_kind, to_char(from_date, 'YYYY-MM-DD') as from_date
           from payroll_run where id = ${id} and id_client = ${idClient}`);
  const run = found.rows[0];
  if (!run) throw notFound('Nómina no encontrada');
  return run;
}

/** An employee of a run (`e`) with their concepts, as the screen, the view and the payslip read them. */
export const RUN_EMPLOYEE_COLUMNS = sql`
  e.id_employee as "idEmployee", e.id_number as "idNumber", e.name, e.department, e.cargo,
         e.salary::text as salary, e.days, e.seniority_years as "seniorityYears",
         e.assignments::text as assignments, e.deductions::text as deductions,
         e.contributions::text as contributions, (e.assignments - e.deductions)::text as net,
         coalesce((select jsonb_agg(jsonb_build_object('code', l.code, 'name', l.name, 'kind', l.kind,
                                                       'amount', l.amount::text)
                                    order by ${KIND_ORDER('l.kind')}, l.code)
                     from payroll_run_entry l where l.id_run_employee = e.id), '[]'::jsonb) as lines`;
const RUN_EMPLOYEE = sql`select ${RUN_EMPLOYEE_COLUMNS} from payroll_run_employee e`;

function employeeSearch(search: string | undefined): SQL {
  const like = search ? containsPattern(search) : null;
  return like
    ? sql`and (e.name ilike ${like} or e.id_number ilike ${like} or e.department ilike ${like})`
    : sql``;
}

export async function runEmployees(db: Db, idClient: number, id: number, q: PageQuery) {
  await ownRun(db, idClient, id);
  const where = sql`e.id_run = ${id} ${employeeSearch(q.search)}`;
  const [rows, total] = await Promise.all([
    selectRows(
      db,
      payrollRunEmployee,
      sql`${RUN_EMPLOYEE} where ${where} order by e.name, e.id limit ${q.size} offset ${q.page * q.size}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from payroll_run_employee e where ${where}`),
  ]);
  return { rows, total: total.rows[0]?.n ?? 0, page: q.page, size: q.size };
}

export async function runConcepts(db: Db, idClient: number, id: number) {
  await ownRun(db, idClient, id);
  return selectRows(
    db,
    payrollRunConcept,
    sql`
    select c.code, c.name, c.kind, c.account_code as "accountCode", s.employees, s.amount
      from (select l.id_concept, count(*)::int as employees, sum(l.amount)::text as amount
              from payroll_run_line l join payroll_run_employee e on e.id = l.id_run_employee
             where e.id_run = ${id} group by l.id_concept) s
      join payroll_run_concept c on c.id_run = ${id} and c.id_concept = s.id_concept
     order by ${KIND_ORDER('c.kind')}, c.code`,
  );
}

/**
 * The run against the previous one of its personnel type and kind (the latest closed and in force
 * that ended before it began): for an employee in both, each concept whose amount changed; an
 * employee in only one of them, once, with their net pay.
 */
export async function runChanges(db: Db, idClient: number, id: number, q: PageQuery) {
  const run = await ownRun(db, idClient, id);
  const previous =
    (await selectRow(
      db,
      payrollRunPrevious,
      sql`
    select id, number_text as "numberText", to_char(to_date, 'YYYY-MM-DD') as "toDate" from payroll_run
     where id_client = ${idClient} and id_employee_type = ${run.id_employee_type} and run_kind = ${run.run_kind}
       and status = 'posted' and id_reverses is null and to_date < ${run.from_date}
     order by to_date desc, id desc limit 1`,
    )) ?? null;
  if (!previous)
    return { rows: [], total: 0, page: q.page, size: q.size, previous, joined: 0, left: 0, changed: 0 };
  const like = q.search ? containsPattern(q.search) : null;
  const all = sql`
    with cur as (select id, id_employee, id_number, name, assignments - deductions as net
                   from payroll_run_employee where id_run = ${id}),
         pre as (select id, id_employee, id_number, name, assignments - deductions as net
                   from payroll_run_employee where id_run = ${previous.id}),
         moved as (
           select coalesce(c.id_employee, p.id_employee) as "idEmployee", coalesce(c.id_number, p.id_number) as "idNumber",
                  coalesce(c.name, p.name) as name, null::text as code, null::text as "conceptName",
                  p.net as before, c.net as after, case when c.id is null then 'left' else 'joined' end as what
             from cur c full join pre p on p.id_employee = c.id_employee
            where c.id is null or p.id is null),
         lc as (select c.id_employee, l.id_concept, l.amount
                  from cur c join pre p on p.id_employee = c.id_employee
                  join payroll_run_line l on l.id_run_employee = c.id),
         lp as (select p.id_employee, l.id_concept, l.amount
                  from pre p join cur c on c.id_employee = p.id_employee
                  join payroll_run_line l on l.id_run_employee = p.id),
         diff as (
           select coalesce(lc.id_employee, lp.id_employee) as id_employee,
                  coalesce(lc.id_concept, lp.id_concept) as id_concept, lp.amount as before, lc.amount as after
             from lc full join lp on lp.id_employee = lc.id_employee and lp.id_concept = lc.id_concept
            where lc.amount is distinct from lp.amount),
         -- Named after the comparison, by the concepts each run stored: only what changed is joined.
         lines as (
           select d.id_employee as "idEmployee", c.id_number as "idNumber", c.name,
                  coalesce(kc.code, kp.code) as code, coalesce(kc.name, kp.name) as "conceptName",
                  d.before, d.after, 'changed' as what
             from diff d
             join cur c on c.id_employee = d.id_employee
             left join payroll_run_concept kc on kc.id_run = ${id} and kc.id_concept = d.id_concept
             left join payroll_run_concept kp on kp.id_run = ${previous.id} and kp.id_concept = d.id_concept)
    select * from (select * from moved union all select * from lines) x
     ${like ? sql`where x.name ilike ${like} or x."idNumber" ilike ${like} or x.code ilike ${like}` : sql``}`;
  const [rows, summary] = await Promise.all([
    selectRows(
      db,
      payrollChange,
      sql`
      select "idEmployee", "idNumber", name, code, "conceptName", before::text as before, after::text as after,
             (coalesce(after, 0) - coalesce(before, 0))::text as difference
        from (${all}) y order by name, "idEmployee", code nulls first
       limit ${q.size} offset ${q.page * q.size}`,
    ),
    db.execute<{ total: number; joined: number; left: number; changed: number }>(sql`
      select count(*)::int as total, count(*) filter (where what = 'joined')::int as joined,
             count(*) filter (where what = 'left')::int as left,
             count(distinct "idEmployee") filter (where what = 'changed')::int as changed
        from (${all}) y`),
  ]);
  const s = summary.rows[0] ?? { total: 0, joined: 0, left: 0, changed: 0 };
  return {
    rows,
    total: s.total,
    page: q.page,
    size: q.size,
    previous,
    joined: s.joined,
    left: s.left,
    changed: s.changed,
  };
}

/**
 * The payroll's cost by calendar month of the period: what the closed runs paid (their assignments)
 * and what the employer added (contributions), by their day of payment; every month of the period,
 * none left out. An annulled run and its reversal count neither.
 */
export async function payrollMonthsOf(db: Db, idClient: number, idPeriod: number) {
  return selectRows(
    db,
    payrollMonth,
    sql`
    with m as (${monthsOfPeriod(idClient, idPeriod)}),
         r as (select extract(year from pay_date)::int as year, extract(month from pay_date)::int as month,
                      sum(assignments) as assignments, sum(contributions) as contributions
                 from payroll_run
                where id_client = ${idClient} and id_period = ${idPeriod} and status = 'posted' and id_reverses is null
                group by 1, 2)
    select m.year, m.month, ${moneyText(sql`r.assignments`)} as assignments,
           ${moneyText(sql`r.contributions`)} as contributions
      from m left join r on r.year = m.year and r.month = m.month
     order by m.year, m.month`,
  );
}
