import { employeeResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  masterColumn,
  money,
  ownerColumn,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import { payrollRun } from '../runs/payroll-run.schema.ts';

/**
 * A worker's vacation for a year of service (LOTTT art. 190, 192), written when the vacation run that
 * paid its bonus closes: the anniversary, the working days owed and the days enjoyed so far. One per
 * worker and anniversary; annulling the run removes it while none of it was enjoyed.
 */
export const vacationEntitlement = pgTable(
  'vacation_entitlement',
  {
    ...tenantColumns(),
    idEmployee: masterColumn('id_employee', employeeResource).notNull(),
    idRun: refColumn('id_run', () => payrollRun.id).notNull(),
    anniversary: date('anniversary').notNull(),
    serviceYears: integer('service_years').notNull(),
    days: numeric('days', { precision: 6, scale: 2 }).notNull(),
    bonus: money('bonus').notNull(),
    enjoyed: numeric('enjoyed', { precision: 6, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('vacation_entitlement_uq').on(t.idEmployee, t.anniversary),
    index('vacation_entitlement_client_idx').on(t.idClient, t.anniversary),
    index('vacation_entitlement_run_idx').on(t.idRun),
    check('vacation_entitlement_enjoyed_ck', sql`${t.enjoyed} >= 0 and ${t.enjoyed} <= ${t.days}`),
  ],
);

/** Days of a vacation enjoyed: from a day, so many working days, back to work the day after the last. */
export const vacationLeave = pgTable(
  'vacation_leave',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idEntitlement: ownerColumn('id_entitlement', () => vacationEntitlement.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    returnDate: date('return_date').notNull(),
    days: numeric('days', { precision: 6, scale: 2 }).notNull(),
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('vacation_leave_entitlement_idx').on(t.idEntitlement)],
);
