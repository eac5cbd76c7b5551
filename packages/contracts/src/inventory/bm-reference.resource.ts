import { defineResource, f } from '../resources/resource.ts';
import { CEDULA } from './work-unit.resource.ts';

/**
 * The data every BM form carries in its heading and signatures (spec: referencia para registro de datos
 * BM): the state and municipality, the administering unit and who answers for the assets. Dated, because
 * those people change: a form prints the reference in force on its closing date, so last year's BM-4
 * still bears the signatures of last year.
 */
export const bmReferenceResource = defineResource({
  name: 'bmReference',
  table: 'bm_reference',
  service: 'inventory',
  path: 'bmReference',
  screen: 'INV-REF-01',
  scope: { kind: 'client' },
  labels: {
    singular: 'referencia de los formularios BM',
    plural: 'referencias de los formularios BM',
    feminine: true,
  },
  display: 'administeringUnit',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.date('validFrom', 'Vigente desde', { required: true }),
    f.text('state', 'Estado', { required: true, max: 60 }),
    f.text('municipality', 'Municipio', { required: true, max: 60 }),
    f.text('administeringUnit', 'Unidad administradora', { required: true, max: 160, search: true }),
    f.text('administeringCode', 'Código de la unidad administradora', { max: 20, list: false }),
    f.text('address', 'Dirección', { max: 250, list: false }),
    f.text('responsibleName', 'Responsable patrimonial', { required: true, max: 120, search: true }),
    f.text('responsibleId', 'Cédula del responsable', {
      required: true,
      max: 12,
      list: false,
      pattern: CEDULA,
      example: 'V-12345678',
    }),
    f.text('responsiblePosition', 'Cargo del responsable', { max: 120, list: false }),
    f.text('preparedBy', 'Elaborado por', {
      max: 120,
      list: false,
      help: 'Quien lleva el registro de bienes',
    }),
  ],
  uniques: [{ fields: ['validFrom'], message: 'Ya hay una referencia vigente desde esa fecha' }],
});
