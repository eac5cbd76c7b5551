import { z } from 'zod';
import { formatDate, formatMoney, MONTHS } from '../format.ts';

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

/** The month after `month` (AAAA-MM): 2027-01 after 2026-12. */
export function monthAfter(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
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

/**
 * What stands for the period of a fine where what is owed is keyed by period (the statement, a
 * notice's lines, what a receipt paid): `multa:` and its number, «Multa N.º 5» to a person.
 */
export const FINE_PERIOD = 'multa:';

/** A period in words: «marzo de 2026», «1.er trimestre de 2026», «año 2026». */
export function periodLabel(key: string): string {
  if (key.startsWith(FINE_PERIOD)) return `Multa N.º ${key.slice(FINE_PERIOD.length)}`;
  const agreement = /^convenio:(.+)\/(\d+|saldo)$/.exec(key);
  if (agreement)
    return agreement[2] === 'saldo'
      ? `Saldo del convenio N.º ${agreement[1]}`
      : `Cuota ${agreement[2]} del convenio N.º ${agreement[1]}`;
  const quarter = /^(\d{4})-T([1-4])$/.exec(key);
  if (quarter) return `${QUARTERS[Number(quarter[2]) - 1]} trimestre de ${quarter[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTHS[Number(month[2]) - 1]} de ${month[1]}`;
  return `año ${key}`;
}

/** A period as a sentence's subject: «Mayo de 2026», «El 1.er trimestre de 2026», «El año 2026». */
export function periodSubject(key: string): string {
  const label = periodLabel(key);
  return /^\d{4}-\d{2}$/.test(key) ? `${label[0]?.toUpperCase()}${label.slice(1)}` : `El ${label}`;
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
  /**
   * What it is owed on: a taxed object, a fine or a payment agreement's instalment or balance
   * (`idObject` is then the fine's or the agreement's id).
   */
  objectKind: z.enum(['vehicle', 'patent', 'cadastre', 'fine', 'agreement']),
  idObject: z.number(),
  objectLabel: z.string(),
  period: z.string(),
  periodLabel: z.string(),
  /** The last day to pay it without interest. */
  dueDate: z.string(),
  /** Interest on late payment to today (0.00 when on time); null while the amount is not known. */
  interest: z.string().nullable(),
  /** How the interest was reached: the days of delay at each month's rate. */
  interestBasis: z.string().nullable(),
  /** The early-payment discount the ordinance grants if paid today (0.00 past its days). */
  discount: z.string().nullable(),
  /** The last day of that discount, when the concept grants one. */
  discountUntil: z.string().nullable(),
  /**
   * An agreement's instalment not yet due, of an agreement up to date whose kind lets its taxpayer
   * have a solvency: owed, but no bar to the solvency.
   */
  solvencyAllowed: z.boolean().nullish(),
});
export type PendingObligation = z.infer<typeof pendingObligation>;

/** The days of delay of one stretch at one rate, as the interest's computation answers them. */
export type InterestSegment = { from: string; to: string; days: number; rate: string };

/**
 * How interest on late payment was reached (LATE_INTEREST_DAY_BASIS): «Mora del 01/04/2026 al
 * 14/06/2026, 75 días: 30 al 19,50 % + 45 al 22,75 % anual sobre 1.000,00 Bs (año de 360 días) =
 * 44,69 Bs». Consecutive months at the same rate are told as one stretch. Null when there is none.
 */
export function interestBasis(
  segments: readonly InterestSegment[] | null,
  principal: string,
  interest: string,
): string | null {
  if (!segments || segments.length === 0) return null;
  const merged = segments.reduce<InterestSegment[]>((all, s) => {
    const last = all.at(-1);
    if (last && last.rate === s.rate) all[all.length - 1] = { ...last, to: s.to, days: last.days + s.days };
    else all.push({ ...s });
    return all;
  }, []);
  const days = merged.reduce((n, s) => n + s.days, 0);
  const parts = merged.map((s) => `${s.days} al ${formatMoney(s.rate)} %`).join(' + ');
  return `Mora del ${formatDate(merged[0]?.from ?? '')} al ${formatDate(merged.at(-1)?.to ?? '')}, ${days} días: ${parts} anual sobre ${formatMoney(principal)} Bs (año de 360 días) = ${formatMoney(interest)} Bs`;
}
