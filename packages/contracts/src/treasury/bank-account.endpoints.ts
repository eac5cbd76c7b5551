import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { idClientParam } from '../envelope.ts';

/** An institution's bank account as a picker needs it: what it is and which bank holds it. */
export const simpleBankAccount = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  accountType: z.string(),
  description: z.string().nullable(),
  idBank: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  currencyCode: z.string(),
});
export type SimpleBankAccount = z.infer<typeof simpleBankAccount>;

export const bankAccountEndpoints = {
  /** Spec section 7: the simple list of an institution's bank accounts answers `data.data`. */
  simpleOfClient: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankAccount/findSimpleByIdClient/:idClient',
    summary: 'Lista simple de las cuentas bancarias activas de una institución',
    access: access.screen('TES-CTA-01'),
    params: idClientParam,
    response: z.object({ data: z.array(simpleBankAccount) }),
  }),
};
