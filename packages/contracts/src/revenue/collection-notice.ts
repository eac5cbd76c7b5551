import { z } from 'zod';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';
import { ARREARS_BANDS } from './reports.ts';

/**
 * A collection notice (aviso de cobro) to issue: to a taxpayer who owes periods past their last day
 * to pay. Issued with today's date, it keeps what it claims as the statement said it that day.
 */
export const collectionNoticeDraft = z.object({
  idPeriod: rowId,
  noticeDate: isoDate,
  idTaxpayer: rowId,
  note: z.string().trim().max(250).nullish(),
});
export type CollectionNoticeDraft = z.output<typeof collectionNoticeDraft>;

/** A period the notice claims: its tax, its interest on late payment to the notice's day, and how. */
export const collectionNoticeLine = z.object({
  line: z.number(),
  code: z.string(),
  description: z.string(),
  objectLabel: z.string(),
  period: z.string(),
  periodLabel: z.string(),
  dueDate: z.string(),
  amount: z.string(),
  interest: z.string(),
  interestBasis: z.string().nullable(),
});

export const collectionNoticeDetail = z.object({
  ...documentOpening,
  noticeDate: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  taxpayerAddress: z.string().nullable(),
  /** What it claims, set at issue: the tax, its interest and both. */
  owed: z.string().nullable(),
  interest: z.string().nullable(),
  total: z.string().nullable(),
  lines: z.array(collectionNoticeLine),
  /** When it reached the taxpayer, and how (in person, by mail…). */
  deliveredOn: z.string().nullable(),
  deliveredNote: z.string().nullable(),
  note: z.string().nullable(),
  issuedBy: z.string().nullable(),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type CollectionNoticeDetail = z.infer<typeof collectionNoticeDetail>;

/** When an issued notice reached the taxpayer. */
export const noticeDelivery = z.object({
  deliveredOn: isoDate,
  deliveredNote: z.string().trim().max(120).nullish(),
});
export type NoticeDelivery = z.output<typeof noticeDelivery>;

/** What the notice's QR code shows anyone who scans it. */
export const verifiedCollectionNotice = z.object({
  numero: z.string(),
  institucion: z.string(),
  contribuyente: z.string(),
  rif: z.string(),
  fecha: z.string(),
  periodos: z.number(),
  total: z.string(),
  estado: z.enum(['EMITIDO', 'ANULADO']),
});
export type VerifiedCollectionNotice = z.infer<typeof verifiedCollectionNotice>;

/**
 * How many taxpayers one request of a batch issues notices to: the screen shows its progress
 * between requests, and a request stays short (a batch is never one transaction of minutes).
 */
export const NOTICE_BATCH_CHUNK = 500;
/** How many notices one PDF of a batch holds: a file the office can open and send to the printer. */
export const NOTICE_BATCH_PART = 250;

/**
 * A batch of notices, from the arrears report's filters: to every taxpayer who owes periods past
 * their last day to pay today, of the concept, the kind of taxpayer and the band asked; each notice
 * claims all that taxpayer's late periods, as one issued by hand does.
 */
export const noticeBatchRequest = z.object({
  idPeriod: rowId,
  idCollectionConcept: rowId.nullish(),
  idTaxpayerType: rowId.nullish(),
  band: z.enum(ARREARS_BANDS.map((b) => b.value) as [string, ...string[]]).default('all'),
});
export type NoticeBatchRequest = z.output<typeof noticeBatchRequest>;

/** Where a batch is: how many taxpayers it holds, how many got their notice, how many were passed over. */
export const noticeBatch = z.object({
  id: z.number(),
  batchDate: z.string(),
  /** The taxpayers it holds (the report's rows without a notice in force today). */
  total: z.number(),
  /** Those whose turn has come: issued + skipped. */
  done: z.number(),
  issued: z.number(),
  /** Those who by their turn owed nothing late any more (paid meanwhile) or had a notice already. */
  skipped: z.number(),
  /** The numbers it issued, first and last, once it issued any. */
  firstNumber: z.string().nullable(),
  lastNumber: z.string().nullable(),
  /** How many PDFs of `NOTICE_BATCH_PART` notices print it. */
  parts: z.number(),
});
export type NoticeBatch = z.infer<typeof noticeBatch>;
