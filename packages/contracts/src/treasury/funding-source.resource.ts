import { defineResource, f } from '../resources/resource.ts';

/**
 * Where the money of a budget account comes from (ordinary resources, situado, FCI…). Additional
 * credits name the source that finances them; each specific account may name its usual source.
 */
export const fundingSourceResource = defineResource({
  name: 'fundingSource',
  table: 'funding_source',
  service: 'finance',
  path: 'fundingSource',
  screen: 'TES-FUE-01',
  scope: { kind: 'client' },
  labels: { singular: 'fuente de financiamiento', plural: 'fuentes de financiamiento', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 10,
      search: true,
      pattern: { regex: /^[0-9A-Z-]{1,10}$/, message: 'Use dígitos, mayúsculas o guiones, por ejemplo 01' },
      example: '01',
    }),
    f.text('name', 'Denominación', { required: true, max: 160, search: true }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una fuente con ese código en esta institución' }],
});
