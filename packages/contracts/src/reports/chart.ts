import Decimal from 'decimal.js';
import { z } from 'zod';
import { BARS_MAX } from '../charts.ts';
import type { ReportColumn } from './report.ts';

/**
 * A report's picture beside its table (issue 43): bars of some of its money columns (`series`) for
 * each row, named on the axis by a short text column (`category`, the code) and in the table behind
 * the picture by it and `name` (the denomination).
 */
export interface ReportChart {
  category: string;
  name?: string;
  series: readonly string[];
}

/** The picture as the server draws it from every row of the report, for the screen and the paper. */
export const chartAnswer = z.object({
  title: z.string(),
  categories: z.array(z.string()),
  names: z.array(z.string()),
  series: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
});
export type ChartAnswer = z.infer<typeof chartAnswer>;

type Row = Record<string, string | number | null>;
const amount = (row: Row, key: string) => new Decimal(row[key] ?? 0);

/**
 * The bars of a report's rows: every row when they are at most `BARS_MAX` + 1; else the `BARS_MAX`
 * largest by the first series and the rest summed into one «Otros» (never an «Otros» of one), as the
 * board's pictures do. The kept rows stay in the report's order (by code, as the table reads), the
 * rest last.
 */
export function chartOf(
  title: string,
  columns: readonly ReportColumn[],
  chart: ReportChart,
  rows: readonly Row[],
): ChartAnswer {
  const [first] = chart.series;
  const kept =
    rows.length <= BARS_MAX + 1 || first === undefined
      ? new Set(rows)
      : new Set(
          [...rows]
            .map((row, i) => ({ row, i }))
            .sort((a, b) => amount(b.row, first).comparedTo(amount(a.row, first)) || a.i - b.i)
            .slice(0, BARS_MAX)
            .map((r) => r.row),
        );
  const rest = rows.filter((row) => !kept.has(row));
  const text = (row: Row, key: string | undefined) => (key ? String(row[key] ?? '') : '');
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  const shown = rows.filter((row) => kept.has(row));
  return {
    title,
    categories: [...shown.map((row) => text(row, chart.category)), ...(rest.length ? ['Otros'] : [])],
    names: [
      ...shown.map((row) => [text(row, chart.category), text(row, chart.name)].filter(Boolean).join(' ')),
      ...(rest.length ? [`Otras ${rest.length} filas`] : []),
    ],
    series: chart.series.map((key) => ({
      label: label(key),
      values: [
        ...shown.map((row) => amount(row, key).toFixed(2)),
        ...(rest.length
          ? [rest.reduce((sum, row) => sum.plus(amount(row, key)), new Decimal(0)).toFixed(2)]
          : []),
      ],
    })),
  };
}
