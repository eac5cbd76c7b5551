import { employeeResource } from '@erario/contracts';
import { integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterColumn, moment, money, tenantColumns } from '../../../platform/documents/columns.ts';

/**
 * A worker's annual ISLR certificate (AR-C) as printed: the year's remunerations and tax withheld it
 * stated, under the id its QR code verifies. The same totals print the same certificate.
 */
export const workerArc = pgTable(
  'worker_arc',
  {
    ...tenantColumns(),
    idEmployee: masterColumn('id_employee', employeeResource).notNull(),
    year: smallint('year').notNull(),
    /** The worker as printed: the verification says what the paper says. */
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    totalPaid: money('total_paid').notNull(),
    totalWithheld: money('total_withheld').notNull(),
    verifyId: text('verify_id').notNull(),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by').notNull(),
  },
  (t) => [
    uniqueIndex('worker_arc_verify_uq').on(t.verifyId),
    uniqueIndex('worker_arc_totals_uq').on(t.idClient, t.idEmployee, t.year, t.totalPaid, t.totalWithheld),
  ],
);
