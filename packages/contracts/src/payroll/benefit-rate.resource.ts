import { defineResource, f } from '../resources/resource.ts';

/**
 * The interest rate on the guarantee of prestaciones sociales the BCV publishes each month (LOTTT
 * art. 143: the average of the lending and borrowing rates of the six main banks). The guarantee
 * earns it month by month; a month without its rate recorded stops the quarter's deposit, since the
 * worker's interest cannot be guessed. Its lending rate (art. 142 f) is what a settlement paid after
 * its 5 days owes as interest of mora.
 */
export const benefitRateResource = defineResource({
  name: 'benefitRate',
  table: 'benefit_interest_rate',
  service: 'hr',
  path: 'benefitRate',
  screen: 'NOM-TBC-01',
  scope: { kind: 'client' },
  labels: {
    singular: 'tasa de prestaciones sociales',
    plural: 'tasas de prestaciones sociales',
    feminine: true,
  },
  display: 'month',
  defaultSort: { field: 'month', dir: 'desc' },
  fields: [
    f.date('month', 'Mes (primer día)', {
      required: true,
      help: 'La tasa rige los intereses de la garantía de ese mes',
    }),
    f.money('rate', 'Tasa (% anual)', { required: true, help: 'La que publica el BCV para ese mes' }),
    f.money('lendingRate', 'Tasa activa (% anual)', {
      help: 'La activa de los seis principales bancos: la de los intereses de mora de una liquidación pagada tarde',
    }),
    f.text('source', 'Publicación', { max: 120, search: true, list: false }),
  ],
  rules: [
    {
      field: 'month',
      message: 'La tasa es de un mes: escriba su primer día',
      test: (row) => typeof row.month !== 'string' || row.month === '' || row.month.endsWith('-01'),
    },
    {
      field: 'rate',
      message: 'La tasa debe ser mayor que cero y no pasar del 1.000 % anual',
      test: (row) =>
        typeof row.rate !== 'string' || row.rate === '' || (Number(row.rate) > 0 && Number(row.rate) <= 1000),
    },
    {
      field: 'lendingRate',
      message: 'La tasa activa debe ser mayor que cero y no pasar del 1.000 % anual',
      test: (row) =>
        typeof row.lendingRate !== 'string' ||
        row.lendingRate === '' ||
        (Number(row.lendingRate) > 0 && Number(row.lendingRate) <= 1000),
    },
  ],
  uniques: [{ fields: ['month'], message: 'Ya hay una tasa de prestaciones de ese mes' }],
});
