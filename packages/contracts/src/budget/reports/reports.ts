import type { ReportChart } from '../../reports/chart.ts';
import {
  type AnyReport,
  column,
  defineReport,
  param,
  type ReportColumn,
  type ReportDef,
  type ReportParam,
} from '../../reports/report.ts';

const { money, text } = column;

/** The expense-budget reports of spec section 2, each on its own screen, under /api/reports/budget/. */
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

/** The execution's picture: each row's updated budget against what was committed, caused and paid. */
const executionChart: ReportChart = {
  category: 'code',
  name: 'description',
  series: ['updated', 'committed', 'caused', 'paid'],
};

/** The seven levels of the budget structure. */
export const STRUCTURE_LEVELS = [
  'Sector',
  'Programa',
  'Subprograma',
  'Proyecto',
  'Subproyecto',
  'Actividad',
  'Obra',
];

export const MOMENTS = [
  { value: 'committed', label: 'Comprometido' },
  { value: 'caused', label: 'Causado' },
  { value: 'paid', label: 'Pagado' },
] as const;

/** The parameters the budget's reports take, each declared once. */
const p = {
  dateRange: param.dateRange(),
  requiredDateRange: param.dateRange({ required: true }),
  month: param.month({ required: true }),
  level: param.choice(
    'level',
    'Nivel',
    STRUCTURE_LEVELS.map((name, i) => ({ value: String(i + 1), label: `${i + 1} · ${name}` })),
    '1',
    (option) => `nivel ${option.value}`,
  ),
  moment: param.choice('moment', 'Momento', MOMENTS, 'caused'),
  depth: param.choice(
    'depth',
    'Detalle hasta',
    [
      { value: '1', label: 'Partida' },
      { value: '2', label: 'Genérica' },
      { value: '3', label: 'Específica' },
    ],
    '3',
    (option) => `hasta ${option.label.toLowerCase()}`,
  ),
  debts: param.choice(
    'debts',
    'Deudas',
    [
      { value: 'period', label: 'Del período' },
      { value: 'opening', label: 'De apertura (del período anterior)' },
    ],
    'period',
  ),
  documentType: param.master('idDocumentType', 'Tipo de documento', 'documentType'),
  beneficiary: param.master('idBeneficiary', 'Beneficiario', 'beneficiary'),
  account: param.codePrefix('account', 'Cuenta', '4.02', (prefix) => `cuentas ${prefix}…`),
};
const budget = <const Ps extends readonly ReportParam[]>(def: Omit<ReportDef<Ps>, 'group'>) =>
  defineReport({ ...def, group: 'budget' });

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

export const budgetReports = {
  byLevel: budget({
    screen: 'PRE-REP-01',
    slug: 'por-nivel',
    title: 'Ejecución presupuestaria por nivel',
    params: [p.level, p.account],
    columns: [...code, ...execution],
    wide: true,
    chart: executionChart,
  }),
  byAccounts: budget({
    screen: 'PRE-REP-02',
    slug: 'por-cuentas',
    title: 'Ejecución presupuestaria por cuentas',
    params: [p.account],
    columns: [...code, ...execution],
    wide: true,
    chart: executionChart,
  }),
  byMonth: budget({
    screen: 'PRE-REP-03',
    slug: 'por-mes',
    title: 'Movimientos presupuestarios del mes',
    params: [p.month, p.account],
    columns: [
      ...code,
      money('aditional', 'Aumentos'),
      money('decrease', 'Disminuciones'),
      money('committed', 'Comprometido'),
      money('caused', 'Causado'),
      money('paid', 'Pagado'),
    ],
    wide: true,
  }),
  monthAndQuarter: budget({
    screen: 'PRE-REP-04',
    slug: 'mes-trimestre',
    title: 'Ejecución del mes y del trimestre',
    params: [p.month, p.account],
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
  }),
  byDocument: budget({
    screen: 'PRE-REP-05',
    slug: 'por-documento',
    title: 'Imputaciones por documento',
    params: [p.documentType, p.beneficiary, p.account],
    columns: documentLine,
    wide: true,
  }),
  byDocumentAndDates: budget({
    screen: 'PRE-REP-06',
    slug: 'por-documento-rango-fecha',
    title: 'Imputaciones por documento y rango de fechas',
    params: [p.requiredDateRange, p.documentType, p.beneficiary, p.account],
    columns: documentLine,
    wide: true,
  }),
  byBeneficiary: budget({
    screen: 'PRE-REP-07',
    slug: 'por-beneficiario',
    title: 'Ejecución por beneficiario',
    params: [p.dateRange, p.beneficiary],
    columns: [
      text('beneficiaryCode', 'RIF o cédula'),
      text('beneficiary', 'Beneficiario'),
      { key: 'documents', label: 'Documentos', kind: 'integer', total: true },
      money('committed', 'Comprometido'),
      money('caused', 'Causado'),
      money('paid', 'Pagado'),
    ],
  }),
  expenses: budget({
    screen: 'PRE-REP-08',
    slug: 'gastos',
    title: 'Gastos causados y pagados',
    params: [p.dateRange, p.account],
    columns: [...code, money('caused', 'Causado'), money('paid', 'Pagado'), money('toPay', 'Por pagar')],
  }),
  documentsAndRetentions: budget({
    screen: 'PRE-REP-09',
    slug: 'resumen-documentos-retenciones',
    title: 'Resumen de documentos y retenciones',
    params: [p.dateRange, p.documentType, p.beneficiary],
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
  }),
  accountByQuarter: budget({
    screen: 'PRE-REP-10',
    slug: 'cuenta-trimestre',
    title: 'Ejecución de cada cuenta por trimestre',
    params: [p.moment, p.account],
    columns: [
      ...code,
      money('q1', 'I trimestre'),
      money('q2', 'II trimestre'),
      money('q3', 'III trimestre'),
      money('q4', 'IV trimestre'),
      money('total', 'Total'),
    ],
    wide: true,
  }),
  financialByRange: budget({
    screen: 'PRE-REP-11',
    slug: 'ejecucion-financiera-por-rango',
    title: 'Ejecución financiera por rango de fechas',
    params: [p.requiredDateRange, p.account],
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
  }),
  cumulativeToMonth: budget({
    screen: 'PRE-REP-12',
    slug: 'ejecucion-por-mes-y-periodo',
    title: 'Ejecución acumulada al mes',
    params: [p.month, p.account],
    columns: [...code, ...execution],
    wide: true,
  }),
  cashOut: budget({
    screen: 'PRE-REP-13',
    slug: 'cajas',
    title: 'Salidas de caja: comprobantes de egreso',
    params: [p.dateRange, p.beneficiary],
    columns: [
      text('number', 'N°'),
      { key: 'dateOrder', label: 'Fecha', kind: 'date' },
      text('beneficiary', 'Beneficiario'),
      text('description', 'Concepto'),
      text('orders', 'Órdenes pagadas'),
      money('amount', 'Monto'),
    ],
    wide: true,
  }),
  byClassifier: budget({
    screen: 'PRE-REP-14',
    slug: 'clasificador',
    title: 'Ejecución por partida del clasificador presupuestario',
    params: [p.depth, p.account],
    columns: [
      text('code', 'Partida'),
      text('description', 'Denominación'),
      text('level', 'Nivel'),
      ...execution,
    ],
    wide: true,
  }),
  debts: budget({
    screen: 'PRE-REP-15',
    slug: 'deudas',
    title: 'Compromisos por causar y causados por pagar',
    params: [p.debts],
    columns: [
      text('debt', 'Deuda'),
      text('number', 'N°'),
      text('typeName', 'Tipo'),
      { key: 'dateOrder', label: 'Fecha', kind: 'date' },
      text('beneficiary', 'Beneficiario'),
      money('amount', 'Comprometido o causado'),
      money('drawn', 'Causado u ordenado'),
      money('pending', 'Pendiente'),
    ],
    wide: true,
  }),
};

/** The fifteen, in the order of the menu. */
export const BUDGET_REPORTS: readonly AnyReport[] = Object.values(budgetReports);
