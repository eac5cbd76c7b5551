import { defineResource, f } from '../resources/resource.ts';

/** RIF of a company or body, or cédula of a person (V-12345678), the beneficiary's code. */
export const BENEFICIARY_CODE = {
  regex: /^([JGVEPC]-\d{8}-\d|[VE]-\d{5,9})$/,
  message: 'Use un RIF (J-12345678-9) o una cédula (V-12345678)',
};

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
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [
    { fields: ['code'], message: 'Ya existe un beneficiario con ese RIF o cédula en esta institución' },
  ],
});
