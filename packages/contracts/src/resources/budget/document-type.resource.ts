import { defineResource, f } from '../resource.ts';

/** Types of budget documents (spec section 3) and the budget moments each one moves. */
export const documentTypeResource = defineResource({
  name: 'documentType',
  table: 'document_type',
  service: 'budget',
  path: 'documentType',
  screen: 'CFG-TDO-01',
  scope: { kind: 'global' },
  labels: { singular: 'tipo de documento', plural: 'tipos de documento' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.integer('code', 'Código', { required: true, search: true }),
    f.text('name', 'Nombre', { required: true, max: 80, search: true }),
    f.boolean('committed', 'Compromete'),
    f.boolean('caused', 'Causa'),
    f.boolean('paid', 'Paga'),
    f.boolean('budgetary', 'Afecta el presupuesto', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un tipo de documento con ese código' }],
});
