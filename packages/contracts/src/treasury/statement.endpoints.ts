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

/** The bank files a statement is imported from. */
export const STATEMENT_FILE_KINDS = ['csv', 'xlsx', 'ofx'] as const;
export type StatementFileKind = (typeof STATEMENT_FILE_KINDS)[number];
export const STATEMENT_DATE_FORMATS = ['DD/MM/AAAA', 'AAAA-MM-DD', 'MM/DD/AAAA'] as const;
/** A file of up to 5 MiB, as base64 in the request. */
export const STATEMENT_FILE_MAX = 5 * 1024 * 1024;

const column = integerIn(1, 60, 'La columna va de 1 a 60').nullish();

/**
 * How a bank's CSV or XLSX reads (the column mapping, saved per bank): which column holds the date,
 * the reference, the description and the amount (one signed column, or a debit and a credit column),
 * how dates and decimals are written, and how many heading rows to skip.
 */
export const statementFormat = z
  .object({
    delimiter: z.enum([';', ',', '\t', '|']).default(';'),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS).default('DD/MM/AAAA'),
    decimal: z.enum(['comma', 'dot']).default('comma'),
    skipRows: integerIn(0, 50, 'Entre 0 y 50 filas').default(1),
    dateColumn: integerIn(1, 60, 'La columna va de 1 a 60'),
    referenceColumn: column,
    descriptionColumn: integerIn(1, 60, 'La columna va de 1 a 60'),
    amountColumn: column,
    debitColumn: column,
    creditColumn: column,
  })
  .refine((f) => Boolean(f.amountColumn) !== Boolean(f.debitColumn && f.creditColumn), {
    message: 'Indique la columna del monto, o las del débito y el crédito',
    path: ['amountColumn'],
  });
export type StatementFormat = z.infer<typeof statementFormat>;

/** A saved mapping as the API answers it. */
export const savedStatementFormat = z.object({
  delimiter: z.string(),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
  decimal: z.enum(['comma', 'dot']),
  skipRows: z.number(),
  dateColumn: z.number(),
  referenceColumn: z.number().nullish(),
  descriptionColumn: z.number(),
  amountColumn: z.number().nullish(),
  debitColumn: z.number().nullish(),
  creditColumn: z.number().nullish(),
});

/**
 * A bank's file for one month of an account: OFX, or CSV and XLSX read with the mapping given (saved
 * for the bank) or the one saved before. The balances, when the file does not state them: the
 * opening defaults to the previous month's closing; the closing given is checked against the lines.
 */
export const statementImportInput = z.object({
  idPeriod: rowId,
  idBankAccount: rowId,
  month: integerIn(1, 12, 'Mes entre 1 y 12'),
  kind: z.enum(STATEMENT_FILE_KINDS, { message: 'El archivo debe ser CSV, XLSX u OFX' }),
  fileName: z.string().trim().min(1).max(200),
  /** The file, base64. */
  content: z
    .string()
    .min(1, 'El archivo está vacío')
    .max(Math.ceil((STATEMENT_FILE_MAX * 4) / 3) + 4, 'El archivo pasa de 5 MiB'),
  format: statementFormat.nullish(),
  openingBalance: moneyText.nullish(),
  closingBalance: moneyText.nullish(),
});
export type StatementImportInput = z.infer<typeof statementImportInput>;

export const statementImportResult = z.object({
  statement: statementDetail,
  /** Lines added, and lines of the file the statement already had (the same file imported again). */
  imported: z.number(),
  repeated: z.number(),
});

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
  importFile: defineEndpoint({
    method: 'POST',
    service: 'finance',
    path: '/AccountStatements/import',
    summary: 'Importa el estado de cuenta de un mes desde el archivo del banco (CSV, XLSX u OFX)',
    access: access.screen(SCREEN),
    body: statementImportInput,
    response: statementImportResult,
    bodyLimit: 8 * 1024 * 1024,
  }),
  format: defineEndpoint({
    method: 'GET',
    service: 'finance',
    path: '/AccountStatements/format/:idBankAccount',
    summary: 'Cómo se leen los archivos del banco de la cuenta (la última importación guardada)',
    access: access.screen(SCREEN),
    params: z.object({ idBankAccount: rowId }),
    response: savedStatementFormat.nullable(),
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
