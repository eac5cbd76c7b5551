import { type AssetRow, assetLabelPath, assetRow, LABELS_MAX } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Db } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/reports/pdf.ts';
import { ASSET_ROW } from './asset.service.ts';

type Filter = { id?: number; idWorkUnit?: number; status?: 'pending' | 'in' | 'out' };

/** Labels two across and five down a letter sheet, 4 × 2 inches each (like Avery 5163). */
const ACROSS = 2;

function label(a: AssetRow, institution: string, publicUrl: string): TableCell {
  return {
    columns: [
      // Vector QR (no image to make per label): thousands of labels print in seconds.
      { qr: `${publicUrl}${assetLabelPath(a.number)}`, fit: 92, eccLevel: 'M', width: 100 },
      {
        width: '*',
        stack: [
          { text: institution, fontSize: 7, color: '#555555' },
          { text: 'BIEN NACIONAL', fontSize: 7, bold: true, margin: [0, 1, 0, 3] },
          { text: a.number, fontSize: 16, bold: true },
          { text: a.description.slice(0, 70), fontSize: 8, margin: [0, 2, 0, 0] },
          { text: `${a.classification} · ${a.workUnitName}`.slice(0, 60), fontSize: 7, color: '#555555' },
        ],
      },
    ],
    margin: [10, 14, 6, 0],
  } as TableCell;
}

/**
 * The QR labels of one asset, or of a work unit's (or every) asset in a situation, in sheets: the
 * QR code leads to the asset's card by its number, which a physical count also reads.
 */
export async function assetLabels(
  db: Db,
  idClient: number,
  filter: Filter,
  publicUrl: string,
): Promise<Buffer> {
  const where = sql`a.id_client = ${idClient}
    ${filter.id ? sql`and a.id = ${filter.id}` : sql``}
    ${filter.idWorkUnit ? sql`and a.id_work_unit = ${filter.idWorkUnit}` : sql``}
    ${filter.status ? sql`and a.status = ${filter.status}` : sql`and a.status <> 'out'`}`;
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from asset a where ${where}`);
  const n = count.rows[0]?.n ?? 0;
  if (filter.id && n === 0) throw notFound('Bien no encontrado');
  if (n > LABELS_MAX)
    throw new AppError(
      422,
      `Son ${n.toLocaleString('es-VE')} etiquetas; una hoja imprime hasta ${LABELS_MAX.toLocaleString('es-VE')}: elija una unidad de trabajo.`,
    );
  const found = await selectRows(db, assetRow, sql`${ASSET_ROW} where ${where} order by w.code, a.number`);
  const client = await db.execute<{ name: string }>(
    sql`select client_name as name from client where id = ${idClient}`,
  );
  const institution = client.rows[0]?.name ?? '';
  const cells = found.map((a) => label(a, institution, publicUrl));
  const rows: TableCell[][] = [];
  for (let i = 0; i < cells.length; i += ACROSS) {
    const row = cells.slice(i, i + ACROSS);
    while (row.length < ACROSS) row.push({ text: '' });
    rows.push(row);
  }
  if (rows.length === 0)
    rows.push([{ text: 'Ningún bien con esos filtros.', colSpan: ACROSS }, { text: '' }]);
  const sheet: Content = {
    table: { widths: [288, 288], heights: 144, dontBreakRows: true, body: rows },
    // Light cut lines between labels.
    layout: 'cutLines',
  };
  return renderPdf({
    pageMargins: [18, 36, 18, 36],
    content: [sheet],
    info: { title: `Etiquetas de bienes (${found.length})` },
  });
}
