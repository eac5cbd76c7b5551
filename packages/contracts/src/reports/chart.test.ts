import { describe, expect, it } from 'vitest';
import { BARS_MAX } from '../charts.ts';
import { chartOf } from './chart.ts';
import { column } from './report.ts';

const columns = [
  column.text('code', 'Código'),
  column.text('description', 'Denominación'),
  column.money('updated', 'Asignación actualizada'),
  column.money('paid', 'Pagado'),
];
const chart = { category: 'code', name: 'description', series: ['updated', 'paid'] };
const row = (i: number, updated: string, paid = '0.00') => ({
  code: `0${i}`,
  description: `Sector ${i}`,
  updated,
  paid,
});

describe("a report's picture", () => {
  it('draws every row in the report’s order when they are few, one «Otros» never of one', () => {
    const rows = Array.from({ length: BARS_MAX + 1 }, (_, i) => row(i + 1, `${(i + 1) * 10}.00`));
    const drawn = chartOf('T', columns, chart, rows);
    expect(drawn.categories).toEqual(rows.map((r) => r.code));
    expect(drawn.names[0]).toBe('01 Sector 1');
    expect(drawn.series.map((s) => s.label)).toEqual(['Asignación actualizada', 'Pagado']);
  });

  it('keeps the largest by the first series in order, and sums the rest into «Otros», to the céntimo', () => {
    const rows = [
      row(1, '0.10', '0.05'),
      ...Array.from({ length: BARS_MAX }, (_, i) => row(i + 2, `${1000 + i}.00`, '1.00')),
      row(99, '0.20', '0.10'),
    ];
    const drawn = chartOf('T', columns, chart, rows);
    expect(drawn.categories).toEqual([...rows.slice(1, -1).map((r) => r.code), 'Otros']);
    expect(drawn.names.at(-1)).toBe('Otras 2 filas');
    expect(drawn.series[0]?.values.at(-1)).toBe('0.30');
    expect(drawn.series[1]?.values.at(-1)).toBe('0.15');
  });
});
