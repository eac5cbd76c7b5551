import { date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  money,
  refColumn,
} from '../../../platform/documents/columns.ts';
import { cashBoxColumn, cashBoxDay } from '../receipts/receipt.schema.ts';

/**
 * A cash box's daily close on the document kit, numbered per box. The draft keeps the cash the
 * cashier counted; posting freezes what the day's receipts add up to (`summary`, CashDaySummary)
 * and the difference, and closes the day.
 */
export const cashClose = pgTable(
  'cash_close',
  {
    ...documentColumns(),
    idCashBox: cashBoxColumn(),
    idCashBoxDay: refColumn('id_cash_box_day', () => cashBoxDay.id).notNull(),
    closeDate: date('close_date').notNull(),
    countedCash: money('counted_cash').notNull(),
    expectedCash: money('expected_cash'),
    collected: money('collected'),
    difference: money('difference'),
    note: text('note'),
    summary: jsonb('summary'),
  },
  (t) => [
    ...documentConstraints('cash_close', t, t.idCashBox, t.closeDate),
    index('cash_close_day_idx').on(t.idCashBoxDay),
  ],
);

/** The closes' counters, per client, period and cash box. */
export const cashCloseNumber = counterTable('cash_close_number', 'id_cash_box', 'cash_close_counter_uq');
