import { z } from 'zod';
import { moneyText } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * The daily close of a cash box (cierre diario, domain notes section 4): the cashier counts the cash
 * and the close records it against what the day's receipts say should be there. Posting it closes
 * the box's day and locks its receipts.
 */
export const cashCloseDraft = z.object({
  idPeriod: rowId,
  idCashBoxDay: rowId,
  closeDate: isoDate,
  countedCash: moneyText.refine((v) => !v.startsWith('-'), 'El efectivo contado no puede ser negativo'),
  note: z.string().trim().max(500).nullish(),
});
export type CashCloseDraft = z.output<typeof cashCloseDraft>;

const total = z.object({ receipts: z.number(), amount: z.string() });

/** What a box's day collected, as the close freezes it and as the screen previews it before. */
export const cashDaySummary = z.object({
  receiptsIssued: z.number(),
  receiptsAnnulled: z.number(),
  firstNumber: z.string().nullable(),
  lastNumber: z.string().nullable(),
  collected: z.string(),
  openingFloat: z.string(),
  cashReceived: z.string(),
  /** The float plus the cash received: what the drawer should hold. */
  expectedCash: z.string(),
  /** Cheques received, to deposit with the cash. */
  cheques: z.string(),
  byConcept: z.array(total.extend({ code: z.string(), description: z.string(), incomeCode: z.string() })),
  byPaymentForm: z.array(total.extend({ paymentForm: z.string(), kind: z.string() })),
  byBankAccount: z.array(total.extend({ accountNumber: z.string(), bankName: z.string() })),
  annulled: z.array(
    z.object({
      numberText: z.string(),
      taxpayer: z.string(),
      amount: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type CashDaySummary = z.infer<typeof cashDaySummary>;

export const cashCloseDetail = z.object({
  ...documentOpening,
  closeDate: z.string(),
  idCashBoxDay: z.number(),
  idCashBox: z.number(),
  cashBoxName: z.string(),
  collectionPointName: z.string(),
  cashier: z.string(),
  countedCash: z.string(),
  /** Counted less expected: negative is a shortage. Set at posting. */
  difference: z.string().nullable(),
  note: z.string().nullable(),
  /** Frozen at posting; null for a draft (the preview gives the live figures). */
  summary: cashDaySummary.nullable(),
  closedBy: z.string().nullable(),
  ...documentClosing,
  verifyId: z.null(),
});
export type CashCloseDetail = z.infer<typeof cashCloseDetail>;
