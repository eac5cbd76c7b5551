import { bankResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  masterColumn,
  moment,
  money,
  ownerColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import { accountPeriodColumns, bankAccountColumn, monthCheck, monthColumn } from '../columns.ts';

/** A bank account's statement for one month of a period: the balances the bank states. */
export const bankStatement = pgTable(
  'bank_statement',
  {
    ...accountPeriodColumns(),
    month: monthColumn(),
    openingBalance: money('opening_balance').notNull(),
    closingBalance: money('closing_balance').notNull(),
    /** manual, csv, xlsx or ofx. */
    source: text('source').notNull().default('manual'),
    createdAt: createdAtColumn(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    monthCheck('bank_statement_month_ck', t.month),
    // One statement per account and month: an import adds to it, never a second one.
    uniqueIndex('bank_statement_month_uq').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
    index('bank_statement_period_idx').on(t.idClient, t.idPeriod),
  ],
);

/** A line of a statement: positive when the bank credits the account, negative when it debits it. */
export const bankStatementLine = pgTable(
  'bank_statement_line',
  {
    ...tenantColumns(),
    idStatement: ownerColumn('id_statement', () => bankStatement.id),
    idBankAccount: bankAccountColumn(),
    lineDate: date('line_date').notNull(),
    reference: text('reference'),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
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
    ...tenantColumns(),
    idBank: masterColumn('id_bank', bankResource).notNull(),
    format: jsonb('format').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statement_format_uq').on(t.idClient, t.idBank)],
);
