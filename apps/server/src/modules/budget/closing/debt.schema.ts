import { date, index, pgTable, smallint } from 'drizzle-orm/pg-core';
import { clientColumn, money, ownerColumn, periodColumn } from '../../../platform/documents/columns.ts';
import { budgetDocument } from '../documents/document.schema.ts';

/**
 * What a period still owes, one row per document in force with something pending: a commitment's
 * committed amount not yet caused (debt 1, "por causar") and a causación's caused amount not yet
 * ordered paid (debt 2, "por pagar"), with what posted documents drew on it. Kept by triggers on the
 * documents and their sources (migration 0051) on every path that posts, annuls or draws, so the
 * report reads the debts off an index instead of every document of the period. `periodDebts`
 * computes the same from the documents (the close reads it), and a test holds the two equal.
 */
export const budgetDebt = pgTable(
  'budget_debt',
  {
    id: ownerColumn('id', () => budgetDocument.id).primaryKey(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    debt: smallint('debt').notNull(),
    dateOrder: date('date_order').notNull(),
    amount: money('amount').notNull(),
    drawn: money('drawn').notNull(),
  },
  (t) => [index('budget_debt_order_idx').on(t.idClient, t.idPeriod, t.debt, t.dateOrder, t.id)],
);
