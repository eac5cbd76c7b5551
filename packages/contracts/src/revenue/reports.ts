import { type AnyReport, column, defineReport, param, type ReportColumn } from '../reports/report.ts';
import { DECLARATION_KINDS } from './income-declaration.ts';

const { money, text, count } = column;

/** Revenue's reports, under /api/reports/revenue/: what the receipts in force collected, read every way. */

/** The bands of the amount owed the arrears report narrows to, in bolívares (`from` ≤ owed < `to`). */
export const ARREARS_BANDS = [
  { value: 'all', label: 'Todos' },
  { value: 'b1', label: 'Hasta 1.000,00', from: 0, to: 1_000 },
  { value: 'b2', label: 'De 1.000,00 a 10.000,00', from: 1_000, to: 10_000 },
  { value: 'b3', label: 'De 10.000,00 a 100.000,00', from: 10_000, to: 100_000 },
  { value: 'b4', label: 'Más de 100.000,00', from: 100_000, to: null },
] as const;
const day: ReportColumn = { key: 'day', label: 'Fecha', kind: 'date' };

/**
 * The kind of declaration the declared-income report reads: one at a time, since the months, the
 * estimate and the definitive of a year declare the same income over again.
 */
const DECLARATION_KIND_CHOICES = DECLARATION_KINDS.map((k) => ({ value: String(k.id), label: k.label }));

export const revenueReports = {
  /** ConceptsTaxesForDay: each day's collections by concept, for one box or all. */
  conceptsForDay: defineReport({
    screen: 'REC-REP-02',
    group: 'revenue',
    slug: 'conceptos-del-dia',
    title: 'Conceptos e impuestos del día',
    params: [param.dateRange({ required: true }), param.master('idCashBox', 'Caja', 'cashBox')],
    columns: [
      day,
      text('code', 'Código'),
      text('description', 'Concepto'),
      text('incomeCode', 'Ramo'),
      count('receipts', 'Recibos'),
      money('amount', 'Monto neto'),
    ],
  }),
  /** CollectionsConcepts: each concept over a range, gross, discounted and net. */
  byConcept: defineReport({
    screen: 'REC-REP-03',
    group: 'revenue',
    slug: 'recaudacion-por-concepto',
    title: 'Recaudación por concepto',
    params: [param.dateRange()],
    columns: [
      text('code', 'Código'),
      text('description', 'Concepto'),
      text('incomeCode', 'Ramo'),
      count('receipts', 'Recibos'),
      money('gross', 'Monto'),
      money('discount', 'Descuento'),
      money('interest', 'Intereses de mora'),
      money('amount', 'Neto'),
    ],
  }),
  /**
   * cumplimiento-metas: each entry of the period's income classifier, its goal, what the concepts
   * collected under it up to a date (the whole period without one), the share of the goal and what
   * is still to collect.
   */
  goals: defineReport({
    screen: 'REC-REP-04',
    group: 'revenue',
    slug: 'cumplimiento-metas',
    title: 'Cumplimiento de metas de recaudación',
    params: [param.dateRange()],
    columns: [
      text('code', 'Ramo'),
      text('name', 'Denominación'),
      money('estimated', 'Meta'),
      money('collected', 'Recaudado'),
      text('share', 'Cumplimiento'),
      money('remaining', 'Por recaudar'),
    ],
  }),
  /** pagadores-por-concepto: who paid a concept (or any), with how many receipts and how much. */
  payersByConcept: defineReport({
    screen: 'REC-REP-05',
    group: 'revenue',
    slug: 'pagadores-por-concepto',
    title: 'Pagadores por concepto',
    params: [param.master('idCollectionConcept', 'Concepto', 'collectionConcept'), param.dateRange()],
    columns: [
      text('concept', 'Concepto'),
      text('rif', 'RIF'),
      text('name', 'Contribuyente'),
      count('receipts', 'Recibos'),
      money('amount', 'Monto neto'),
    ],
  }),
  /** reporte-conceptos-por-fecha: every concept line charged between two dates, receipt by receipt. */
  conceptsByDate: defineReport({
    screen: 'REC-REP-06',
    group: 'revenue',
    slug: 'conceptos-por-fecha',
    title: 'Conceptos por fecha',
    params: [
      param.dateRange({ required: true }),
      param.master('idCollectionConcept', 'Concepto', 'collectionConcept'),
    ],
    columns: [
      day,
      text('receipt', 'Recibo'),
      text('box', 'Caja'),
      text('taxpayer', 'Contribuyente'),
      text('concept', 'Concepto'),
      money('gross', 'Monto'),
      money('discount', 'Descuento'),
      money('interest', 'Intereses de mora'),
      money('amount', 'Neto'),
    ],
    wide: true,
  }),
  /** The vouchers (payments) of the receipts in force between two dates. */
  vouchers: defineReport({
    screen: 'REC-REP-07',
    group: 'revenue',
    slug: 'comprobantes',
    title: 'Comprobantes de pago',
    params: [param.dateRange({ required: true }), param.master('idCashBox', 'Caja', 'cashBox')],
    columns: [
      day,
      text('receipt', 'Recibo'),
      text('taxpayer', 'Contribuyente'),
      text('paymentForm', 'Forma de pago'),
      text('bank', 'Banco'),
      text('account', 'Cuenta'),
      text('reference', 'Referencia'),
      money('amount', 'Monto'),
    ],
    wide: true,
  }),
  /** The payments grouped by payment form. */
  vouchersByForm: defineReport({
    screen: 'REC-REP-08',
    group: 'revenue',
    slug: 'comprobantes-por-forma-de-pago',
    title: 'Comprobantes por forma de pago',
    params: [param.dateRange()],
    columns: [
      text('paymentForm', 'Forma de pago'),
      text('kind', 'Clase'),
      count('vouchers', 'Pagos'),
      money('amount', 'Monto'),
    ],
  }),
  /** What reached each bank account of the institution (transfers, cards, mobile payments). */
  vouchersByAccount: defineReport({
    screen: 'REC-REP-09',
    group: 'revenue',
    slug: 'comprobantes-por-cuenta',
    title: 'Comprobantes por cuenta bancaria',
    params: [param.dateRange()],
    columns: [
      text('bank', 'Banco'),
      text('account', 'Cuenta'),
      count('vouchers', 'Pagos'),
      money('amount', 'Monto'),
    ],
  }),
  /**
   * The cadastre's valuation roll: each property in force at a day, valued as the property tax
   * values it (the land and construction tables and the use's rate in force that day, or the value
   * the office set by hand), with its yearly tax, and what is missing where it cannot be valued.
   */
  cadastreRoll: defineReport({
    screen: 'REC-REP-10',
    group: 'revenue',
    slug: 'padron-catastral',
    title: 'Padrón catastral valorado',
    params: [param.date('asOf', 'Al', { required: true }), param.master('idLandZone', 'Zona', 'landZone')],
    columns: [
      text('code', 'Código catastral'),
      text('rif', 'RIF'),
      text('taxpayer', 'Contribuyente'),
      text('use', 'Uso'),
      // What the office looks for first, then what the value is made of.
      money('value', 'Valor catastral', true, { blank: true }),
      money('rate', 'Alícuota anual (%)', false, { blank: true }),
      money('tax', 'Impuesto anual', true, { blank: true }),
      text('note', 'Observación'),
      text('zone', 'Zona'),
      money('landArea', 'Terreno (m²)', false, { blank: true }),
      money('landValue', 'Bs por m² de terreno', false, { blank: true }),
      text('construction', 'Construcción'),
      money('builtArea', 'Construido (m²)', false, { blank: true }),
      money('builtValue', 'Bs por m² construido', false, { blank: true }),
    ],
    wide: true,
  }),
  /**
   * The vehicles in force at a day by class (use and type): how many, the tariff in TCMMV of the
   * class in force that day and since when, and what the class owes per period, in TCMMV and in
   * bolívares at that day's TCMMV.
   */
  vehiclesByClass: defineReport({
    screen: 'REC-REP-11',
    group: 'revenue',
    slug: 'vehiculos-por-clase',
    title: 'Vehículos por clase',
    params: [param.date('asOf', 'Al', { required: true })],
    columns: [
      text('use', 'Uso'),
      text('type', 'Tipo'),
      count('vehicles', 'Vehículos'),
      money('units', 'TCMMV por período', false, { blank: true }),
      { key: 'tariffFrom', label: 'Tarifa desde', kind: 'date' },
      money('totalUnits', 'Total en TCMMV', true, { blank: true }),
      column.rate('tcmmv', 'TCMMV (Bs)'),
      money('totalVes', 'Total en Bs', true, { blank: true }),
    ],
  }),
  /**
   * The arrears (morosos): each taxpayer with periods due by a day and not paid, what they come to in
   * bolívares at that day's TCMMV (the same figures as the taxpayer's statement on that day), with
   * their interest and the fines past their term, since when, how many periods and how many cannot be
   * priced yet; narrowed to a concept, a kind of taxpayer or a band of the amount owed.
   */
  arrears: defineReport({
    screen: 'REC-REP-12',
    group: 'revenue',
    slug: 'morosos',
    title: 'Contribuyentes morosos',
    params: [
      param.date('asOf', 'Al', { required: true }),
      param.master('idCollectionConcept', 'Concepto', 'collectionConcept'),
      param.master('idTaxpayerType', 'Tipo de contribuyente', 'taxpayerType'),
      param.choice('band', 'Monto adeudado', ARREARS_BANDS, 'all'),
    ],
    columns: [
      text('rif', 'RIF'),
      text('taxpayer', 'Contribuyente'),
      text('type', 'Tipo'),
      text('concepts', 'Conceptos'),
      count('periods', 'Períodos'),
      { key: 'since', label: 'Debe desde', kind: 'date' },
      money('owed', 'Adeudado (Bs)'),
      money('interest', 'Intereses de mora (Bs)'),
      money('fines', 'Multas (Bs)'),
      money('total', 'Total (Bs)'),
      count('unpriced', 'Sin tarifa'),
    ],
    wide: true,
  }),
  /**
   * The declarations of gross income of one kind in force whose period starts within the dates,
   * whatever budget year they were filed in (December's is filed in January), by activity: how
   * many, by how many taxpayers, the income declared and the tax, in bolívares where the rate was the
   * larger and in TCMMV where the minimum was.
   */
  declaredByActivity: defineReport({
    screen: 'REC-REP-13',
    group: 'revenue',
    slug: 'ingresos-declarados-por-actividad',
    title: 'Ingresos declarados por actividad',
    params: [
      param.dateRange({ required: true }),
      param.choice('kind', 'Tipo de declaración', DECLARATION_KIND_CHOICES, '1'),
    ],
    columns: [
      text('code', 'Código'),
      text('activity', 'Actividad'),
      count('declarations', 'Declaraciones'),
      count('taxpayers', 'Contribuyentes'),
      money('income', 'Ingresos brutos'),
      money('tax', 'Impuesto por alícuota (Bs)'),
      money('units', 'Mínimo (TCMMV)'),
      count('onMinimum', 'En el mínimo'),
    ],
  }),
  /**
   * What the receipts in force between the dates collected on the activity tax (the concepts charged
   * on declared income), split by activity as the declaration the line paid splits it: each
   * activity's tax in bolívares, or its minimum at the rate the line was paid at; a definitive's
   * difference, by what each activity's tax came to in bolívares on the definitive.
   */
  collectedByActivity: defineReport({
    screen: 'REC-REP-14',
    group: 'revenue',
    slug: 'recaudacion-por-actividad',
    title: 'Recaudación por actividad económica',
    params: [param.dateRange({ required: true })],
    columns: [
      text('code', 'Código'),
      text('activity', 'Actividad'),
      count('receipts', 'Recibos'),
      count('taxpayers', 'Contribuyentes'),
      money('byRate', 'Por alícuota (Bs)'),
      money('byMinimum', 'Por mínimo (Bs)'),
      money('bySettlement', 'Por diferencia de la definitiva (Bs)'),
      money('amount', 'Total (Bs)'),
    ],
  }),
};

export const REVENUE_REPORTS: readonly AnyReport[] = Object.values(revenueReports);
