import { defineResource, f } from '../resources/resource.ts';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A kind of payment agreement (convenio de pago) as the ordinance grants it: how many instalments at
 * most, the least share of the debt the first one pays, how many days an instalment may be late
 * before the agreement ends, whether a taxpayer up to date with it may get a solvency, and the
 * concept its instalments are collected under.
 */
export const agreementTypeResource = defineResource({
  name: 'agreementType',
  table: 'agreement_type',
  service: 'collection',
  path: 'agreementType',
  screen: 'REC-TCV-01',
  scope: { kind: 'client' },
  labels: { singular: 'tipo de convenio de pago', plural: 'tipos de convenio de pago' },
  display: 'description',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('description', 'Descripción', { required: true, max: 200, search: true }),
    f.text('legalBasis', 'Base legal', {
      required: true,
      max: 120,
      search: true,
      help: 'El artículo de la ordenanza que lo concede',
    }),
    f.integer('maxInstalments', 'Cuotas, como máximo', { required: true, help: 'La inicial incluida' }),
    f.money('minFirstPercent', 'Cuota inicial mínima (% de la deuda)', { required: true, list: false }),
    f.integer('graceDays', 'Días de gracia por cuota', {
      required: true,
      list: false,
      help: 'Una cuota sin pagar pasados estos días desde su vencimiento pone fin al convenio',
    }),
    f.boolean('allowsSolvency', 'Al día, permite la solvencia', { initial: false, list: false }),
    f.ref(
      'idCollectionConcept',
      'Se cobra con el concepto',
      { resource: 'collectionConcept', display: 'description' },
      { required: true, list: false, help: 'Un concepto no periódico, en bolívares' },
    ),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'maxInstalments',
      message: 'Las cuotas van de 1 a 60',
      test: (row) =>
        !filled(row.maxInstalments) || (Number(row.maxInstalments) >= 1 && Number(row.maxInstalments) <= 60),
    },
    {
      field: 'minFirstPercent',
      message: 'La cuota inicial mínima va de 0 a 100 %',
      test: (row) =>
        !filled(row.minFirstPercent) ||
        (Number(row.minFirstPercent) >= 0 && Number(row.minFirstPercent) <= 100),
    },
    {
      field: 'graceDays',
      message: 'Los días de gracia van de 0 a 90',
      test: (row) => !filled(row.graceDays) || (Number(row.graceDays) >= 0 && Number(row.graceDays) <= 90),
    },
  ],
  uniques: [{ fields: ['code'], message: 'Ya hay un tipo de convenio con ese código' }],
});
