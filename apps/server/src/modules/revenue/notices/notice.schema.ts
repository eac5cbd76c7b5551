import { taxpayerResource } from '@erario/contracts';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  money,
  ownerColumn,
} from '../../../platform/documents/columns.ts';

/**
 * A collection notice (aviso de cobro) on the document kit: issued (posted) with today's date to a
 * taxpayer who owes periods past their last day to pay, it keeps each of them as the statement said
 * it that day (tax, interest on late payment and how it was reached) and their totals; printed with a
 * QR code to its public verification; when it reached the taxpayer is recorded after.
 */
export const collectionNotice = pgTable(
  'collection_notice',
  {
    ...documentColumns(),
    /** One series: the kit numbers by kind. */
    idKind: integer('id_kind').notNull().default(1),
    noticeDate: date('notice_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    note: text('note'),
    owed: money('owed'),
    interest: money('interest'),
    total: money('total'),
    deliveredOn: date('delivered_on'),
    deliveredNote: text('delivered_note'),
  },
  (t) => [
    ...documentConstraints('collection_notice', t, t.idKind, t.noticeDate),
    index('collection_notice_taxpayer_idx').on(t.idTaxpayer),
  ],
);

/** A period the notice claims, as the statement said it on the notice's day. */
export const collectionNoticeLine = pgTable(
  'collection_notice_line',
  {
    id: idColumn(),
    idNotice: ownerColumn('id_notice', () => collectionNotice.id),
    line: integer('line').notNull(),
    idCollectionConcept: integer('id_collection_concept').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    objectLabel: text('object_label').notNull(),
    period: text('period').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    interest: money('interest').notNull(),
    interestBasis: text('interest_basis'),
  },
  (t) => [uniqueIndex('collection_notice_line_uq').on(t.idNotice, t.line)],
);

/** The notices' counters, per client and period. */
export const collectionNoticeNumber = counterTable(
  'collection_notice_number',
  'id_kind',
  'collection_notice_counter_uq',
);
