import { sql } from 'drizzle-orm';
import {
  check,
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
import { bankAccountColumn } from '../columns.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A month's reconciliation of an account, once it is closed: the balances it closed with, who
 * closed it and when. A closed month is locked: no movement, statement or match of the account
 * dated in it (or before it in the period) changes any more.
 */
export const bankReconciliation = pgTable(
  'bank_reconciliation',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    idBankAccount: bankAccountColumn(),
    month: integer('month').notNull(),
    bookBalance: money('book_balance').notNull(),
    bankBalance: money('bank_balance').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
  },
  (t) => [
    check('bank_reconciliation_month_ck', sql`${t.month} between 1 and 12`),
    uniqueIndex('bank_reconciliation_uq').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
  ],
);

/**
 * Items of the book and of the bank found to be the same money: by the automatic rules (with the
 * reason each saw) or by hand. `month` is the reconciliation it belongs to: that of its latest item.
 *
 * The table is its own trail, as the audit log is: who made each match and when, why, what it
 * joined (`items`), and who undid it and when. A match is never deleted, only undone, so the
 * generic audit trigger (one log row per written row, 95.000 of them in one automatic run) is not
 * needed on it.
 */
export const reconciliationMatch = pgTable(
  'reconciliation_match',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // The institution and the period are the account's and the reconciliation's, which the service
    // checks under the account's lock before it writes: no foreign key checks them again on each of
    // the 95.000 rows an automatic run writes. The account keeps its key.
    idClient: integer('id_client').notNull(),
    idPeriod: integer('id_period').notNull(),
    idBankAccount: bankAccountColumn(),
    month: integer('month').notNull(),
    /** reference, amount, group or manual. */
    rule: text('rule').notNull(),
    reason: text('reason').notNull(),
    /** What it joined: [{ source: 'movement' | 'line' | 'transit', id }]. */
    items: jsonb('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by'),
  },
  (t) => [
    check('reconciliation_match_rule_ck', sql`${t.rule} in ('reference', 'amount', 'group', 'manual')`),
    index('reconciliation_match_month_idx').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
  ],
);

/**
 * One item of a match in force: a book movement, a statement's line or an operation in transit, by
 * `source` and id. Each item is matched once at most: one unique index over both. Derived from the
 * match's `items`, written and removed with it by the service alone (which takes the items from
 * their tables under the account's lock, and which the movements, statements and transit operations
 * consult before letting a matched item change), so it carries no foreign keys: in an automatic run
 * of 100.000 pairs their checks were a third of the time.
 */
export const reconciliationItem = pgTable(
  'reconciliation_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idMatch: integer('id_match').notNull(),
    /** movement, line or transit. */
    source: text('source').notNull(),
    idItem: integer('id_item').notNull(),
  },
  (t) => [
    check('reconciliation_item_source_ck', sql`${t.source} in ('movement', 'line', 'transit')`),
    index('reconciliation_item_match_idx').on(t.idMatch),
    uniqueIndex('reconciliation_item_uq').on(t.source, t.idItem),
  ],
);
