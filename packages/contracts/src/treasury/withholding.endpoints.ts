import { z } from 'zod';
import { DISBURSEMENT_METHODS } from '../budget/documents/document.ts';
import {
  documentClosing,
  documentEndpointsOf,
  documentListBase,
  documentOpening,
  verifyEndpointOf,
} from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { page } from '../envelope.ts';
import { integerIn, isoDate, rowId } from '../input.ts';

const SCREEN = 'TES-PAG-01';

/**
 * What the institution withholds as a withholding agent (domain notes, sections 2 and 6) and how
 * often each is declared: IVA per fortnight (a TXT file), ISLR per month (an XML file), the state's
 * 1×1000 stamp tax per month; and what a closed payroll run hands over of the legal contributions,
 * the worker's deduction and the employer's contribution together, paid over monthly to the body
 * that collects each.
 */
export const WITHHOLDING_KINDS = [
  { id: 1, code: 'IVA', label: 'IVA', declared: 'fortnight' },
  { id: 2, code: 'ISLR', label: 'ISLR', declared: 'month' },
  { id: 3, code: 'TIMBRE', label: 'Timbre fiscal 1×1000', declared: 'month' },
  { id: 4, code: 'SSO', label: 'Seguro Social (IVSS)', declared: 'month' },
  { id: 5, code: 'RPE', label: 'Paro forzoso (RPE)', declared: 'month' },
  { id: 6, code: 'FAOV', label: 'FAOV (BANAVIH)', declared: 'month' },
  { id: 7, code: 'FPJ', label: 'Fondo de pensiones (FPJ)', declared: 'month' },
  // What a payroll kept back for someone else (a savings fund, a union, a court-ordered alimony):
  // each row names the third party it is paid over to.
  { id: 8, code: 'TERCEROS', label: 'Deducciones a favor de terceros', declared: 'month' },
] as const;
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];
export const IVA_KIND = 1;
export const ISLR_KIND = 2;
export const TIMBRE_KIND = 3;
export const THIRD_PARTY_KIND = 8;

export function withholdingKind(id: number): WithholdingKind | undefined {
  return WITHHOLDING_KINDS.find((k) => k.id === id);
}

// A number in a body, digits in a query string.
const kindId = integerIn(1, 99, 'Tipo de retención desconocido').refine(
  (v) => withholdingKind(v) !== undefined,
  'Tipo de retención desconocido',
);

export const WITHHOLDING_STATUSES = ['withheld', 'paid', 'annulled'] as const;
export const WITHHOLDING_STATUS_LABELS: Record<(typeof WITHHOLDING_STATUSES)[number], string> = {
  withheld: 'Por enterar',
  paid: 'Enterada',
  annulled: 'Anulada',
};

/** One withholding of the register, as the screen and the receipt show it. */
export const withholdingRow = z.object({
  id: z.number(),
  idKind: z.number(),
  kindCode: z.string(),
  idPeriod: z.number(),
  receiptNumber: z.string(),
  withheldOn: z.string(),
  idDocument: z.number(),
  /** The budget document that withheld it, as numbered: 'Causación N.º 4'. */
  documentName: z.string(),
  idBeneficiary: z.number(),
  beneficiaryCode: z.string(),
  beneficiaryName: z.string(),
  billDate: z.string(),
  billNumber: z.string(),
  billControl: z.string(),
  billTotal: z.string(),
  base: z.string(),
  rate: z.string(),
  amount: z.string(),
  concept: z.string().nullable(),
  /** A deduction for a third party: whom it is paid over to. */
  idPayee: z.number().nullable(),
  payeeName: z.string().nullable(),
  status: z.enum(WITHHOLDING_STATUSES),
  idPayment: z.number().nullable(),
  paymentNumber: z.string().nullable(),
});
export type WithholdingRow = z.infer<typeof withholdingRow>;

/** The register, filtered: a tax, a status, the days withheld and a text (RIF, name, bill, receipt). */
export const withholdingQuery = documentListBase.omit({ status: true }).extend({
  idKind: kindId.optional(),
  status: z.enum(WITHHOLDING_STATUSES).optional(),
  idBeneficiary: rowId.optional(),
});

/**
 * A withholding payment (enteramiento): the withholdings of one tax paid over to the body that
 * collects it, from a bank account by cheque or transfer. Posting issues the non-budget payment
 * order (type 11) and the egress voucher (type 12) that pays it.
 */
export const withholdingPaymentDraft = z.object({
  idPeriod: rowId,
  idKind: kindId,
  paymentDate: isoDate,
  /** The collecting body (SENIAT, the state's tax office), a beneficiary of the institution. */
  idBeneficiary: rowId.nullish(),
  description: z.string().trim().min(1, 'Describa el enteramiento').max(250),
  idBankAccount: rowId.nullish(),
  method: z.enum(['cheque', 'transfer'], { message: 'Elija cheque o transferencia' }).nullish(),
  reference: z.string().trim().max(30).nullish(),
  withholdings: z.array(rowId).max(5_000).default([]),
});
export type WithholdingPaymentDraft = z.infer<typeof withholdingPaymentDraft>;

export const withholdingPaymentHeader = z.object({
  ...documentOpening,
  idKind: z.number(),
  kindCode: z.string(),
  paymentDate: z.string(),
  idBeneficiary: z.number().nullable(),
  beneficiaryCode: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  description: z.string(),
  idBankAccount: z.number().nullable(),
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  method: z.enum(DISBURSEMENT_METHODS.map((m) => m.value) as ['cheque', 'transfer']).nullable(),
  reference: z.string().nullable(),
  amount: z.string(),
  count: z.number(),
  /** What posting issued: the payment order, the egress voucher and the bank movement. */
  idOrder: z.number().nullable(),
  orderNumber: z.string().nullable(),
  idVoucher: z.number().nullable(),
  voucherNumber: z.string().nullable(),
  idBankMovement: z.number().nullable(),
  movementNumber: z.string().nullable(),
  ...documentClosing,
  /** Internal papers: never a public verification. */
  verifyId: z.null(),
});
export type WithholdingPaymentHeader = z.infer<typeof withholdingPaymentHeader>;

export const withholdingPaymentDetail = withholdingPaymentHeader.extend({
  withholdings: z.array(withholdingRow),
});
export type WithholdingPaymentDetail = z.infer<typeof withholdingPaymentDetail>;

export const withholdingPaymentEndpoints = documentEndpointsOf({
  service: 'finance',
  read: [SCREEN],
  write: SCREEN,
  paths: {
    create: '/withholdingPayment/create',
    update: '/withholdingPayment/update',
    remove: '/withholdingPayment/deleteById/:id',
    post: '/withholdingPayment/post/:id',
    annul: '/withholdingPayment/annul/:id',
    detail: '/withholdingPayment/findById/:id',
    pdf: '/withholdingPayment/pdf/:id',
    list: '/withholdingPayment/findByIdPeriod/:idPeriod',
  },
  draft: withholdingPaymentDraft,
  detail: withholdingPaymentDetail,
  list: { filters: { idKind: kindId.optional() }, header: withholdingPaymentHeader },
});

/** A month of a year, as the ISLR file declares it. */
export const declarationMonth = z.object({
  year: integerIn(2000, 2999, 'Año inválido'),
  month: integerIn(1, 12, 'Mes entre 1 y 12'),
});
/** IVA is declared per fortnight: 1, days 1 to 15; 2, the 16th to the end of the month. */
export const declarationFortnight = declarationMonth.extend({
  fortnight: integerIn(1, 2, 'Quincena 1 (días 1 al 15) o 2 (del 16 al fin de mes)'),
});

/** What the public verification of an annual ISLR certificate says, as it was printed. */
export const verifiedIslrCertificate = z.object({
  institucion: z.string(),
  rifAgente: z.string().nullable(),
  beneficiario: z.string(),
  rif: z.string(),
  ejercicio: z.number().int(),
  montoPagado: z.string(),
  impuestoRetenido: z.string(),
  emitido: z.string(),
});
export type VerifiedIslrCertificate = z.infer<typeof verifiedIslrCertificate>;

export const withholdingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/findByIdPeriod/:idPeriod',
    summary: 'Retenciones practicadas en el período, filtradas y paginadas',
    access: access.screen(SCREEN),
    params: z.object({ idPeriod: rowId }),
    query: withholdingQuery,
    response: page(withholdingRow).extend({ amount: z.string() }),
  }),
  /** What is still to pay over of one tax, withheld up to a day, whatever period withheld it. */
  pending: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/pending',
    summary: 'Retenciones por enterar de un impuesto hasta una fecha',
    access: access.screen(SCREEN),
    // A third party's deductions are paid over to that third party: `idPayee` picks theirs.
    query: z.object({ idKind: kindId, to: isoDate, from: isoDate.optional(), idPayee: rowId.optional() }),
    response: z.object({ rows: z.array(withholdingRow), amount: z.string() }),
  }),
  receipt: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/receipt/:id',
    summary: 'Comprobante de retención de la factura, en PDF',
    access: access.screen(SCREEN),
    params: z.object({ id: rowId }),
    files: ['pdf'],
  }),
  /**
   * The receipts of the bills a tax was withheld on between two days (a fortnight's IVA vouchers,
   * printed again for the suppliers), one per page, optionally of one beneficiary; annulled ones left out.
   */
  receipts: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/receipts',
    summary: 'Comprobantes de retención de un lapso, uno por página, en PDF',
    access: access.screen(SCREEN),
    query: z
      .object({ idKind: kindId, from: isoDate, to: isoDate, idBeneficiary: rowId.optional() })
      .refine((q) => q.from <= q.to, {
        message: 'La fecha final no puede ser anterior a la inicial',
        path: ['to'],
      }),
    files: ['pdf'],
  }),
  ivaFile: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/ivaTxt',
    summary: 'Archivo TXT de las retenciones de IVA de una quincena, para el SENIAT',
    access: access.screen(SCREEN),
    query: declarationFortnight,
    files: ['txt'],
  }),
  islrFile: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/islrXml',
    summary: 'Archivo XML de las retenciones de ISLR de un mes, para el SENIAT',
    access: access.screen(SCREEN),
    query: declarationMonth,
    files: ['xml'],
  }),
  /**
   * The annual certificate of the ISLR withheld from a beneficiary (AR-C style): month by month what
   * was paid, what was subject to withholding and what was withheld, with running totals, and a QR
   * code to its public verification. Printing it records it, with the totals it states.
   */
  islrCertificate: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/withholding/islrCertificate',
    summary: 'Comprobante anual de retenciones de ISLR de un beneficiario (AR-C), en PDF',
    access: access.screen(SCREEN),
    query: z.object({ idBeneficiary: rowId, year: integerIn(2000, 2999, 'Año inválido') }),
    files: ['pdf'],
  }),
  /** `GET /api/online/islrCertificate/verify/{id}`, public, for the certificate's QR code. */
  verifyIslrCertificate: verifyEndpointOf('/islrCertificate/verify/:id', verifiedIslrCertificate),
};
