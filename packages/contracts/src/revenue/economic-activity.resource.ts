import { defineResource, f } from '../resources/resource.ts';
import { dated } from './cadastral-value.resource.ts';

/**
 * The activity tax's tables (impuesto sobre actividades económicas, domain notes section 4): the
 * municipality's classifier of economic activities, and each activity's rate on gross income with
 * its minimum tax, dated by the ordinance that set them, so a declaration is taxed by the rate in
 * force in its period and a new ordinance does not rewrite past years.
 */

/** The most a municipality may charge on gross income (LOCAPT): 3 %. */
export const ACTIVITY_RATE_CAP = '3.00';

/** An activity of the municipality's classifier (comercio al por menor de alimentos, servicios…). */
export const economicActivityResource = defineResource({
  name: 'economicActivity',
  table: 'economic_activity',
  service: 'collection',
  path: 'economicActivity',
  screen: 'REC-ACE-01',
  scope: { kind: 'client' },
  labels: { singular: 'actividad económica', plural: 'actividades económicas', feminine: true },
  display: 'description',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 12,
      search: true,
      help: 'El del clasificador de la ordenanza',
    }),
    f.text('description', 'Actividad', { required: true, max: 200, search: true }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una actividad con ese código' }],
});

/**
 * What an activity pays from a day on: a rate on the gross income declared, and the minimum tax per
 * month in TCMMV multiples (a yearly declaration's minimum is twelve months'); the tax of an activity
 * in a declaration is the larger of the two.
 */
export const activityRateResource = defineResource({
  name: 'activityRate',
  table: 'activity_rate',
  service: 'collection',
  path: 'activityRate',
  screen: 'REC-ACE-01',
  scope: { kind: 'client' },
  labels: { singular: 'alícuota de actividad', plural: 'alícuotas de actividades', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.ref(
      'idEconomicActivity',
      'Actividad',
      { resource: 'economicActivity', display: 'description' },
      { required: true },
    ),
    dated.validFrom,
    f.money('rate', 'Alícuota (% de los ingresos brutos)', {
      required: true,
      help: 'Por ciento de los ingresos brutos declarados; la ley no permite más del 3 %',
    }),
    f.money('minimumUnits', 'Mínimo tributable (TCMMV por mes)', {
      required: true,
      initial: '0.00',
      help: 'Lo menos que paga la actividad cada mes, en múltiplos de la TCMMV',
    }),
    dated.ordinance,
  ],
  rules: [
    {
      field: 'rate',
      message: 'La alícuota debe ser mayor que cero y no pasar del 3 % de los ingresos brutos',
      test: (row) =>
        typeof row.rate !== 'string' ||
        row.rate === '' ||
        (Number(row.rate) > 0 && Number(row.rate) <= Number(ACTIVITY_RATE_CAP)),
    },
    {
      field: 'minimumUnits',
      message: 'El mínimo tributable no puede ser negativo',
      test: (row) =>
        typeof row.minimumUnits !== 'string' || row.minimumUnits === '' || Number(row.minimumUnits) >= 0,
    },
  ],
  uniques: [
    {
      fields: ['idEconomicActivity', 'validFrom'],
      message: 'Esa actividad ya tiene alícuota desde ese día',
    },
  ],
});

/** An activity a licence (patente) authorises: what its declarations declare income for. */
export const patentActivityResource = defineResource({
  name: 'patentActivity',
  table: 'patent_activity',
  service: 'collection',
  path: 'patentActivity',
  screen: 'REC-PAT-01',
  scope: { kind: 'parent', resource: 'patent', field: 'idPatent', path: 'findByIdPatent' },
  labels: { singular: 'actividad de la licencia', plural: 'actividades de la licencia', feminine: true },
  display: 'idEconomicActivity',
  defaultSort: { field: 'idEconomicActivity', dir: 'asc' },
  fields: [
    f.ref(
      'idPatent',
      'Licencia',
      { resource: 'patent', display: 'licenceNumber', owned: true },
      { required: true },
    ),
    f.ref(
      'idEconomicActivity',
      'Actividad',
      { resource: 'economicActivity', display: 'description' },
      { required: true },
    ),
  ],
  uniques: [{ fields: ['idPatent', 'idEconomicActivity'], message: 'La licencia ya tiene esa actividad' }],
});
