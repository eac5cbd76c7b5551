import { workUnitResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientColumn } from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';
import { asset, assetMovement } from '../assets/asset.schema.ts';

/** A physical count of one work unit; one open at a time per unit. */
export const assetCount = pgTable(
  'asset_count',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idWorkUnit: integer('id_work_unit')
      .notNull()
      .references(() => tableOf(workUnitResource).id),
    status: text('status').notNull().default('open'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer('started_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by'),
    /** The drafts its close wrote. */
    idTransfer: integer('id_transfer').references(() => assetMovement.id),
    idDisincorporation: integer('id_disincorporation').references(() => assetMovement.id),
  },
  (t) => [
    check('asset_count_status_ck', sql`${t.status} in ('open', 'closed')`),
    uniqueIndex('asset_count_open_uq').on(t.idClient, t.idWorkUnit).where(sql`${t.status} = 'open'`),
    index('asset_count_list_idx').on(t.idClient, t.startedAt),
    index('asset_count_unit_idx').on(t.idWorkUnit),
  ],
);

/**
 * An asset of a count: expected (the inventory had it in the unit when the count started) or not
 * (found there, but the inventory has it elsewhere), and whether it was found.
 */
export const assetCountItem = pgTable(
  'asset_count_item',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idCount: integer('id_count')
      .notNull()
      .references(() => assetCount.id),
    idAsset: integer('id_asset')
      .notNull()
      .references(() => asset.id),
    expected: boolean('expected').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }),
    foundBy: integer('found_by'),
  },
  (t) => [
    uniqueIndex('asset_count_item_uq').on(t.idCount, t.idAsset),
    index('asset_count_item_asset_idx').on(t.idAsset),
  ],
);
