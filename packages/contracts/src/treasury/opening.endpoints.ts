import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';

export const carriedBalances = z.object({
  /** The period the balances come from. */
  fromPeriod: z.string(),
  /** Accounts given their opening balance, and those that had one already (left as they were). */
  created: z.number(),
  skipped: z.number(),
  /** Items still in transit at the previous period's end, carried as operations in transit. */
  transits: z.number(),
});
export type CarriedBalances = z.infer<typeof carriedBalances>;

/** treasury-Opening-balances: a new period opens with what the previous one closed with. */
export const openingEndpoints = {
  fromPreviousPeriod: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/openingBalance/fromPreviousPeriod',
    summary:
      'Da a cada cuenta el saldo inicial del período con el saldo de cierre del anterior, y lleva lo que quedó en tránsito',
    access: access.screen('TES-SAL-01'),
    body: z.object({ idPeriod: rowId }),
    response: carriedBalances,
  }),
};
