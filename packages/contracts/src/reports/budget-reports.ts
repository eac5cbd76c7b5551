import type { ReportColumn, ReportDef } from './report.ts';

/** The expense-budget reports of spec section 2, each on its own screen. */
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money', total: true });
const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const code: ReportColumn[] = [text('code', 'Código'), text('description', 'Denominación')];

/** Budget execution: what was approved, how it was modified, and the three moments of the spending. */
const execution: ReportColumn[] = [
  money('initial', 'Asignación inicial'),
  money('modified', 'Modificaciones'),
  money('updated', 'Asignación actualizada'),
  money('committed', 'Comprometido'),
  money('caused', 'Causado'),
  money('paid', 'Pagado'),
  money('available', 'Disponible'),
];

const documentLine: ReportColumn[] = [
  text('number', 'N°'),
  text('typeName', 'Tipo'),
  { key: 'dateOrder', label: 'Fecha', kind: 'date' },
  text('beneficiary', 'Beneficiario'),
  text('code', 'Cuenta'),
  money('aditional', 'Aumentos'),
  money('decrease', 'Disminuciones'),
  money('committed', 'Comprometido'),
  money('caused', 'Causado'),
  money('paid', 'Pagado'),
];

export const BUDGET_REPORTS: readonly ReportDef[] = [
  {
    screen: 'PRE-REP-01',
    slug: 'por-nivel',
    title: 'Ejecución presupuestaria por nivel',
    filters: ['level', 'account'],
    columns: [...code, ...execution],
    wide: true,
  },
  {
    screen: 'PRE-REP-02',
    slug: 'por-cuentas',
    title: 'Ejecución presupuestaria por cuentas',
    filters: ['account'],
    columns: [...code, ...execution],
    wide: true,
  },
  {
    screen: 'PRE-REP-03',
    slug: 'por-mes',
    title: 'Movimientos presupuestarios del mes',
    filters: ['month', 'account'],
    required: ['month'],
    columns: [
      ...code,
      money('aditional', 'Aumentos'),
      money('decrease', 'Disminuciones'),
      money('committed', 'Comprometido'),
      money('caused', 'Causado'),
      money('paid', 'Pagado'),
    ],
    wide: true,
  },
  {
    screen: 'PRE-REP-04',
    slug: 'mes-trimestre',
    title: 'Ejecución del mes y del trimestre',
    filters: ['month', 'account'],
    required: ['month'],
    columns: [
      ...code,
      money('committedMonth', 'Comprometido del mes'),
      money('causedMonth', 'Causado del mes'),
      money('paidMonth', 'Pagado del mes'),
      money('committedQuarter', 'Comprometido del trimestre'),
      money('causedQuarter', 'Causado del trimestre'),
      money('paidQuarter', 'Pagado del trimestre'),
    ],
    wide: true,
  },
  {
    screen: 'PRE-REP-05',
    slug: 'por-documento',
    title: 'Imputaciones por documento',
    filters: ['documentType', 'beneficiary', 'account'],
    columns: documentLine,
    wide: true,
  },
  {
    screen: 'PRE-REP-06',
    slug: 'por-documento-rango-fecha',
    title: 'Imputaciones por documento y rango de fechas',
    filters: ['dateRange', 'documentType', 'beneficiary', 'account'],
    required: ['dateRange'],
    columns: documentLine,
    wide: true,
  },
  {
    screen: 'PRE-REP-07',
    slug: 'por-beneficiario',
    title: 'Ejecución por beneficiario',
    filters: ['dateRange', 'beneficiary'],
    columns: [
      text('beneficiaryCode', 'RIF o cédula'),
      text('beneficiary', 'Beneficiario'),
      { key: 'documents', label: 'Documentos', kind: 'integer', total: true },
      money('committed', 'Comprometido'),
      money('caused', 'Causado'),
      money('paid', 'Pagado'),
    ],
  },
  {
    screen: 'PRE-REP-08',
    slug: 'gastos',
    title: 'Gastos causados y pagados',
    filters: ['dateRange', 'account'],
    columns: [...code, money('caused', 'Causado'), money('paid', 'Pagado'), money('toPay', 'Por pagar')],
  },
  {
    screen: 'PRE-REP-09',
    slug: 'resumen-documentos-retenciones',
    title: 'Resumen de documentos y retenciones',
    filters: ['dateRange', 'documentType', 'beneficiary'],
    columns: [
      text('number', 'N°'),
      text('typeName', 'Tipo'),
      { key: 'dateOrder', label: 'Fecha', kind: 'date' },
      text('beneficiary', 'Beneficiario'),
      money('amount', 'Monto'),
      money('base', 'Base imponible'),
      money('iva', 'IVA'),
      money('retention', 'Retención de IVA'),
      money('net', 'Neto a pagar'),
    ],
    wide: true,
  },
  {
    screen: 'PRE-REP-10',
    slug: 'cuenta-trimestre',
    title: 'Ejecución de cada cuenta por trimestre',
    filters: ['moment', 'account'],
    columns: [
      ...code,
      money('q1', 'I trimestre'),
      money('q2', 'II trimestre'),
      money('q3', 'III trimestre'),
      money('q4', 'IV trimestre'),
      money('total', 'Total'),
    ],
    wide: true,
  },
  {
    screen: 'PRE-REP-11',
    slug: 'ejecucion-financiera-por-rango',
    title: 'Ejecución financiera por rango de fechas',
    filters: ['dateRange', 'account'],
    required: ['dateRange'],
    columns: [
      ...code,
      money('initial', 'Asignación inicial'),
      money('modified', 'Modificaciones'),
      money('committed', 'Comprometido'),
      money('caused', 'Causado'),
      money('paid', 'Pagado'),
      money('toPay', 'Por pagar'),
    ],
    wide: true,
  },
  {
    screen: 'PRE-REP-12',
    slug: 'ejecucion-por-mes-y-periodo',
    title: 'Ejecución acumulada al mes',
    filters: ['month', 'account'],
    required: ['month'],
    columns: [...code, ...execution],
    wide: true,
  },
  {
    screen: 'PRE-REP-13',
    slug: 'cajas',
    title: 'Salidas de caja: comprobantes de egreso',
    filters: ['dateRange', 'beneficiary'],
    columns: [
      text('number', 'N°'),
      { key: 'dateOrder', label: 'Fecha', kind: 'date' },
      text('beneficiary', 'Beneficiario'),
      text('description', 'Concepto'),
      text('orders', 'Órdenes pagadas'),
      money('amount', 'Monto'),
    ],
    wide: true,
  },
];

export function budgetReportForScreen(screen: string): ReportDef | undefined {
  return BUDGET_REPORTS.find((r) => r.screen === screen);
}
