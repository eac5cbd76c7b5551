import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneyText } from '../budget/documents/document.ts';
import { documentClosing, documentOpening } from '../documents/document-endpoints.ts';
import { isoDate, rowId } from '../input.ts';
import { isPeriodOf, PERIOD_EXAMPLE, type Periodicity, periodStart } from './obligations.ts';

/**
 * What a taxpayer declares its gross income for (impuesto sobre actividades económicas, domain notes
 * section 4), each kind its own series of numbers: the month's income where the ordinance asks for
 * monthly declarations; the year's estimate, which the year's tax is charged on; and the year's
 * definitive income once it has closed, which replaces the estimate in what is owed. `due` is the
 * last day to file without being late, as most ordinances set it: the 15th of the following month;
 * the estimate by the end of the year's first month; the definitive by the end of the next year's
 * first quarter.
 */
export const DECLARATION_KINDS = [
  { id: 1, label: 'Declaración mensual', periodicity: 'monthly', months: 1 },
  { id: 2, label: 'Declaración estimada', periodicity: 'yearly', months: 12 },
  { id: 3, label: 'Declaración definitiva', periodicity: 'yearly', months: 12 },
] as const satisfies readonly {
  id: number;
  label: string;
  periodicity: Exclude<Periodicity, 'once'>;
  months: number;
}[];
export const MONTHLY_DECLARATION = 1;
export const ESTIMATED_DECLARATION = 2;
export const DEFINITIVE_DECLARATION = 3;

export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

export const declarationKind = (id: number): DeclarationKind | undefined =>
  DECLARATION_KINDS.find((k) => k.id === id);

/** The last day a declaration of `kind` for `period` is filed on time (AAAA-MM-DD). */
export function declarationDue(idKind: number, period: string): string {
  const start = periodStart(period);
  const [y, m] = start.split('-').map(Number) as [number, number];
  if (idKind === MONTHLY_DECLARATION) {
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    return `${next}-15`;
  }
  if (idKind === ESTIMATED_DECLARATION) return `${y}-01-31`;
  return `${y + 1}-03-31`;
}

/**
 * Why `period` cannot be declared with `kind` on `date`, or null: its key has the kind's shape; a
 * month is declared once it has ended; an estimate is of this year or the next; a definitive of a
 * year that has ended.
 */
export function declarationPeriodError(idKind: number, period: string, date: string): string | null {
  const kind = declarationKind(idKind);
  if (!kind) return null;
  if (!isPeriodOf(kind.periodicity, period))
    return `El período de la ${kind.label.toLowerCase()} se escribe ${PERIOD_EXAMPLE[kind.periodicity]}`;
  const year = Number(date.slice(0, 4));
  if (Number(period.slice(0, 4)) < year - 20) return 'El período es de hace más de veinte años: revíselo';
  if (idKind === MONTHLY_DECLARATION && period >= date.slice(0, 7))
    return 'Se declaran los ingresos de un mes que ya terminó';
  if (idKind === ESTIMATED_DECLARATION && (Number(period) < year || Number(period) > year + 1))
    return 'La declaración estimada es del año en curso o del siguiente';
  if (idKind === DEFINITIVE_DECLARATION && Number(period) >= year)
    return 'La declaración definitiva se presenta cuando el año terminó';
  return null;
}

const income = moneyText.refine(
  (v) => new Decimal(v).gte(0),
  'Los ingresos brutos declarados no pueden ser negativos',
);

/** The gross income of one of the licence's activities in the period. */
export const declarationLineInput = z.object({
  idEconomicActivity: rowId,
  income,
});

/** A declaration of gross income: one licence (patente), one period, every activity it authorises. */
export const incomeDeclarationDraft = z.object({
  idPeriod: rowId,
  declarationDate: isoDate,
  idKind: z.number().int().min(1).max(DECLARATION_KINDS.length),
  idTaxpayer: rowId,
  idPatent: rowId,
  period: z.string().trim().min(1, 'Indique el período que declara').max(7),
  note: z.string().trim().max(250).nullish(),
  lines: z.array(declarationLineInput).max(50),
});
export type IncomeDeclarationDraft = z.output<typeof incomeDeclarationDraft>;

/**
 * A line as posted: the rate and minimum in force in the period, the TCMMV of the declaration's day
 * the two were compared at, and the tax: in bolívares when the rate on the income is the larger
 * (`tax`), in TCMMV multiples when the minimum is (`taxUnits`, paid at the rate of the day of payment).
 */
export const declarationLine = z.object({
  idEconomicActivity: z.number(),
  activityCode: z.string(),
  activity: z.string(),
  income: z.string(),
  rate: z.string().nullable(),
  rateFrom: z.string().nullable(),
  minimumUnits: z.string().nullable(),
  /** The rate's part: income × rate, in bolívares. */
  byRate: z.string().nullable(),
  /** The minimum's bolívares at the TCMMV of the declaration's day, to compare. */
  minimumAmount: z.string().nullable(),
  tax: z.string().nullable(),
  taxUnits: z.string().nullable(),
});
export type DeclarationLine = z.infer<typeof declarationLine>;

export const incomeDeclarationDetail = z.object({
  ...documentOpening,
  declarationDate: z.string(),
  idKind: z.number(),
  kind: z.string(),
  idTaxpayer: z.number(),
  taxpayerRif: z.string(),
  taxpayerName: z.string(),
  idPatent: z.number(),
  licenceNumber: z.string(),
  period: z.string(),
  periodLabel: z.string(),
  /** The last day to file on time; `late` once posted after it. */
  dueOn: z.string(),
  late: z.boolean().nullable(),
  incomeTotal: z.string(),
  /** The tax in bolívares (activities taxed by their rate) and in TCMMV (those on their minimum). */
  taxAmount: z.string().nullable(),
  taxUnits: z.string().nullable(),
  /** The TCMMV of the declaration's day the minimums were compared at. */
  tcmmv: z.object({ rate: z.string(), currency: z.string(), validFrom: z.string() }).nullable(),
  note: z.string().nullable(),
  declaredBy: z.string().nullable(),
  lines: z.array(declarationLine),
  ...documentClosing,
  verifyId: z.string().nullable(),
});
export type IncomeDeclarationDetail = z.infer<typeof incomeDeclarationDetail>;

/** What the declaration's QR code shows anyone who scans it. */
export const verifiedDeclaration = z.object({
  numero: z.string(),
  tipo: z.string(),
  institucion: z.string(),
  contribuyente: z.string(),
  rif: z.string(),
  licencia: z.string(),
  periodo: z.string(),
  fecha: z.string(),
  ingresos: z.string(),
  impuestoBs: z.string().nullable(),
  impuestoTcmmv: z.string().nullable(),
  /** VIGENTE or ANULADA. */
  estado: z.enum(['VIGENTE', 'ANULADA']),
});
export type VerifiedDeclaration = z.infer<typeof verifiedDeclaration>;
