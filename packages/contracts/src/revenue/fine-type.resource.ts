import { defineResource, f } from '../resources/resource.ts';

/**
 * How a fine is measured: a percentage of the tax the offence concerns (paid late, omitted), or
 * multiples of the legal unit (TCMMV: the COT of 2020 fixes its fines in the exchange rate of the
 * highest-value currency, paid at the rate of the day of payment).
 */
export const FINE_KINDS = [
  { value: 'taxPercent', label: 'Porcentaje del tributo' },
  { value: 'units', label: 'Múltiplos de la TCMMV' },
] as const;
export type FineKind = (typeof FINE_KINDS)[number]['value'];

/**
 * When the office's rule prepares a fine of a type by itself, for an officer to review, complete with
 * its act and impose: a declaration filed after its last day, or a tax paid after it.
 */
export const FINE_RULES = [
  { value: 'lateDeclaration', label: 'Al registrar una declaración fuera de plazo' },
  { value: 'latePayment', label: 'Al cobrar un tributo vencido' },
] as const;
export type FineRule = (typeof FINE_RULES)[number]['value'];

/** The highest percentage of the tax a fine type may reach: a ceiling against a typing slip. */
export const FINE_PERCENT_CEILING = 1000;

const filled = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * An offence the office fines (a declaration filed late, a tax paid late, a licence not shown): the
 * article that types it, how it is measured and the limits the COT sets for it (LOCAPT: a municipal
 * fine may not exceed the COT's for the equivalent offence), and the concept the fine is collected
 * under. A fine is imposed within these limits and no further.
 */
export const fineTypeResource = defineResource({
  name: 'fineType',
  table: 'fine_type',
  service: 'collection',
  path: 'fineType',
  screen: 'REC-TMU-01',
  scope: { kind: 'client' },
  labels: { singular: 'tipo de multa', plural: 'tipos de multa' },
  display: 'description',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('description', 'Infracción', { required: true, max: 200, search: true }),
    f.text('legalBasis', 'Base legal', {
      required: true,
      max: 120,
      search: true,
      help: 'El artículo que tipifica la infracción y fija sus límites: COT art. 103, num. 1',
    }),
    f.enum('kind', 'Se mide en', FINE_KINDS, { required: true, initial: 'taxPercent' }),
    f.money('minimum', 'Mínimo', { required: true, help: '% del tributo o TCMMV, según cómo se mide' }),
    f.money('maximum', 'Máximo', { required: true, help: 'El límite del COT para la infracción' }),
    f.ref(
      'idCollectionConcept',
      'Se cobra con el concepto',
      { resource: 'collectionConcept', display: 'description' },
      {
        required: true,
        list: false,
        help: 'Un concepto no periódico, en bolívares si la multa es un porcentaje y en TCMMV si se mide en ella',
      },
    ),
    f.enum('appliesTo', 'Se prepara sola', FINE_RULES, {
      list: false,
      help: 'Un borrador de multa para revisar, con el acto por dictar; vacío: solo a mano',
    }),
    f.money('ruleValue', 'Valor que propone la regla', {
      list: false,
      help: 'El % o las TCMMV del borrador, dentro de los límites',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'ruleValue',
      message: 'Indique el valor que propone la regla, dentro de los límites del tipo',
      test: (row) =>
        !row.appliesTo ||
        (filled(row.ruleValue) &&
          (!filled(row.minimum) || Number(row.ruleValue) >= Number(row.minimum)) &&
          (!filled(row.maximum) || Number(row.ruleValue) <= Number(row.maximum)) &&
          Number(row.ruleValue) > 0),
    },
    {
      field: 'minimum',
      message: 'El mínimo no puede ser negativo',
      test: (row) => !filled(row.minimum) || Number(row.minimum) >= 0,
    },
    {
      field: 'maximum',
      message: 'El máximo debe ser mayor que cero y no menor que el mínimo',
      test: (row) =>
        !filled(row.maximum) ||
        (Number(row.maximum) > 0 && (!filled(row.minimum) || Number(row.maximum) >= Number(row.minimum))),
    },
    {
      field: 'maximum',
      message: `Un porcentaje del tributo no pasa del ${FINE_PERCENT_CEILING} %`,
      test: (row) =>
        row.kind !== 'taxPercent' || !filled(row.maximum) || Number(row.maximum) <= FINE_PERCENT_CEILING,
    },
  ],
  uniques: [{ fields: ['code'], message: 'Ya hay un tipo de multa con ese código' }],
});
