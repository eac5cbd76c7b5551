import { describe, expect, it } from 'vitest';
import { type BankPayment, banesco, mercantil, plainText } from './bank-layouts.ts';

/**
 * The two banks' layouts field by field, at the positions their specifications give (1-based in
 * the comments, as the manuals count; docs/modules/payroll.md cites them).
 */
const PAYMENT: BankPayment = {
  batch: 4521,
  reference: '17',
  rif: 'G-20000011-7',
  payer: 'Alcaldía del Municipio Peña',
  debitAccount: '0134-0000-11-0000000777',
  debitBank: '0134',
  payDate: '2026-11-15',
  concept: 'Nómina quincenal del 01/11/2026 al 15/11/2026',
  credits: [
    {
      idNumber: 'V-10000001',
      name: 'ARAUJO, ANA',
      account: '01340000000000000001',
      net: '1939.03',
    },
    {
      idNumber: 'E-81234567',
      name: 'BRICEÑO, BETO',
      account: '01050000000000000002',
      net: '620.86',
    },
  ],
};

/** The field at 1-based positions `from`–`to`, as a manual lists it. */
const at = (line: string | undefined, from: number, to: number) => (line ?? '').slice(from - 1, to);

describe('Banesco PAYMUL (SAL)', () => {
  const lines = banesco(PAYMENT);

  it('has each record at its length, the debit and totals adding up the credits', () => {
    expect(lines.map((l) => l.length)).toEqual([32, 89, 156, 385, 385, 47]);
    expect(lines[0]).toBe('HDRBANESCO        ED  95BPAYMULP');
    expect(at(lines[1], 1, 5)).toBe('01SAL');
    expect(at(lines[1], 38, 40)).toBe('9  ');
    expect(at(lines[1], 41, 75).trim()).toBe('4521');
    expect(at(lines[1], 76, 89)).toBe('20261115000000');
    const debit = lines[2];
    expect(at(debit, 3, 32).trim()).toBe('00000017');
    expect(at(debit, 33, 49).trim()).toBe('G200000117');
    expect(at(debit, 50, 84).trim()).toBe('ALCALDIA DEL MUNICIPIO PENA');
    expect(at(debit, 85, 99)).toBe('000000000255989');
    expect(at(debit, 100, 103)).toBe('VES ');
    expect(at(debit, 104, 137).trim()).toBe('01340000110000000777');
    expect(at(debit, 138, 148).trim()).toBe('BANESCO');
    expect(at(debit, 149, 156)).toBe('20261115');
    expect(lines[5]).toBe(`06${'1'.padStart(15, '0')}${'2'.padStart(15, '0')}000000000255989`);
  });

  it('credits each worker with the bank, cédula, name and the form for Banesco or another bank', () => {
    const [ana, beto] = [lines[3], lines[4]];
    expect(at(ana, 3, 32).trim()).toBe('00000001');
    expect(at(ana, 33, 47)).toBe('000000000193903');
    expect(at(ana, 48, 50)).toBe('VES');
    expect(at(ana, 51, 80).trim()).toBe('01340000000000000001');
    expect(at(ana, 81, 91).trim()).toBe('0134');
    expect(at(ana, 95, 111).trim()).toBe('V010000001');
    expect(at(ana, 112, 181).trim()).toBe('ARAUJO, ANA');
    expect(at(ana, 383, 385)).toBe('42 ');
    expect(at(beto, 81, 91).trim()).toBe('0105');
    expect(at(beto, 95, 111).trim()).toBe('E081234567');
    expect(at(beto, 112, 181).trim()).toBe('BRICENO, BETO');
    expect(at(beto, 383, 385)).toBe('425');
  });
});

describe('Mercantil Nómina Fácil (NOMIN)', () => {
  const lines = mercantil(PAYMENT);

  it('has a 400-character header with the RIF, count, total, value date and account debited', () => {
    expect(lines.map((l) => l.length)).toEqual([400, 400, 400]);
    const head = lines[0];
    expect(at(head, 1, 13)).toBe('1BAMRVECA    ');
    expect(at(head, 14, 28)).toBe('4521           ');
    expect(at(head, 29, 43)).toBe('NOMIN0000000222');
    expect(at(head, 44, 59)).toBe('G000000200000117');
    expect(at(head, 60, 67)).toBe('00000002');
    expect(at(head, 68, 84)).toBe('00000000000255989');
    expect(at(head, 85, 92)).toBe('20261115');
    expect(at(head, 93, 112)).toBe('01340000110000000777');
    expect(at(head, 113, 400)).toBe('0'.repeat(288));
  });

  it('credits each worker with the cédula, the form for Mercantil or another bank, amount and name', () => {
    const [ana, beto] = [lines[1], lines[2]];
    expect(at(ana, 1, 18)).toBe('2V0000000100000013');
    expect(at(beto, 1, 18)).toBe('2E0000000812345671');
    expect(at(ana, 61, 80)).toBe('01340000000000000001');
    expect(at(ana, 81, 97)).toBe('00000000000193903');
    expect(at(ana, 98, 113)).toBe('V10000001       ');
    expect(at(ana, 114, 126)).toBe('0000000222000');
    expect(at(beto, 127, 186).trim()).toBe('BRICENO, BETO');
    expect(at(ana, 286, 365).trim()).toBe('NOMINA QUINCENAL DEL 01 11 2026 AL 15 11 2026');
    expect(at(ana, 366, 400)).toBe('0'.repeat(35));
  });
});

describe('an amount wider than its field', () => {
  it('is refused, never cut', () => {
    const huge = {
      ...PAYMENT,
      credits: [{ ...PAYMENT.credits[0], net: '10000000000000.00' }],
    } as BankPayment;
    expect(() => banesco(huge)).toThrow(
      'El monto 10.000.000.000.000,00 no cabe en el archivo del banco (13 cifras enteras): use el archivo sencillo o divida el pago.',
    );
    expect(mercantil(huge)[1]).toHaveLength(400);
  });
});

describe('plainText', () => {
  it('takes accents and signs a fixed-width field does not', () => {
    expect(plainText('Peña & Núñez-López')).toBe('PENA NUNEZ LOPEZ');
  });
});
