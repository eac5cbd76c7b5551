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
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const CHEQUE_KIND = 1;
export const TRANSFER_KIND = 2;
/** The kinds a line only the bank has is entered as (reconciliation's «Registrar en libros»). */
export const DEBIT_NOTE_KIND = 5;
export const CREDIT_NOTE_KIND = 6;

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
});
export type BankMovementDraft = z.infer<typeof bankMovementDraft>;

export const bankMovementDetail = z.object({
  ...documentOpening,
  idKind: z.number(),
  kindCode: z.string(),
  kindLabel: z.string(),
  movementDate: z.string(),
  idBankAccount: z.number(),
  accountNumber: z.string(),
  bankName: z.string(),
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
