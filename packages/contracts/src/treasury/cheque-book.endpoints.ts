import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';

/**
 * The cheque a new movement of the account proposes: the first one neither issued nor voided of its
 * active books, oldest book first. `books` false: the account keeps no books, its cheques are typed.
 */
export const nextCheque = z.object({
  books: z.boolean(),
  number: z.string().nullable(),
  idChequeBook: z.number().int().nullable(),
});
export type NextCheque = z.infer<typeof nextCheque>;

export const chequeBookEndpoints = {
  next: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/chequeBook/next/:idBankAccount',
    summary: 'El próximo cheque disponible de una cuenta, de sus chequeras activas',
    access: access.anyScreen(['TES-MOV-01', 'TES-CHQ-01']),
    params: z.object({ idBankAccount: rowId }),
    response: nextCheque,
  }),
};
