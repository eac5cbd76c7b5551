import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  currencyWords,
  integerInWords,
  unwrapAmountWords,
  wrappedAmountInWords,
} from './words.ts';

describe('integerInWords', () => {
  it.each([
    ['0', 'CERO'],
    ['1', 'UNO'],
    ['15', 'QUINCE'],
    ['16', 'DIECISÉIS'],
    ['21', 'VEINTIUNO'],
    ['22', 'VEINTIDÓS'],
    ['31', 'TREINTA Y UNO'],
    ['100', 'CIEN'],
    ['101', 'CIENTO UNO'],
    ['500', 'QUINIENTOS'],
    ['999', 'NOVECIENTOS NOVENTA Y NUEVE'],
    ['1000', 'MIL'],
    ['1001', 'MIL UNO'],
    ['21000', 'VEINTIÚN MIL'],
    ['100000', 'CIEN MIL'],
    ['101000', 'CIENTO UN MIL'],
    ['1000000', 'UN MILLÓN'],
    ['2000000', 'DOS MILLONES'],
    ['21000000', 'VEINTIÚN MILLONES'],
    ['1000000000', 'MIL MILLONES'],
    ['1234567', 'UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE'],
    ['1000000000000', 'UN BILLÓN'],
  ])('%s → %s', (digits, words) => {
    expect(integerInWords(digits)).toBe(words);
  });
});

describe('amountInWords', () => {
  it.each([
    ['1234.56', 'MIL DOSCIENTOS TREINTA Y CUATRO BOLÍVARES CON 56/100'],
    ['1', 'UN BOLÍVAR CON 00/100'],
    ['21.5', 'VEINTIÚN BOLÍVARES CON 50/100'],
    ['0.99', 'CERO BOLÍVARES CON 99/100'],
    ['1000000', 'UN MILLÓN DE BOLÍVARES CON 00/100'],
    ['3000000.10', 'TRES MILLONES DE BOLÍVARES CON 10/100'],
    ['1000001', 'UN MILLÓN UN BOLÍVARES CON 00/100'],
  ])('%s → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('names the currency of a foreign-currency account, or its code when it has no words', () => {
    expect(amountInWords('100', currencyWords('USD'))).toBe('CIEN DÓLARES CON 00/100');
    expect(amountInWords('1', currencyWords('EUR'))).toBe('UN EURO CON 00/100');
    expect(amountInWords('2.5', currencyWords('VES'))).toBe('DOS BOLÍVARES CON 50/100');
    expect(amountInWords('7', currencyWords('COP'))).toBe('SIETE COP CON 00/100');
  });

  it('refuses amounts with more than two decimals or in another notation', () => {
    expect(() => amountInWords('1.234')).toThrow();
    expect(() => amountInWords('1,5')).toThrow();
  });
});

describe('unwrapAmountWords (spec section 9)', () => {
  it('strips the wrapping of a document only when longer than 4 characters, of a receipt always', () => {
    const wrapped = wrappedAmountInWords('10');
    expect(unwrapAmountWords(wrapped, 'document')).toBe('DIEZ BOLÍVARES CON 00/100');
    expect(unwrapAmountWords('(NO)', 'document')).toBe('(NO)');
    expect(unwrapAmountWords('(NO)', 'receipt')).toBe('NO');
  });
});
