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
    // Where a cheque is written: a movement, an egress voucher, a withholding payment; and the books.
    access: access.anyScreen(['TES-MOV-01', 'TES-CHQ-01', 'PRE-DOC-02', 'TES-PAG-01']),
    params: z.object({ idBankAccount: rowId }),
    response: nextCheque,
  }),
  /**
   * A posted cheque printed on its bank's cheque (the bank's layout, or the common one): the amount
   * in figures, the payee, the amount in words, the place and the date, each where the layout says.
   */
  print: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankingMovement/cheque/:id',
    summary: 'El cheque impreso en el formato de su banco (PDF)',
    access: access.screen('TES-MOV-01'),
    params: z.object({ id: rowId }),
    files: ['pdf'],
  }),
};
