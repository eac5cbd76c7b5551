import { defineResource, f } from '../resources/resource.ts';
import { BENEFICIARY_CODE } from './beneficiary.resource.ts';

/**
 * The institution's register of persons, natural or legal (a cheque's authorised signatory, a
 * depositor, a payee before becoming a beneficiary), each with its person type and country.
 */
export const personResource = defineResource({
  name: 'person',
  table: 'person',
  service: 'finance',
  path: 'person',
  screen: 'TES-PER-01',
  scope: { kind: 'client' },
  labels: { singular: 'persona', plural: 'personas', feminine: true },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    f.text('code', 'Cédula o RIF', {
      required: true,
      max: 12,
      search: true,
      pattern: BENEFICIARY_CODE,
      example: 'V-12345678',
    }),
    f.text('name', 'Nombre o razón social', { required: true, max: 200, search: true }),
    f.ref(
      'idPersonType',
      'Tipo de persona',
      { resource: 'personType', display: 'description' },
      { required: true },
    ),
    f.ref('idCountry', 'País', { resource: 'country', display: 'name' }, { required: true }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.text('phone', 'Teléfono', { max: 30, list: false }),
    f.email('email', 'Correo electrónico', { list: false }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una persona con esa cédula o RIF en esta institución' }],
});
