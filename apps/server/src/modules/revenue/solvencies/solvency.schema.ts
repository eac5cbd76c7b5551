import { taxpayerResource } from '@erario/contracts';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  masterColumn,
} from '../../../platform/documents/columns.ts';

/**
 * A solvency certificate on the document kit, numbered per kind (`id_kind`, SOLVENCY_KINDS): issued
 * (posted) only while the taxpayer owes nothing, on all its taxed objects or on the one it names,
 * valid until the next period of what it is taxed on falls due. Printed with a QR code to its
 * public verification.
 */
export const solvency = pgTable(
  'solvency',
  {
    ...documentColumns(),
    idKind: integer('id_kind').notNull(),
    issueDate: date('issue_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    taxedObjectKind: text('taxed_object_kind'),
    idTaxedObject: integer('id_taxed_object'),
    validUntil: date('valid_until'),
    note: text('note'),
  },
  (t) => [
    ...documentConstraints('solvency', t, t.idKind, t.issueDate),
    index('solvency_taxpayer_idx').on(t.idTaxpayer),
  ],
);

/** The certificates' counters, per client, period and kind. */
export const solvencyNumber = counterTable('solvency_number', 'id_kind', 'solvency_counter_uq');
