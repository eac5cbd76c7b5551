import { defineResource, f } from '../resources/resource.ts';

/** A place where the institution collects (the town hall's office, a market's booth), with its cash boxes. */
export const collectionPointResource = defineResource({
  name: 'collectionPoint',
  table: 'collection_point',
  service: 'collection',
  path: 'collectionPoint',
  screen: 'REC-EST-01',
  scope: { kind: 'client' },
  labels: { singular: 'estación de cobro', plural: 'estaciones de cobro', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [
    { fields: ['code'], message: 'Ya existe una estación de cobro con ese código en esta institución' },
  ],
});

/**
 * What belongs to one collection point (its cash boxes, its queue's services and counters): listed
 * by the point (`findByIdCollectionPoint`), which it names for good.
 */
export const underCollectionPoint = {
  scope: {
    kind: 'parent',
    resource: 'collectionPoint',
    field: 'idCollectionPoint',
    path: 'findByIdCollectionPoint',
  },
  field: () =>
    f.ref(
      'idCollectionPoint',
      'Estación de cobro',
      { resource: 'collectionPoint', display: 'name' },
      { required: true, immutable: true },
    ),
} as const;

/**
 * The paper a cash box prints its receipts on: the office's printer (Letter, or half a sheet), or a
 * thermal roll of 80 mm at the counter.
 */
export const RECEIPT_PAPERS = [
  { value: 'LETTER', label: 'Carta' },
  { value: 'HALF_LETTER', label: 'Media carta' },
  { value: 'ROLL_80', label: 'Rollo térmico de 80 mm' },
] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number]['value'];

/**
 * A cash box of a collection point (spec: boxes by collection point id). Its receipts are numbered
 * by the box, without gaps; its cash is deposited into the account it names.
 */
export const cashBoxResource = defineResource({
  name: 'cashBox',
  table: 'cash_box',
  service: 'collection',
  path: 'box',
  screen: 'REC-CAJ-01',
  scope: underCollectionPoint.scope,
  labels: { singular: 'caja', plural: 'cajas', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    underCollectionPoint.field(),
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.ref(
      'idBankAccount',
      'Cuenta de depósito',
      { resource: 'bankAccount', display: 'accountNumber' },
      { help: 'Donde se deposita el efectivo y los cheques de la caja' },
    ),
    f.enum('paper', 'Papel del recibo', RECEIPT_PAPERS, {
      initial: 'LETTER',
      list: false,
      help: 'Papel en que la caja imprime sus recibos: carta, media carta o rollo térmico de 80 mm',
    }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una caja con ese código en esta institución' }],
});
