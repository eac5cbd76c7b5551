import { fineTypeResource, taxpayerResource } from '@erario/contracts';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  masterColumn,
  money,
} from '../../../platform/documents/columns.ts';

/**
 * A fine (multa) on the document kit: imposed on a taxpayer for an offence of a fine type, within
 * its limits, by an act, on facts. Posting keeps the type as it was (code, offence, article, how it is
 * measured and its limits, the concept it is collected under) and what the fine comes to: bolívares
 * for a percentage of the tax, TCMMV multiples (paid at the rate of the day of payment) otherwise.
 */
export const fine = pgTable(
  'fine',
  {
    ...documentColumns(),
    /** One series: the kit numbers by kind. */
    idKind: integer('id_kind').notNull().default(1),
    fineDate: date('fine_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    idFineType: masterColumn('id_fine_type', fineTypeResource).notNull(),
    taxAmount: money('tax_amount'),
    value: money('value').notNull(),
    act: text('act').notNull(),
    reason: text('reason').notNull(),
    typeCode: text('type_code'),
    offence: text('offence'),
    legalBasis: text('legal_basis'),
    kind: text('kind'),
    minimum: money('minimum'),
    maximum: money('maximum'),
    idCollectionConcept: integer('id_collection_concept'),
    amount: money('amount'),
    units: money('units'),
  },
  (t) => [
    ...documentConstraints('fine', t, t.idKind, t.fineDate),
    index('fine_taxpayer_idx').on(t.idTaxpayer),
  ],
);

/** The fines' counters, per client and period. */
export const fineNumber = counterTable('fine_number', 'id_kind', 'fine_counter_uq');
