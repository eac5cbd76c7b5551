import { describe, expect, it } from 'vitest';
import { isPeriodOf, periodLabel, periodOf, periodStart } from './obligations.ts';

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
