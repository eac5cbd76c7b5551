import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { isoDate } from '../input.ts';
import { BCV_CURRENCIES } from './exchange-rate.resource.ts';

/**
 * The legal unit of municipal tariffs on a day (TCMMV, LOCAPT art. 14): the BCV rate of the
 * highest-value currency, each currency's rate being the latest in force that day.
 */
export const rateOfDay = z.object({
  currency: z.enum(BCV_CURRENCIES.map((c) => c.value) as [string, ...string[]]),
  rate: z.string(),
  /** The day the rate took effect (its fecha valor), on or before the day asked for. */
  validFrom: z.string(),
});
export type RateOfDay = z.infer<typeof rateOfDay>;

export const exchangeRateEndpoints = {
  tcmmv: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/exchangeRate/tcmmv',
    summary: 'La TCMMV de un día: la tasa del BCV de la moneda de mayor valor en vigor ese día',
    access: access.anyScreen(['CFG-TCA-01', 'REC-REC-02', 'REC-CC-01', 'REC-CON-01']),
    query: z.object({ date: isoDate }),
    response: rateOfDay,
  }),
};
