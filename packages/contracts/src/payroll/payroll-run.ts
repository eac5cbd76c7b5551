import { z } from 'zod';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';

/**
 * An ordinary run pays a fortnight or a month; a vacation run the vacation bonus of those whose
 * anniversary falls in its dates (LOTTT art. 190, 192); a special one (the year-end bonus) its own concepts.
 */
export const PAYROLL_RUN_KINDS = [
  { value: 'ordinary', label: 'Ordinaria' },
  { value: 'vacation', label: 'Vacaciones' },
  { value: 'special', label: 'Especial' },
] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number]['value'];

/** How many employees one compute request works out: the screen shows progress between requests. */
export const COMPUTE_BATCH = 1000;

/**
 * A payroll run (spec: Emision-de-Nominas): a personnel type paid for some days. A draft is open:
 * it is computed, reviewed (each employee against the previous run, the budget it will commit) and
 * computed again as often as needed; posting closes it, and a closed run is locked.
 */
export const payrollRunDraft = z
  .object({
    idPeriod: rowId,
    idEmployeeType: rowId,
    runKind: z.enum(['ordinary', 'vacation', 'special'], {
      error: 'Elija ordinaria, de vacaciones o especial',
    }),
    fromDate: isoDate,
    toDate: isoDate,
    /** The day the pay is made: the run's date, numbered and imputed in its period. */
    payDate: isoDate,
    description: z.string().trim().min(1, 'Este campo es requerido').max(250),
  })
  .refine((d) => d.fromDate <= d.toDate, {
    message: 'La fecha final no puede ser anterior a la inicial',
    path: ['toDate'],
  });
export type PayrollRunDraft = z.infer<typeof payrollRunDraft>;

const money = z.string();

export const payrollRunDetail = z.object({
  ...documentOpening,
  idEmployeeType: z.number(),
  employeeTypeName: z.string(),
  runKind: z.enum(['ordinary', 'vacation', 'special']),
  fromDate: z.string(),
  toDate: z.string(),
  payDate: z.string(),
  description: z.string(),
  /** What the last computation found: employees and totals (negated on a reversal). */
  employees: z.number(),
  assignments: money,
  deductions: money,
  contributions: money,
  net: money,
  /** When it was last computed in full; null while never (or only partly) computed. */
  computedAt: z.string().nullable(),
  /** The budget documents closing issued: the commitment and the causación. */
  idCommitment: z.number().nullable(),
  commitmentNumber: z.string().nullable(),
  idCausation: z.number().nullable(),
  causationNumber: z.string().nullable(),
  ...documentClosing,
  /** A run is an internal paper: its payslips are what employees hold. */
  verifyId: z.null(),
  /**
   * What a draft would compute as 0 for want of a table (a concept reading the seniority premium with
   * no table in force at its dates): said before computing. Only a run read alone carries them.
   */
  warnings: z.array(z.string()),
});
export type PayrollRunDetail = z.infer<typeof payrollRunDetail>;

/** One concept of one employee in a run. */
export const payrollLine = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['assignment', 'deduction', 'contribution']),
  amount: money,
});

/** An employee as a run paid them: what it read of them, and their concepts. */
export const payrollRunEmployee = z.object({
  idEmployee: z.number(),
  idNumber: z.string(),
  name: z.string(),
  department: z.string(),
  cargo: z.string(),
  salary: money,
  days: z.number(),
  seniorityYears: z.number(),
  assignments: money,
  deductions: money,
  contributions: money,
  net: money,
  lines: z.array(payrollLine),
});
export type PayrollRunEmployee = z.infer<typeof payrollRunEmployee>;

/** A concept's total in a run. */
export const payrollRunConcept = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['assignment', 'deduction', 'contribution']),
  accountCode: z.string().nullable(),
  employees: z.number(),
  amount: money,
});

/** What changed for one employee and concept since the previous run of the same personnel type and kind. */
export const payrollChange = z.object({
  idEmployee: z.number(),
  idNumber: z.string(),
  name: z.string(),
  /** null for the change of the employee as a whole (joined or left the payroll). */
  code: z.string().nullable(),
  conceptName: z.string().nullable(),
  before: money.nullable(),
  after: money.nullable(),
  difference: money,
});

/** The run a run's changes are read against: the previous one of its personnel type and kind. */
export const payrollRunPrevious = z.object({
  id: z.number(),
  numberText: z.string().nullable(),
  toDate: z.string(),
});

/** What the run will impute: per budget account, what it needs and what is available. */
export const payrollBudgetLine = z.object({
  structure: z.string().nullable(),
  accountCode: z.string(),
  department: z.string(),
  /** null when the period's budget has no such account: the run cannot be closed. */
  idBudgetAccount: z.number().nullable(),
  amount: money,
  available: money.nullable(),
  enough: z.boolean(),
});

export const payrollRunKindLabel = (kind: string) =>
  PAYROLL_RUN_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Fortnights and months of an ordinary run, from the first day of its dates. */
export function ordinaryDates(frequency: string, fromDate: string): { from: string; to: string } {
  const [y, m, d] = fromDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  const ym = `${y}-${pad(m)}`;
  if (frequency === 'monthly') return { from: `${ym}-01`, to: `${ym}-${pad(last)}` };
  return d <= 15 ? { from: `${ym}-01`, to: `${ym}-15` } : { from: `${ym}-16`, to: `${ym}-${pad(last)}` };
}
