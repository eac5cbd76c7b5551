import { z } from 'zod';
import { moneyText, positiveMoney } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';
import { FINE_KINDS } from './fine-type.resource.ts';

/**
 * The days from its date a fine is paid in without being in arrears: the time the printed fine gives
 * to pay it or to appeal (calendar days; the office's ordinance may set another).
 */
export const FINE_PAYMENT_DAYS = 25;

/**
 * A fine (multa) to impose: on a taxpayer, for an offence the office has typed (a fine type), dated
 * today, within the type's limits: a percentage of the tax the offence concerns (given in bolívares),
 * or multiples of the TCMMV; with the act that imposes it and the facts it rests on.
 */
export const fineDraft = z.object({
  idPeriod: rowId,
  fineDate: isoDate,
  idTaxpayer: rowId,
  idFineType: rowId,
  /** The tax the offence concerns, in bolívares: what a percentage is applied to. */
  taxAmount: positiveMoney.nullish(),
  /** The percentage of that tax, or the TCMMV, imposed. */
  value: moneyText,
  /** The administrative act that imposes it: «Resolución DH-2026-0153». */
  act: z.string().trim().min(3, 'Indique el acto que impone la multa').max(120),
  /** The facts: what the taxpayer did or failed to do, and when. */
  reason: z.string().trim().min(10, 'Describa los hechos (al menos 10 caracteres)').max(500),
});
export type FineDraft = z.output<typeof fineDraft>;

export const fineDetail = z.object({
  ...documentOpening,
  fineDate: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  taxpayerAddress: z.string().nullable(),
  idFineType: z.number(),
  /** The type as it was when imposed: code, offence, article and limits. */
  typeCode: z.string(),
  offence: z.string(),
  legalBasis: z.string(),
  kind: z.enum(FINE_KINDS.map((k) => k.value) as ['taxPercent', 'units']),
  minimum: z.string(),
  maximum: z.string(),
  taxAmount: z.string().nullable(),
  value: z.string(),
  /** A percentage's fine in bolívares; null for one in TCMMV, paid at the rate of the day of payment. */
  amount: z.string().nullable(),
  /** A fine in TCMMV: its multiples. */
  units: z.string().nullable(),
  act: z.string(),
  reason: z.string(),
  issuedBy: z.string().nullable(),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type FineDetail = z.infer<typeof fineDetail>;

/** What a fine's QR code shows anyone who scans it. */
export const verifiedFine = z.object({
  numero: z.string(),
  institucion: z.string(),
  contribuyente: z.string(),
  rif: z.string(),
  fecha: z.string(),
  infraccion: z.string(),
  baseLegal: z.string(),
  acto: z.string(),
  /** «1.500,00 Bs» or «50,00 TCMMV». */
  monto: z.string(),
  estado: z.enum(['VIGENTE', 'ANULADA']),
});
export type VerifiedFine = z.infer<typeof verifiedFine>;
