import { z } from 'zod';
import { moneyText } from '../budget/documents/document.ts';
import { DASHBOARD_SCREEN, namedAmount } from '../charts.ts';
import { rateOfDay } from '../common/exchange-rate.endpoints.ts';
import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { isoDate, rowId } from '../input.ts';
import { receiptDetail, receiptDraft, receiptHeader, verifiedReceipt } from './receipt.ts';

const RECEIPT_SCREENS = ['REC-REC-01', 'REC-REC-02', 'REC-REC-03'];

/** Receipts on the document kit: a cashier's drafts, posted with the box's next number, annulled before the close. */
export const receiptEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: RECEIPT_SCREENS,
    write: 'REC-REC-02',
    paths: {
      create: '/receipt/create',
      update: '/receipt/update',
      remove: '/receipt/deleteById/:id',
      post: '/receipt/post/:id',
      annul: '/receipt/annul/:id',
      detail: '/receipt/findById/:id',
      pdf: '/receipt/pdf/:id',
      list: '/receipt/findByIdPeriod/:idPeriod',
    },
    draft: receiptDraft,
    detail: receiptDetail,
    list: {
      filters: { idCashBox: rowId.optional(), idTaxpayer: rowId.optional() },
      header: receiptHeader,
    },
  }),
  /** Spec section 2: `GET /api/online/receipt/verify/{id}`, public, for the QR code's page. */
  verify: verifyEndpointOf('/receipt/verify/:id', verifiedReceipt),
};

/** A cash box's day: who opened it, with what float, and whether it is closed. */
export const cashBoxDay = z.object({
  id: z.number(),
  idCashBox: z.number(),
  cashBoxName: z.string(),
  collectionPointName: z.string(),
  day: z.string(),
  idCashier: z.number(),
  cashier: z.string(),
  openingFloat: z.string(),
  openedAt: z.string(),
  /** The posted daily close that closed it, or null while it is open. */
  idClose: z.number().nullable(),
  receipts: z.number(),
  collected: z.string(),
});
export type CashBoxDay = z.infer<typeof cashBoxDay>;

const BOX_SCREENS = ['REC-CAJ-01', 'REC-REC-02', 'REC-REP-01'];

/** What the receipt form offers: the cashier's open box, the active concepts and payment forms. */
export const receiptFormData = z.object({
  box: cashBoxDay.nullable(),
  concepts: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      description: z.string(),
      tariff: z.string().nullable(),
      /** `TCMMV`: the tariff is in multiples of the legal unit, charged at the TCMMV of the day. */
      tariffUnit: z.enum(['VES', 'TCMMV']),
      /** Null or `once`: no period; otherwise each line names the period it pays. */
      periodicity: z.enum(['once', 'monthly', 'quarterly', 'yearly']).nullable(),
      taxedObject: z.enum(['vehicle', 'patent', 'cadastre']).nullable(),
    }),
  ),
  paymentForms: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      description: z.string(),
      kind: z.string(),
      idBankAccount: z.number().nullable(),
      accountNumber: z.string().nullable(),
    }),
  ),
  /** The TCMMV of the open box's day (today's without one), for the lines in the legal unit; null: none recorded. */
  tcmmv: rateOfDay.nullable(),
});
export type ReceiptFormData = z.infer<typeof receiptFormData>;

/** What the period's receipts in force collected in one calendar month (net of discounts). */
export const collectionMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  collected: z.string(),
});

/** The period's collections month by month (every month of its dates), against the revenue budget's goal. */
export const collectionMonths = z.object({
  /** What the income classifier expects the period to collect (its entries' goals summed). */
  goal: z.string(),
  months: z.array(collectionMonth),
});
export type CollectionMonths = z.infer<typeof collectionMonths>;

export const cashBoxEndpoints = {
  /** The dashboard's picture of the year's collections (SA and ADMIN, as the budget's). */
  months: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/receipt/months/:idPeriod',
    summary: 'Lo recaudado en el período mes a mes y la meta del presupuesto de ingresos',
    access: access.anyScreen(['MPI-OI1-01']),
    params: z.object({ idPeriod: rowId }),
    response: collectionMonths,
  }),
  /** The dashboard's picture of what each concept brought in the period. */
  concepts: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/receipt/concepts/:idPeriod',
    summary: 'Lo recaudado en el período por concepto: los de más monto y el resto como «Otros»',
    access: access.anyScreen([DASHBOARD_SCREEN]),
    params: z.object({ idPeriod: rowId }),
    response: z.array(namedAmount),
  }),
  formData: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/receipt/formData',
    summary: 'La caja abierta del cajero, los conceptos y las formas de pago activos',
    access: access.screen('REC-REC-02'),
    response: receiptFormData,
  }),
  /** What a receipt may be charged on: the taxpayer's active vehicles, patentes and properties. */
  taxedObjects: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/receipt/taxedObjects/:idTaxpayer',
    summary: 'Los vehículos, patentes e inmuebles activos de un contribuyente',
    access: access.anyScreen(['REC-REC-02']),
    params: z.object({ idTaxpayer: rowId }),
    response: z.array(
      z.object({ kind: z.enum(['vehicle', 'patent', 'cadastre']), id: z.number(), label: z.string() }),
    ),
  }),
  /** A cashier opens a box for the day, with the cash float it starts with. */
  open: defineEndpoint({
    method: 'POST',
    service: 'collection',
    path: '/box/open',
    summary: 'Abre una caja para el día de hoy a nombre del cajero de la sesión',
    access: access.anyScreen(['REC-CAJ-01', 'REC-REC-02']),
    body: z.object({ idCashBox: rowId, openingFloat: moneyText.default('0.00') }),
    response: cashBoxDay,
  }),
  /** The box the session's cashier holds open, or null. */
  mine: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/box/mine',
    summary: 'La caja que el cajero de la sesión tiene abierta',
    access: access.anyScreen(BOX_SCREENS),
    response: cashBoxDay.nullable(),
  }),
  /** The boxes' days: those still open, and those of a day. */
  days: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/box/days',
    summary: 'Los días de caja abiertos y los de un día',
    access: access.anyScreen(BOX_SCREENS),
    query: z.object({ day: isoDate.optional() }),
    response: z.array(cashBoxDay),
  }),
};
