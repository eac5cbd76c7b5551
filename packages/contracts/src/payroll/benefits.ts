import { z } from 'zod';
import { moneyText, positiveMoney } from '../budget/documents/document.ts';
import { integerIn, isoDate, rowId } from '../input.ts';

/**
 * Prestaciones sociales (LOTTT art. 142-143): each worker's guarantee, deposited in the
 * institution's books quarter by quarter, with the interest it earns at the BCV's monthly rate, and
 * what termination pays. Amounts are text (decimal); days may carry a fraction.
 */

/** What a ledger entry records. */
export const BENEFIT_ENTRY_KINDS = [
  { value: 'opening', label: 'Saldo inicial' },
  { value: 'guarantee', label: 'Garantía trimestral' },
  { value: 'additional', label: 'Días adicionales' },
  { value: 'interest', label: 'Intereses' },
  { value: 'advance', label: 'Anticipo' },
  { value: 'interestPayment', label: 'Pago de intereses' },
  { value: 'settlement', label: 'Liquidación' },
] as const;
export type BenefitEntryKind = (typeof BENEFIT_ENTRY_KINDS)[number]['value'];

/** Days of the guarantee per month (or fraction) served in a quarter: 15 a full quarter (art. 142 a, e). */
export const GUARANTEE_DAYS_PER_MONTH = 5;
/** The worker may draw advances up to this share of the guarantee deposited (art. 144). */
export const ADVANCE_SHARE = '0.75';

export const benefitDepositRequest = z.object({
  year: integerIn(2012, 9999, 'El año va de 2012 en adelante'),
  quarter: integerIn(1, 4, 'El trimestre va del 1 al 4'),
});
export type BenefitDepositRequest = z.infer<typeof benefitDepositRequest>;

export const benefitDeposit = z.object({
  id: z.number(),
  year: z.number(),
  quarter: z.number(),
  quarterEnd: z.string(),
  status: z.enum(['posted', 'annulled']),
  employees: z.number(),
  guarantee: z.string(),
  additional: z.string(),
  interest: z.string(),
  postedAt: z.string(),
  postedBy: z.string().nullable(),
  annulledAt: z.string().nullable(),
});
export type BenefitDeposit = z.infer<typeof benefitDeposit>;

/** A worker's guarantee at a glance: what was deposited, drawn and earned. */
export const benefitWorker = z.object({
  idEmployee: z.number(),
  idNumber: z.string(),
  name: z.string(),
  hireDate: z.string(),
  terminationDate: z.string().nullable(),
  /** Guarantee and additional days deposited. */
  deposited: z.string(),
  advances: z.string(),
  /** Deposited less advances: what earns interest (none once settled). */
  balance: z.string(),
  /** Interest earned and not paid (none once settled). */
  interest: z.string(),
  lastDeposit: z.string().nullable(),
  settled: z.boolean(),
});
export type BenefitWorker = z.infer<typeof benefitWorker>;

export const benefitEntry = z.object({
  id: z.number(),
  entryDate: z.string(),
  kind: z.enum([
    'opening',
    'guarantee',
    'additional',
    'interest',
    'advance',
    'interestPayment',
    'settlement',
  ]),
  description: z.string(),
  days: z.string().nullable(),
  /** The integral daily salary a deposit was computed at. */
  dailySalary: z.string().nullable(),
  rate: z.string().nullable(),
  amount: z.string(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  /** The guarantee (deposits less advances) after the entry: none once settled. */
  balance: z.string(),
  /** The interest earned and not paid after the entry. */
  interestBalance: z.string(),
});
export type BenefitEntry = z.infer<typeof benefitEntry>;

export const benefitLedger = z.object({
  worker: benefitWorker,
  entries: z.array(benefitEntry),
});

/** What termination pays (art. 142 c, d): the greater of the guarantee and 30 days a year, less advances. */
export const benefitSettlement = z.object({
  idEmployee: z.number(),
  terminationDate: z.string(),
  /** Service: whole years and the months beyond them. */
  years: z.number(),
  months: z.number(),
  lastNormalSalary: z.string(),
  integralDaily: z.string(),
  deposited: z.string(),
  /** The guarantee of the last quarter, not deposited yet: days and amount. */
  pendingDays: z.string(),
  pending: z.string(),
  guaranteeTotal: z.string(),
  retroactiveDays: z.number(),
  retroactive: z.string(),
  greater: z.enum(['guarantee', 'retroactive']),
  benefits: z.string(),
  advances: z.string(),
  interest: z.string(),
  /** What the worker receives for prestaciones and their interest. */
  total: z.string(),
  /** The normal daily salary the vacations and the year-end bonus are paid at. */
  normalDaily: z.string(),
  /** Vacation days of past years not enjoyed (art. 190), paid at the normal daily salary. */
  vacationDays: z.string(),
  vacation: z.string(),
  /** The year of service in progress: its vacation and bonus days by the months served since the anniversary (art. 196). */
  vacationFractionDays: z.string(),
  vacationFraction: z.string(),
  /** The year-end bonus by the months served in the year, when no year-end bonus was paid in it (art. 132). */
  yearEndDays: z.string(),
  yearEnd: z.string(),
  /** Art. 142 f: prestaciones are paid within 5 days of termination (calendar days). */
  dueDate: z.string(),
  /** The day of payment the late interest runs to: the request's, or today. */
  paidOn: z.string(),
  /** Days past the due date, and the interest of mora on the prestaciones at the BCV's lending rate. */
  lateDays: z.number(),
  lateInterest: z.string(),
  /** All termination pays: prestaciones and interest, vacations, the bonuses' fractions and any mora. */
  grandTotal: z.string(),
  /** What the computation could not include, for the office to settle first. */
  warnings: z.array(z.string()),
});
export type BenefitSettlement = z.infer<typeof benefitSettlement>;

export const benefitEmployeeParam = z.object({ idEmployee: rowId });
export const benefitDepositParam = z.object({ id: rowId });

/** What an advance may be for (LOTTT art. 144). */
export const ADVANCE_REASONS = [
  { value: 'housing', label: 'Vivienda: construcción, compra, mejora, reparación o hipoteca' },
  { value: 'education', label: 'Pensiones escolares del trabajador, su cónyuge o sus hijos' },
  { value: 'health', label: 'Gastos médicos y hospitalarios' },
] as const;

const reference = z.string().trim().min(3, 'Indique el documento (3 caracteres al menos)').max(200);

/** The guarantee and unpaid interest a worker brings from the system the institution used before. */
export const benefitOpeningRequest = z.object({
  idEmployee: rowId,
  entryDate: isoDate,
  amount: moneyText,
  interest: moneyText,
  reference,
});
export type BenefitOpeningRequest = z.infer<typeof benefitOpeningRequest>;

export const benefitAdvanceRequest = z.object({
  idEmployee: rowId,
  entryDate: isoDate,
  amount: positiveMoney,
  reason: z.enum(['housing', 'education', 'health'], { error: 'Elija para qué es el anticipo' }),
  reference,
});
export type BenefitAdvanceRequest = z.infer<typeof benefitAdvanceRequest>;

/** Records the settlement as paid: the act or payment order that pays it, and the day it is paid. */
export const benefitSettleRequest = z.object({ reference, paidOn: isoDate });
export type BenefitSettleRequest = z.infer<typeof benefitSettleRequest>;

/** Pays the interest the guarantee earned up to the end of a year (art. 143: yearly), once it is over. */
export const benefitInterestPaymentRequest = z.object({
  year: integerIn(2012, 9999, 'El año va de 2012 en adelante'),
  paidOn: isoDate,
  reference,
});
export type BenefitInterestPaymentRequest = z.infer<typeof benefitInterestPaymentRequest>;

/** What a year's interest payment paid: to how many workers, and how much in all. */
export const benefitInterestPayment = z.object({
  year: z.number(),
  employees: z.number(),
  total: z.string(),
});
export type BenefitInterestPayment = z.infer<typeof benefitInterestPayment>;
