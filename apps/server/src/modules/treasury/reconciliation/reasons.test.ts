import type { ReconciliationItem } from '@erario/contracts';
import { describe, expect, it } from 'vitest';
import { apart, reasonOf } from './reasons.ts';

const item = (
  id: number,
  date: string,
  amount: string,
  reference: string | null = null,
): ReconciliationItem => ({
  source: 'movement',
  id,
  date,
  kind: null,
  reference,
  description: '',
  amount,
});

describe('why a match holds', () => {
  it('counts the days from the book to the bank, either way, across a month', () => {
    expect(apart('2026-01-15', '2026-01-15')).toBe('el mismo día');
    expect(apart('2026-01-31', '2026-02-01')).toBe('1 día después');
    expect(apart('2026-03-03', '2026-02-27')).toBe('4 días antes');
  });

  it('says the reference and the amount, without the sign, in the bank format', () => {
    expect(
      reasonOf(
        'reference',
        [item(1, '2026-01-02', '-1234567.80', '00000101')],
        [item(2, '2026-01-09', '-1234567.80', '101')],
      ),
    ).toBe('Misma referencia (101) y monto (1.234.567,80); el banco lo registró 7 días después');
  });

  it('tells whether the amount rule had references to compare', () => {
    expect(
      reasonOf('amount', [item(1, '2026-01-05', '100.00', 'A-1')], [item(2, '2026-01-04', '100.00', 'B-2')]),
    ).toBe('Mismo monto (100,00); el banco lo registró 1 día antes, con referencias distintas (A-1 y B-2)');
    expect(
      reasonOf('amount', [item(1, '2026-01-05', '100.00', 'A-1')], [item(2, '2026-01-05', '100.00')]),
    ).toBe('Mismo monto (100,00); el banco lo registró el mismo día, sin referencia que comparar');
  });

  it('names the side that was grouped and what the group adds up to', () => {
    const slips = [item(1, '2026-01-15', '30.00'), item(2, '2026-01-15', '20.00')];
    expect(reasonOf('group', slips, [item(3, '2026-01-16', '50.00')])).toBe(
      '2 movimientos del libro del 15/01/2026 suman 50,00, lo que el banco registró en una línea 1 día después',
    );
    const split = [
      item(4, '2026-01-20', '-60.00'),
      item(5, '2026-01-20', '-15.50'),
      item(6, '2026-01-20', '-0.50'),
    ];
    expect(reasonOf('group', [item(7, '2026-01-18', '-76.00')], split)).toBe(
      '3 líneas del banco del 20/01/2026 suman 76,00, lo que el libro registró en un movimiento 2 días después',
    );
  });

  it('says a match by hand is one, with what both sides add up to and its sign', () => {
    expect(reasonOf('manual', [item(8, '2026-01-31', '-35.00')], [item(9, '2026-01-31', '-35.00')])).toBe(
      'Conciliado a mano: el libro y el banco suman -35,00',
    );
    expect(
      reasonOf(
        'manual',
        [item(1, '2026-01-02', '25.00'), item(2, '2026-01-03', '25.00')],
        [item(3, '2026-01-05', '50.00')],
      ),
    ).toBe('Conciliado a mano: el libro y el banco suman 50,00');
  });
});
