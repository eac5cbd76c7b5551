import { defineResource, f } from '../resources/resource.ts';

/**
 * Numbering of documents per client, period and document type. Posting takes the next number inside
 * its own transaction (server: numbering.service.ts), so numbers have no gaps and no duplicates.
 */
export const documentNumberResource = defineResource({
  name: 'documentNumber',
  table: 'document_number',
  service: 'budget',
  path: 'documentNumber',
  screen: 'CFG-NUM-01',
  scope: { kind: 'parent', resource: 'budgetPeriod', field: 'idPeriod', path: 'findByIdPeriod' },
  labels: { singular: 'numeración de documentos', plural: 'numeraciones de documentos', feminine: true },
  // Every budget document's posting takes its number here.
  cached: false,
  display: 'prefix',
  defaultSort: { field: 'idDocumentType', dir: 'asc' },
  fields: [
    f.ref('idPeriod', 'Período', { resource: 'budgetPeriod', display: 'description' }, { required: true }),
    f.ref(
      'idDocumentType',
      'Tipo de documento',
      { resource: 'documentType', display: 'name' },
      { required: true },
    ),
    f.text('prefix', 'Prefijo', {
      max: 10,
      search: true,
      help: 'Se antepone al número impreso, por ejemplo OP-',
    }),
    f.integer('lastNumber', 'Último número emitido', {
      required: true,
      initial: 0,
      help: 'El próximo documento registrado recibirá este número más uno',
    }),
  ],
  uniques: [
    {
      fields: ['idPeriod', 'idDocumentType'],
      message: 'Ese tipo de documento ya tiene numeración en el período',
    },
  ],
});
