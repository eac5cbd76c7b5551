import { employeeResource, employeeTypeResource, payrollConceptResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  moment,
  money,
  ownerColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

/**
 * A payroll run on the document kit: a personnel type paid for some days. While a draft it is
 * computed (its employees and lines below) and reviewed; posting closes it, issuing the budget
 * commitment and causación and handing the legal contributions to the treasury; a reversal undoes both.
 */
export const payrollRun = pgTable(
  'payroll_run',
  {
    ...documentColumns(),
    /** Its series: each personnel type numbers its runs. */
    idEmployeeType: masterColumn('id_employee_type', employeeTypeResource).notNull(),
    runKind: text('run_kind').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    payDate: date('pay_date').notNull(),
    description: text('description').notNull(),
    /** What the last full computation found (negated on the reversal). */
    employees: integer('employees').notNull().default(0),
    assignments: money('assignments').notNull().default('0'),
    deductions: money('deductions').notNull().default('0'),
    contributions: money('contributions').notNull().default('0'),
    computedAt: moment('computed_at'),
    /** The budget documents closing issued. */
    idCommitment: integer('id_commitment'),
    idCausation: integer('id_causation'),
  },
  (t) => [
    ...documentConstraints('payroll_run', t, t.idEmployeeType, t.payDate),
    check('payroll_run_kind_ck', sql`${t.runKind} in ('ordinary', 'vacation', 'special')`),
    check('payroll_run_dates_ck', sql`${t.fromDate} <= ${t.toDate}`),
    // A fortnight or a month is paid once to a personnel type (an annulled run frees it).
    uniqueIndex('payroll_run_ordinary_uq')
      .on(t.idClient, t.idEmployeeType, t.fromDate)
      .where(sql`${t.runKind} = 'ordinary' and ${t.status} <> 'annulled' and ${t.idReverses} is null`),
    index('payroll_run_type_idx').on(t.idClient, t.idEmployeeType, t.runKind, t.toDate),
  ],
);

export const payrollRunNumber = counterTable(
  'payroll_run_number',
  'id_employee_type',
  'payroll_run_counter_uq',
);

/** A run's own rows: deleted with it. */
const runColumn = () => ownerColumn('id_run', () => payrollRun.id);

/**
 * An employee as the run paid them: what it read of them then (the cargo and its salary, the
 * department and its budget category, the days and years, the account), so the run, its payslips and
 * its bank file keep saying what was paid whatever the register says later.
 */
export const payrollRunEmployee = pgTable(
  'payroll_run_employee',
  {
    ...tenantColumns(),
    idRun: runColumn(),
    idEmployee: masterColumn('id_employee', employeeResource).notNull(),
    idNumber: text('id_number').notNull(),
    name: text('name').notNull(),
    department: text('department').notNull(),
    budgetCategory: text('budget_category'),
    cargo: text('cargo').notNull(),
    salary: money('salary').notNull(),
    days: integer('days').notNull(),
    seniorityYears: integer('seniority_years').notNull(),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    accountType: text('account_type'),
    assignments: money('assignments').notNull(),
    deductions: money('deductions').notNull(),
    contributions: money('contributions').notNull(),
  },
  (t) => [
    uniqueIndex('payroll_run_employee_uq').on(t.idRun, t.idEmployee),
    index('payroll_run_employee_name_idx').on(t.idRun, t.name),
    // An employee's payslips, newest first.
    index('payroll_run_employee_employee_idx').on(t.idEmployee, t.idRun),
  ],
);

/**
 * The concepts a run computed, as they were then: code, name, kind, partida and fund. Stored once per
 * run, so each line is only its employee, its concept and its amount (a run of 10,000 employees
 * writes a quarter of a million lines). `payroll_run_entry` (a view) joins them back.
 */
export const payrollRunConcept = pgTable(
  'payroll_run_concept',
  {
    id: idColumn(),
    idRun: runColumn(),
    idConcept: masterColumn('id_concept', payrollConceptResource).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    accountCode: text('account_code'),
    remitAs: text('remit_as'),
    /** Part of the normal salary when the run computed it: prestaciones and vacations read it back. */
    normalSalary: boolean('normal_salary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payroll_run_concept_uq').on(t.idRun, t.idConcept),
    index('payroll_run_concept_concept_idx').on(t.idConcept),
  ],
);

/** One concept of one employee in a run: its amount. */
export const payrollRunLine = pgTable(
  'payroll_run_line',
  {
    idRunEmployee: ownerColumn('id_run_employee', () => payrollRunEmployee.id),
    idConcept: integer('id_concept').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idRunEmployee, t.idConcept], name: 'payroll_run_line_pk' })],
);
