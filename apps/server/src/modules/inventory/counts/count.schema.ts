import { workUnitResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  idColumn,
  masterColumn,
  moment,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import { assetColumn } from '../assets/asset.schema.ts';
import { assetMovement } from '../movements/asset-movement.schema.ts';

/** A physical count of one work unit; one open at a time per unit. */
export const assetCount = pgTable(
  'asset_count',
  {
    ...tenantColumns(),
    idWorkUnit: masterColumn('id_work_unit', workUnitResource).notNull(),
    status: text('status').notNull().default('open'),
    startedAt: moment('started_at').notNull().defaultNow(),
    startedBy: integer('started_by'),
    closedAt: moment('closed_at'),
    closedBy: integer('closed_by'),
    /** The drafts its close wrote. */
    idTransfer: refColumn('id_transfer', () => assetMovement.id),
    idDisincorporation: refColumn('id_disincorporation', () => assetMovement.id),
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
    id: idColumn(),
    idCount: refColumn('id_count', () => assetCount.id).notNull(),
    idAsset: assetColumn(),
    expected: boolean('expected').notNull(),
    foundAt: moment('found_at'),
    foundBy: integer('found_by'),
  },
  (t) => [
    uniqueIndex('asset_count_item_uq').on(t.idCount, t.idAsset),
    index('asset_count_item_asset_idx').on(t.idAsset),
  ],
);
