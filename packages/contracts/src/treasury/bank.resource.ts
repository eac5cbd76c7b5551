import { RIF_PATTERN } from '../common/company.resource.ts';
import { defineResource, f } from '../resources/resource.ts';

export const bankResource = defineResource({
  name: 'bank',
  table: 'bank',
  service: 'finance',
  path: 'bank',
  screen: 'TES-BAN-01',
  scope: { kind: 'client' },
  labels: { singular: 'banco', plural: 'bancos' },
  display: 'name',
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 4,
      search: true,
      pattern: { regex: /^\d{4}$/, message: 'El código del banco son 4 dígitos, por ejemplo 0102' },
      example: '0102',
    }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.text('rif', 'RIF', { max: 12, pattern: RIF_PATTERN, example: 'G-20009997-6' }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un banco con ese código en esta institución' }],
});
