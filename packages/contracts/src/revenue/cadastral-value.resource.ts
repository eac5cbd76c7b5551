import { defineResource, f } from '../resources/resource.ts';
import { CADASTRE_USES } from './taxpayer.resource.ts';

/**
 * The tables the property tax values a property by (domain notes, section 4): the land's value per
 * square metre in each zone and the construction's by its type, and the yearly rate by the property's
 * use, each dated by the day the ordinance that set it took effect, so a period is valued by the
 * tables in force on its first day and a new ordinance does not rewrite past years.
 */
/** The fields of a table an ordinance dates: the day it takes effect, and which ordinance. */
export const dated = {
  validFrom: f.date('validFrom', 'Vigente desde', {
    required: true,
    help: 'El primer día en que rige la ordenanza',
  }),
  ordinance: f.text('ordinance', 'Ordenanza', { max: 120, search: true, list: false }),
};
const positive = (field: string, message: string) => ({
  field,
  message,
  test: (row: Record<string, unknown>) =>
    typeof row[field] !== 'string' || row[field] === '' || Number(row[field]) > 0,
});

/** A zone of the municipality's land values (urbanismo: centro, ensanche, periferia…). */
export const landZoneResource = defineResource({
  name: 'landZone',
  table: 'land_zone',
  service: 'collection',
  path: 'landZone',
  screen: 'REC-ZON-01',
  scope: { kind: 'client' },
  labels: { singular: 'zona', plural: 'zonas', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe una zona con ese código' }],
});

/** What a square metre of land is worth in a zone, from a day on. */
export const landValueResource = defineResource({
  name: 'landValue',
  table: 'land_value',
  service: 'collection',
  path: 'landValue',
  screen: 'REC-ZON-01',
  scope: { kind: 'client' },
  labels: { singular: 'valor de la tierra', plural: 'valores de la tierra' },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.ref('idLandZone', 'Zona', { resource: 'landZone', display: 'name' }, { required: true }),
    dated.validFrom,
    f.money('value', 'Bs por m²', { required: true }),
    dated.ordinance,
  ],
  rules: [positive('value', 'El valor debe ser mayor que cero')],
  uniques: [{ fields: ['idLandZone', 'validFrom'], message: 'Esa zona ya tiene valor desde ese día' }],
});

/** A type of construction (concreto, bahareque, galpón…) the cadastre values buildings by. */
export const constructionTypeResource = defineResource({
  name: 'constructionType',
  table: 'construction_type',
  service: 'collection',
  path: 'constructionType',
  screen: 'REC-TCN-01',
  scope: { kind: 'client' },
  labels: { singular: 'tipo de construcción', plural: 'tipos de construcción' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un tipo de construcción con ese código' }],
});

/** What a square metre built of a type is worth, from a day on. */
export const constructionValueResource = defineResource({
  name: 'constructionValue',
  table: 'construction_value',
  service: 'collection',
  path: 'constructionValue',
  screen: 'REC-TCN-01',
  scope: { kind: 'client' },
  labels: { singular: 'valor de construcción', plural: 'valores de construcción' },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.ref(
      'idConstructionType',
      'Tipo de construcción',
      { resource: 'constructionType', display: 'name' },
      { required: true },
    ),
    dated.validFrom,
    f.money('value', 'Bs por m²', { required: true }),
    dated.ordinance,
  ],
  rules: [positive('value', 'El valor debe ser mayor que cero')],
  uniques: [
    { fields: ['idConstructionType', 'validFrom'], message: 'Ese tipo ya tiene valor desde ese día' },
  ],
});

/** The property tax's yearly rate on the cadastral value, by the property's use, from a day on. */
export const propertyRateResource = defineResource({
  name: 'propertyRate',
  table: 'property_rate',
  service: 'collection',
  path: 'propertyRate',
  screen: 'REC-ALI-01',
  scope: { kind: 'client' },
  labels: { singular: 'alícuota de inmuebles', plural: 'alícuotas de inmuebles', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.enum('use', 'Uso', CADASTRE_USES, { required: true }),
    dated.validFrom,
    f.money('rate', 'Alícuota anual (%)', {
      required: true,
      help: 'Por ciento del valor catastral que se paga al año, por ejemplo 0,50',
    }),
    dated.ordinance,
  ],
  rules: [
    positive('rate', 'La alícuota debe ser mayor que cero'),
    {
      field: 'rate',
      message: 'La alícuota es un por ciento: no pasa de 100',
      test: (row) => typeof row.rate !== 'string' || row.rate === '' || Number(row.rate) <= 100,
    },
  ],
  uniques: [{ fields: ['use', 'validFrom'], message: 'Ese uso ya tiene alícuota desde ese día' }],
});
