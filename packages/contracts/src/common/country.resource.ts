import { defineResource, f } from '../resources/resource.ts';

/** Countries (ISO 3166-1), shared by every institution: a person's nationality, a beneficiary's country. */
export const countryResource = defineResource({
  name: 'country',
  table: 'country',
  service: 'finance',
  path: 'country',
  screen: 'CFG-PAI-01',
  scope: { kind: 'global' },
  labels: { singular: 'país', plural: 'países' },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    f.text('code', 'Código ISO', {
      required: true,
      max: 2,
      search: true,
      immutable: true,
      pattern: { regex: /^[A-Z]{2}$/, message: 'El código ISO son 2 letras mayúsculas, por ejemplo VE' },
      example: 'VE',
    }),
    f.text('name', 'Nombre', { required: true, max: 100, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un país con ese código' }],
});
