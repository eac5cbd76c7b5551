import { bankResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientColumn, periodColumn } from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';
import { bankAccountColumn } from '../columns.ts';

/** A bank account's statement for one month of a period: the balances the bank states. */
export const bankStatement = pgTable(
  'bank_statement',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    idBankAccount: bankAccountColumn(),
    month: integer('month').notNull(),
    openingBalance: numeric('opening_balance', { precision: 18, scale: 2 }).notNull(),
    closingBalance: numeric('closing_balance', { precision: 18, scale: 2 }).notNull(),
    /** manual, csv, xlsx or ofx. */
    source: text('source').notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('bank_statement_month_ck', sql`${t.month} between 1 and 12`),
    // One statement per account and month: an import adds to it, never a second one.
    uniqueIndex('bank_statement_month_uq').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
    index('bank_statement_period_idx').on(t.idClient, t.idPeriod),
  ],
);

/** A line of a statement: positive when the bank credits the account, negative when it debits it. */
export const bankStatementLine = pgTable(
  'bank_statement_line',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idStatement: integer('id_statement')
      .notNull()
      .references(() => bankStatement.id, { onDelete: 'cascade' }),
    idBankAccount: bankAccountColumn(),
    lineDate: date('line_date').notNull(),
    reference: text('reference'),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** A line imported from a file: its print there (the OFX FITID, or its content and rank), so a file imported twice adds nothing. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    index('bank_statement_line_statement_idx').on(t.idStatement, t.lineDate, t.id),
    index('bank_statement_line_account_idx').on(t.idBankAccount, t.lineDate),
    uniqueIndex('bank_statement_line_print_uq')
      .on(t.idStatement, t.fingerprint)
      .where(sql`${t.fingerprint} is not null`),
  ],
);

/** How a bank's CSV and XLSX files read (statementFormat), as last imported, per bank of the institution. */
export const bankStatementFormat = pgTable(
  'bank_statement_format',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idBank: integer('id_bank')
      .notNull()
      .references(() => tableOf(bankResource).id),
    format: jsonb('format').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_format_uq').on(t.idClient, t.idBank)],
);
