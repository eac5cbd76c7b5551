import {
  employeeResource,
  generalConceptResource,
  personResource,
  sectionResource,
  subgroupResource,
  workUnitResource,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientColumn,
  createdAtColumn,
  masterColumn,
  money,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

/** Where an asset is and who keeps it: the asset's, its movements' and its ledger's columns. */
export const workUnitColumn = (name: string) => masterColumn(name, workUnitResource);
export const custodianColumn = (name: string) => masterColumn(name, personResource);
/** The custodian where the institution keeps payroll: a worker of its register (each official once). */
export const custodianWorkerColumn = (name: string) => masterColumn(name, employeeResource);

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
    idCustodianWorker: custodianWorkerColumn('id_custodian_worker'),
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
    index('asset_custodian_worker_idx').on(t.idCustodianWorker),
    index('asset_budget_line_idx').on(t.idBudgetLine),
    index('asset_search_idx').using('gin', sql`${t.searchText} erario_ext.gin_trgm_ops`),
    check('asset_status_ck', sql`${t.status} in ('pending', 'in', 'out')`),
    check('asset_condition_ck', sql`${t.condition} in ('good', 'fair', 'poor', 'unusable')`),
    check('asset_value_ck', sql`${t.value} >= 0`),
    check('asset_one_custodian_ck', sql`${t.idCustodian} is null or ${t.idCustodianWorker} is null`),
  ],
);

/** The last number given to an asset of each institution, taken under the row's lock. */
export const assetCounter = pgTable('asset_counter', {
  idClient: clientColumn().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** The asset a row is of. */
export const assetColumn = () => refColumn('id_asset', () => asset.id).notNull();
