import {
  generalConceptResource,
  movementTypeResource,
  personResource,
  sectionResource,
  subgroupResource,
  workUnitResource,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientColumn,
  counterTable,
  createdAtColumn,
  documentColumns,
  documentConstraints,
  masterColumn,
  money,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

const workUnitColumn = (name: string) => masterColumn(name, workUnitResource);
const custodianColumn = (name: string) => masterColumn(name, personResource);

/**
 * A movable asset (bien mueble) of the institution. Registered as waiting for its incorporation; from
 * then on its value, classification, work unit and custodian change only by posted movements, and it
 * is never deleted. What the person enters to describe it (serial, brand, details) stays editable.
 */
export const asset = pgTable(
  'asset',
  {
    ...tenantColumns(),
    /** The number on its label, unique in the institution. */
    number: text('number').notNull(),
    idConcept: masterColumn('id_concept', generalConceptResource),
    idSubgroup: masterColumn('id_subgroup', subgroupResource).notNull(),
    idSection: masterColumn('id_section', sectionResource),
    description: text('description').notNull(),
    serial: text('serial'),
    brand: text('brand'),
    model: text('model'),
    color: text('color'),
    details: jsonb('details').notNull().default({}),
    acquiredOn: date('acquired_on').notNull(),
    value: money('value').notNull(),
    idWorkUnit: workUnitColumn('id_work_unit').notNull(),
    idCustodian: custodianColumn('id_custodian'),
    condition: text('condition').notNull().default('good'),
    /** pending → in → out (ASSET_STATUSES); only posted movements move it. */
    status: text('status').notNull().default('pending'),
    incorporatedOn: date('incorporated_on'),
    disincorporatedOn: date('disincorporated_on'),
    /** The posted causación and its imputation line it was bought with, where it came from the budget. */
    idBudgetDocument: integer('id_budget_document'),
    idBudgetLine: integer('id_budget_line'),
    version: integer('version').notNull().default(0),
    createdAt: createdAtColumn(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`erario_ext.search_text(number || ' ' || description || ' ' || coalesce(serial, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('asset_number_uq').on(t.idClient, t.number),
    index('asset_unit_idx').on(t.idClient, t.idWorkUnit, t.status),
    index('asset_status_idx').on(t.idClient, t.status, t.id),
    index('asset_subgroup_idx').on(t.idSubgroup),
    index('asset_section_idx').on(t.idSection),
    index('asset_concept_idx').on(t.idConcept),
    index('asset_custodian_idx').on(t.idCustodian),
    index('asset_budget_line_idx').on(t.idBudgetLine),
    index('asset_search_idx').using('gin', sql`${t.searchText} erario_ext.gin_trgm_ops`),
    check('asset_status_ck', sql`${t.status} in ('pending', 'in', 'out')`),
    check('asset_condition_ck', sql`${t.condition} in ('good', 'fair', 'poor', 'unusable')`),
    check('asset_value_ck', sql`${t.value} >= 0`),
  ],
);

/** The last number given to an asset of each institution, taken under the row's lock. */
export const assetCounter = pgTable('asset_counter', {
  idClient: clientColumn().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

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
  ],
);

/** The asset a row is of. */
export const assetColumn = () => refColumn('id_asset', () => asset.id).notNull();
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
    /** Positive as the movement moved it, whatever its direction; negative on a reversal. */
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
