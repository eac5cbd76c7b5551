import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { idClientParam } from '../envelope.ts';
import { rowId } from '../input.ts';

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

/** An account's balances for the dashboard: per book today, and per bank in its last statement. */
export const accountBalance = z.object({
  accountNumber: z.string(),
  bankName: z.string(),
  currency: z.string().nullable(),
  bookBalance: z.string(),
  bankBalance: z.string().nullable(),
  /** A foreign-currency account's BCV rate, the latest in force by the period's end, and its book in bolívares. */
  rate: z.string().nullable(),
  bookBalanceVes: z.string().nullable(),
});
export type AccountBalance = z.infer<typeof accountBalance>;

/**
 * The institution's money in the bank at a month's end: every account's book in bolívares (a foreign
 * account at its currency's BCV rate of that day). None (`null`) for a month not yet begun, and for a
 * month where `unvalued` foreign accounts hold money with no rate in force: a sum without them would
 * pass for the whole.
 */
export const balanceMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  book: z.string().nullable(),
  unvalued: z.number().int(),
});
export type BalanceMonth = z.infer<typeof balanceMonth>;

export const bankAccountEndpoints = {
  /** Spec section 7: the simple list of an institution's bank accounts answers `data.data`. */
  simpleOfClient: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankAccount/findSimpleByIdClient/:idClient',
    summary: 'Lista simple de las cuentas bancarias activas de una institución',
    // The movements' form reads each account's currency from it (a transfer between two currencies).
    access: access.anyScreen(['TES-CTA-01', 'TES-MOV-01']),
    params: idClientParam,
    response: z.object({ data: z.array(simpleBankAccount) }),
  }),
  /** The dashboard's treasury tile: every account's book and bank balance in the period. */
  balances: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankAccount/balances/:idPeriod',
    summary: 'Saldo según libros y según banco de cada cuenta, para el tablero',
    access: access.anyScreen(['MPI-OI1-01']),
    params: z.object({ idPeriod: rowId }),
    response: z.array(accountBalance),
  }),
  /** The dashboard's picture of the bank balances over the period, month by month. */
  balanceMonths: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/bankAccount/balanceMonths/:idPeriod',
    summary: 'Saldo según libros de todas las cuentas, en bolívares, al cierre de cada mes del período',
    access: access.anyScreen(['MPI-OI1-01']),
    params: z.object({ idPeriod: rowId }),
    response: z.array(balanceMonth),
  }),
};
