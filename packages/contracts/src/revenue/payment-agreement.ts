import Decimal from 'decimal.js';
import { z } from 'zod';
import { positiveMoney } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/** What an agreement's debt is owed on: a taxed object's period, or a fine. */
export const AGREEMENT_DEBT_KINDS = ['vehicle', 'patent', 'cadastre', 'fine'] as const;

/**
 * What stands for an agreement's instalment, or for its balance once it has ended, where what is owed
 * is keyed by period: `convenio:<number>/<instalment>` and `convenio:<number>/saldo`.
 */
export const AGREEMENT_PERIOD = 'convenio:';
export const AGREEMENT_BALANCE = 'saldo';

/** A debt the agreement takes, as the taxpayer's statement keys it. */
export const agreementDebtKey = z.object({
  objectKind: z.enum(AGREEMENT_DEBT_KINDS),
  idObject: rowId,
  idCollectionConcept: rowId,
  period: z.string().trim().min(1).max(40),
});
export type AgreementDebtKey = z.output<typeof agreementDebtKey>;

export const agreementInstalmentInput = z.object({
  dueDate: isoDate,
  amount: positiveMoney,
});

/**
 * A payment agreement (convenio de pago) to sign: a taxpayer's chosen debts, as they stand today (tax
 * and interest on late payment to today), turned into instalments of a kind of agreement, the first
 * of them the initial payment; they must add up to the debts, to the céntimo.
 */
export const paymentAgreementDraft = z.object({
  idPeriod: rowId,
  agreementDate: isoDate,
  idTaxpayer: rowId,
  idAgreementType: rowId,
  debts: z.array(agreementDebtKey).min(1, 'Elija al menos una deuda').max(200),
  instalments: z.array(agreementInstalmentInput).min(1, 'Indique al menos una cuota').max(60),
  note: z.string().trim().max(250).nullish(),
});
export type PaymentAgreementDraft = z.output<typeof paymentAgreementDraft>;

/** Where an agreement stands on a day: a draft, in force and up to date, ended by a missed instalment, paid, or annulled. */
export const AGREEMENT_STATES = ['draft', 'inForce', 'breached', 'completed', 'annulled'] as const;
export const AGREEMENT_STATE_LABELS: Record<(typeof AGREEMENT_STATES)[number], string> = {
  draft: 'Borrador',
  inForce: 'Al día',
  breached: 'Incumplido',
  completed: 'Cumplido',
  annulled: 'Anulado',
};

export const paymentAgreementDetail = z.object({
  ...documentOpening,
  agreementDate: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  taxpayerAddress: z.string().nullable(),
  idAgreementType: z.number(),
  typeCode: z.string(),
  typeDescription: z.string(),
  legalBasis: z.string(),
  graceDays: z.number(),
  allowsSolvency: z.boolean(),
  /** The debts' tax, their interest to the agreement's day, and both. */
  owed: z.string().nullable(),
  interest: z.string().nullable(),
  total: z.string().nullable(),
  debts: z.array(
    z.object({
      line: z.number(),
      objectKind: z.enum(AGREEMENT_DEBT_KINDS),
      idObject: z.number(),
      idCollectionConcept: z.number(),
      period: z.string(),
      periodLabel: z.string(),
      code: z.string(),
      description: z.string(),
      objectLabel: z.string(),
      dueDate: z.string(),
      amount: z.string(),
      interest: z.string(),
      interestBasis: z.string().nullable(),
    }),
  ),
  instalments: z.array(
    z.object({
      number: z.number(),
      dueDate: z.string(),
      amount: z.string(),
      /** The receipt in force that paid it. */
      paidBy: z.string().nullable(),
    }),
  ),
  state: z.enum(AGREEMENT_STATES),
  /** The day a missed instalment ended it. */
  breachedOn: z.string().nullable(),
  /** What its instalments still owe. */
  balance: z.string(),
  note: z.string().nullable(),
  issuedBy: z.string().nullable(),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type PaymentAgreementDetail = z.infer<typeof paymentAgreementDetail>;

/** What an agreement's QR code shows anyone who scans it. */
export const verifiedAgreement = z.object({
  numero: z.string(),
  institucion: z.string(),
  contribuyente: z.string(),
  rif: z.string(),
  fecha: z.string(),
  cuotas: z.number(),
  pagadas: z.number(),
  total: z.string(),
  estado: z.enum(['AL DÍA', 'INCUMPLIDO', 'CUMPLIDO', 'ANULADO']),
});
export type VerifiedAgreement = z.infer<typeof verifiedAgreement>;

/** The same day `months` later, or the month's last day when it has no such day (31 → 30). */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Instalments the form proposes: the first (the initial payment, due on `first`) a `firstPercent`
 * share of the total rounded up to the céntimo, the rest equal and monthly after it, the last one
 * taking the céntimos the division leaves; they add up to the total.
 */
export function proposeInstalments(
  total: string,
  count: number,
  firstPercent: string,
  first: string,
): { dueDate: string; amount: string }[] {
  const whole = new Decimal(total);
  if (count <= 1) return [{ dueDate: first, amount: whole.toFixed(2) }];
  const initial = Decimal.max(
    whole.times(firstPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_UP),
    whole.div(count).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  );
  const rest = whole.minus(initial);
  const each = rest.div(count - 1).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Array.from({ length: count }, (_, i) => ({
    dueDate: monthsAfter(first, i),
    amount: (i === 0 ? initial : i === count - 1 ? rest.minus(each.times(count - 2)) : each).toFixed(2),
  }));
}
