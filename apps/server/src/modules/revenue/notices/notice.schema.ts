import { taxpayerResource } from '@erario/contracts';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  createdAtColumn,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  moment,
  money,
  ownerColumn,
  periodColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

/**
 * A batch of notices (from the arrears report's filters): the taxpayers it holds, fixed when it
 * starts, are issued their notices a chunk per request; where it is (`position`, the last member
 * whose turn came) and what it did are kept here, so a batch interrupted goes on where it stopped.
 */
export const collectionNoticeBatch = pgTable(
  'collection_notice_batch',
  {
    ...tenantColumns(),
    idPeriod: periodColumn(),
    batchDate: date('batch_date').notNull(),
    /** The report's filters it was started with, as asked. */
    filters: jsonb('filters').notNull(),
    total: integer('total').notNull(),
    position: integer('position').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    finishedAt: moment('finished_at'),
  },
  (t) => [index('collection_notice_batch_client_idx').on(t.idClient, t.batchDate)],
);

/** A taxpayer of a batch, in its turn (`seq`, from 1). */
export const collectionNoticeBatchTaxpayer = pgTable(
  'collection_notice_batch_taxpayer',
  {
    id: idColumn(),
    idBatch: ownerColumn('id_batch', () => collectionNoticeBatch.id),
    seq: integer('seq').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
  },
  (t) => [uniqueIndex('collection_notice_batch_taxpayer_uq').on(t.idBatch, t.seq)],
);

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
    /** The batch that issued it, if one did (its PDFs print the batch's notices in number order). */
    idBatch: integer('id_batch').references(() => collectionNoticeBatch.id),
  },
  (t) => [
    ...documentConstraints('collection_notice', t, t.idKind, t.noticeDate),
    index('collection_notice_taxpayer_idx').on(t.idTaxpayer, t.noticeDate),
    index('collection_notice_batch_idx').on(t.idBatch, t.number),
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
