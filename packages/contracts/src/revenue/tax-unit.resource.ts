import { defineResource, f } from '../resources/resource.ts';

/**
 * The unidad tributaria, set by the SENIAT in the Gaceta Oficial, with the day each value takes
 * effect: the value on a given day is the latest that started on or before it. Shared by every
 * institution and written by the SA; the module keeps the published values present.
 */
export const taxUnitResource = defineResource({
  name: 'taxUnit',
  table: 'tax_unit',
  service: 'collection',
  path: 'taxUnit',
  screen: 'REC-UT-01',
  scope: { kind: 'global' },
  labels: { singular: 'unidad tributaria', plural: 'unidades tributarias', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.date('validFrom', 'Vigente desde', { required: true, immutable: true }),
    f.money('value', 'Valor (Bs)', { required: true }),
    f.text('gazette', 'Gaceta Oficial', { max: 60, search: true, help: 'Por ejemplo G.O. 43.140' }),
  ],
  rules: [
    {
      field: 'value',
      message: 'El valor debe ser mayor que cero',
      test: (row) => typeof row.value !== 'string' || Number(row.value) > 0,
    },
  ],
  uniques: [{ fields: ['validFrom'], message: 'Ya hay un valor de la unidad tributaria desde ese día' }],
});
