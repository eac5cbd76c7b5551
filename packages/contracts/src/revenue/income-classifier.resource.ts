import { defineResource, f, perPeriod } from '../resources/resource.ts';

/**
 * The income side of the classifier (ONAPRE's «Clasificador Presupuestario de Recursos»: ramos 3.01
 * impuestos, 3.02 tasas, 3.03 contribuciones…), one catalogue per budget period, each entry with
 * what the institution's revenue budget expects it to collect in the period: the goal that
 * «Cumplimiento de metas» compares collections against. Collection concepts name an entry by code.
 */
export const incomeClassifierResource = defineResource({
  name: 'incomeClassifier',
  table: 'income_classifier',
  service: 'collection',
  path: 'incomeClassifier',
  screen: 'REC-CPI-01',
  ...perPeriod('income_classifier'),
  labels: { singular: 'ramo de ingreso', plural: 'clasificador de ingresos' },
  display: 'code',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.period({ owned: true, list: false }),
    f.text('code', 'Código', {
      required: true,
      max: 13,
      search: true,
      immutable: true,
      pattern: {
        regex: /^3\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/,
        message: 'El código tiene la forma 3.01.02.01.00 (ramo.genérica.específica.subespecífica)',
      },
      example: '3.01.99.01.01',
    }),
    f.text('name', 'Denominación', { required: true, max: 300, search: true }),
    f.money('estimated', 'Meta del período', {
      required: true,
      initial: '0.00',
      help: 'Lo que el presupuesto de ingresos estima recaudar en el período por este ramo',
    }),
  ],
  rules: [
    {
      field: 'estimated',
      message: 'La meta no puede ser negativa',
      test: (row) => typeof row.estimated !== 'string' || !row.estimated.trim().startsWith('-'),
    },
  ],
  uniques: [{ fields: ['idPeriod', 'code'], message: 'Ese código ya está en el clasificador del período' }],
});
