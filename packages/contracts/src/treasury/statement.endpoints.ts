import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneyText } from '../budget/documents/document.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { idClientParam } from '../envelope.ts';
import { integerIn, isoDate, rowId, versionNumber } from '../input.ts';

const SCREEN = 'TES-EDC-01';

/** A line of the bank's statement: positive when the bank credits the account, negative when it debits. */
export const statementLineInput = z.object({
  lineDate: isoDate,
  reference: z.string().trim().max(40).nullish(),
  description: z.string().trim().min(1, 'Describa la línea').max(250),
  amount: moneyText.refine(
    (v) => !new Decimal(v).isZero(),
    'Una línea del estado de cuenta no es de monto cero',
  ),
});
export type StatementLineInput = z.infer<typeof statementLineInput>;

/**
 * An account's statement for one month of the period, as the bank sends it: the balances it opens
 * and closes with and its lines. The closing balance must be the opening plus the lines.
 */
export const statementInput = z.object({
  idPeriod: rowId,
  idBankAccount: rowId,
  month: integerIn(1, 12, 'Mes entre 1 y 12'),
  openingBalance: moneyText,
  closingBalance: moneyText,
  lines: z.array(statementLineInput).max(20_000).default([]),
});
export type StatementInput = z.infer<typeof statementInput>;

export const statementLine = statementLineInput.extend({
  id: z.number(),
  reference: z.string().nullable(),
});

export const statementHeader = z.object({
  id: z.number(),
  idClient: z.number(),
  idPeriod: z.number(),
  idBankAccount: z.number(),
  accountNumber: z.string(),
  bankName: z.string(),
  month: z.number(),
  openingBalance: z.string(),
  closingBalance: z.string(),
  /** manual, or the kind of file it was imported from. */
  source: z.string(),
  lineCount: z.number(),
  credits: z.string(),
  debits: z.string(),
  version: z.number(),
});
export type StatementHeader = z.infer<typeof statementHeader>;

export const statementDetail = statementHeader.extend({ lines: z.array(statementLine) });
export type StatementDetail = z.infer<typeof statementDetail>;

const byId = z.object({ id: rowId });

/** Spec section 7: AccountStatements, its list by client and period answering `data.data`, and the other four. */
export const statementEndpoints = {
  ofClientAndPeriod: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/AccountStatements/findAccountStatementByClientAndPeriod/:idClient/:idPeriod',
    summary: 'Estados de cuenta de una institución en un período',
    access: access.screen(SCREEN),
    params: idClientParam.extend({ idPeriod: rowId }),
    response: z.object({ data: z.array(statementHeader) }),
  }),
  findById: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/AccountStatements/findById/:id',
    summary: 'Un estado de cuenta con sus líneas',
    access: access.screen(SCREEN),
    params: byId,
    response: statementDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/AccountStatements/create',
    summary: 'Registra a mano el estado de cuenta de un mes',
    access: access.screen(SCREEN),
    body: statementInput,
    response: statementDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    service: 'finance',
    path: '/AccountStatements/update',
    summary: 'Corrige un estado de cuenta (sus saldos y sus líneas)',
    access: access.screen(SCREEN),
    body: statementInput.extend({ id: rowId, version: versionNumber }),
    response: statementDetail,
  }),
  deleteById: defineEndpoint({
    method: 'DELETE',
    service: 'finance',
    path: '/AccountStatements/deleteById/:id',
    summary: 'Elimina un estado de cuenta',
    access: access.screen(SCREEN),
    params: byId,
    response: z.null(),
  }),
};
