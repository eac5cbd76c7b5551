import Decimal from 'decimal.js';
import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../../documents/document-endpoints.ts';
import type { FieldError } from '../../envelope.ts';
import { formatDate, formatMoney } from '../../format.ts';
import { isoDate, rowId, versionNumber } from '../../input.ts';
import { MONEY_PATTERN } from '../../resources/resource.ts';

/**
 * Budget documents (spec section 3, document types): what each type does to the budget moments, the
 * commands' schemas and the shape rules the form and the server share. The server alone applies
 * budget control (availability, committed, caused) inside the posting transaction.
 */

export type DocumentKind =
  | 'credit'
  | 'transfer'
  | 'reduction'
  | 'commitment'
  | 'causation'
  | 'budgetPayment'
  | 'patrimonialPayment'
  | 'egress';

/** Every kind, for the schemas that carry one. */
export const DOCUMENT_KINDS = [
  'credit',
  'transfer',
  'reduction',
  'commitment',
  'causation',
  'budgetPayment',
  'patrimonialPayment',
  'egress',
] as const satisfies readonly DocumentKind[];

export interface DocumentTypeInfo {
  code: number;
  name: string;
  kind: DocumentKind;
  /** The moments a document of this type moves by default (S in the type master). */
  committed: boolean;
  caused: boolean;
  paid: boolean;
  /** False for types that touch no budget account (11, 12). */
  budgetary: boolean;
}

const t = (
  code: number,
  name: string,
  kind: DocumentKind,
  moments: { committed?: boolean; caused?: boolean; paid?: boolean } = {},
  budgetary = true,
): DocumentTypeInfo => ({
  code,
  name,
  kind,
  committed: moments.committed ?? false,
  caused: moments.caused ?? false,
  paid: moments.paid ?? false,
  budgetary,
});

/** The spec's ten document types, seeded into the document-type master at every start. */
export const DOCUMENT_TYPES: readonly DocumentTypeInfo[] = [
  t(1, 'Credito Adicional 1', 'credit'),
  t(2, 'Credito Adicional 2', 'credit'),
  t(3, 'Credito Adicional', 'credit'),
  t(4, 'Traslado de Partidas', 'transfer'),
  t(7, 'Reduccion Presupuestaria', 'reduction'),
  t(8, 'Orden de Compromiso', 'commitment', { committed: true }),
  t(9, 'Causación', 'causation', { caused: true }),
  t(10, 'Orden de Pago Presupuestario', 'budgetPayment', { paid: true }),
  t(11, 'Orden de Pago Patrimonial', 'patrimonialPayment', {}, false),
  t(12, 'Comprobante de Egreso', 'egress', {}, false),
];

export function documentTypeInfo(code: number): DocumentTypeInfo | undefined {
  return DOCUMENT_TYPES.find((d) => d.code === code);
}

/**
 * Which earlier documents a type draws on (the pending list): a causación causes what a commitment
 * committed, a budget payment order pays what was caused, an egress voucher disburses payment orders.
 * A causación or payment order without sources is direct: it commits (and causes) as it goes.
 */
export const SOURCE_KINDS: Partial<Record<DocumentKind, DocumentKind[]>> = {
  causation: ['commitment'],
  budgetPayment: ['causation'],
  egress: ['budgetPayment', 'patrimonialPayment'],
};

export type Moment = 'aditional' | 'decrease' | 'committed' | 'caused' | 'paid';

/** The moments a document of this kind moves on each imputed account. */
export function momentsOf(kind: DocumentKind, direct: boolean): Moment[] {
  switch (kind) {
    case 'credit':
      return ['aditional'];
    case 'reduction':
      return ['decrease'];
    case 'commitment':
      return ['committed'];
    case 'causation':
      return direct ? ['committed', 'caused'] : ['caused'];
    case 'budgetPayment':
      return direct ? ['committed', 'caused', 'paid'] : ['paid'];
    default:
      // A traslado moves decrease (C) and aditional (R) line by line; 11 and 12 touch no account.
      return [];
  }
}

const MONEY_MESSAGE = 'Monto inválido: use hasta 2 decimales con punto, por ejemplo 1234.56';
// The pattern aborts: the refinements below read the text as a decimal and must see only valid ones.
export const moneyText = z.string().trim().regex(MONEY_PATTERN, { message: MONEY_MESSAGE, abort: true });
export const positiveMoney = moneyText.refine(
  (v) => new Decimal(v).gt(0),
  'El monto debe ser mayor que cero',
);
const positive = positiveMoney;
const nonNegative = moneyText.refine((v) => new Decimal(v).gte(0), 'El monto no puede ser negativo');
/** A rate in percent, 0 to 100 with up to two decimals. */
export const percentText = moneyText.refine(
  (v) => new Decimal(v).gte(0) && new Decimal(v).lte(100),
  'El porcentaje va de 0 a 100',
);

export const documentLineInput = z.object({
  idBudgetAccount: rowId,
  /** Zero is allowed here only so that a line reduced to zero is removed (spec section 4). */
  amount: nonNegative,
  /** Traslado only: C cedente, R receptor. */
  type: z.enum(['C', 'R']).nullish(),
  detail: z.string().trim().max(250).nullish(),
});
export type DocumentLineInput = z.infer<typeof documentLineInput>;

export const documentSourceInput = z.object({
  idDocumentSource: rowId,
  /** The account of the source line; null when the source is a whole payment order (egress). */
  idBudgetAccount: rowId.nullable(),
  amount: positive,
});
export type DocumentSourceInput = z.infer<typeof documentSourceInput>;

export const billInput = z.object({
  dateBill: isoDate,
  control: z.string().trim().min(1, 'Este campo es requerido').max(20),
  number: z.string().trim().min(1, 'Este campo es requerido').max(20),
  /** Exempt amount. */
  amountTaxed: nonNegative,
  amountWithoutTaxIva: nonNegative,
  amountTaxIva: nonNegative,
  amountBase: nonNegative,
  retentionIva: nonNegative,
  /** The IVA rate the bill charges, in percent: 16 general, 8 reduced, 31 with the luxury surcharge. */
  ivaRate: percentText.default('16.00'),
  /**
   * ISLR withheld under Decreto 1.808: the amount, the concept's three-digit code and the rate
   * applied (the amount may be less than base × rate: a resident individual's sustraendo).
   */
  retentionIslr: nonNegative.default('0.00'),
  islrConcept: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'El concepto de ISLR son 3 dígitos del Decreto 1.808, por ejemplo 002')
    .nullish(),
  islrRate: percentText.nullish(),
  /** The state's 1×1000 stamp tax withheld on the payment to a contractor. */
  retentionTimbre: nonNegative.default('0.00'),
});
export type BillInput = z.infer<typeof billInput>;

/** Whether a bill withholds anything: it then enters the treasury's register of withholdings. */
export const billWithholds = (bill: Pick<BillInput, 'retentionIva' | 'retentionIslr' | 'retentionTimbre'>) =>
  [bill.retentionIva, bill.retentionIslr, bill.retentionTimbre].some((v) => new Decimal(v ?? '0').gt(0));

/**
 * The act that approved a budget modification (credit, traslado, reduction): its number, its date and
 * the body that issued it (the Concejo Municipal, the Alcalde…). The law changes an approved budget
 * only by such an act; the document carries it to its printout and its verification page.
 */
export const modificationAct = z.object({
  number: z.string().trim().min(1, 'Este campo es requerido').max(40),
  date: isoDate,
  body: z.string().trim().min(1, 'Este campo es requerido').max(120),
});
export type ModificationAct = z.infer<typeof modificationAct>;

/** A modification's act as printed and shown: “Concejo Municipal, acto N.º AC-14 del 02/01/2026”. */
export const actText = (act: ModificationAct) =>
  `${act.body}, acto N.º ${act.number} del ${formatDate(act.date)}`;

/** The kinds that modify the approved budget, and so need the act that approved them. */
export const MODIFICATION_KINDS: readonly DocumentKind[] = ['credit', 'transfer', 'reduction'];

/** How an egress voucher pays: the two instruments a public treasury disburses with. */
export const DISBURSEMENT_METHODS = [
  { value: 'cheque', label: 'Cheque' },
  { value: 'transfer', label: 'Transferencia' },
] as const;
export type DisbursementMethod = (typeof DISBURSEMENT_METHODS)[number]['value'];

/**
 * What an egress voucher needs to pay (issue: treasury, "Movements"): the bank account the money
 * leaves, cheque or transfer, and the cheque's number or the transfer's reference. Posting the
 * voucher issues the bank movement from it, in the same transaction.
 */
export const disbursementInput = z.object({
  idBankAccount: rowId,
  method: z.enum(['cheque', 'transfer'], { message: 'Elija cheque o transferencia' }),
  reference: z.string().trim().max(30).nullish(),
});
export type DisbursementInput = z.infer<typeof disbursementInput>;

export const documentDraftInput = z.object({
  idPeriod: rowId,
  idDocumentType: rowId,
  dateOrder: isoDate,
  description: z.string().trim().min(1, 'Este campo es requerido').max(2000),
  idBeneficiary: rowId.nullish(),
  idFundingSource: rowId.nullish(),
  /** Patrimonial payment orders only: the amount, since they impute no account. */
  amount: positive.nullish(),
  /** Modifications only: the act that approved them (required to post). */
  act: modificationAct.nullish(),
  // A line reduced to zero leaves the document (spec section 4: imputations), it is not kept at zero.
  lines: z
    .array(documentLineInput)
    .max(500)
    .default([])
    .transform((lines) => lines.filter((l) => !new Decimal(l.amount).isZero())),
  sources: z.array(documentSourceInput).max(500).default([]),
  bills: z.array(billInput).max(200).default([]),
  /** Egress vouchers only: the account, instrument and reference it pays with (required to post). */
  disbursement: disbursementInput.nullish(),
});
export type DocumentDraftInput = z.infer<typeof documentDraftInput>;

export const documentUpdateInput = documentDraftInput.extend({
  id: rowId,
  version: versionNumber,
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateInput>;

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));
const fixed = (d: Decimal) => d.toFixed(2);

export interface BillTotals {
  subtotal: string;
  iva: string;
  total: string;
  exempt: string;
  retention: string;
  base: string;
  amountWithIva: string;
}

/** Purchase and bill totals (spec section 3), in decimals. */
export function billTotals(
  bills: readonly Pick<
    BillInput,
    'amountWithoutTaxIva' | 'amountTaxIva' | 'amountBase' | 'amountTaxed' | 'retentionIva'
  >[],
): BillTotals {
  const subtotal = sum(bills.map((b) => b.amountWithoutTaxIva));
  const iva = sum(bills.map((b) => b.amountTaxIva));
  const base = sum(bills.map((b) => b.amountBase));
  return {
    subtotal: fixed(subtotal),
    iva: fixed(iva),
    total: fixed(subtotal.plus(iva)),
    exempt: fixed(sum(bills.map((b) => b.amountTaxed))),
    retention: fixed(sum(bills.map((b) => b.retentionIva))),
    base: fixed(base),
    amountWithIva: fixed(base.plus(iva)),
  };
}

/** The document's total: what it moves (a traslado: what it cedes, equal to what it receives). */
export function documentAmount(
  kind: DocumentKind,
  input: Pick<DocumentDraftInput, 'lines' | 'sources' | 'amount'>,
): string {
  if (kind === 'patrimonialPayment') return fixed(new Decimal(input.amount ?? '0'));
  if (kind === 'egress') return fixed(sum(input.sources.map((s) => s.amount)));
  if (kind === 'transfer') return fixed(sum(input.lines.filter((l) => l.type === 'C').map((l) => l.amount)));
  if (input.sources.length > 0) return fixed(sum(input.sources.map((s) => s.amount)));
  return fixed(sum(input.lines.map((l) => l.amount)));
}

/**
 * The shape a document must have to be posted, by kind; the same messages in the form and from the
 * server. Budget availability is not checked here: only the server can, under its row locks.
 */
export function documentShapeErrors(kind: DocumentKind, input: DocumentDraftInput): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const budgetary = kind !== 'patrimonialPayment' && kind !== 'egress';
  const sourceKinds = SOURCE_KINDS[kind];

  if (budgetary && input.sources.length === 0 && input.lines.length === 0)
    add('lines', 'Agregue al menos una imputación presupuestaria');
  if (!budgetary && input.lines.length > 0)
    add('lines', 'Este tipo de documento no imputa cuentas presupuestarias');
  if (!sourceKinds && input.sources.length > 0)
    add('sources', 'Este tipo de documento no toma documentos pendientes');
  if (kind === 'egress' && input.sources.length === 0)
    add('sources', 'Elija al menos una orden de pago pendiente');
  if (kind === 'egress' && !input.disbursement)
    add('disbursement.idBankAccount', 'Indique la cuenta bancaria de la que sale el pago');
  if (kind === 'egress' && input.disbursement && !input.disbursement.reference)
    add(
      'disbursement.reference',
      input.disbursement.method === 'cheque'
        ? 'Indique el número del cheque'
        : 'Indique la referencia de la transferencia',
    );
  if (kind !== 'egress' && input.disbursement)
    add('disbursement', 'Solo un comprobante de egreso paga desde una cuenta bancaria');
  if (kind === 'patrimonialPayment' && !input.amount) add('amount', 'Indique el monto de la orden');
  if (kind !== 'patrimonialPayment' && input.amount) add('amount', 'El monto sale de las imputaciones');
  if (kind === 'credit' && !input.idFundingSource)
    add('idFundingSource', 'Indique la fuente de financiamiento del crédito');
  if (
    ['commitment', 'causation', 'budgetPayment', 'patrimonialPayment', 'egress'].includes(kind) &&
    !input.idBeneficiary
  )
    add('idBeneficiary', 'Indique el beneficiario');
  if (input.sources.length > 0 && input.lines.length > 0)
    add('lines', 'Con documentos pendientes, las imputaciones salen de ellos');
  if (MODIFICATION_KINDS.includes(kind) && !input.act)
    add('act', 'Indique el acto que aprobó la modificación: número, fecha y órgano');
  if (!MODIFICATION_KINDS.includes(kind) && input.act)
    add('act', 'Solo las modificaciones presupuestarias llevan acto de aprobación');
  if (input.act && input.act.date > input.dateOrder)
    add('act.date', 'El acto que aprueba la modificación no puede ser posterior al documento');

  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    if (kind === 'transfer' && !line.type)
      add(`lines.${i}.type`, 'Indique si la partida cede (C) o recibe (R)');
    if (kind !== 'transfer' && line.type)
      add(`lines.${i}.type`, 'Solo un traslado tiene partidas cedentes y receptoras');
    const key = `${line.idBudgetAccount}:${line.type ?? ''}`;
    if (seen.has(key)) add(`lines.${i}.idBudgetAccount`, 'Esa cuenta ya está imputada en el documento');
    seen.add(key);
  });
  if (kind === 'transfer') {
    const ceded = input.lines.filter((l) => l.type === 'C').map((l) => l.amount);
    const received = input.lines.filter((l) => l.type === 'R').map((l) => l.amount);
    if (ceded.length === 0 || received.length === 0)
      add('lines', 'Un traslado necesita al menos una partida cedente y una receptora');
    else if (!sum(ceded).eq(sum(received)))
      add(
        'lines',
        `El traslado no cuadra: cede ${formatMoney(fixed(sum(ceded)))} y recibe ${formatMoney(fixed(sum(received)))}`,
      );
    const cededIds = new Set(input.lines.filter((l) => l.type === 'C').map((l) => l.idBudgetAccount));
    if (input.lines.some((l) => l.type === 'R' && cededIds.has(l.idBudgetAccount)))
      add('lines', 'Una partida no puede ceder y recibir en el mismo traslado');
  }

  const sourceKeys = new Set<string>();
  input.sources.forEach((source, i) => {
    const key = `${source.idDocumentSource}:${source.idBudgetAccount ?? ''}`;
    if (sourceKeys.has(key)) add(`sources.${i}`, 'Ese pendiente ya está en el documento');
    sourceKeys.add(key);
    if (kind === 'egress' && source.idBudgetAccount !== null)
      add(`sources.${i}`, 'Un comprobante de egreso toma órdenes de pago completas, sin cuenta');
    if (kind !== 'egress' && source.idBudgetAccount === null)
      add(`sources.${i}`, 'Indique la cuenta del pendiente');
  });

  input.bills.forEach((bill, i) => {
    if (!new Decimal(bill.amountBase).plus(bill.amountTaxed).eq(bill.amountWithoutTaxIva))
      add(`bills.${i}.amountWithoutTaxIva`, 'El monto sin IVA debe ser la base imponible más el exento');
    if (new Decimal(bill.retentionIva).gt(bill.amountTaxIva))
      add(`bills.${i}.retentionIva`, 'La retención no puede superar el IVA de la factura');
    const islr = new Decimal(bill.retentionIslr ?? '0');
    if (islr.gt(0) && !bill.islrConcept)
      add(`bills.${i}.islrConcept`, 'Indique el concepto del Decreto 1.808 de la retención de ISLR');
    if (islr.gt(0) && !bill.islrRate)
      add(`bills.${i}.islrRate`, 'Indique el porcentaje de la retención de ISLR');
    if (islr.gt(bill.amountWithoutTaxIva))
      add(`bills.${i}.retentionIslr`, 'La retención de ISLR no puede superar el monto sin IVA');
    if (new Decimal(bill.retentionTimbre ?? '0').gt(bill.amountWithoutTaxIva))
      add(`bills.${i}.retentionTimbre`, 'El 1×1000 no puede superar el monto sin IVA');
  });
  if (input.bills.some(billWithholds) && !input.idBeneficiary)
    add('idBeneficiary', 'Indique el beneficiario al que se retiene');
  return errors;
}

/**
 * The pending list's toggle (spec section 4): choosing an item already chosen removes it.
 * Items are keyed by source document and account.
 */
export function togglePending<T extends { idDocumentSource: number; idBudgetAccount: number | null }>(
  chosen: readonly T[],
  item: T,
): T[] {
  const same = (x: T) =>
    x.idDocumentSource === item.idDocumentSource && x.idBudgetAccount === item.idBudgetAccount;
  return chosen.some(same) ? chosen.filter((x) => !same(x)) : [...chosen, item];
}

/** What an imputation moves, whichever moment it is (a line moves one amount, on one or more moments). */
export function imputationAmount(line: {
  amountAditional: string;
  amountDecrease: string;
  amountCommitted: string;
  amountCaused: string;
  amountPaid: string;
}): string {
  const moved = [
    line.amountPaid,
    line.amountCaused,
    line.amountCommitted,
    line.amountDecrease,
    line.amountAditional,
  ];
  return moved.find((v) => !new Decimal(v).isZero()) ?? '0.00';
}

/** The S/N flags of the verified document. */
export const yesNo = (value: boolean): 'S' | 'N' => (value ? 'S' : 'N');

// ——— Answers ———

const money = z.string();

export const budgetAccountOption = z.object({
  id: z.number().int(),
  /** Structure path and partida: `01.02.00.00.00.51.00 4.03.18.01.00`. */
  code: z.string(),
  accountCode: z.string(),
  description: z.string(),
  initial: money,
  modified: money,
  committed: money,
  caused: money,
  paid: money,
  available: money,
});
export type BudgetAccountOption = z.infer<typeof budgetAccountOption>;

/**
 * A traslado line as spec section 3 shapes it: the partida (`cod_par`), what the account has
 * available now (`current`), and the account's moments with the line's document (`traslado`).
 * Lines of other types carry the same account figures, for the form that shows them.
 */
export const trasladoAccount = z.object({
  aditionalAmount: money,
  decreaseAmount: money,
  causedAmount: money,
  committedAmount: money,
  initialAmount: money,
  paidAmount: money,
  idDocument: z.number().int(),
  idBudgetAccount: z.number().int(),
  /** The line no longer counts: its document was annulled (on `deletedDate`). */
  deleted: z.boolean(),
  deletedDate: z.string().nullable(),
});

export const documentLine = z.object({
  id: z.number().int(),
  idBudgetAccount: z.number().int(),
  budgetaccount: z.object({ code: z.string(), description: z.string() }),
  detail: z.string().nullable(),
  type: z.enum(['C', 'R']).nullable(),
  /** What the line moves, whichever moment it is. */
  amount: money,
  amountAditional: money,
  amountDecrease: money,
  amountCommitted: money,
  amountCaused: money,
  amountPaid: money,
  cod_par: z.string(),
  current: money,
  traslado: trasladoAccount,
});

export const documentSource = z.object({
  idDocumentSource: z.number().int(),
  sourceNumber: z.string(),
  idBudgetAccount: z.number().int().nullable(),
  accountCode: z.string().nullable(),
  amount: money,
});

// As read: every withholding field present (the defaults of the input are already applied).
export const documentBill = billInput.extend({
  id: z.number().int(),
  ivaRate: z.string(),
  retentionIslr: z.string(),
  islrConcept: z.string().nullable(),
  islrRate: z.string().nullable(),
  retentionTimbre: z.string(),
});

export const documentHeader = z.object({
  id: z.number().int(),
  version: z.number().int(),
  idPeriod: z.number().int(),
  periodName: z.string(),
  idDocumentType: z.number().int(),
  typeCode: z.number().int(),
  typeName: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  numOrder: z.string().nullable(),
  dateOrder: z.string(),
  description: z.string(),
  idBeneficiary: z.number().int().nullable(),
  beneficiary: z.object({ code: z.string(), name: z.string() }).nullable(),
  idFundingSource: z.number().int().nullable(),
  amount: money,
  committed: z.enum(['S', 'N']),
  caused: z.enum(['S', 'N']),
  paid: z.enum(['S', 'N']),
  /** The reversal's id on an annulled document; the annulled document's id on a reversal. */
  idReversal: z.number().int().nullable(),
  idReverses: z.number().int().nullable(),
  annulReason: z.string().nullable(),
  postedAt: z.string().nullable(),
  annulledAt: z.string().nullable(),
  /** The public verification id, once posted. */
  verifyId: z.string().nullable(),
  /** A modification's approving act. */
  act: modificationAct.nullable(),
  /**
   * An egress voucher's payment: the account, instrument and reference, and once posted the bank
   * movement it issued (its number as the bank book shows it).
   */
  disbursement: z
    .object({
      idBankAccount: z.number().int(),
      accountNumber: z.string(),
      bankName: z.string(),
      method: z.enum(['cheque', 'transfer']),
      reference: z.string().nullable(),
      idBankMovement: z.number().int().nullable(),
      /** What the bills it pays withheld (IVA, ISLR, 1×1000): kept back, paid over to the tax office. */
      withheld: z.string(),
      /** What the beneficiary was paid: the amount less what was withheld; the movement's amount. */
      net: z.string(),
      movementNumber: z.string().nullable(),
    })
    .nullable(),
});
export type DocumentHeader = z.infer<typeof documentHeader>;

/** An egress voucher's payment as printed and shown: “Cheque N.º 00000101 · cuenta 0102… (Banco de Venezuela)”. */
export function disbursementText(paid: NonNullable<DocumentHeader['disbursement']>): string {
  const instrument = paid.method === 'cheque' ? 'Cheque N.º' : 'Transferencia';
  const net = new Decimal(paid.withheld).isZero()
    ? ''
    : ` · neto ${formatMoney(paid.net)} (retenido ${formatMoney(paid.withheld)})`;
  return `${instrument} ${paid.reference ?? ''} · cuenta ${paid.accountNumber} (${paid.bankName})${net}`;
}

export const documentDetail = documentHeader.extend({
  lines: z.array(documentLine),
  sources: z.array(documentSource),
  bills: z.array(documentBill),
  totals: z.object({
    subtotal: money,
    iva: money,
    total: money,
    exempt: money,
    retention: money,
    base: money,
    amountWithIva: money,
  }),
  amountInWords: z.string(),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

export const pendingItem = z.object({
  idDocumentSource: z.number().int(),
  sourceNumber: z.string(),
  typeName: z.string(),
  dateOrder: z.string(),
  beneficiary: z.string().nullable(),
  idBudgetAccount: z.number().int().nullable(),
  accountCode: z.string().nullable(),
  accountDescription: z.string().nullable(),
  /** What the source moved on that account, and what is still pending of it. */
  amount: money,
  pending: money,
  status: z.string(),
});
export type PendingItem = z.infer<typeof pendingItem>;

/** The public verification answer (spec section 3, verified document). */
export const verifiedDocument = z.object({
  id: z.string(),
  idDocumentType: z.number().int(),
  typeName: z.string(),
  numOrder: z.string(),
  cliente: z.string(),
  codePeriod: z.string(),
  amount: money,
  amountInWords: z.string(),
  description: z.string(),
  beneficiary: z.object({ code: z.string(), name: z.string() }).nullable(),
  dateOrder: z.string(),
  /** The day the document was annulled (YYYY-MM-DD), or null while it is in force. */
  annulledOn: z.string().nullable(),
  /** A modification's approving act. */
  act: modificationAct.nullable(),
  caused: z.enum(['S', 'N']),
  committed: z.enum(['S', 'N']),
  paid: z.enum(['S', 'N']),
  imputations: z.array(
    z.object({
      id: z.number().int(),
      amountAditional: money,
      amountDecrease: money,
      amountCommitted: money,
      amountCaused: money,
      amountPaid: money,
      budgetaccount: z.object({ code: z.string(), description: z.string() }),
    }),
  ),
  bills: z.array(
    z.object({
      id: z.number().int(),
      dateBill: z.string(),
      control: z.string(),
      number: z.string(),
      amountTaxed: money,
      amountWithoutTaxIva: money,
      amountTaxIva: money,
      amountBase: money,
      retentionIva: money,
    }),
  ),
});
export type VerifiedDocument = z.infer<typeof verifiedDocument>;
