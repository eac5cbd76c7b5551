import { defineResource, f } from '../resources/resource.ts';
import { PERIODICITIES } from '../revenue/obligations.ts';

/**
 * What a concept's tariff is written in: bolívares, or multiples of the legal unit (TCMMV, the BCV
 * rate of the highest-value currency: LOCAPT art. 14), converted at the rate of the day of payment.
 */
export const TARIFF_UNITS = [
  { value: 'VES', label: 'Bolívares' },
  { value: 'TCMMV', label: 'TCMMV (moneda de mayor valor)' },
] as const;
export type TariffUnit = (typeof TARIFF_UNITS)[number]['value'];

/**
 * What a periodic concept charges each object on: its own tariff; the tariff of the vehicle's class
 * (vehicle tax, in TCMMV per period); or the property's cadastral value by the use's yearly rate
 * (property tax, in bolívares, the year's share per period). Tables in force on the period's first day.
 * The activity tax is charged on a licence's declaration of the period (monthly, or the year's
 * definitive or else its estimate) by two concepts: what the activities taxed by their rate come to,
 * in bolívares, and the minimums of those taxed by their minimum, in TCMMV, paid at the day's rate.
 * A year paid on its estimate is settled by a third, yearly: what the definitive comes to (its TCMMV at
 * the rate of the day of payment) less what was paid on the estimate, in bolívares.
 */
export const CHARGE_BASES = [
  { value: 'fixed', label: 'La tarifa del concepto' },
  { value: 'vehicleClass', label: 'La clase del vehículo (uso y tipo)' },
  { value: 'cadastralValue', label: 'El valor catastral del inmueble' },
  { value: 'declaredIncome', label: 'Los ingresos brutos declarados (la alícuota de cada actividad)' },
  { value: 'declaredMinimum', label: 'El mínimo tributable de las actividades declaradas (en TCMMV)' },
  {
    value: 'declaredSettlement',
    label: 'La diferencia de la declaración definitiva sobre lo pagado con la estimada',
  },
] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number]['value'];

/**
 * What a receipt charges for (the patente of a quarter, the vehicle tax of a year, a fee): its code,
 * the income classifier entry it is collected under (by code, so the concept outlives the period)
 * and, where the ordinance fixes one, its tariff, which the cashier may change on the receipt. A
 * periodic concept (the vehicle tax every year, the patente every quarter) falls due on each taxed
 * object of its kind, every period from its first owed: what is unpaid is the taxpayer's pending,
 * and a taxpayer with nothing pending is solvent.
 * Spec: `collectionConcepts/findByIdClient/{idClient}` and the four other operations.
 */
export const collectionConceptResource = defineResource({
  name: 'collectionConcept',
  table: 'collection_concept',
  service: 'collection',
  path: 'collectionConcepts',
  screen: 'REC-CC-01',
  scope: { kind: 'client' },
  labels: { singular: 'concepto de recaudación', plural: 'conceptos de recaudación' },
  display: 'description',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('description', 'Descripción', { required: true, max: 200, search: true }),
    f.text('incomeCode', 'Ramo de ingreso', {
      required: true,
      max: 13,
      search: true,
      pattern: {
        regex: /^3\.\d{2}\.\d{2}\.\d{2}\.\d{2}$/,
        message: 'El ramo tiene la forma 3.01.02.01.00, como en el clasificador de ingresos',
      },
      example: '3.01.02.01.00',
    }),
    f.money('tariff', 'Tarifa', { help: 'Monto que el recibo propone; vacío si se calcula en cada caso' }),
    f.enum('tariffUnit', 'Tarifa en', TARIFF_UNITS, {
      initial: 'VES',
      list: false,
      help: 'En TCMMV, el recibo cobra en bolívares a la tasa del día del pago',
    }),
    f.enum('periodicity', 'Periodicidad', PERIODICITIES, {
      initial: 'once',
      help: 'Un concepto periódico se debe en cada período por cada objeto gravado de su tipo',
    }),
    f.enum(
      'taxedObject',
      'Se cobra sobre',
      [
        { value: 'vehicle', label: 'Vehículo' },
        { value: 'patent', label: 'Patente' },
        { value: 'cadastre', label: 'Inmueble' },
      ],
      { list: false },
    ),
    f.enum('basis', 'Se calcula por', CHARGE_BASES, {
      initial: 'fixed',
      list: false,
      help: 'Por clase de vehículo: la tarifa de su uso y tipo en Tarifas de vehículos',
    }),
    f.date('dueFrom', 'Se debe desde', {
      list: false,
      help: 'Primer día del primer período que se cobra (los anteriores no se reclaman)',
    }),
    f.money('earlyDiscount', 'Descuento por pronto pago (%)', {
      list: false,
      help: 'El que da la ordenanza a quien paga el período en sus primeros días (los de abajo)',
    }),
    f.integer('earlyDiscountDays', 'Días del pronto pago', {
      list: false,
      help: 'Desde el inicio del período: pagado en ellos, el recibo descuenta el porcentaje solo',
    }),
    f.integer('paymentDays', 'Plazo de pago (días)', {
      list: false,
      help: 'Días desde el inicio de cada período para pagarlo sin intereses; vacío: hasta su último día. Un impuesto declarado vence con su declaración',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  rules: [
    {
      field: 'taxedObject',
      message: 'Un concepto periódico se cobra sobre un vehículo, una patente o un inmueble',
      test: (row) => !row.periodicity || row.periodicity === 'once' || !!row.taxedObject,
    },
    {
      field: 'dueFrom',
      message: 'Indique desde cuándo se debe el concepto periódico',
      test: (row) => !row.periodicity || row.periodicity === 'once' || !!row.dueFrom,
    },
    {
      field: 'basis',
      message: 'Por clase de vehículo se calcula un concepto periódico que se cobra sobre vehículos',
      test: (row) =>
        row.basis !== 'vehicleClass' ||
        (row.taxedObject === 'vehicle' && !!row.periodicity && row.periodicity !== 'once'),
    },
    {
      field: 'basis',
      message: 'Por valor catastral se calcula un concepto periódico que se cobra sobre inmuebles',
      test: (row) =>
        row.basis !== 'cadastralValue' ||
        (row.taxedObject === 'cadastre' && !!row.periodicity && row.periodicity !== 'once'),
    },
    {
      field: 'basis',
      message:
        'Por los ingresos declarados se calcula un concepto mensual o anual que se cobra sobre patentes, como sus declaraciones',
      test: (row) =>
        (row.basis !== 'declaredIncome' && row.basis !== 'declaredMinimum') ||
        (row.taxedObject === 'patent' && (row.periodicity === 'monthly' || row.periodicity === 'yearly')),
    },
    {
      field: 'basis',
      message:
        'La diferencia de la declaración definitiva se calcula en un concepto anual que se cobra sobre patentes',
      test: (row) =>
        row.basis !== 'declaredSettlement' || (row.taxedObject === 'patent' && row.periodicity === 'yearly'),
    },
    {
      field: 'paymentDays',
      message: 'El plazo de pago es de 1 a 366 días, en un concepto periódico',
      test: (row) =>
        row.paymentDays === null ||
        row.paymentDays === undefined ||
        row.paymentDays === '' ||
        (!!row.periodicity &&
          row.periodicity !== 'once' &&
          Number.isInteger(Number(row.paymentDays)) &&
          Number(row.paymentDays) >= 1 &&
          Number(row.paymentDays) <= 366),
    },
    {
      field: 'earlyDiscount',
      message:
        'El descuento por pronto pago es de más de 0 % hasta 100 %, en un concepto periódico, con sus días',
      test: (row) =>
        row.earlyDiscount === null ||
        row.earlyDiscount === undefined ||
        row.earlyDiscount === '' ||
        (!!row.periodicity &&
          row.periodicity !== 'once' &&
          Number(row.earlyDiscount) > 0 &&
          Number(row.earlyDiscount) <= 100 &&
          row.earlyDiscountDays !== null &&
          row.earlyDiscountDays !== undefined &&
          row.earlyDiscountDays !== ''),
    },
    {
      field: 'earlyDiscountDays',
      message: 'Los días del pronto pago son de 1 a 366, con su porcentaje de descuento',
      test: (row) =>
        row.earlyDiscountDays === null ||
        row.earlyDiscountDays === undefined ||
        row.earlyDiscountDays === '' ||
        (Number.isInteger(Number(row.earlyDiscountDays)) &&
          Number(row.earlyDiscountDays) >= 1 &&
          Number(row.earlyDiscountDays) <= 366 &&
          row.earlyDiscount !== null &&
          row.earlyDiscount !== undefined &&
          row.earlyDiscount !== ''),
    },
    {
      field: 'tariff',
      message: 'La tarifa debe ser mayor que cero',
      test: (row) =>
        row.tariff === null || row.tariff === undefined || row.tariff === '' || Number(row.tariff) > 0,
    },
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un concepto con ese código en esta institución' }],
});
