import ExcelJS from 'exceljs';
import { offThread } from '../workers/pool.ts';

export interface SheetColumn {
  header: string;
  money?: boolean;
  /** An exchange rate: a number with its eight decimals. */
  rate?: boolean;
}

const FORMATS = { money: '#,##0.00', rate: '#,##0.00000000' };
const formatOf = (c: SheetColumn) => (c.money ? FORMATS.money : c.rate ? FORMATS.rate : undefined);

/**
 * A one-sheet workbook: a bold header row, then the rows. Money arrives as decimal text and is
 * written as a number with two decimals (exact to the cent it shows), so the sheet can add it up.
 */
export async function xlsxBufferHere(
  title: string,
  columns: SheetColumn[],
  rows: unknown[][],
  options: { heading?: string[]; footer?: unknown[] } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Erario';
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  for (const line of options.heading ?? [])
    sheet.addRow([line]).font = { bold: line === options.heading?.[0] };
  if (options.heading?.length) sheet.addRow([]);
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  sheet.columns.forEach((col, i) => {
    col.width = Math.max(12, (columns[i]?.header.length ?? 8) + 4);
  });
  const write = (values: unknown[], bold = false) => {
    const added = sheet.addRow(
      columns.map((c, i) => {
        const v = values[i];
        return formatOf(c) && v !== null && v !== undefined && v !== '' ? Number(v) : v;
      }),
    );
    columns.forEach((c, i) => {
      const format = formatOf(c);
      if (format) added.getCell(i + 1).numFmt = format;
    });
    if (bold) added.font = { bold: true };
  };
  for (const row of rows) write(row);
  if (options.footer) write(options.footer, true);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same, on a pool thread: 200,000 rows take seconds to write, and nobody else waits for them. */
export const xlsxBuffer = offThread<typeof xlsxBufferHere>(import.meta.url, 'xlsxBufferHere', {
  tooLarge: 'La hoja es demasiado grande para generarla. Acote los filtros.',
});
