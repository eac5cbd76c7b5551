import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/rows.ts';
import { integralSalary, vacationBonusDays, YEAR_END_DAYS } from '../runs/payroll-engine.ts';

const D = (v: Decimal.Value) => new Decimal(v);

/** A worker's last salary as the closed runs paid it: the month, the normal salary and the days it paid. */
export interface PaidSalary {
  month: string;
  normal: Decimal;
  days: number;
}

/**
 * The normal salary each worker last earned (LOTTT art. 104 and 122: "el último salario devengado"):
 * the normal-salary lines of the closed ordinary runs of the latest month, up to `upTo`, in which the
 * worker was paid, over the days those runs paid. A daily salary is then right for a worker who joined
 * or left in the middle of the month too. `from` bounds how far back to look.
 */
export async function lastPaidSalaries(
  db: Db,
  idClient: number,
  employees: readonly number[],
  from: string,
  upTo: string,
): Promise<Map<number, PaidSalary>> {
  if (employees.length === 0) return new Map();
  const found = await db.execute<{ id_employee: number; month: string; normal: string; days: number }>(sql`
    with paid as (
      select e.id_employee, date_trunc('month', r.to_date)::date as month, e.id as id_run_employee, e.days
        from payroll_run r join payroll_run_employee e on e.id_run = r.id
       where r.id_client = ${idClient} and r.status = 'posted' and r.id_reverses is null and r.run_kind = 'ordinary'
         and r.to_date between ${from} and ${upTo} and e.id_employee = any(${intArray(employees)})),
    latest as (
      select distinct on (id_employee) id_employee, month from paid order by id_employee, month desc)
    select p.id_employee, to_char(p.month, 'YYYY-MM-DD') as month, sum(p.days)::int as days,
           coalesce(sum((select sum(l.amount)
                           from payroll_run_line l
                           join payroll_run_employee re on re.id = l.id_run_employee
                           join payroll_run_concept k on k.id_run = re.id_run and k.id_concept = l.id_concept
                          where l.id_run_employee = p.id_run_employee and k.normal_salary)), 0)::text as normal
      from paid p join latest t on t.id_employee = p.id_employee and t.month = p.month
     group by p.id_employee, p.month`);
  return new Map(
    found.rows.map((r) => [r.id_employee, { month: r.month, normal: D(r.normal), days: r.days }]),
  );
}

/** The parameters in force on a day, by code. */
export async function parametersOn(db: Db, idClient: number, day: string): Promise<Map<string, Decimal>> {
  const found = await db.execute<{ code: string; value: string }>(sql`
    select distinct on (code) code, value::text from payroll_parameter
     where id_client = ${idClient} and valid_from <= ${day}
     order by code, valid_from desc`);
  return new Map(found.rows.map((p) => [p.code, D(p.value)]));
}

/** The vacation bonus's days for so many years: the LOTTT's, or the institution's own when more. */
export function bonusDaysFor(years: number, parameters: ReadonlyMap<string, Decimal>): Decimal {
  return Decimal.max(D(vacationBonusDays(years)), parameters.get('DIAS_BONO_VACACIONAL_MINIMO') ?? D(0));
}

/**
 * The integral daily salary (LOTTT art. 122): the normal daily salary with the daily shares of the
 * vacation bonus and the year-end bonus (their days over 360), rounded to the céntimo as the ledger
 * shows it and multiplies it.
 */
export function integralDaily(
  salary: PaidSalary,
  bonusDays: Decimal,
  parameters: ReadonlyMap<string, Decimal>,
): Decimal {
  if (salary.days === 0) return D(0);
  return integralSalary(salary.normal, salary.days, bonusDays, parameters.get(YEAR_END_DAYS) ?? D(0));
}
