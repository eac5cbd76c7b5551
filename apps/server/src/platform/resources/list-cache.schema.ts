import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many statements have changed each table the masters' lists read: bumped by the
 * `erario_table_changed` trigger (migration 0053, attached by migrate.ts), read by the lists' cache.
 */
export const tableVersion = pgTable('table_version', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
