import { describe, expect, it } from 'vitest';
import { leaveDays } from './vacation.service.ts';

describe('vacation days counted in working days', () => {
  it('skips weekends and holidays, and says when the worker is back', () => {
    // Monday 1 June 2026, a holiday on Wednesday the 3rd: 5 working days end Monday the 8th.
    expect(leaveDays('2026-06-01', 5, new Set(['2026-06-03']))).toEqual({
      toDate: '2026-06-08',
      returnDate: '2026-06-09',
    });
    // Ending on a Friday, back on Monday; a holiday on that Monday moves the return to Tuesday.
    expect(leaveDays('2026-06-01', 5, new Set())).toEqual({ toDate: '2026-06-05', returnDate: '2026-06-08' });
    expect(leaveDays('2026-06-01', 5, new Set(['2026-06-08']))).toEqual({
      toDate: '2026-06-05',
      returnDate: '2026-06-09',
    });
  });

  it('starts on a working day only', () => {
    expect(leaveDays('2026-06-06', 3, new Set())).toBeNull();
    expect(leaveDays('2026-06-03', 3, new Set(['2026-06-03']))).toBeNull();
  });
});
