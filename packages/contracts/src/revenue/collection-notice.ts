import { z } from 'zod';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

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
