import { describe, expect, it } from 'vitest';
import { dateIn, formatDateTime, formatTime, TIME_ZONES } from './clock.ts';

// 23:30 in Caracas on the last day of October is already 1 November in UTC.
const lateInCaracas = new Date('2026-11-01T03:30:00Z');

describe('the institution’s clock', () => {
  it('gives the date and time on the institution’s wall clock, not UTC’s', () => {
    expect(dateIn(lateInCaracas, 'America/Caracas')).toBe('2026-10-31');
    expect(formatDateTime(lateInCaracas, 'America/Caracas')).toBe('31/10/2026 23:30');
    expect(formatTime(lateInCaracas, 'America/Caracas')).toBe('23:30');
    // The same instant, another institution's date.
    expect(dateIn(lateInCaracas, 'America/Bogota')).toBe('2026-10-31');
    expect(formatDateTime(lateInCaracas, 'America/Bogota')).toBe('31/10/2026 22:30');
    expect(dateIn(lateInCaracas, 'Atlantic/Canary')).toBe('2026-11-01');
    expect(formatDateTime('2026-07-01T00:30:00Z', 'Atlantic/Canary')).toBe('01/07/2026 01:30');
    expect(formatDateTime('2026-01-05T13:07:00Z', 'UTC')).toBe('05/01/2026 13:07');
  });

  it('offers only zones the runtime knows', () => {
    for (const { value } of TIME_ZONES) expect(() => dateIn(lateInCaracas, value), value).not.toThrow();
  });
});
