import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, periodColumn, tenantColumns } from './columns.ts';

/**
 * Every close (cierre del ejercicio) and reopening of a budget period, in order: a period is closed
 * while its latest row is a `cierre`. Rows are only added, so the history stays whole (and audited).
 */
export const periodClosing = pgTable(
  'period_closing',
  {
    ...tenantColumns(),
    idPeriod: periodColumn(),
    action: text('action').notNull(),
    reason: text('reason'),
    idUser: integer('id_user'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('period_closing_period_idx').on(t.idPeriod, t.id),
    check('period_closing_action', sql`${t.action} in ('cierre', 'reapertura')`),
  ],
);
