import { budgetPeriodResource, clientResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tableOf } from '../resources/tables.ts';

/**
 * Every close (cierre del ejercicio) and reopening of a budget period, in order: a period is closed
 * while its latest row is a `cierre`. Rows are only added, so the history stays whole (and audited).
 */
export const periodClosing = pgTable(
  'period_closing',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: integer('id_client')
      .notNull()
      .references(() => tableOf(clientResource).id),
    idPeriod: integer('id_period')
      .notNull()
      .references(() => tableOf(budgetPeriodResource).id),
    action: text('action').notNull(),
    reason: text('reason'),
    idUser: integer('id_user'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('period_closing_period_idx').on(t.idPeriod, t.id),
    check('period_closing_action', sql`${t.action} in ('cierre', 'reapertura')`),
  ],
);
