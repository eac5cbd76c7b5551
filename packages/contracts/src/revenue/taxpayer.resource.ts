import { defineResource, f } from '../resources/resource.ts';
import { rifChecks } from '../rif.ts';

/** A RIF with its letter, eight digits and check digit: the shape a taxpayer's is written in. */
const TAXPAYER_RIF = {
  regex: /^[VEJPG]-\d{8}-\d$/,
  message: 'RIF inválido: use el formato J-12345678-9 (V, E, J, P o G)',
};

/**
 * Who owes the municipality: a person or a company by its RIF, unique in the institution (spec:
 * `Ya existe un contribuyente con el mismo RIF`) and checked by its digit, with its taxed objects
 * (vehicles, patentes, cadastral properties) under it.
 */
export const taxpayerResource = defineResource({
  name: 'taxpayer',
  table: 'taxpayer',
  service: 'collection',
  path: 'taxpayer',
  screen: 'REC-CON-01',
  scope: { kind: 'client' },
  labels: { singular: 'contribuyente', plural: 'contribuyentes' },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    f.text('rif', 'RIF', {
      required: true,
      max: 12,
      search: true,
      pattern: TAXPAYER_RIF,
      example: 'J-31234567-5',
    }),
    f.text('name', 'Nombre o razón social', { required: true, max: 200, search: true }),
    f.ref(
      'idTaxpayerType',
      'Tipo de contribuyente',
      { resource: 'taxpayerType', display: 'description' },
      { required: true },
    ),
    f.text('address', 'Dirección fiscal', { max: 250, list: false }),
    f.text('phone', 'Teléfono', { max: 30, list: false }),
    f.email('email', 'Correo electrónico', { list: false }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'rif',
      message: 'El dígito verificador no corresponde a ese RIF',
      test: (row) => typeof row.rif !== 'string' || !TAXPAYER_RIF.regex.test(row.rif) || rifChecks(row.rif),
    },
  ],
  uniques: [{ fields: ['rif'], message: 'Ya existe un contribuyente con el mismo RIF' }],
});

const underTaxpayer = {
  kind: 'parent',
  resource: 'taxpayer',
  field: 'idTaxpayer',
  path: 'findByIdTaxpayer',
} as const;

const taxpayerField = f.ref(
  'idTaxpayer',
  'Contribuyente',
  { resource: 'taxpayer', display: 'name' },
  { required: true },
);

/** A vehicle a taxpayer owns (spec: vehicles all, by id, by taxpayer), taxed by its use and type. */
export const vehicleResource = defineResource({
  name: 'vehicle',
  table: 'vehicle',
  service: 'collection',
  path: 'vehicle',
  screen: 'REC-VEH-01',
  scope: underTaxpayer,
  labels: { singular: 'vehículo', plural: 'vehículos' },
  display: 'plate',
  defaultSort: { field: 'plate', dir: 'asc' },
  fields: [
    taxpayerField,
    f.text('plate', 'Placa', {
      required: true,
      max: 8,
      search: true,
      pattern: { regex: /^[A-Z0-9]{5,8}$/, message: 'La placa son de 5 a 8 letras y dígitos, sin guiones' },
      example: 'AB123CD',
    }),
    f.ref('idVehicleMark', 'Marca', { resource: 'vehicleMark', display: 'description' }, { required: true }),
    f.text('model', 'Modelo', { max: 60 }),
    f.integer('year', 'Año', { list: false }),
    f.text('color', 'Color', { max: 30, list: false }),
    f.ref('idVehicleUse', 'Uso', { resource: 'vehicleUse', display: 'description' }, { required: true }),
    f.ref('idVehicleType', 'Tipo', { resource: 'vehicleType', display: 'description' }, { required: true }),
    f.text('bodySerial', 'Serial de carrocería', { max: 30, search: true, list: false }),
    f.date('registeredOn', 'Inscrito desde', {
      list: false,
      help: 'Desde cuándo se le cobran los conceptos periódicos; vacío: desde que el concepto se debe',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'year',
      message: 'El año va de 1900 al año próximo',
      test: (row) =>
        row.year === null ||
        row.year === undefined ||
        (Number(row.year) >= 1900 && Number(row.year) <= new Date().getFullYear() + 1),
    },
  ],
  uniques: [{ fields: ['plate'], message: 'Ya existe un vehículo con esa placa en esta institución' }],
});

/** The last day of a term of three years that starts on `start` (AAAA-MM-DD). */
function threeYearsOn(start: string): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 3, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * A licence to carry on economic activities (patente de industria y comercio), by taxpayer: granted
 * for a term of at least three years; the activities it authorises are its `patentActivity` rows.
 */
export const patentResource = defineResource({
  name: 'patent',
  table: 'patent',
  service: 'collection',
  path: 'patentTaxpayer',
  screen: 'REC-PAT-01',
  scope: underTaxpayer,
  labels: { singular: 'patente', plural: 'patentes', feminine: true },
  display: 'licenceNumber',
  defaultSort: { field: 'licenceNumber', dir: 'asc' },
  fields: [
    taxpayerField,
    f.text('licenceNumber', 'N.º de licencia', { required: true, max: 20, search: true }),
    f.text('activityCode', 'Código de actividad', {
      required: true,
      max: 12,
      search: true,
      help: 'Del clasificador de actividades económicas de la ordenanza',
    }),
    f.text('activity', 'Actividad', { required: true, max: 200, search: true }),
    f.text('address', 'Dirección del establecimiento', { max: 250, list: false }),
    f.date('startDate', 'Desde', { required: true }),
    f.date('expiresOn', 'Vence', {
      list: false,
      help: 'El fin del plazo por el que se otorgó: al menos tres años desde su inicio',
    }),
    f.date('endDate', 'Hasta', { list: false, help: 'El día en que cesó la actividad, si cesó' }),
    f.boolean('active', 'Vigente', { initial: true }),
  ],
  rules: [
    {
      field: 'endDate',
      message: 'La fecha final no puede ser anterior a la inicial',
      test: (row) => !row.endDate || !row.startDate || String(row.endDate) >= String(row.startDate),
    },
    {
      field: 'expiresOn',
      message: 'Una licencia se otorga por al menos tres años desde su inicio',
      test: (row) =>
        !row.expiresOn || !row.startDate || String(row.expiresOn) >= threeYearsOn(String(row.startDate)),
    },
  ],
  uniques: [{ fields: ['licenceNumber'], message: 'Ya existe una patente con ese número de licencia' }],
});

export const CADASTRE_USES = [
  { value: 'residential', label: 'Residencial' },
  { value: 'commercial', label: 'Comercial' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'land', label: 'Terreno sin construir' },
  { value: 'other', label: 'Otro' },
] as const;

/** A property in the municipal cadastre and the taxpayer who answers for it (inmuebles urbanos). */
export const cadastreResource = defineResource({
  name: 'cadastre',
  table: 'cadastre',
  service: 'collection',
  path: 'cadastreTaxpayer',
  screen: 'REC-CAT-01',
  scope: underTaxpayer,
  labels: { singular: 'inmueble', plural: 'inmuebles' },
  display: 'cadastralCode',
  defaultSort: { field: 'cadastralCode', dir: 'asc' },
  fields: [
    taxpayerField,
    f.text('cadastralCode', 'Código catastral', {
      required: true,
      max: 40,
      search: true,
      pattern: {
        regex: /^[0-9A-Z]+(-[0-9A-Z]+)*$/,
        message: 'El código catastral son grupos de dígitos o letras separados por guiones',
      },
      example: '21-05-01-U01-004-012-003',
    }),
    f.text('address', 'Dirección', { required: true, max: 250, search: true }),
    f.enum('use', 'Uso', CADASTRE_USES, { required: true }),
    f.money('landArea', 'Terreno (m²)', { list: false }),
    f.ref('idLandZone', 'Zona', { resource: 'landZone', display: 'name' }, { list: false }),
    f.money('builtArea', 'Construcción (m²)', { list: false }),
    f.ref(
      'idConstructionType',
      'Tipo de construcción',
      { resource: 'constructionType', display: 'name' },
      { list: false },
    ),
    f.money('manualValue', 'Valor fijado (Bs)', {
      list: false,
      help: 'Solo si la oficina fija el valor a mano: sustituye el de las tablas',
    }),
    f.text('manualReason', 'Motivo del valor fijado', { max: 250, list: false }),
    f.date('registeredOn', 'Inscrito desde', {
      list: false,
      help: 'Desde cuándo se le cobran los conceptos periódicos; vacío: desde que el concepto se debe',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'landArea',
      message: 'El área no puede ser negativa',
      test: (row) => !String(row.landArea ?? '').startsWith('-'),
    },
    {
      field: 'builtArea',
      message: 'El área no puede ser negativa',
      test: (row) => !String(row.builtArea ?? '').startsWith('-'),
    },
    {
      field: 'manualReason',
      message: 'Diga por qué se fija el valor a mano',
      test: (row) => !row.manualValue || !!String(row.manualReason ?? '').trim(),
    },
    {
      field: 'manualValue',
      message: 'El valor fijado debe ser mayor que cero',
      test: (row) => !row.manualValue || Number(row.manualValue) > 0,
    },
  ],
  uniques: [{ fields: ['cadastralCode'], message: 'Ese código catastral ya está registrado' }],
});
