import { describe, expect, it } from 'vitest';
import {
  interestBasis,
  isPeriodOf,
  periodLabel,
  periodOf,
  periodStart,
  periodSubject,
} from './obligations.ts';

describe('the periods of a periodic concept', () => {
  it('are the month, the quarter and the year that hold a day', () => {
    expect(periodOf('monthly', '2026-11-25')).toBe('2026-11');
    expect(periodOf('quarterly', '2026-11-25')).toBe('2026-T4');
    expect(periodOf('quarterly', '2026-03-31')).toBe('2026-T1');
    expect(periodOf('quarterly', '2026-04-01')).toBe('2026-T2');
    expect(periodOf('yearly', '2026-11-25')).toBe('2026');
  });

  it('are written one way for each periodicity', () => {
    expect(isPeriodOf('monthly', '2026-03')).toBe(true);
    expect(isPeriodOf('monthly', '2026-13')).toBe(false);
    expect(isPeriodOf('monthly', '2026-T1')).toBe(false);
    expect(isPeriodOf('quarterly', '2026-T4')).toBe(true);
    expect(isPeriodOf('quarterly', '2026-T5')).toBe(false);
    expect(isPeriodOf('yearly', '2026')).toBe(true);
    expect(isPeriodOf('yearly', '2026-01')).toBe(false);
  });

  it('start on their first day, so periods of one kind compare as dates', () => {
    expect(periodStart('2026-T3')).toBe('2026-07-01');
    expect(periodStart('2026-02')).toBe('2026-02-01');
    expect(periodStart('2026')).toBe('2026-01-01');
    expect(periodStart('2025-T4') < periodStart('2026-T1')).toBe(true);
  });

  it('are said in words', () => {
    expect(periodLabel('2026-03')).toBe('marzo de 2026');
    expect(periodLabel('2026-T1')).toBe('1.er trimestre de 2026');
    expect(periodLabel('2026-T2')).toBe('2.º trimestre de 2026');
    expect(periodLabel('2026')).toBe('año 2026');
  });
});

describe('what a sentence says of a period', () => {
  it('starts with it, capitalised, with its article where Spanish puts one', () => {
    expect(periodSubject('2026-05')).toBe('Mayo de 2026');
    expect(periodSubject('2026-T1')).toBe('El 1.er trimestre de 2026');
    expect(periodSubject('2026')).toBe('El año 2026');
  });

  it('tells interest on late payment as stretches at one rate, consecutive months at the same rate told as one', () => {
    const month = (from: string, to: string, days: number, rate: string) => ({ from, to, days, rate });
    expect(
      interestBasis(
        [
          month('2026-04-01', '2026-04-30', 30, '19.50'),
          month('2026-05-01', '2026-05-31', 31, '22.75'),
          month('2026-06-01', '2026-06-14', 14, '22.75'),
        ],
        '1000.00',
        '44.69',
      ),
    ).toBe(
      'Mora del 01/04/2026 al 14/06/2026, 75 días: 30 al 19,50 % + 45 al 22,75 % anual sobre 1.000,00 Bs (año de 360 días) = 44,69 Bs',
    );
    expect(interestBasis([], '1000.00', '0.00')).toBeNull();
  });
});
