import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.ts';
import { rowId } from '../../input.ts';

export const CLOSING_SCREEN = 'PRE-CIE-01';

/** What is still owed at a close: how many documents and how much. */
const owed = z.object({ documents: z.number().int(), amount: z.string() });

/** One close or reopening of a period, as the history shows it. */
export const closingEvent = z.object({
  action: z.enum(['cierre', 'reapertura']),
  at: z.string(),
  user: z.string().nullable(),
  reason: z.string().nullable(),
});

/**
 * A period's year-end state: whether it is closed (since when, by whom), what a close would leave
 * (drafts that can no longer be posted) and pass on to the next period as opening debts (commitments
 * not caused, causaciones not paid), and every close and reopening.
 */
export const periodClosing = z.object({
  idPeriod: z.number().int(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  drafts: z.number().int(),
  toCause: owed,
  toPay: owed,
  history: z.array(closingEvent),
});
export type PeriodClosing = z.infer<typeof periodClosing>;

export const reopenInput = z.object({
  reason: z.string().trim().min(10, 'Explique el motivo de la reapertura (al menos 10 caracteres)').max(500),
});

const byPeriod = z.object({ idPeriod: rowId });

export const closingEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/closing/:idPeriod',
    summary: 'Estado del cierre del ejercicio y deudas que pasan al período siguiente',
    access: access.screen(CLOSING_SCREEN),
    params: byPeriod,
    response: periodClosing,
  }),
  close: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/closing/:idPeriod/close',
    summary:
      'Cierra el ejercicio: el período no admite más registros, anulaciones ni cambios en sus maestros',
    access: access.screen(CLOSING_SCREEN),
    params: byPeriod,
    response: periodClosing,
  }),
  reopen: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/closing/:idPeriod/reopen',
    summary: 'Reabre un ejercicio cerrado (solo el SA, con el motivo, que queda auditado)',
    access: access.screen(CLOSING_SCREEN, ['SA']),
    params: byPeriod,
    body: reopenInput,
    response: periodClosing,
  }),
};
