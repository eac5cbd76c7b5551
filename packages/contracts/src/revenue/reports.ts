import { type AnyReport, column, defineReport, param, type ReportColumn } from '../reports/report.ts';

const { money, text, count } = column;

/** Revenue's reports, under /api/reports/revenue/: what the receipts in force collected, read every way. */
const day: ReportColumn = { key: 'day', label: 'Fecha', kind: 'date' };

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
};

export const REVENUE_REPORTS: readonly AnyReport[] = Object.values(revenueReports);
