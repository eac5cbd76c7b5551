import { employeeResource } from '@erario/contracts';
import { date, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    issuedAt: moment('issued_at').notNull(),
    issuedBy: integer('issued_by').notNull(),
  },
  (t) => [
    uniqueIndex('worker_arc_verify_uq').on(t.verifyId),
    uniqueIndex('worker_arc_totals_uq').on(t.idClient, t.idEmployee, t.year, t.totalPaid, t.totalWithheld),
  ],
);

/**
 * An employment certificate (constancia de trabajo) as issued: what it stated of the worker (post,
 * unit, dates, salaries) on the day it was issued, under the id its QR code verifies. The same facts
 * on the same day are the same certificate.
 */
export const employmentCertificate = pgTable(
  'employment_certificate',
  {
    ...tenantColumns(),
    idEmployee: masterColumn('id_employee', employeeResource).notNull(),
    name: text('name').notNull(),
    idNumber: text('id_number').notNull(),
    cargo: text('cargo').notNull(),
    department: text('department').notNull(),
    hireDate: date('hire_date').notNull(),
    terminationDate: date('termination_date'),
    /** The post's basic monthly salary on the day, and the last month's normal salary the runs paid. */
    monthlySalary: money('monthly_salary').notNull(),
    normalSalary: money('normal_salary'),
    normalMonth: date('normal_month'),
    /** The institution's day it was issued on. */
    issuedOn: date('issued_on').notNull(),
    /** What it states, in one text: the same on the same day is the same certificate. */
    stated: text('stated').notNull(),
    verifyId: text('verify_id').notNull(),
    issuedAt: moment('issued_at').notNull(),
    issuedBy: integer('issued_by').notNull(),
  },
  (t) => [
    uniqueIndex('employment_certificate_verify_uq').on(t.verifyId),
    uniqueIndex('employment_certificate_stated_uq').on(t.idClient, t.idEmployee, t.issuedOn, t.stated),
  ],
);
