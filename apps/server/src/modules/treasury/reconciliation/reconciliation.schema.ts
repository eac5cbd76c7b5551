import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, moment, money } from '../../../platform/documents/columns.ts';
import { accountPeriodColumns, monthCheck, monthColumn } from '../columns.ts';

/**
 * A month's reconciliation of an account, once it is closed: the balances it closed with, who
 * closed it and when. A closed month is locked: no movement, statement or match of the account
 * dated in it (or before it in the period) changes any more.
 */
export const bankReconciliation = pgTable(
  'bank_reconciliation',
  {
    ...accountPeriodColumns(),
    month: monthColumn(),
    bookBalance: money('book_balance').notNull(),
    bankBalance: money('bank_balance').notNull(),
    closedAt: moment('closed_at').notNull().defaultNow(),
    closedBy: integer('closed_by'),
  },
  (t) => [
    monthCheck('bank_reconciliation_month_ck', t.month),
    uniqueIndex('bank_reconciliation_uq').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
  ],
);

/**
 * Items of the book and of the bank found to be the same money: by the automatic rules or by hand
 * (the reason each rule saw is read from the items, `reasons.ts`). `month` is the reconciliation it belongs to: that of its latest item.
 *
 * The table is its own trail, as the audit log is: who made each match and when, by which rule, what it
 * joined (`sources` and `ids`), and who undid it and when. A match is never deleted, only undone, so the
 * generic audit trigger (one log row per written row, 95.000 of them in one automatic run) is not
 * needed on it.
 */
export const reconciliationMatch = pgTable(
  'reconciliation_match',
  {
    // Ids come from the sequence 100 at a time: an automatic run takes 95.000 of them in one statement.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ cache: 100 }),
    // The institution, the period and the account are the reconciliation's, which the service checks
    // under the account's lock before it writes; the items it joins keep the account (each is a
    // movement, a line or an operation in transit of that account, with its own key to it). No
    // foreign key checks them again on each of the 95.000 rows an automatic run writes.
    idClient: integer('id_client').notNull(),
    idPeriod: integer('id_period').notNull(),
    idBankAccount: integer('id_bank_account').notNull(),
    month: monthColumn(),
    /** reference, amount, group or manual. */
    rule: text('rule').notNull(),
    /** What it joined: each item's source (movement, line or transit) and, in the same order, its id. */
    sources: text('sources').array().notNull(),
    ids: integer('ids').array().notNull(),
    createdAt: createdAtColumn(),
    createdBy: integer('created_by'),
    undoneAt: moment('undone_at'),
    undoneBy: integer('undone_by'),
  },
  (t) => [
    check(
      'reconciliation_match_rule_ck',
      sql`${t.rule} in ('reference', 'amount', 'group', 'manual', 'booked')`,
    ),
    index('reconciliation_match_month_idx').on(t.idClient, t.idBankAccount, t.idPeriod, t.month),
  ],
);

/**
 * What is matched now: a book movement, a statement's line or an operation in transit, by `source`
 * and id, which is its key (each item is matched once at most), and the match in force that holds
 * it. Written and removed with its match by the service alone (which takes the items from their
 * tables under the account's lock, and which the movements, statements and transit operations
 * consult before letting a matched item change), so it carries no foreign keys nor an id or index of
 * its own: in an automatic run of 100.000 pairs their upkeep was a third of the time. A match lists
 * its own items (`sources`, `ids`).
 */
export const reconciliationItem = pgTable(
  'reconciliation_item',
  {
    idMatch: integer('id_match').notNull(),
    /** movement, line or transit. */
    source: text('source').notNull(),
    idItem: integer('id_item').notNull(),
  },
  (t) => [
    // The id first: it tells almost every pair of keys apart without comparing text.
    primaryKey({ name: 'reconciliation_item_pk', columns: [t.idItem, t.source] }),
    check('reconciliation_item_source_ck', sql`${t.source} in ('movement', 'line', 'transit')`),
  ],
);
