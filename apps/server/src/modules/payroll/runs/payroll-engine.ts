import {
  type ConceptKind,
  compileFormula,
  conceptOrder,
  type Evaluator,
  FormulaEvaluationError,
  formatMoney,
  parseFormula,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { AppError } from '../../../platform/errors.ts';

/**
 * The computation of a run, apart from the database: the concepts in the order they read each
 * other, the variables of each employee, and each concept's amount rounded to the céntimo. The
 * service loads what it reads and stores what it answers.
 */

export interface ConceptRow {
  id: number;
  code: string;
  name: string;
  kind: ConceptKind;
  formula: string;
  accountCode: string | null;
  remitAs: string | null;
  /** An assignment of the normal salary (LOTTT art. 104): it adds to SALARIO_NORMAL. */
  normalSalary?: boolean;
  /** Computed in this run: active, of the run's kind and for the run's personnel type. */
  applies: boolean;
}

export interface PreparedConcept extends ConceptRow {
  evaluate: Evaluator;
}

const ZERO = new Decimal(0);

/**
 * The concepts a run computes, in order, each compiled once. Every concept of the institution takes
 * part in the order (a formula may read one that does not apply here: it reads 0). A parameter a
 * computed formula reads must have a value in force on the run's last day.
 */
export function prepareConcepts(
  rows: readonly ConceptRow[],
  parameters: ReadonlyMap<string, Decimal>,
  parameterCodes: ReadonlySet<string>,
  lastDay: string,
): PreparedConcept[] {
  const parsed = rows.map((row) => {
    const result = parseFormula(row.formula);
    // Stored formulas were checked when saved; one that no longer parses is a fault worth stopping for.
    if ('error' in result)
      throw new AppError(422, `La fórmula del concepto ${row.code} no es válida: ${result.error.message}`);
    return { row, formula: result.formula };
  });
  const order = conceptOrder(
    parsed.map((p) => ({
      code: p.row.code,
      kind: p.row.kind,
      names: p.formula.names.keys(),
      normalSalary: p.row.normalSalary,
    })),
  );
  if ('cycle' in order)
    throw new AppError(422, `Las fórmulas se leen en círculo: ${order.cycle.join(' → ')}`);
  const byCode = new Map(parsed.map((p) => [p.row.code, p]));
  const prepared: PreparedConcept[] = [];
  for (const code of order.order) {
    const p = byCode.get(code);
    if (!p?.row.applies) continue;
    for (const name of p.formula.names.keys()) {
      // The integral salary reads the year-end bonus's days: without them it would be short.
      if (name === 'SALARIO_INTEGRAL' && !parameters.has(YEAR_END_DAYS))
        throw new AppError(
          422,
          `El concepto ${code} lee SALARIO_INTEGRAL, que necesita el parámetro ${YEAR_END_DAYS} con valor vigente al ${lastDay.split('-').reverse().join('/')}.`,
        );
      if (parameterCodes.has(name) && !parameters.has(name))
        throw new AppError(
          422,
          `El parámetro ${name}, que lee el concepto ${code}, no tiene valor vigente al ${lastDay.split('-').reverse().join('/')}.`,
        );
    }
    prepared.push({ ...p.row, evaluate: compileFormula(p.formula) });
  }
  return prepared;
}

/**
 * What a formula reads of one employee in one run (besides TOTAL_ASIGNACIONES and SALARIO_NORMAL,
 * worked out as it goes).
 */
export interface EmployeeVariables {
  SUELDO: Decimal;
  DIAS: Decimal;
  DIAS_NOMINA: Decimal;
  LUNES: Decimal;
  ANTIGUEDAD: Decimal;
  PORC_ANTIGUEDAD: Decimal;
  PORC_PROFESIONALIZACION: Decimal;
  HIJOS: Decimal;
  MESES_SERVICIO: Decimal;
  DIAS_BONO_VACACIONAL: Decimal;
  DIAS_VACACIONES: Decimal;
  SALARIO_NORMAL_MENSUAL: Decimal;
  PORC_ISLR: Decimal;
}

/** The institution's days of year-end bonus (LOTTT art. 131: 30 to 120): the integral salary reads it. */
export const YEAR_END_DAYS = 'DIAS_BONIFICACION_FIN_ANO';

/**
 * The integral salary (LOTTT art. 122): a normal salary for so many days, per day, with the daily
 * shares of the vacation bonus and the year-end bonus (their days over 360), rounded to the céntimo as
 * an auditor writes it: 1.530,00 with 106 days is 1.980,50, whose 1 % rounds to 19,81 (left unrounded
 * it was 1.980,4999… to decimal.js's precision, and the FAOV came out 19,80). One division, after
 * multiplying, so the rounding starts from the exact quotient.
 */
export function integralSalary(
  normal: Decimal,
  days: number,
  bonusDays: Decimal,
  yearEndDays: Decimal,
): Decimal {
  return normal
    .times(bonusDays.plus(yearEndDays).plus(360))
    .div(360 * days)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export interface ComputedLine {
  concept: PreparedConcept;
  amount: Decimal;
}

export interface ComputedEmployee {
  lines: ComputedLine[];
  assignments: Decimal;
  deductions: Decimal;
  contributions: Decimal;
  net: Decimal;
}

/**
 * One employee's concepts, in order: each formula reads the variables, the parameters and the
 * amounts already computed (0 for a concept that does not apply). An amount is rounded half up to
 * the céntimo; a negative one, or a formula that fails (a division by zero), stops the run with the
 * employee, the concept and the position named.
 */
export function computeEmployee(
  concepts: readonly PreparedConcept[],
  vars: EmployeeVariables,
  parameters: ReadonlyMap<string, Decimal>,
  who: string,
  /** The employee's own amounts by concept id, which each concept's formula reads as MONTO. */
  amounts?: ReadonlyMap<number, Decimal>,
): ComputedEmployee {
  const results = new Map<string, Decimal>();
  let assignments = ZERO;
  let normalSalary = ZERO;
  let deductions = ZERO;
  let contributions = ZERO;
  let current: PreparedConcept | undefined;
  const value = (name: string): Decimal => {
    const computed = results.get(name);
    if (computed) return computed;
    if (name === 'TOTAL_ASIGNACIONES') return assignments;
    if (name === 'SALARIO_NORMAL') return normalSalary;
    if (name === 'SALARIO_INTEGRAL')
      return integralSalary(
        normalSalary,
        1,
        vars.DIAS_BONO_VACACIONAL,
        parameters.get(YEAR_END_DAYS) ?? ZERO,
      );
    if (name === 'MONTO') return (current && amounts?.get(current.id)) ?? ZERO;
    const variable = vars[name as keyof EmployeeVariables];
    if (variable) return variable;
    return parameters.get(name) ?? ZERO;
  };
  const lines: ComputedLine[] = [];
  for (const concept of concepts) {
    current = concept;
    let amount: Decimal;
    try {
      amount = concept.evaluate(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    } catch (error) {
      if (error instanceof FormulaEvaluationError)
        throw new AppError(
          422,
          `Concepto ${concept.code}, posición ${error.position} de su fórmula: ${error.message} (trabajador ${who}).`,
        );
      throw error;
    }
    if (amount.isNegative())
      throw new AppError(
        422,
        `El concepto ${concept.code} da un monto negativo (${formatMoney(amount.toFixed(2))}) para el trabajador ${who}: revise su fórmula.`,
      );
    results.set(concept.code, amount);
    if (amount.isZero()) continue;
    lines.push({ concept, amount });
    if (concept.kind === 'assignment') {
      assignments = assignments.plus(amount);
      if (concept.normalSalary) normalSalary = normalSalary.plus(amount);
    } else if (concept.kind === 'deduction') deductions = deductions.plus(amount);
    else contributions = contributions.plus(amount);
  }
  return { lines, assignments, deductions, contributions, net: assignments.minus(deductions) };
}

const DAY = 86_400_000;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The day of its month a date is by the commercial month of 30 days: the 31st and the last day of
 * February are the 30th. A fortnight is then always 15 days and a month 30.
 */
function commercialDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d === last ? 30 : Math.min(d, 30);
}

/**
 * The days a run pays an employee, from the day they joined or the run's first day to the day they
 * left or its last: an ordinary run (inside one month) counts them by the commercial month, so the
 * whole of a fortnight is 15 days and of a month 30; a special run counts calendar days. Also the
 * Mondays in those days (the weekly SSO's count). 0 when they served none of it.
 */
export function daysPaid(
  run: { runKind: string; fromDate: string; toDate: string },
  employee: { hireDate: string; terminationDate: string | null },
): { days: number; mondays: number } {
  const from = Math.max(time(run.fromDate), time(employee.hireDate));
  const to = Math.min(
    time(run.toDate),
    employee.terminationDate ? time(employee.terminationDate) : Number.POSITIVE_INFINITY,
  );
  if (to < from) return { days: 0, mondays: 0 };
  const days =
    run.runKind !== 'ordinary'
      ? (to - from) / DAY + 1
      : commercialDay(iso(to)) - commercialDay(iso(from)) + 1;
  let mondays = 0;
  for (let t = from; t <= to; t += DAY) if (new Date(t).getUTCDay() === 1) mondays++;
  return { days: Math.max(days, 1), mondays };
}

/** The run's own days: 15 a fortnight and 30 a month (commercial), calendar days for a special run. */
export function runDays(run: { runKind: string; fromDate: string; toDate: string }): number {
  return daysPaid(run, { hireDate: run.fromDate, terminationDate: run.toDate }).days;
}

/** Whole years from one day to another. */
/**
 * The whole months a worker served in the calendar year of `day`, up to December or the day they left
 * (the year-end bonus's fraction, LOTTT art. 131): a month counts from its first day to its last.
 */
export function monthsOfService(hireDate: string, terminationDate: string | null, day: string): number {
  const year = day.slice(0, 4);
  // Served from the later of 1 January and the hire, to the day after the earlier of 31 December and
  // the day they left: whole months counted from the first day (15 March to 14 December is 9).
  const from = hireDate > `${year}-01-01` ? hireDate : `${year}-01-01`;
  const last = terminationDate && terminationDate < `${year}-12-31` ? terminationDate : `${year}-12-31`;
  if (last < from) return 0;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ly, lm, ld] = last.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(ly, lm - 1, ld) + 86_400_000);
  const [ey, em, ed] = [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
  const months = (ey - fy) * 12 + (em - fm) - (ed < fd ? 1 : 0);
  return Math.max(0, Math.min(12, months));
}

/**
 * The vacation's working days for so many years of service (LOTTT art. 190): 15, one more a year
 * after the first, up to 30. The vacation bonus's days (art. 192) follow the same rule.
 */
export const vacationDays = (years: number) => Math.min(15 + Math.max(years - 1, 0), 30);
export const vacationBonusDays = vacationDays;

/** The anniversary in a year of a day (a 29 February falls on the 28th in a common year). */
export function anniversaryIn(day: string, year: number): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whole years from one day to another: a year is complete on its anniversary (anniversaryIn). */
export function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return Math.max(0, years - (to < anniversaryIn(from, Number(to.slice(0, 4))) ? 1 : 0));
}

/** The seniority band for so many years: the highest band starting at or below them, 0 below the first. */
export function seniorityPercent(
  bands: readonly { fromYears: number; percent: Decimal }[],
  years: number,
): Decimal {
  let found = ZERO;
  let start = -1;
  for (const band of bands) {
    if (band.fromYears <= years && band.fromYears > start) {
      found = band.percent;
      start = band.fromYears;
    }
  }
  return found;
}
