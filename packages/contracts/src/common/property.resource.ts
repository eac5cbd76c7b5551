import { defineResource, f } from '../resources/resource.ts';

/** Installation-wide properties (key and value) that configure the product. */
export const propertyResource = defineResource({
  name: 'property',
  table: 'property',
  service: 'user',
  path: 'property',
  screen: 'CFG-PRO-01',
  scope: { kind: 'global' },
  labels: { singular: 'propiedad', plural: 'propiedades', feminine: true },
  display: 'key',
  fields: [
    f.text('key', 'Clave', {
      required: true,
      max: 100,
      search: true,
      pattern: {
        regex: /^[a-z0-9._-]+$/,
        message: 'Use minúsculas, números, puntos y guiones, por ejemplo reportes.pie',
      },
      example: 'reportes.pie0001',
    }),
    f.text('value', 'Valor', { max: 1000, search: true }),
    f.text('description', 'Descripción', { max: 200 }),
  ],
  uniques: [{ fields: ['key'], message: 'Ya existe una propiedad con esa clave' }],
});
