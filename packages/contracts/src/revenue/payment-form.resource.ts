import { defineResource, f } from '../resources/resource.ts';

/**
 * How a taxpayer pays at the cash box. What a form does follows from its kind, fixed when it is
 * created: cash is counted at the close; a cheque names its bank and number and is deposited later;
 * a transfer, a card payment at the box's terminal or a mobile payment names its reference and
 * lands in one of the institution's bank accounts the same day, as a deposit in its book.
 */
export const PAYMENT_FORM_KINDS = [
  { value: 'cash', label: 'Efectivo' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'transfer', label: 'Transferencia' },
  { value: 'card', label: 'Tarjeta (punto de venta)' },
  { value: 'mobile', label: 'Pago móvil' },
] as const;
export type PaymentFormKind = (typeof PAYMENT_FORM_KINDS)[number]['value'];

/** The kinds whose money reaches a bank account of the institution on the day (a deposit in its book). */
export const BANKED_KINDS: readonly PaymentFormKind[] = ['transfer', 'card', 'mobile'];

export const paymentFormResource = defineResource({
  name: 'paymentForm',
  table: 'payment_form',
  service: 'collection',
  path: 'paymentWay',
  screen: 'REC-FP-01',
  scope: { kind: 'client' },
  labels: { singular: 'forma de pago', plural: 'formas de pago', feminine: true },
  display: 'description',
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('description', 'Descripción', { required: true, max: 120, search: true }),
    f.enum('kind', 'Clase', PAYMENT_FORM_KINDS, {
      required: true,
      immutable: true,
      help: 'Decide qué pide el recibo y adónde va el dinero; no cambia después de creada',
    }),
    f.ref(
      'idBankAccount',
      'Cuenta que recibe',
      { resource: 'bankAccount', display: 'accountNumber' },
      { help: 'La que el recibo propone para transferencias, tarjetas y pago móvil' },
    ),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una forma de pago con ese código en esta institución' }],
});
