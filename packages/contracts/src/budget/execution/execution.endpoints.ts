import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.ts';
import { rowId } from '../../input.ts';

/** Money in an answer: decimal text with two places. */
const money = z.string();

/** The dashboard's screen (SA and ADMIN). */
const EXECUTION_READERS = ['MPI-OI1-01'];

/** An account near the end of what it has: what it has available of its updated assignment. */
export const tightAccount = z.object({
  code: z.string(),
  description: z.string(),
  updated: money,
  available: money,
  /** Available as a percentage of updated, one decimal. */
  percent: z.string(),
});

/** A period's execution as the dashboard shows it, read from the totals every posting keeps. */
export const periodExecution = z.object({
  initial: money,
  modified: money,
  updated: money,
  committed: money,
  caused: money,
  paid: money,
  available: money,
  documents: z.object({
    draft: z.number().int(),
    posted: z.number().int(),
    annulled: z.number().int(),
  }),
  /** The five accounts with the least available for what they were given. */
  tightest: z.array(tightAccount),
});
export type PeriodExecution = z.infer<typeof periodExecution>;

/** What the period's documents moved in one calendar month, by moment. */
export const monthExecution = z.object({
  year: z.number().int(),
  month: z.number().int(),
  committed: money,
  caused: money,
  paid: money,
});
export type MonthExecution = z.infer<typeof monthExecution>;

/** The period month by month (every month of its dates, none left out), against its updated budget. */
export const executionMonths = z.object({
  updated: money,
  months: z.array(monthExecution),
});
export type ExecutionMonths = z.infer<typeof executionMonths>;

export const executionEndpoints = {
  period: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/execution/:idPeriod',
    summary: 'Ejecución del período: asignado, modificado, comprometido, causado, pagado y disponible',
    access: access.anyScreen(EXECUTION_READERS),
    params: z.object({ idPeriod: rowId }),
    response: periodExecution,
  }),
  months: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/execution/:idPeriod/months',
    summary:
      'La ejecución del período mes a mes (comprometido, causado y pagado) y su presupuesto actualizado',
    access: access.anyScreen(EXECUTION_READERS),
    params: z.object({ idPeriod: rowId }),
    response: executionMonths,
  }),
};
