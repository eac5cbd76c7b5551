import Decimal from 'decimal.js';
import { offThread } from '../../../platform/workers/pool.ts';
import {
  type ConceptRow,
  computeEmployee,
  daysPaid,
  monthsOfService,
  prepareConcepts,
  seniorityPercent,
  vacationBonusDays,
  vacationDays,
  yearsBetween,
} from './payroll-engine.ts';

/**
 * A batch of a run computed from data alone, so that it runs on a pool thread: ten thousand
 * employees' formulas take most of a second, and the server answers everyone else meanwhile. What
 * goes in and comes out is plain data (amounts as text); the formulas are compiled on the thread.
 */

/** What a run reads besides its employees: the concepts and the parameters and tables in force on its last day. */
export interface RunInputs {
  concepts: ConceptRow[];
  /** Parameter values in force on the run's last day, by code. */
  parameters: [string, string][];
  /** Every parameter code the institution has (a formula naming one without a value is refused). */
  parameterCodes: string[];
  bands: { fromYears: number; percent: string }[];
  runDays: number;
}

export interface PayEmployee {
  id: number;
  idNumber: string;
  name: string;
  hireDate: string;
  terminationDate: string | null;
  priorYears: number | null;
  salary: string;
  academic: string | null;
  children: number | null;
  /** The normal salary of the last month closed ordinary runs paid before this run, over 30 days. */
  monthlyNormal?: string | null;
  /** The ISLR withholding percentage of the worker's estimate (AR-I) in force on the run's last day. */
  islr?: string | null;
}

export interface PayInput {
  inputs: RunInputs;
  run: { runKind: string; fromDate: string; toDate: string };
  employees: PayEmployee[];
  /** The employees' own amounts (MONTO), by employee and concept id. */
  amounts: [number, [number, string][]][];
}

/** One employee computed: days and years read, totals, and each concept's amount (by concept id). */
export interface Pay {
  idEmployee: number;
  days: number;
  years: number;
  assignments: string;
  deductions: string;
  contributions: string;
  lines: [number, string][];
}

const D = (v: string | number) => new Decimal(v);

export function computePay({ inputs, run, employees, amounts }: PayInput): Pay[] {
  const parameters = new Map(inputs.parameters.map(([code, value]) => [code, D(value)]));
  const concepts = prepareConcepts(inputs.concepts, parameters, new Set(inputs.parameterCodes), run.toDate);
  const bands = inputs.bands.map((b) => ({ fromYears: b.fromYears, percent: D(b.percent) }));
  const own = new Map(amounts.map(([id, lines]) => [id, new Map(lines.map(([c, a]) => [c, D(a)]))]));
  const paid: Pay[] = [];
  for (const employee of employees) {
    const { days, mondays } = daysPaid(run, employee);
    if (days === 0) continue;
    const years = yearsBetween(employee.hireDate, run.toDate) + (employee.priorYears ?? 0);
    const result = computeEmployee(
      concepts,
      {
        SUELDO: D(employee.salary),
        DIAS: D(days),
        DIAS_NOMINA: D(inputs.runDays),
        LUNES: D(mondays),
        ANTIGUEDAD: D(years),
        PORC_ANTIGUEDAD: seniorityPercent(bands, years),
        PORC_PROFESIONALIZACION: D(employee.academic ?? 0),
        HIJOS: D(employee.children ?? 0),
        MESES_SERVICIO: D(monthsOfService(employee.hireDate, employee.terminationDate, run.toDate)),
        // The LOTTT's days for the years, or the institution's own when more (40 under the LEFP).
        DIAS_BONO_VACACIONAL: Decimal.max(
          D(vacationBonusDays(years)),
          parameters.get('DIAS_BONO_VACACIONAL_MINIMO') ?? D(0),
        ),
        DIAS_VACACIONES: D(vacationDays(years)),
        SALARIO_NORMAL_MENSUAL: D(employee.monthlyNormal ?? 0),
        PORC_ISLR: D(employee.islr ?? 0),
      },
      parameters,
      `${employee.idNumber} ${employee.name}`,
      own.get(employee.id),
    );
    paid.push({
      idEmployee: employee.id,
      days,
      years,
      assignments: result.assignments.toFixed(2),
      deductions: result.deductions.toFixed(2),
      contributions: result.contributions.toFixed(2),
      lines: result.lines.map((l) => [l.concept.id, l.amount.toFixed(2)]),
    });
  }
  return paid;
}

export const computePayOffThread = offThread<typeof computePay>(import.meta.url, 'computePay', {
  tooLarge: 'El cálculo de la nómina necesita más memoria de la que el servidor da a una sola tarea.',
});
