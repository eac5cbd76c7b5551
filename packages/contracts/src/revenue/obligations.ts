import { z } from 'zod';
import { MONTHS } from '../format.ts';

/**
 * How often a collection concept falls due on each taxed object it applies to. `once` is charged
 * when it arises (a fee, a fine) and never pends; the others pend every period from the concept's
 * first period owed (or the object's registration, if later) until paid.
 */
export const PERIODICITIES = [
  { value: 'once', label: 'Cuando ocurre' },
  { value: 'monthly', label: 'Mensual' },
  { value: 'quarterly', label: 'Trimestral' },
  { value: 'yearly', label: 'Anual' },
] as const;
export type Periodicity = (typeof PERIODICITIES)[number]['value'];

const QUARTERS = ['1.er', '2.º', '3.er', '4.º'];

/** The shape of a period's key for each periodicity: 2026-03, 2026-T1, 2026. */
const KEY: Record<Exclude<Periodicity, 'once'>, RegExp> = {
  monthly: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarterly: /^(\d{4})-T([1-4])$/,
  yearly: /^(\d{4})$/,
};

/** A period of each periodicity, as a form's hint shows it. */
export const PERIOD_SAMPLE: Record<Exclude<Periodicity, 'once'>, string> = {
  monthly: '2026-03',
  quarterly: '2026-T1',
  yearly: '2026',
};

/** How a period of the periodicity is written, to say so when it is not. */
export const PERIOD_EXAMPLE: Record<Exclude<Periodicity, 'once'>, string> = {
  monthly: `AAAA-MM, como ${PERIOD_SAMPLE.monthly}`,
  quarterly: `AAAA-T1 a AAAA-T4, como ${PERIOD_SAMPLE.quarterly}`,
  yearly: `AAAA, como ${PERIOD_SAMPLE.yearly}`,
};

/** The period of `periodicity` that holds the date (AAAA-MM-DD). */
export function periodOf(periodicity: Exclude<Periodicity, 'once'>, date: string): string {
  const [year, month] = date.split('-');
  if (periodicity === 'yearly') return `${year}`;
  if (periodicity === 'monthly') return `${year}-${month}`;
  return `${year}-T${Math.ceil(Number(month) / 3)}`;
}

/** The month before the one that holds the date (AAAA-MM-DD), as its key: 2026-03 on any day of April. */
export function monthBefore(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Whether `key` is a period of `periodicity`. */
export function isPeriodOf(periodicity: Exclude<Periodicity, 'once'>, key: string): boolean {
  return KEY[periodicity].test(key);
}

/** The period's first day, to order and compare periods of one periodicity. */
export function periodStart(key: string): string {
  const quarter = /^(\d{4})-T([1-4])$/.exec(key);
  if (quarter) return `${quarter[1]}-${String(Number(quarter[2]) * 3 - 2).padStart(2, '0')}-01`;
  if (/^\d{4}-\d{2}$/.test(key)) return `${key}-01`;
  return `${key}-01-01`;
}

/** A period in words: «marzo de 2026», «1.er trimestre de 2026», «año 2026». */
export function periodLabel(key: string): string {
  const quarter = /^(\d{4})-T([1-4])$/.exec(key);
  if (quarter) return `${QUARTERS[Number(quarter[2]) - 1]} trimestre de ${quarter[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1]} de ${month[1]}`;
  return `año ${key}`;
}

/** What a taxpayer owes: a recurring concept's period on one of the taxpayer's taxed objects, unpaid. */
export const pendingObligation = z.object({
  idCollectionConcept: z.number(),
  code: z.string(),
  description: z.string(),
  /** What the ordinance charges for it, when the concept has a tariff: bolívares, or TCMMV multiples. */
  tariff: z.string().nullable(),
  tariffUnit: z.enum(['VES', 'TCMMV']),
  /**
   * What it comes to in bolívares today: the tariff, or its multiples at today's TCMMV. Null without
   * a tariff, or in the legal unit with no rate recorded.
   */
  amount: z.string().nullable(),
  /** What the tariff comes from when it is not the concept's own: the vehicle's class and its tariff. */
  basis: z.string().nullable(),
  objectKind: z.enum(['vehicle', 'patent', 'cadastre']),
  idObject: z.number(),
  objectLabel: z.string(),
  period: z.string(),
  periodLabel: z.string(),
});
export type PendingObligation = z.infer<typeof pendingObligation>;
