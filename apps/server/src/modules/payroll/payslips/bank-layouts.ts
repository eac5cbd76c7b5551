import { formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { AppError } from '../../../platform/errors.ts';

/** What a bank file pays: who pays, from which account, on which day, and each worker's credit. */
export interface BankPayment {
  /** The run, as the batch's unrepeatable number: the bank refuses a batch it already took. */
  batch: number;
  /** The run's number, as the debit's reference. */
  reference: string;
  /** The institution's RIF as registered (G-20000123-4) and its name. */
  rif: string;
  payer: string;
  /** The institution's account the bank debits, and its bank's 4-digit code. */
  debitAccount: string;
  debitBank: string;
  /** yyyy-MM-dd: the day the bank credits the workers. */
  payDate: string;
  /** What the payment says it is for («Nómina quincenal del 01/11 al 15/11»). */
  concept: string;
  credits: BankCredit[];
}

export interface BankCredit {
  /** The cédula as registered: V-12345678. */
  idNumber: string;
  name: string;
  /** The 20-digit account: its first 4 digits are its bank's code (the one the bank routes by). */
  account: string;
  net: string;
}

/** A layout: the lines of the file (CRLF between them and at the end), in the bank's own order. */
export type BankLayout = (p: BankPayment) => string[];

/** Text a bank's fixed-width field takes: letters without accents (Ñ is N), digits and a few signs. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const left = (text: string, width: number, fill = ' ') => text.slice(0, width).padEnd(width, fill);
const right = (text: string, width: number, fill = '0') => text.slice(-width).padStart(width, fill);
/** An amount in céntimos, right-justified; one wider than its field is refused, never cut. */
function cents(amount: string | Decimal, width: number): string {
  const digits = new Decimal(amount).times(100).toFixed(0);
  if (digits.length > width)
    throw new AppError(
      422,
      `El monto ${formatMoney(new Decimal(amount).toFixed(2))} no cabe en el archivo del banco (${width - 2} cifras enteras): use el archivo sencillo o divida el pago.`,
    );
  return right(digits, width);
}
const digits = (text: string) => text.replace(/\D/g, '');
/** V-12345678 → ['V', '12345678']; a RIF G-20000123-4 → ['G', '200001234']. */
const identity = (id: string): [string, string] => [id.trim().charAt(0).toUpperCase(), digits(id)];
const total = (p: BankPayment) => p.credits.reduce((s, c) => s.plus(c.net), new Decimal(0));

/**
 * Banesco's multiple-payment file (PAYMUL, transaction SAL for salaries), as its manual «Archivos de
 * pagos» (032-CECMU-03, v3) lays it out: a fixed HDR, the 01 header, one 02 debit, one 03 credit per
 * worker and the 06 totals; text left-justified with spaces, numbers right-justified with zeros,
 * amounts in céntimos. Credit to a Banesco account is payment form «42 », to another bank «425».
 */
export const banesco: BankLayout = (p) => {
  const [rifKind, rifDigits] = identity(p.rif);
  const sum = total(p);
  const day = digits(p.payDate);
  return [
    `HDR${left('BANESCO', 15)}E${'D  95B'}PAYMULP`,
    `01${left('SAL', 35)}${left('9', 3)}${left(String(p.batch), 35)}${day}000000`,
    `02${left(right(digits(p.reference) || String(p.batch), 8), 30)}${left(rifKind + rifDigits, 17)}${left(plainText(p.payer), 35)}${cents(sum, 15)}VES ${left(digits(p.debitAccount), 34)}${left('BANESCO', 11)}${day}`,
    ...p.credits.map((c, i) => {
      const [kind, number] = identity(c.idNumber);
      return [
        '03',
        left(right(String(i + 1), 8), 30),
        cents(c.net, 15),
        'VES',
        left(digits(c.account), 30),
        left(c.account.slice(0, 4), 11),
        left('', 3),
        left(kind + right(number, 9), 17),
        left(plainText(c.name), 70),
        left('', 70 + 25 + 17 + 35 + 1 + 30 + 2 + 21),
        c.account.startsWith('0134') ? '42 ' : '425',
      ].join('');
    }),
    `06${right('1', 15)}${right(String(p.credits.length), 15)}${cents(sum, 15)}`,
  ];
};

/**
 * Mercantil's salary file («Nómina Fácil», product NOMIN, payment type 0000000222): a 400-character
 * header with the institution's RIF, the count and total of the credits, the value date and the
 * account debited, then one 400-character line per worker; amounts in céntimos, 17 digits. Credit to
 * a Mercantil account is form 1, to another bank form 3.
 */
export const mercantil: BankLayout = (p) => {
  const [rifKind, rifDigits] = identity(p.rif);
  const concept = left(plainText(p.concept), 80);
  return [
    [
      '1',
      left('BAMRVECA', 12),
      left(String(p.batch), 15),
      'NOMIN',
      '0000000222',
      rifKind,
      right(rifDigits, 15),
      right(String(p.credits.length), 8),
      cents(total(p), 17),
      digits(p.payDate),
      right(digits(p.debitAccount), 20),
      '0'.repeat(7 + 8 + 4 + 8 + 261),
    ].join(''),
    ...p.credits.map((c) => {
      const [kind, number] = identity(c.idNumber);
      return [
        '2',
        kind,
        right(number, 15),
        c.account.startsWith('0105') ? '1' : '3',
        '0'.repeat(12),
        left('', 30),
        right(digits(c.account), 20),
        cents(c.net, 17),
        left(kind + number, 16),
        '0000000222',
        '000',
        left(plainText(c.name), 60),
        '0'.repeat(15),
        left('', 50),
        '0000',
        left('', 30),
        concept,
        '0'.repeat(35),
      ].join('');
    }),
  ];
};

/** The banks with a layout of their own, by their 4-digit code. */
export const BANK_LAYOUTS: Record<string, { name: string; layout: BankLayout }> = {
  '0134': { name: 'Banesco', layout: banesco },
  '0105': { name: 'Mercantil', layout: mercantil },
};
