import { describe, expect, it } from 'vitest';
import { parseFormula } from './formula.ts';
import { formulaRange, NONNEGATIVE, type Range } from './formula-range.ts';

/** What a formula comes to, or its error as «position: message», with each name 0 or more unless given. */
function rangeOf(text: string, names: Record<string, Range> = {}) {
  const parsed = parseFormula(text);
  if ('error' in parsed) throw new Error(parsed.error.message);
  const found = formulaRange(parsed.formula, (name) => names[name] ?? NONNEGATIVE);
  return found.error ? `${found.error.position}: ${found.error.message}` : found.range;
}

describe('formulaRange', () => {
  it('carries each name’s values through the arithmetic and the functions', () => {
    expect(rangeOf('SUELDO * DIAS / 30')).toEqual({ lo: 0, hi: Number.POSITIVE_INFINITY });
    expect(rangeOf('MIN(SUELDO, 100) + 5')).toEqual({ lo: 5, hi: 105 });
    expect(rangeOf('REDONDEAR(TOPE / 3)', { TOPE: { lo: 10, hi: 10 } })).toEqual({ lo: 3.33, hi: 3.33 });
    expect(rangeOf('SUELDO > 3')).toEqual({ lo: 0, hi: 1 });
  });

  it('refuses a divisor that can be 0, at the division, and takes one the formula guards', () => {
    expect(rangeOf('SUELDO / DIAS')).toMatch(/^8: El divisor puede valer cero/);
    expect(rangeOf('1 + SUELDO / (DIAS - DIAS)')).toMatch(/^12: /);
    expect(rangeOf('SUELDO / 0')).toBe('8: División por cero');
    expect(rangeOf('SI(DIAS > 0, SUELDO / DIAS, 0)')).toEqual({ lo: 0, hi: Number.POSITIVE_INFINITY });
    expect(rangeOf('SI(0 < DIAS, SUELDO / DIAS, 0)')).not.toBeTypeOf('string');
    expect(rangeOf('SI(DIAS = 0, 0, SUELDO / DIAS)')).not.toBeTypeOf('string');
    expect(rangeOf('SI(DIAS <> 0, SUELDO / DIAS, 0)')).not.toBeTypeOf('string');
    expect(rangeOf('SUELDO / MAX(DIAS, 1)')).not.toBeTypeOf('string');
    // The guard must be on the divisor: another name's does not make it safe.
    expect(rangeOf('SI(HIJOS > 0, SUELDO / DIAS, 0)')).toMatch(/^22: El divisor puede valer cero/);
    // A parameter is what its values span.
    expect(rangeOf('SUELDO / TOPE', { TOPE: { lo: 0, hi: 100 } })).toMatch(/^8: /);
    expect(rangeOf('SUELDO / TOPE', { TOPE: { lo: 50, hi: 100 } })).not.toBeTypeOf('string');
  });

  it('holds where floating point, rounding or a strict comparison would let a failure through', () => {
    // 0,10 × 3 − 0,3 is exactly 0 in decimals.
    expect(rangeOf('SI(MONTO >= 0.1, 1 / (MONTO * 3 - 0.3), 0)')).toMatch(/^20: El divisor puede valer cero/);
    // A tiny negative rounds to −0, which the engine refuses; halves round away from zero.
    expect(rangeOf('REDONDEAR(MAX(MONTO - 1, -0.004))')).toMatch(
      /^1: La fórmula puede dar un monto negativo/,
    );
    expect(rangeOf('REDONDEAR(MAX(MONTO - 1, -0.5), 0)')).toMatch(/^1: /);
    expect(rangeOf('REDONDEAR(SUELDO, 5)')).toBe('1: REDONDEAR lleva de 0 a 4 decimales');
    expect(rangeOf('SUELDO / REDONDEAR(MAX(MONTO, 0.4), P)', { P: { lo: 0, hi: 2 } })).toMatch(/^8: /);
    // Strictly greater than a tiny negative still holds 0; strictly less than a tiny positive too.
    expect(rangeOf('SI(MONTO > -0.0000000005, 1 / MONTO, 0)')).toMatch(/^29: El divisor/);
    expect(rangeOf('SI(MONTO < 0.0000000005, 0 - 1, MONTO)')).toMatch(/^1: /);
  });

  it('refuses a result that can be negative, and takes one bounded below', () => {
    expect(rangeOf('SUELDO - MONTO')).toMatch(/^1: La fórmula puede dar un monto negativo/);
    expect(rangeOf('-SUELDO')).toMatch(/^1: /);
    expect(rangeOf('MAX(SUELDO - MONTO, 0)')).toEqual({ lo: 0, hi: Number.POSITIVE_INFINITY });
    expect(rangeOf('SI(SUELDO >= MONTO, 1, 0) * 5')).toEqual({ lo: 0, hi: 5 });
    expect(rangeOf('SI(SUELDO > 100, SUELDO - 100, 0)')).not.toBeTypeOf('string');
  });
});
