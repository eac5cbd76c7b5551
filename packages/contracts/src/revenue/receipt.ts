import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneyText, positiveMoney } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { formatDate, formatMoney, formatRate } from '../format.ts';
import { isoDate, rowId } from '../input.ts';
import { periodLabel } from './obligations.ts';

/** What a receipt may be charged on: a taxpayer's vehicle, patente or property. */
export const TAXED_OBJECT_KINDS = [
  { value: 'vehicle', label: 'Vehículo', table: 'vehicle', display: 'plate' },
  { value: 'patent', label: 'Patente', table: 'patent', display: 'licence_number' },
  { value: 'cadastre', label: 'Inmueble', table: 'cadastre', display: 'cadastral_code' },
] as const;
export type TaxedObjectKind = (typeof TAXED_OBJECT_KINDS)[number]['value'];

/** Spec: a payment concept line has up to eight detail values (the quarter, the plate, the year…). */
export const MAX_CONCEPT_DETAILS = 8;

/** A collection concept charged on the receipt: its amount, what is discounted, and its details. */
export const receiptConceptInput = z
  .object({
    idCollectionConcept: rowId,
    amount: positiveMoney,
    discount: moneyText.default('0.00'),
    /**
     * Interest on late payment of the period the line pays, to the receipt's day: what the server
     * computes (COT art. 66), to the céntimo; 0.00 on time and on a concept that is not periodic.
     */
    interest: moneyText.default('0.00'),
    /**
     * A concept whose tariff is in the legal unit: the TCMMV multiples charged. The amount must be
     * them at the TCMMV of the receipt's day (the server checks it to the céntimo).
     */
    units: positiveMoney.nullish(),
    /** The period a periodic concept's line pays (2026-03, 2026-T1, 2026); none for the others. */
    period: z
      .string()
      .trim()
      .regex(/^\d{4}(-(0[1-9]|1[0-2]|T[1-4]))?$/, 'El período se escribe AAAA, AAAA-MM o AAAA-T1 a AAAA-T4')
      .nullish(),
    details: z
      .array(z.string().trim().max(60, 'Máximo 60 caracteres'))
      .max(MAX_CONCEPT_DETAILS, `Hasta ${MAX_CONCEPT_DETAILS} valores de detalle`)
      .default([]),
    /** The fine the line pays, on a concept a fine type is collected under (and only there). */
    idFine: rowId.nullish(),
    /**
     * The payment agreement the line pays, on the concept its kind is collected under: its instalment
     * `instalment`, or without one the balance it left owed when it ended.
     */
    idAgreement: rowId.nullish(),
    instalment: z.number().int().min(1).max(60).nullish(),
  })
  .superRefine((line, ctx) => {
    const discount = new Decimal(line.discount);
    if (discount.isNegative())
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'El descuento no puede ser negativo' });
    else if (discount.gt(line.amount))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'El descuento no puede pasar del monto' });
    if (new Decimal(line.interest).isNegative())
      ctx.addIssue({ code: 'custom', path: ['interest'], message: 'Los intereses no pueden ser negativos' });
  });
export type ReceiptConceptInput = z.output<typeof receiptConceptInput>;

/**
 * How the taxpayer paid part of it (spec: the voucher line): the payment form, the amount and its
 * date, and what the form asks for: the issuing bank and number of a cheque, the receiving account
 * and reference of a transfer, card or mobile payment.
 */
export const receiptVoucherInput = z.object({
  idPaymentForm: rowId,
  amount: positiveMoney,
  voucherDate: isoDate,
  /** The bank that issued a cheque. */
  idBank: rowId.nullish(),
  /** The institution's account the money reaches (transfer, card, mobile payment). */
  idBankAccount: rowId.nullish(),
  reference: z.string().trim().max(30).nullish(),
  /** What else the payment carries (a card's lot and approval, a mobile payment's phone): up to eight values. */
  details: z
    .array(z.string().trim().max(60, 'Máximo 60 caracteres'))
    .max(MAX_CONCEPT_DETAILS, `Hasta ${MAX_CONCEPT_DETAILS} valores de detalle`)
    .default([]),
});
export type ReceiptVoucherInput = z.output<typeof receiptVoucherInput>;

export const receiptDraft = z.object({
  idPeriod: rowId,
  idCashBox: rowId,
  receiptDate: isoDate,
  idTaxpayer: rowId,
  taxedObject: z.object({ kind: z.enum(['vehicle', 'patent', 'cadastre']), id: rowId }).nullish(),
  idOperationType: rowId.nullish(),
  note: z.string().trim().max(250).nullish(),
  concepts: z.array(receiptConceptInput).min(1, 'Agregue al menos un concepto').max(50),
  vouchers: z.array(receiptVoucherInput).max(20),
});
export type ReceiptDraft = z.output<typeof receiptDraft>;

/** Net of a concept line: its amount less its discount, plus its interest on late payment. */
export function conceptNet(line: { amount: string; discount: string; interest?: string }): Decimal {
  return new Decimal(line.amount || 0).minus(line.discount || 0).plus(line.interest || 0);
}

/**
 * The receipt's balance as the form and the server see it: what the concepts come to (net), what
 * the vouchers pay, and the difference, which must be zero to post (spec section 5).
 */
export function receiptTotals(draft: {
  concepts: readonly { amount: string; discount: string; interest?: string }[];
  vouchers: readonly { amount: string }[];
}): { concepts: string; vouchers: string; difference: string } {
  const concepts = draft.concepts.reduce((sum, l) => sum.plus(conceptNet(l)), new Decimal(0));
  const vouchers = draft.vouchers.reduce((sum, v) => sum.plus(v.amount || 0), new Decimal(0));
  return {
    concepts: concepts.toFixed(2),
    vouchers: vouchers.toFixed(2),
    difference: concepts.minus(vouchers).toFixed(2),
  };
}

/**
 * What a concept line says under its description: the period it pays, what its tariff came from (a
 * vehicle's class), the TCMMV its bolívares come from (a tariff in the legal unit) and its detail values.
 */
export function conceptNote(line: {
  period?: string | null;
  details: readonly string[];
  tcmmv?: TcmmvBasis | null;
  basis?: string | null;
  interestBasis?: string | null;
}): string {
  return [
    line.period ? periodLabel(line.period) : '',
    line.basis ?? '',
    line.tcmmv ? tcmmvText(line.tcmmv) : '',
    line.interestBasis ? `Intereses de mora: ${line.interestBasis}` : '',
    ...line.details,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The legal unit a line's bolívares come from: TCMMV multiples at the BCV rate of a currency in force that day. */
export const tcmmvBasis = z.object({
  units: z.string(),
  rate: z.string(),
  currency: z.string(),
  validFrom: z.string(),
});
export type TcmmvBasis = z.infer<typeof tcmmvBasis>;

/** The bolívares of `units` TCMMV at `rate`: to the céntimo, half up. */
export function tcmmvAmount(units: string, rate: string): string {
  return new Decimal(units).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** How a line's bolívares were reached: «2,00 TCMMV × 52,12345678 Bs (EUR, fecha valor 27/11/2026)». */
export function tcmmvText(basis: TcmmvBasis): string {
  return `${formatMoney(basis.units)} TCMMV × ${formatRate(basis.rate)} Bs (${basis.currency}, fecha valor ${formatDate(basis.validFrom)})`;
}

export const receiptConceptLine = z.object({
  id: z.number(),
  idCollectionConcept: z.number(),
  code: z.string(),
  description: z.string(),
  incomeCode: z.string(),
  amount: z.string(),
  discount: z.string(),
  /** Interest on late payment of its period to the receipt's day, and how it was reached. */
  interest: z.string(),
  interestBasis: z.string().nullable(),
  amountNet: z.string(),
  period: z.string().nullable(),
  details: z.array(z.string()),
  /** Where the tariff is in the legal unit: what the bolívares were converted from. */
  tcmmv: tcmmvBasis.nullable(),
  /** What the tariff came from when it is not the concept's own: «Clase Particular · Automóvil: …». */
  basis: z.string().nullable(),
  /** The fine the line pays. */
  idFine: z.number().nullable(),
  /** The agreement the line pays, and which instalment (none: its balance). */
  idAgreement: z.number().nullable(),
  instalment: z.number().nullable(),
});

export const receiptVoucherLine = z.object({
  id: z.number(),
  idPaymentForm: z.number(),
  paymentForm: z.string(),
  kind: z.string(),
  amount: z.string(),
  voucherDate: z.string(),
  idBank: z.number().nullable(),
  bankName: z.string().nullable(),
  idBankAccount: z.number().nullable(),
  accountNumber: z.string().nullable(),
  reference: z.string().nullable(),
  details: z.array(z.string()),
  /** The deposit the voucher entered in the account's book, for money banked on the day. */
  idBankMovement: z.number().nullable(),
});

export const receiptDetail = z.object({
  ...documentOpening,
  receiptDate: z.string(),
  idCashBox: z.number(),
  cashBoxName: z.string(),
  /** The paper its box prints on (`RECEIPT_PAPERS`). */
  paper: z.enum(['LETTER', 'HALF_LETTER', 'ROLL_80']),
  collectionPointName: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  taxedObject: z.object({ kind: z.string(), id: z.number(), label: z.string() }).nullable(),
  idOperationType: z.number().nullable(),
  operationType: z.string().nullable(),
  note: z.string().nullable(),
  concepts: z.array(receiptConceptLine),
  vouchers: z.array(receiptVoucherLine),
  conceptsTotal: z.string(),
  vouchersTotal: z.string(),
  difference: z.string(),
  cashier: z.string().nullable(),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;

/** A receipt in a list: its header and totals. */
export const receiptHeader = receiptDetail.omit({ concepts: true, vouchers: true, taxedObject: true });
export type ReceiptHeader = z.infer<typeof receiptHeader>;

/**
 * The public verification of a receipt (spec sections 2 and 3): the fields the spec names, with the
 * cash box's name beside its id and the totals the page shows.
 */
export const verifiedReceipt = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  cliente: z.string(),
  idCashRegister: z.number(),
  cashRegister: z.string(),
  periodo: z.string(),
  receiptDate: z.string(),
  nameTaxPayer: z.string(),
  amountConcepts: z.string(),
  amountVouchers: z.string(),
  difference: z.string(),
  amountNet: z.string(),
  amountInWords: z.string(),
  annulledOn: z.string().nullable(),
  forConcepts: z.array(
    z.object({
      id: z.number(),
      cod: z.string(),
      description: z.string(),
      amount: z.string(),
      amountNet: z.string(),
      discount: z.string(),
      /** The line's number on the receipt. */
      num: z.number(),
      /** The period the line pays (2026-T1), where it pays one. */
      ser: z.string().nullable(),
      /** The legal unit's multiples charged (TCMMV, the successor of the U.T.), where it is in them. */
      ut: z.string().nullable(),
      obs: z.string().nullable(),
      v1: z.string().nullable(),
      v2: z.string().nullable(),
      v3: z.string().nullable(),
      v4: z.string().nullable(),
    }),
  ),
  vouchers: z.array(
    z.object({
      id: z.number(),
      paymentMethod: z.string(),
      nameBank: z.string().nullable(),
      accountNumber: z.string().nullable(),
      amount: z.string(),
      idBankAccount: z.number().nullable(),
      idPayMethod: z.number(),
      voucherDate: z.string(),
      reference: z.string().nullable(),
      v1: z.string().nullable(),
      v2: z.string().nullable(),
      v3: z.string().nullable(),
      v4: z.string().nullable(),
      v5: z.string().nullable(),
      v6: z.string().nullable(),
      v7: z.string().nullable(),
      v8: z.string().nullable(),
    }),
  ),
});
export type VerifiedReceipt = z.infer<typeof verifiedReceipt>;
