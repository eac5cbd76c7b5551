import { defineResource, f } from '../resources/resource.ts';

export const RIF_PATTERN = {
  regex: /^[JGVEPC]-\d{8}-\d$/,
  message: 'RIF inválido: use el formato J-12345678-9',
};

export const companyResource = defineResource({
  name: 'company',
  table: 'company',
  service: 'user',
  path: 'company',
  screen: 'CFG-EMP-01',
  scope: { kind: 'global' },
  labels: { singular: 'compañía', plural: 'compañías', feminine: true },
  display: 'name',
  fields: [
    f.text('name', 'Nombre', { required: true, max: 150, search: true }),
    f.text('rif', 'RIF', {
      required: true,
      max: 12,
      search: true,
      pattern: RIF_PATTERN,
      example: 'J-12345678-9',
    }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.text('phone', 'Teléfono', { max: 30 }),
    f.email('email', 'Correo electrónico', { list: false }),
  ],
  uniques: [{ fields: ['rif'], message: 'Ya existe una compañía con ese RIF' }],
  referencedBy: [{ table: 'client', column: 'id_company', label: 'instituciones' }],
});
