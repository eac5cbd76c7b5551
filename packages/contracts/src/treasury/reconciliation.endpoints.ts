import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { integerIn, rowId } from '../input.ts';

const SCREEN = 'TES-CON-01';

/**
 * Bank reconciliation (domain notes, section 3), per bank account and month of a period: the book
 * (the account's movements and the book-side items left in transit when the period started)
 * against the bank (the statements' lines and the bank-side items in transit). Matched items leave
 * the reconciliation; what is left is in transit, and the month closes only when the book balance,
 * moved by what is in transit, gives the bank's balance to the céntimo.
 */
export const reconciliationKey = z.object({
  idBankAccount: rowId,
  idPeriod: rowId,
  month: integerIn(1, 12, 'Mes entre 1 y 12'),
});
export type ReconciliationKey = z.infer<typeof reconciliationKey>;

/** Where an item comes from: a movement of the book, a statement's line, an operation in transit. */
export const RECONCILIATION_SOURCES = ['movement', 'line', 'transit'] as const;
export type ReconciliationSource = (typeof RECONCILIATION_SOURCES)[number];

export const reconciliationItem = z.object({
  source: z.enum(RECONCILIATION_SOURCES),
  id: z.number(),
  date: z.string(),
  /** CH, TR, DP… for a movement or an operation in transit; null for a statement's line. */
  kind: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string(),
  /** Signed: positive when it puts money in the account. */
  amount: z.string(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

/** Why items were matched: the rule that paired them, and what it saw. */
export const MATCH_RULES = [
  { value: 'reference', label: 'Referencia y monto' },
  { value: 'amount', label: 'Monto y fecha' },
  { value: 'group', label: 'Varios contra uno' },
  { value: 'manual', label: 'Manual' },
  { value: 'booked', label: 'Registrada desde el banco' },
] as const;
export type MatchRule = (typeof MATCH_RULES)[number]['value'];

export const reconciliationMatch = z.object({
  id: z.number(),
  rule: z.enum(['reference', 'amount', 'group', 'manual', 'booked']),
  /** In words: «Cheque 00000101 por 400,00: misma referencia y monto, cobrado 3 días después». */
  reason: z.string(),
  book: z.array(reconciliationItem),
  bank: z.array(reconciliationItem),
});
export type ReconciliationMatch = z.infer<typeof reconciliationMatch>;

/**
 * The reconciliation statement: from the balance per book, what is in transit on each side, to the
 * balance the bank should show; against the statement's closing balance, the difference.
 */
export const reconciliationSummary = z.object({
  /** Opening book balance plus the movements dated up to the month's end. */
  bookBalance: z.string(),
  /** Book outflows the bank has not paid yet (cheques in transit): added back. */
  plusBookOutflows: z.string(),
  /** Book inflows the bank has not credited yet (deposits in transit): taken out. */
  minusBookInflows: z.string(),
  /** Bank credits not yet in the book (credit notes, interest): added. */
  plusBankCredits: z.string(),
  /** Bank debits not yet in the book (fees, debit notes): taken out. */
  minusBankDebits: z.string(),
  /** What the bank should show, from the book. */
  computedBankBalance: z.string(),
  /** The statement's closing balance; null while the month has no statement. */
  bankBalance: z.string().nullable(),
  /** Computed minus stated: zero to close. */
  difference: z.string().nullable(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummary>;

export const reconciliationView = z.object({
  idBankAccount: z.number(),
  idPeriod: z.number(),
  month: z.number(),
  accountNumber: z.string(),
  bankName: z.string(),
  /** The month's first and last day, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  status: z.enum(['open', 'closed']),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  idStatement: z.number().nullable(),
  summary: reconciliationSummary,
  /** What is still unmatched on each side (the oldest first); `more` counts what did not fit. */
  book: z.array(reconciliationItem),
  bank: z.array(reconciliationItem),
  bookMore: z.number(),
  bankMore: z.number(),
  /** The matches that took items of this month, newest first; `matchCount` counts them all. */
  matches: z.array(reconciliationMatch),
  matchCount: z.number(),
});
export type ReconciliationView = z.infer<typeof reconciliationView>;

const itemRefs = z.array(rowId).max(500).default([]);

export const manualMatchInput = reconciliationKey.extend({
  movements: itemRefs,
  lines: itemRefs,
  transits: itemRefs,
});
export type ManualMatchInput = z.infer<typeof manualMatchInput>;

/**
 * A line only the bank has (a fee, interest, a debit or credit note) entered in the book from the
 * line itself: a debit or credit note of its date, amount and reference, matched to it at once.
 */
export const bookLineInput = reconciliationKey.extend({
  idLine: rowId,
  /** What the book says of it; the line's own description when left out. */
  description: z.string().trim().min(1, 'Este campo es requerido').max(250).optional(),
  /** The movement's bank reference; the line's when left out (a movement needs one). */
  reference: z.string().trim().min(1, 'Este campo es requerido').max(30).optional(),
});
export type BookLineInput = z.infer<typeof bookLineInput>;

/** Most days apart the items of one side may be to be grouped against one of the other. */
export const MOST_GROUP_DAYS = 10;

/**
 * The automatic run, and how many days apart the items of a group may be dated (0: one day, as a
 * deposit slip's cheques; 1: two deposits of the 20th and the 21st the bank credited as one line).
 */
export const autoMatchInput = reconciliationKey.extend({
  groupDays: integerIn(0, MOST_GROUP_DAYS, `Entre 0 y ${MOST_GROUP_DAYS} días`).default(0),
});
export type AutoMatchInput = z.infer<typeof autoMatchInput>;

export const autoMatchResult = z.object({
  byReference: z.number(),
  byAmount: z.number(),
  byGroup: z.number(),
});
export type AutoMatchResult = z.infer<typeof autoMatchResult>;

/** treasury-Bank/reconciliation: read, match automatically or by hand, unmatch, close, print. */
export const reconciliationEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankReconciliation',
    summary: 'La conciliación de una cuenta en un mes: saldos, partidas en tránsito y conciliadas',
    access: access.screen(SCREEN),
    query: reconciliationKey,
    response: reconciliationView,
  }),
  auto: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/bankReconciliation/auto',
    summary: 'Concilia automáticamente por referencia, monto y fecha, uno a uno y varios contra uno',
    access: access.screen(SCREEN),
    body: autoMatchInput,
    response: autoMatchResult,
  }),
  match: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/bankReconciliation/match',
    summary: 'Concilia a mano movimientos del libro con líneas del banco que suman lo mismo',
    access: access.screen(SCREEN),
    body: manualMatchInput,
    response: reconciliationMatch,
  }),
  book: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/bankReconciliation/book',
    summary:
      'Registra en libros una línea que solo tiene el banco (comisión, intereses, nota de débito o de crédito) y la concilia',
    access: access.screen(SCREEN),
    body: bookLineInput,
    response: reconciliationMatch,
  }),
  unmatch: defineEndpoint({
    method: 'DELETE',
    service: 'finance',
    path: '/bankReconciliation/match/:id',
    summary: 'Deshace una conciliación: sus partidas vuelven a estar en tránsito',
    access: access.screen(SCREEN),
    params: z.object({ id: rowId }),
    response: z.null(),
  }),
  close: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/bankReconciliation/close',
    summary: 'Cierra el mes: la conciliación cuadra con diferencia cero y el mes queda bloqueado',
    access: access.screen(SCREEN),
    body: reconciliationKey,
    response: reconciliationView,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankReconciliation/pdf',
    summary: 'La conciliación del mes en PDF, con sus firmas',
    access: access.screen(SCREEN),
    query: reconciliationKey,
    files: ['pdf'],
  }),
};
