import Decimal from 'decimal.js';
import { defineResource, f } from '../resources/resource.ts';

/** RIF of a company or body, or cédula of a person (V-12345678), the beneficiary's code. */
export const BENEFICIARY_CODE = {
  regex: /^([JGVEPC]-\d{8}-\d|[VE]-\d{5,9})$/,
  message: 'Use un RIF (J-12345678-9) o una cédula (V-12345678)',
};

/**
 * How much of a bill's IVA is withheld from the beneficiary (Providencia SNAT/2015/0049): 75 % as a
 * rule (art. 4); 100 % when the supplier is not in the RIF, its data there do not match, or its bill
 * lacks what the law requires (art. 5); nothing where no IVA is withheld from it.
 */
export const IVA_WITHHOLDINGS = [
  { value: '75', label: '75 % del IVA' },
  { value: '100', label: '100 % del IVA (art. 5 de la Providencia 0049)' },
  { value: '0', label: 'No se le retiene IVA' },
] as const;
export type IvaWithholding = (typeof IVA_WITHHOLDINGS)[number]['value'];

/** What must be withheld of `iva` from a beneficiary of that status, to the céntimo (half up). */
export const ivaToWithhold = (iva: string, status: IvaWithholding): string =>
  new Decimal(iva).times(status).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Who a budget document or a payment is made out to: suppliers, contractors, staff, other bodies. */
export const beneficiaryResource = defineResource({
  name: 'beneficiary',
  table: 'beneficiary',
  service: 'finance',
  path: 'beneficiary',
  screen: 'TES-BEN-01',
  scope: { kind: 'client' },
  labels: { singular: 'beneficiario', plural: 'beneficiarios' },
  display: 'name',
  fields: [
    f.text('code', 'RIF o cédula', {
      required: true,
      max: 12,
      search: true,
      pattern: BENEFICIARY_CODE,
      example: 'J-30123456-7',
    }),
    f.text('name', 'Nombre o razón social', { required: true, max: 200, search: true }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.text('phone', 'Teléfono', { max: 30, list: false }),
    f.email('email', 'Correo electrónico', { list: false }),
    f.ref('idCountry', 'País', { resource: 'country', display: 'name' }, { list: false }),
    f.enum('ivaWithholding', 'Retención de IVA', IVA_WITHHOLDINGS, {
      initial: '75',
      list: false,
      help: 'Lo que se le retiene del IVA de cada factura; el servidor rechaza otro monto',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [
    { fields: ['code'], message: 'Ya existe un beneficiario con ese RIF o cédula en esta institución' },
  ],
});
