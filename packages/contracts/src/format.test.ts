import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  durationLabel,
  elapsedLabel,
  formatDate,
  formatLongDate,
  formatMoney,
  formatRate,
  monthOfYear,
  parseDateInput,
  parseMoneyInput,
  parseRateInput,
  periodMonths,
  yearsOfExperience,
} from './format.ts';

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

describe('parseMoneyInput', () => {
  it('reads Spanish and plain decimal amounts as the API text', () => {
    expect(parseMoneyInput('1.234,56')).toBe('1234.56');
    expect(parseMoneyInput('1234,5')).toBe('1234.5');
    expect(parseMoneyInput(' 1234.56 ')).toBe('1234.56');
    expect(parseMoneyInput('1.234.567')).toBe('1234567');
    expect(parseMoneyInput('12,345,6')).toBe('12,345,6');
  });
});

describe('parseDateInput', () => {
  it('reads a date typed day first, with any usual separator or none', () => {
    expect(parseDateInput('15/03/2026')).toBe('2026-03-15');
    expect(parseDateInput(' 5-3-2026 ')).toBe('2026-03-05');
    expect(parseDateInput('15.03.2026')).toBe('2026-03-15');
    expect(parseDateInput('15032026')).toBe('2026-03-15');
    expect(parseDateInput('29/02/2028')).toBe('2028-02-29');
  });
  it('refuses what is not a real day-first date', () => {
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('29/02/2026')).toBeNull();
    expect(parseDateInput('03/15/2026')).toBeNull();
    expect(parseDateInput('2026-03-15')).toBeNull();
    expect(parseDateInput('15/03/26')).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('hoy')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows a calendar date as day/month/year', () => {
    expect(formatDate('2026-01-31')).toBe('31/01/2026');
  });
});

describe('formatLongDate', () => {
  it('writes the Spanish long form', () => {
    expect(formatLongDate('2026-11-22')).toBe('domingo, 22 de noviembre de 2026');
    expect(formatLongDate('2026-01-01', false)).toBe('1 de enero de 2026');
  });
});

describe('elapsedLabel', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it.each([
    [0, 'hace 0 segundos'],
    [1, 'hace 1 segundo'],
    [59, 'hace 59 segundos'],
    [60, 'hace 1 minuto'],
    [3599, 'hace 59 minutos'],
    [3600, 'hace 1 hora'],
    [86_399, 'hace 23 horas'],
    [86_400, 'hace 1 día'],
    [29 * 86_400, 'hace 29 días'],
    [30 * 86_400, 'hace 1 mes'],
    [364 * 86_400, 'hace 12 meses'],
    [365 * 86_400, 'hace 1 año'],
    [800 * 86_400, 'hace 2 años'],
  ])('%i s → %s', (seconds, label) => {
    expect(elapsedLabel(ago(seconds), now)).toBe(label);
  });
});

describe('durationLabel', () => {
  it.each([
    [0, '0 min'],
    [15, '15 min'],
    [60, '1 h'],
    [70, '1 h 10 min'],
    [1440, '1 d'],
    [1440 * 2 + 180 + 59, '2 d 3 h'],
    [-5, '0 min'],
  ])('%i minutes read «%s»', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe('yearsOfExperience', () => {
  it('is the current year minus 2006', () => {
    expect(yearsOfExperience(2006, new Date('2026-11-22'))).toBe(20);
  });
});

describe('periodMonths', () => {
  it('lists a calendar year, a period that runs into the next year, and a short one', () => {
    expect(periodMonths('2026-01-01', '2026-12-31')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(periodMonths('2026-07-01', '2027-06-30')).toEqual([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]);
    expect(periodMonths('2026-03-15', '2026-05-31')).toEqual([3, 4, 5]);
  });
});

describe('rates', () => {
  it('shows every decimal a rate was given, with Spanish marks, and rounds none', () => {
    expect(formatRate('52.12345678')).toBe('52,12345678');
    expect(formatRate('1234.5')).toBe('1.234,50');
    expect(formatRate('0.00000001')).toBe('0,00000001');
    expect(formatRate('36')).toBe('36,00');
  });
  it('reads what is typed: a comma is the decimal mark, a lone dot is the API decimal point', () => {
    expect(parseRateInput('52,1234')).toBe('52.1234');
    expect(parseRateInput('1.052,12345678')).toBe('1052.12345678');
    expect(parseRateInput('52.1234')).toBe('52.1234');
    expect(parseRateInput(' 36 ')).toBe('36');
    expect(parseRateInput('abc')).toBe('abc');
  });
});

describe('calendar days', () => {
  it('adds and counts days across month, year and leap-day ends, and names a month as a sentence does', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-08-25', '2026-10-05')).toBe(41);
    expect(daysBetween('2026-10-05', '2026-08-25')).toBe(-41);
    expect(monthOfYear('2026-09-30')).toBe('septiembre de 2026');
  });
});
