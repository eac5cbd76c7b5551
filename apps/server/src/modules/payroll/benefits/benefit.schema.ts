import { employeeResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  masterColumn,
  moment,
  money,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

/**
 * A quarter's deposit of the guarantee of prestaciones sociales (LOTTT art. 142-143), for every
 * worker in service at once: the guarantee and additional days at the integral salary the quarter's
 * last month paid, and the interest of its three months. One per institution and quarter, in order;
 * the last one may be annulled while nothing was drawn or settled after it.
 */
export const benefitDeposit = pgTable(
  'benefit_deposit',
  {
    ...tenantColumns(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    quarterEnd: date('quarter_end').notNull(),
    status: text('status').notNull().default('posted'),
    employees: integer('employees').notNull(),
    guarantee: money('guarantee').notNull(),
    additional: money('additional').notNull(),
    interest: money('interest').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    annulledAt: moment('annulled_at'),
    annulReason: text('annul_reason'),
  },
  (t) => [
    uniqueIndex('benefit_deposit_quarter_uq').on(t.idClient, t.quarterEnd).where(sql`${t.status} = 'posted'`),
    check('benefit_deposit_status_ck', sql`${t.status} in ('posted', 'annulled')`),
    check('benefit_deposit_quarter_ck', sql`${t.quarter} between 1 and 4`),
  ],
);

/**
 * One line of a worker's prestaciones ledger: the guarantee brought from the former system (opening),
 * a deposit (guarantee or additional days, with the days and the integral daily salary), a month's
 * interest (with the rate), an advance, the year's interest paid (its year in `reason`) or the settlement.
 * Amounts are positive; the kind says which way they go. An annulled deposit's lines are removed
 * with it (the deposit row keeps what it was).
 */
export const benefitEntry = pgTable(
  'benefit_entry',
  {
    ...tenantColumns(),
    idEmployee: masterColumn('id_employee', employeeResource).notNull(),
    idDeposit: refColumn('id_deposit', () => benefitDeposit.id),
    entryDate: date('entry_date').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    days: numeric('days', { precision: 8, scale: 2 }),
    dailySalary: money('daily_salary'),
    rate: numeric('rate', { precision: 8, scale: 2 }),
    amount: money('amount').notNull(),
    /** An advance's purpose (art. 144) and the papers that support it; a settlement's act. */
    reason: text('reason'),
    reference: text('reference'),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('benefit_entry_employee_idx').on(t.idEmployee, t.entryDate),
    index('benefit_entry_deposit_idx').on(t.idDeposit),
    index('benefit_entry_client_idx').on(t.idClient, t.kind),
    check(
      'benefit_entry_kind_ck',
      sql`${t.kind} in ('opening', 'guarantee', 'additional', 'interest', 'advance', 'interestPayment', 'settlement')`,
    ),
    check('benefit_entry_amount_ck', sql`${t.amount} >= 0`),
  ],
);
