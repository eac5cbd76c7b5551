import { describe, expect, it } from 'vitest';
import { easterSunday, venezuelanHolidays } from './holidays.ts';

describe('the national calendar', () => {
  it('finds Easter Sunday as the Church computes it', () => {
    expect([2024, 2025, 2026, 2027, 2030, 2038].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2030-04-21',
      '2038-04-25',
    ]);
  });

  it("gives Venezuela's fourteen national holidays of a year, Carnival and Holy Week moving with Easter", () => {
    const days = venezuelanHolidays(2027);
    expect(days).toHaveLength(14);
    expect(days.slice(0, 5)).toEqual([
      { date: '2027-01-01', description: 'Año Nuevo' },
      { date: '2027-02-08', description: 'Lunes de Carnaval' },
      { date: '2027-02-09', description: 'Martes de Carnaval' },
      { date: '2027-03-25', description: 'Jueves Santo' },
      { date: '2027-03-26', description: 'Viernes Santo' },
    ]);
    expect(days.at(-1)).toEqual({ date: '2027-12-31', description: 'Fin de Año' });
  });
});
