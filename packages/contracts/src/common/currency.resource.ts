import { defineResource, f } from '../resources/resource.ts';

export const currencyResource = defineResource({
  name: 'currency',
  table: 'currency',
  service: 'finance',
  path: 'currency',
  screen: 'CFG-MON-01',
  scope: { kind: 'global' },
  labels: { singular: 'moneda', plural: 'monedas', feminine: true },
  display: 'name',
  fields: [
    f.text('code', 'Código ISO', {
      required: true,
      max: 3,
      search: true,
      pattern: {
        regex: /^[A-Z]{3}$/,
        message: 'Use el código ISO 4217 de 3 letras mayúsculas, por ejemplo VES',
      },
      example: 'VES',
    }),
    f.text('name', 'Nombre', { required: true, max: 60, search: true }),
    f.text('symbol', 'Símbolo', { max: 5 }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una moneda con ese código' }],
});
