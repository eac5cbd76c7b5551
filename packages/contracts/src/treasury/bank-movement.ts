import { z } from 'zod';
import { positiveMoney } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * The kinds of bank movement (domain notes, section 3), each with the series its numbers run in and
 * whether it takes money out of the account or puts it in.
 */
export const MOVEMENT_KINDS = [
  { id: 1, code: 'CH', label: 'Cheque', out: true },
  { id: 2, code: 'TR', label: 'Transferencia', out: true },
  { id: 3, code: 'DP', label: 'Depósito', out: false },
  { id: 4, code: 'RE', label: 'Retiro', out: true },
  { id: 5, code: 'ND', label: 'Nota de débito', out: true },
  { id: 6, code: 'NC', label: 'Nota de crédito', out: false },
  { id: 7, code: 'TE', label: 'Transferencia recibida', out: false },
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const CHEQUE_KIND = 1;
export const TRANSFER_KIND = 2;
/** The kinds a line only the bank has is entered as (reconciliation's «Registrar en libros»). */
export const DEBIT_NOTE_KIND = 5;
export const CREDIT_NOTE_KIND = 6;
/** The kind a transfer between two of the institution's accounts enters the receiving one as. */
export const TRANSFER_IN_KIND = 7;

export function movementKind(id: number): MovementKind | undefined {
  return MOVEMENT_KINDS.find((k) => k.id === id);
}

/** What a person enters for a movement; a cheque or transfer is made out to a beneficiary. */
export const bankMovementDraft = z.object({
  idPeriod: rowId,
  idBankAccount: rowId,
  idKind: z
    .number()
    .int()
    .refine((v) => movementKind(v) !== undefined, 'Tipo de movimiento desconocido'),
  movementDate: isoDate,
  reference: z.string().trim().max(30).nullish(),
  idBeneficiary: rowId.nullish(),
  description: z.string().trim().min(1, 'Describa el movimiento').max(250),
  amount: positiveMoney,
  /** The budget document behind it, where there is one (the egress voucher that paid). */
  idBudgetDocument: rowId.nullish(),
  /**
   * A transfer to another of the institution's accounts: the account it reaches, and what reaches it
   * in that account's currency (the same as `amount` between accounts of one currency; between
   * bolívares and a foreign currency, what the bank credited, the rate following from the two).
   */
  idToAccount: rowId.nullish(),
  toAmount: positiveMoney.nullish(),
});
export type BankMovementDraft = z.infer<typeof bankMovementDraft>;

/**
 * A transfer between two of the institution's accounts as the sending movement keeps it: where it
 * went, what arrived there and, between bolívares and a foreign currency, the rate the two amounts
 * make (bolívares per unit) beside the BCV's official rate of the day for that currency.
 */
export const accountTransfer = z.object({
  idToAccount: z.number(),
  toAccountNumber: z.string(),
  toCurrencyCode: z.string(),
  /** Null on a draft between two currencies that does not say it yet. */
  toAmount: z.string().nullable(),
  /** The movement that entered it in the receiving account (null while a draft). */
  idToMovement: z.number().nullable(),
  /** Bolívares per unit of the foreign currency, eight decimals; null between accounts of one currency. */
  rate: z.string().nullable(),
  bcvRate: z.string().nullable(),
  bcvValidFrom: z.string().nullable(),
});
export type AccountTransfer = z.infer<typeof accountTransfer>;

export const bankMovementDetail = z.object({
  ...documentOpening,
  idKind: z.number(),
  kindCode: z.string(),
  kindLabel: z.string(),
  movementDate: z.string(),
  idBankAccount: z.number(),
  accountNumber: z.string(),
  bankName: z.string(),
  /** The account's currency (ISO code): the amount is in it. */
  currencyCode: z.string(),
  reference: z.string().nullable(),
  idBeneficiary: z.number().nullable(),
  beneficiaryCode: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  description: z.string(),
  /** Positive as entered; a reversal carries it negated. */
  amount: z.string(),
  /** What it does to the book balance: negative when money leaves the account. */
  signedAmount: z.string(),
  idBudgetDocument: z.number().nullable(),
  /** A transfer between the institution's accounts, on the movement that sent it. */
  transfer: accountTransfer.nullable(),
  ...documentClosing,
  /** Bank movements are internal papers: never a public verification. */
  verifyId: z.null(),
});
export type BankMovementDetail = z.infer<typeof bankMovementDetail>;

/** The movements' own list filters, beside the kit's (search, status, dates). */
export const bankMovementFilters = {
  idBankAccount: rowId.optional(),
  idKind: rowId.optional(),
};
