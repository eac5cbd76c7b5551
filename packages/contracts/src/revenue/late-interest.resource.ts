import { defineResource, f } from '../resources/resource.ts';

/**
 * Interest on late payment (intereses moratorios, COT art. 66; LOCAPT sends municipal taxes to the
 * COT where the ordinance is silent): from the day after a period's last day to pay to the day of
 * payment, each month of delay (or the part of it in the delay) at the rate the office recorded for
 * that month, simple interest on a commercial year:
 *   interest = Σ principal × rate of the month / 100 × days of delay in the month / 360,
 * rounded once to the céntimo. A month without a rate recorded takes the last one before it; days
 * before the first rate the office recorded accrue none (an office that records no rate charges none).
 */
export const LATE_INTEREST_DAY_BASIS = 360;

/**
 * The rate of interest on late payment in force from a month on: the annual rate the COT sets (1,2
 * times the average lending rate of the six main banks the BCV publishes), as the office records it
 * month by month, with the published lending rate it comes from and where it was published.
 */
export const lateInterestRateResource = defineResource({
  name: 'lateInterestRate',
  table: 'late_interest_rate',
  service: 'collection',
  path: 'lateInterestRate',
  screen: 'REC-TIM-01',
  scope: { kind: 'client' },
  labels: { singular: 'tasa de interés moratorio', plural: 'tasas de interés moratorio', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.date('validFrom', 'Rige desde (primer día del mes)', {
      required: true,
      help: 'La tasa rige los días de mora de ese mes y de los siguientes hasta la próxima',
    }),
    f.money('lendingRate', 'Tasa activa promedio publicada (% anual)', {
      help: 'La de los seis principales bancos que publica el BCV',
    }),
    f.money('rate', 'Tasa de interés moratorio (% anual)', {
      required: true,
      help: 'La que fija el COT: 1,2 veces la tasa activa promedio',
    }),
    f.text('source', 'Publicación', { max: 120, search: true, list: false }),
  ],
  rules: [
    {
      field: 'validFrom',
      message: 'La tasa rige desde el primer día de un mes',
      test: (row) =>
        typeof row.validFrom !== 'string' || row.validFrom === '' || row.validFrom.endsWith('-01'),
    },
    {
      field: 'rate',
      message: 'La tasa debe ser mayor que cero y no pasar del 1.000 % anual',
      test: (row) =>
        typeof row.rate !== 'string' || row.rate === '' || (Number(row.rate) > 0 && Number(row.rate) <= 1000),
    },
    {
      field: 'lendingRate',
      message: 'La tasa activa debe ser mayor que cero',
      test: (row) =>
        typeof row.lendingRate !== 'string' || row.lendingRate === '' || Number(row.lendingRate) > 0,
    },
  ],
  uniques: [{ fields: ['validFrom'], message: 'Ya hay una tasa de interés moratorio desde ese mes' }],
});
