import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it.each([
    ['1234567.89', '1.234.567,89'],
    ['0', '0,00'],
    ['5', '5,00'],
    ['999.995', '1.000,00'],
    ['-1234.5', '-1.234,50'],
    ['-0.001', '0,00'],
    ['12345678901234567.89', '12.345.678.901.234.567,89'],
    [null, '0,00'],
  ])('%s → %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('refuses text that is not an amount', () => {
    expect(() => formatMoney('12,50')).toThrow('Monto inválido');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as day/month/year', () => {
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
  });
});
