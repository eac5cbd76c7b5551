import type { ReportAnswer, ReportColumn } from '@erario/contracts';
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
