import { type AnyReport, column, defineReport, param } from '../reports/report.ts';
import { payrollRunOptions } from './payroll-run.endpoints.ts';

const { money } = column;

/**
 * Vista-Nomina: one run, by employee (what each was paid) or by concept (what each concept came to),
 * on screen, PDF and XLSX. Both views add up to the run's totals.
 */
export const payrollReports = {
  view: defineReport({
    screen: 'NOM-VIS-01',
    group: 'payroll',
    slug: 'vista-nomina',
    title: 'Vista de nómina',
    params: [
      param.document('idRun', 'Nómina', { table: 'payroll_run', options: payrollRunOptions, required: true }),
      param.choice(
        'by',
        'Ver',
        [
          { value: 'employee', label: 'Por trabajador' },
          { value: 'concept', label: 'Por concepto' },
        ],
        'employee',
        (o) => o.label.toLowerCase(),
      ),
    ],
    columns: [
      { key: 'code', label: 'Cédula / código', kind: 'text' },
      { key: 'name', label: 'Trabajador / concepto', kind: 'text' },
      { key: 'detail', label: 'Cargo / partida', kind: 'text' },
      { key: 'count', label: 'Días / trabajadores', kind: 'integer' },
      money('assignments', 'Asignaciones'),
      money('deductions', 'Deducciones'),
      money('contributions', 'Aportes patronales'),
      money('net', 'Neto'),
    ],
    wide: true,
  }),
};

export const PAYROLL_REPORTS: AnyReport[] = Object.values(payrollReports);
