import { defineResource, f } from '../resources/resource.ts';

const day = (v: unknown) => (typeof v === 'string' ? v : '');

export const budgetPeriodResource = defineResource({
  name: 'budgetPeriod',
  table: 'period',
  service: 'budget',
  path: 'budget-period',
  screen: 'CFG-PER-01',
  scope: { kind: 'client' },
  labels: { singular: 'período presupuestario', plural: 'períodos presupuestarios' },
  display: 'description',
  idName: 'idPeriod',
  defaultSort: { field: 'startDate', dir: 'desc' },
  fields: [
    f.text('description', 'Descripción', {
      required: true,
      max: 60,
      search: true,
      help: 'Por ejemplo: 2027',
    }),
    f.date('startDate', 'Fecha de inicio', { required: true }),
    f.date('endDate', 'Fecha de fin', { required: true }),
    f.date('reportFinalDate', 'Fecha final de reportes', {
      help: 'Último día que cubren los reportes del período',
    }),
  ],
  rules: [
    {
      field: 'endDate',
      message: 'La fecha de fin debe ser posterior a la de inicio',
      test: (row) => day(row.endDate) > day(row.startDate),
    },
    {
      // The monthly reports name a month by its number: inside one fiscal year each number is one month.
      field: 'endDate',
      message: 'Un período presupuestario dura como máximo un año',
      test: (row) => {
        const start = day(row.startDate);
        return start === '' || day(row.endDate) < `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
      },
    },
    {
      field: 'reportFinalDate',
      message: 'La fecha final de reportes no puede ser anterior al inicio del período',
      test: (row) => !row.reportFinalDate || day(row.reportFinalDate) >= day(row.startDate),
    },
  ],
  reads: ['period_closing'],
  computed: [
    { name: 'expired', label: 'Vencido', kind: 'boolean', sql: 't.end_date < {today}' },
    {
      name: 'closed',
      label: 'Cerrado',
      kind: 'boolean',
      sql: `coalesce((select c.action = 'cierre' from period_closing c where c.id_period = t.id order by c.id desc limit 1), false)`,
    },
  ],
  referencedBy: [
    { table: 'period_closing', column: 'id_period', label: 'cierres y reaperturas del ejercicio' },
  ],
  uniques: [
    { fields: ['description'], message: 'Ya existe un período con esa descripción en esta institución' },
  ],
});
