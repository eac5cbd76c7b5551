import { DOCUMENT_TYPES, type DocumentTypeInfo } from '../budget/documents/document.ts';
import { defineResource, f } from '../resources/resource.ts';

/** An SQL test over the row's code: whether its spec type has the flag. */
const specFlag = (flag: (d: DocumentTypeInfo) => boolean) => {
  const codes = DOCUMENT_TYPES.filter(flag).map((d) => d.code);
  return codes.length > 0 ? `t.code in (${codes.join(', ')})` : 'false';
};

/**
 * Types of budget documents (spec section 3). What a type does (the budget moments it moves) is fixed
 * by its spec code in `DOCUMENT_TYPES`, never by an editable field: the code cannot change once the
 * type exists, and the moments shown here are computed from it. The SA may rename a type.
 */
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
    f.integer('code', 'Código', { required: true, search: true, immutable: true }),
    f.text('name', 'Nombre', { required: true, max: 80, search: true }),
  ],
  computed: [
    { name: 'committed', label: 'Compromete', kind: 'boolean', sql: specFlag((d) => d.committed) },
    { name: 'caused', label: 'Causa', kind: 'boolean', sql: specFlag((d) => d.caused) },
    { name: 'paid', label: 'Paga', kind: 'boolean', sql: specFlag((d) => d.paid) },
    { name: 'budgetary', label: 'Afecta el presupuesto', kind: 'boolean', sql: specFlag((d) => d.budgetary) },
  ],
  // The type's id is its code (migration 0012): what `idDocumentType` carries everywhere.
  rules: [
    {
      field: 'code',
      message: 'El código es un entero positivo',
      test: (row) => Number(row.code) > 0,
    },
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un tipo de documento con ese código' }],
});
