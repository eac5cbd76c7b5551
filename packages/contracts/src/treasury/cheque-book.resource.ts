import { defineResource, f } from '../resources/resource.ts';

/** Most cheques one book holds: the banks hand out books of 25 to 100, and a typo of one digit too many is caught. */
export const CHEQUE_BOOK_MOST = 1000;

const CHEQUE_NUMBER = { regex: /^\d{4,12}$/, message: 'De 4 a 12 dígitos, como viene impreso' };

/** The cheques of a book, in order, as printed (the first number's width, zeros in front). */
export function chequeNumbers(first: string, last: string): string[] {
  const from = BigInt(first);
  const to = BigInt(last);
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(n.toString().padStart(first.length, '0'));
  return out;
}

/**
 * A book of cheques a bank handed out for an account: its first and last number as printed. A
 * cheque of the account must be of one of its active books once the account has any (the bank
 * movement refuses another number), and the next one is proposed; a book whose cheques are all
 * issued or voided has run out.
 */
export const chequeBookResource = defineResource({
  name: 'chequeBook',
  table: 'cheque_book',
  service: 'finance',
  path: 'chequeBook',
  screen: 'TES-CHQ-01',
  scope: { kind: 'client' },
  labels: { singular: 'chequera', plural: 'chequeras', feminine: true },
  display: 'firstNumber',
  defaultSort: { field: 'firstNumber', dir: 'asc' },
  fields: [
    f.ref(
      'idBankAccount',
      'Cuenta bancaria',
      { resource: 'bankAccount', display: 'accountNumber' },
      { required: true },
    ),
    f.text('firstNumber', 'Primer cheque', {
      required: true,
      max: 12,
      search: true,
      pattern: CHEQUE_NUMBER,
      example: '00000101',
    }),
    f.text('lastNumber', 'Último cheque', {
      required: true,
      max: 12,
      search: true,
      pattern: CHEQUE_NUMBER,
      example: '00000150',
    }),
    f.date('receivedOn', 'Recibida el', { required: true }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [
    {
      fields: ['idBankAccount', 'firstNumber'],
      message: 'La cuenta ya tiene una chequera con ese primer cheque',
    },
  ],
  rules: [
    {
      field: 'lastNumber',
      message: 'El último cheque tiene tantos dígitos como el primero y no es anterior a él',
      test: (row) => {
        const [first, last] = [String(row.firstNumber ?? ''), String(row.lastNumber ?? '')];
        return first.length === last.length && last >= first;
      },
    },
    {
      field: 'lastNumber',
      message: `Una chequera tiene a lo sumo ${CHEQUE_BOOK_MOST} cheques`,
      test: (row) => {
        const [first, last] = [String(row.firstNumber ?? ''), String(row.lastNumber ?? '')];
        return !/^\d+$/.test(first) || !/^\d+$/.test(last) || Number(last) - Number(first) < CHEQUE_BOOK_MOST;
      },
    },
  ],
  computed: [
    {
      name: 'nextNumber',
      label: 'Próximo cheque',
      kind: 'text',
      sql: `(select n.number from ${numbersOf('t')} n where ${free('t', 'n.number')} order by n.number limit 1)`,
    },
    {
      name: 'left',
      label: 'Disponibles',
      kind: 'text',
      sql: `(select count(*)::text from ${numbersOf('t')} n where ${free('t', 'n.number')})`,
    },
  ],
  reads: ['bank_movement', 'cheque_void'],
  // Its next cheque reads the bank movements: kept pages would count every movement written, queuing
  // every posting of every institution on one row until it commits. A few books a year: read each time.
  cached: false,
});

/** The numbers of the book `b` (an alias of cheque_book), printed as its first one is. */
function numbersOf(b: string): string {
  return `(select lpad(g::text, length(${b}.first_number), '0') as number
             from generate_series(${b}.first_number::bigint, ${b}.last_number::bigint) g)`;
}

/** A number of the book `b` neither issued as a cheque of its account nor voided. */
function free(b: string, number: string): string {
  return `not exists (select 1 from bank_movement m where m.id_bank_account = ${b}.id_bank_account and m.id_kind = 1
                         and m.reference = ${number})
          and not exists (select 1 from cheque_void v where v.id_cheque_book = ${b}.id and v.number = ${number})`;
}

/** Why a cheque of a book was never paid out: voided blank, or spoiled while being written. */
export const CHEQUE_VOID_KINDS = [
  { value: 'void', label: 'Anulado sin emitir' },
  { value: 'spoiled', label: 'Dañado al llenarlo' },
] as const;

/**
 * A cheque of a book that will never be paid out, with the reason: it is no longer proposed nor
 * accepted for a movement. A cheque already issued is annulled on its movement instead.
 */
export const chequeVoidResource = defineResource({
  name: 'chequeVoid',
  table: 'cheque_void',
  service: 'finance',
  path: 'chequeVoid',
  screen: 'TES-CHQ-02',
  scope: { kind: 'client' },
  labels: { singular: 'cheque anulado', plural: 'cheques anulados' },
  display: 'number',
  defaultSort: { field: 'voidedOn', dir: 'desc' },
  fields: [
    f.ref(
      'idChequeBook',
      'Chequera',
      { resource: 'chequeBook', display: 'firstNumber' },
      { required: true, immutable: true },
    ),
    f.text('number', 'Cheque', {
      required: true,
      max: 12,
      search: true,
      pattern: CHEQUE_NUMBER,
      example: '00000101',
      immutable: true,
    }),
    f.enum('kind', 'Motivo', CHEQUE_VOID_KINDS, { required: true, initial: 'spoiled' }),
    f.date('voidedOn', 'Fecha', { required: true }),
    f.text('reason', 'Explicación', { required: true, max: 250, search: true }),
  ],
  uniques: [{ fields: ['idChequeBook', 'number'], message: 'Ese cheque ya está anulado' }],
  // Read each time, as its books are (a kept page would have to watch their table).
  cached: false,
  rules: [
    {
      field: 'reason',
      message: 'Explique qué pasó con el cheque (al menos 5 caracteres)',
      test: (row) => String(row.reason ?? '').trim().length >= 5,
    },
  ],
});
