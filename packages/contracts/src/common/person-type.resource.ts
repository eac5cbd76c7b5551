import { defineResource, f } from '../resources/resource.ts';

export const personTypeResource = defineResource({
  name: 'personType',
  table: 'person_type',
  service: 'finance',
  path: 'personType',
  screen: 'CFG-TPE-01',
  scope: { kind: 'parent', resource: 'company', field: 'idCompany', path: 'findByIdCompany' },
  labels: { singular: 'tipo de persona', plural: 'tipos de persona' },
  display: 'description',
  fields: [
    f.ref('idCompany', 'Compañía', { resource: 'company', display: 'name' }, { required: true }),
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('description', 'Descripción', { required: true, max: 100, search: true }),
  ],
  uniques: [
    { fields: ['idCompany', 'code'], message: 'Ya existe un tipo de persona con ese código en la compañía' },
  ],
});
