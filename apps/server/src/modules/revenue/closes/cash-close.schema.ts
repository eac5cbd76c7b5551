import { cashBoxResource } from '@erario/contracts';
import { date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { counterTable, documentColumns, documentConstraints } from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';
import { cashBoxDay } from '../receipts/receipt.schema.ts';

/**
 * A cash box's daily close on the document kit, numbered per box. The draft keeps the cash the
 * cashier counted; posting freezes what the day's receipts add up to (`summary`, CashDaySummary)
 * and the difference, and closes the day.
 */
export const cashClose = pgTable(
  'cash_close',
  {
    ...documentColumns(),
    idCashBox: integer('id_cash_box')
      .notNull()
      .references(() => tableOf(cashBoxResource).id),
    idCashBoxDay: integer('id_cash_box_day')
      .notNull()
      .references(() => cashBoxDay.id),
    closeDate: date('close_date').notNull(),
    countedCash: numeric('counted_cash', { precision: 18, scale: 2 }).notNull(),
    expectedCash: numeric('expected_cash', { precision: 18, scale: 2 }),
    collected: numeric('collected', { precision: 18, scale: 2 }),
    difference: numeric('difference', { precision: 18, scale: 2 }),
    note: text('note'),
    summary: jsonb('summary'),
  },
  (t) => [
    ...documentConstraints('cash_close', t, t.idCashBox),
    index('cash_close_list_idx').on(t.idClient, t.idPeriod, t.closeDate, t.id),
    index('cash_close_day_idx').on(t.idCashBoxDay),
  ],
);

/** The closes' counters, per client, period and cash box. */
export const cashCloseNumber = counterTable('cash_close_number', 'id_cash_box', 'cash_close_counter_uq');
