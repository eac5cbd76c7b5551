import { defineResource, f } from '../resources/resource.ts';

export const generalParameterResource = defineResource({
  name: 'generalParameter',
  table: 'general_parameter',
  service: 'user',
  path: 'generalParameter',
  screen: 'CFG-PAR-01',
  scope: { kind: 'client' },
  labels: { singular: 'parámetro general', plural: 'parámetros generales' },
  display: 'code',
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 60,
      search: true,
      pattern: {
        regex: /^[A-Z0-9_]+$/,
        message: 'Use mayúsculas, números y guiones bajos, por ejemplo FIRMA_TESORERO',
      },
      example: 'FIRMA_TESORERO_0001',
    }),
    f.text('description', 'Descripción', { required: true, max: 200, search: true }),
    f.text('value', 'Valor', { max: 500, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un parámetro con ese código en esta institución' }],
});
