import { describe, expect, it } from 'vitest';
import { moneyColumn } from './money.ts';

describe('a money column', () => {
  it('shows amounts as the spec writes them, right aligned and unsorted, and an empty one as a dash', () => {
    const column = moneyColumn('amount', 'Monto');
    expect(column).toMatchObject({
      field: 'amount',
      headerName: 'Monto',
      width: 120,
      align: 'right',
      sortable: false,
    });
    const shown = column.valueFormatter as unknown as (value: string | null) => string;
    expect(shown('1234567.89')).toBe('1.234.567,89');
    expect(shown('-8000.00')).toBe('-8.000,00');
    expect(shown(null)).toBe('—');
  });
});
