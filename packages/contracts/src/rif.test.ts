import { describe, expect, it } from 'vitest';
import { rifCheckDigit, rifChecks, rifOf } from './rif.ts';

describe('RIF check digit', () => {
  it('checks RIFs published with their digit', () => {
    // The SENIAT's own RIF, printed on every one of its forms.
    expect(rifChecks('G-20009997-6')).toBe(true);
    expect(rifCheckDigit('G', '20009997')).toBe(6);
  });

  it('refuses a wrong digit, an unknown letter and a bad shape', () => {
    expect(rifChecks('G-20009997-5')).toBe(false);
    expect(rifChecks('C-20009997-6')).toBe(false);
    expect(rifChecks('G-2000999-6')).toBe(false);
    expect(rifChecks('G200099976')).toBe(false);
  });

  it('gives 0 when eleven less the remainder is 10 or 11', () => {
    // Letter V (1) and 00000000: 4 → 11 - 4 = 7.
    expect(rifCheckDigit('V', '00000000')).toBe(7);
    // Find numbers whose remainder is 0 and 1 and check both give 0.
    const byRemainder = new Map<number, string>();
    for (let n = 0; byRemainder.size < 11 && n < 1000; n++) {
      const digits = String(n).padStart(8, '0');
      const sum = [3, ...digits.split('').map(Number)].reduce(
        (acc, d, i) => acc + d * ([4, 3, 2, 7, 6, 5, 4, 3, 2][i] as number),
        0,
      );
      if (!byRemainder.has(sum % 11)) byRemainder.set(sum % 11, digits);
    }
    expect(rifCheckDigit('J', byRemainder.get(0) as string)).toBe(0);
    expect(rifCheckDigit('J', byRemainder.get(1) as string)).toBe(0);
    expect(rifCheckDigit('J', byRemainder.get(2) as string)).toBe(9);
  });

  it('writes a RIF with its digit', () => {
    expect(rifOf('G', '20009997')).toBe('G-20009997-6');
    expect(rifChecks(rifOf('J', '31234567'))).toBe(true);
    expect(() => rifOf('C', '12345678')).toThrow();
  });
});
