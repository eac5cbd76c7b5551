import { movementTypeResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  masterColumn,
  money,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import {
  assetColumn,
  custodianColumn,
  custodianWorkerColumn,
  workUnitColumn,
} from '../assets/asset.schema.ts';

/**
 * A movement of assets on the document kit: numbered per kind at posting, annulled by a reversal,
 * never deleted once posted. Its lines name the assets; what each moved is fixed at posting.
 */
export const assetMovement = pgTable(
  'asset_movement',
  {
    ...documentColumns(),
    /** ASSET_MOVEMENT_KINDS: its series. */
    idKind: integer('id_kind').notNull(),
    movementDate: date('movement_date').notNull(),
    idMovementType: masterColumn('id_movement_type', movementTypeResource),
    idWorkUnitTo: workUnitColumn('id_work_unit_to'),
    idCustodianTo: custodianColumn('id_custodian_to'),
    idCustodianWorkerTo: custodianWorkerColumn('id_custodian_worker_to'),
    description: text('description').notNull(),
    /** The sum of the lines' values, set at posting; negated on the reversal. */
    amount: money('amount').notNull().default('0'),
  },
  (t) => [
    ...documentConstraints('asset_movement', t, t.idKind, t.movementDate),
    check('asset_movement_kind_ck', sql`${t.idKind} between 1 and 4`),
    index('asset_movement_type_idx').on(t.idMovementType),
    index('asset_movement_unit_idx').on(t.idWorkUnitTo),
    index('asset_movement_custodian_idx').on(t.idCustodianTo),
    index('asset_movement_custodian_worker_idx').on(t.idCustodianWorkerTo),
    check(
      'asset_movement_one_custodian_ck',
      sql`${t.idCustodianTo} is null or ${t.idCustodianWorkerTo} is null`,
    ),
  ],
);

const movementColumn = () => refColumn('id_movement', () => assetMovement.id).notNull();

export const assetMovementNumber = counterTable(
  'asset_movement_number',
  'id_kind',
  'asset_movement_counter_uq',
);

/** The assets a movement names; where they were and where they went is written at posting. */
export const assetMovementLine = pgTable(
  'asset_movement_line',
  {
    ...tenantColumns(),
    idMovement: movementColumn(),
    idAsset: assetColumn(),
    amount: money('amount'),
    idWorkUnitFrom: integer('id_work_unit_from'),
    idWorkUnitTo: integer('id_work_unit_to'),
    idCustodianFrom: integer('id_custodian_from'),
    idCustodianTo: integer('id_custodian_to'),
    /** The custodian as a worker of payroll's register (the person's column is then null). */
    idWorkerFrom: integer('id_worker_from'),
    idWorkerTo: integer('id_worker_to'),
  },
  (t) => [
    uniqueIndex('asset_movement_line_uq').on(t.idMovement, t.idAsset),
    index('asset_movement_line_asset_idx').on(t.idAsset, t.idMovement),
  ],
);

/**
 * What the BM forms add up: one entry per asset, work unit and concept for every posted movement that
 * moves value (a transfer writes two, 51 out of one unit and 02 into the other; a reversal writes its
 * original's entries negated, on its own date). An asset's value in a unit at a date is the sum of its
 * entries up to then; BM-1, BM-2 and BM-4 read only this.
 */
export const assetLedger = pgTable(
  'asset_ledger',
  {
    ...tenantColumns(),
    entryDate: date('entry_date').notNull(),
    idAsset: assetColumn(),
    idWorkUnit: workUnitColumn('id_work_unit').notNull(),
    idMovement: movementColumn(),
    /** The BM concept's code (03, 51, 60…). */
    code: text('code').notNull(),
    /** in: an incorporation of the unit; out: a disincorporation. */
    direction: text('direction').notNull(),
    /** Positive as the movement moved it, whatever its direction (a reversal writes corrections, 17 or 66). */
    amount: money('amount').notNull(),
  },
  (t) => [
    index('asset_ledger_date_idx').on(t.idClient, t.entryDate),
    index('asset_ledger_unit_idx').on(t.idClient, t.idWorkUnit, t.entryDate),
    index('asset_ledger_asset_idx').on(t.idAsset, t.entryDate, t.id),
    index('asset_ledger_movement_idx').on(t.idMovement),
    check('asset_ledger_direction_ck', sql`${t.direction} in ('in', 'out')`),
  ],
);
