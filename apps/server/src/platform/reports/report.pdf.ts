import {
  type ChartAnswer,
  formatMoney,
  type ReportAnswer,
  type ReportColumn,
  SERIES_COLORS,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { renderPdf } from './pdf.ts';
import { printedCell, type ReportPaper } from './report.service.ts';

/** The signature blocks side by side: a line to sign on, then who signs. */
const signatures = (blocks: string[][]): Content => ({
  columns: blocks.map(
    (lines): Content => ({
      stack: [{ text: '______________________________', margin: [0, 0, 0, 2] }, ...lines],
      alignment: 'center',
    }),
  ),
  margin: [0, 40, 0, 0],
  unbreakable: true,
});

const numeric = (c: ReportColumn) => c.kind === 'money' || c.kind === 'integer' || c.kind === 'rate';

/** What a bar of the printed picture measures: its thickness and the gap to the next series' bar. */
const BAR = { height: 5, gap: 1 };

/**
 * A report's picture on paper, before its table: a row per category, its name on the left and one
 * horizontal bar per series, as long as its amount against the largest of them all; a legend above
 * and the amounts in the table after. Drawn with pdfmake's own shapes (no image, no font but the
 * house's), `width` points wide.
 */
export function chartPdf(chart: ChartAnswer, width: number): Content {
  const labelWidth = Math.min(170, Math.round(width * 0.25));
  const barsWidth = width - labelWidth - 12;
  const amounts = chart.series.flatMap((s) => s.values.map((v) => new Decimal(v)));
  const largest = Decimal.max(0, ...amounts);
  const length = (value: string) =>
    largest.isZero() ? 0 : Decimal.max(0, value).div(largest).times(barsWidth).toDecimalPlaces(2).toNumber();
  const color = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length] as string;
  return {
    stack: [
      { text: chart.title, bold: true, margin: [0, 0, 0, 4] },
      {
        columns: chart.series.map((s, i) => ({
          width: 'auto',
          columns: [
            { width: 8, canvas: [{ type: 'rect', x: 0, y: 1, w: 7, h: 7, color: color(i) }] },
            { width: 'auto', text: s.label, margin: [2, 0, 12, 0] },
          ],
        })),
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          widths: [labelWidth, barsWidth],
          body: chart.categories.map((category, row) => [
            { text: chart.names[row] ?? category, fontSize: 6.5 },
            {
              canvas: chart.series.map((s, i) => ({
                type: 'rect',
                x: 0,
                y: i * (BAR.height + BAR.gap),
                w: length(s.values[row] ?? '0'),
                h: BAR.height,
                color: color(i),
              })),
            },
          ]),
        },
        layout: 'noBorders',
      },
      {
        text: `La barra más larga es ${formatMoney(largest.toFixed(2))}; los montos, en la tabla que sigue.`,
        fontSize: 6.5,
        color: '#555555',
        margin: [0, 2, 0, 10],
      },
    ],
    unbreakable: chart.categories.length <= 10,
  };
}

/**
 * A report on paper: institution, title, what it covers (and what the report adds: a BM form's unit
 * and responsible), the table with its totals row, the report's signatures, pages.
 */
export function reportPdf(
  answer: ReportAnswer,
  institution: string,
  wide: boolean,
  /** When it is printed, on the institution's wall clock (`printedAt` of platform/clock.ts). */
  printed: string,
  paper: ReportPaper = { heading: [], signatures: [] },
  /** The report's picture of its rows, printed before the table. */
  chart: ChartAnswer | null = null,
): Promise<Buffer> {
  const columns = answer.columns as ReportColumn[];
  const header: TableCell[] = columns.map((c) => ({
    text: c.label,
    bold: true,
    fillColor: '#e8eef7',
    alignment: numeric(c) ? 'right' : 'left',
  }));
  const body: TableCell[][] = answer.rows.map((row) =>
    columns.map((c) => ({ text: printedCell(c, row[c.key]), alignment: numeric(c) ? 'right' : 'left' })),
  );
  const hasTotals = columns.some((c) => c.total);
  const totals: TableCell[] = columns.map((c, i) =>
    c.total
      ? { text: printedCell(c, answer.totals[c.key]), bold: true, alignment: 'right' }
      : { text: i === 0 ? 'Totales' : '', bold: true },
  );
  return renderPdf(
    {
      pageOrientation: wide ? 'landscape' : 'portrait',
      pageMargins: [30, 30, 30, 40],
      info: { title: answer.title, subject: `${institution} · ${answer.subtitle}` },
      defaultStyle: { fontSize: wide ? 7 : 8 },
      content: [
        { text: institution, bold: true, fontSize: 11 },
        { text: answer.title, bold: true, fontSize: 13, margin: [0, 4, 0, 0] },
        { text: answer.subtitle, margin: [0, 2, 0, paper.heading.length > 0 ? 2 : 8] },
        ...paper.heading.map(
          (line, i): Content => ({ text: line, margin: [0, 0, 0, i === paper.heading.length - 1 ? 8 : 0] }),
        ),
        ...(chart ? [chartPdf(chart, (wide ? 792 : 612) - 60)] : []),
        answer.rows.length === 0
          ? { text: 'Sin movimientos para estos filtros.', italics: true }
          : {
              table: {
                headerRows: 1,
                widths: columns.map((c) => (numeric(c) ? 'auto' : '*')),
                body: [header, ...body, ...(hasTotals ? [totals] : [])],
              },
              layout: 'lightHorizontalLines',
            },
        ...(paper.signatures.length > 0 ? [signatures(paper.signatures)] : []),
      ],
    },
    { text: `${institution} · ${answer.title} · impreso el ${printed}`, margin: 30 },
  );
}
