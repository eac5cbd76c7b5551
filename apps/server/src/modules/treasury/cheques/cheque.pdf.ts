import {
  amountInWords,
  CHEQUE_KIND,
  type ChequeLayout,
  currencyWords,
  DEFAULT_CHEQUE_LAYOUT,
  formatLongDate,
  formatMoney,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/errors.ts';
import { renderPdf } from '../../../platform/reports/pdf.ts';
import { readMovement } from '../bank-movements/bank-movement.service.ts';

/** PDF points per millimetre. */
const MM = 72 / 25.4;

/** The layout of the account's bank, or the common one. */
async function layoutOf(db: Db, idClient: number, idBankAccount: number): Promise<ChequeLayout> {
  const found = await db.execute<ChequeLayout>(sql`
    select l.place, l.width_mm as "widthMm", l.height_mm as "heightMm", l.amount_x as "amountX", l.amount_y as "amountY",
           l.payee_x as "payeeX", l.payee_y as "payeeY", l.words_x as "wordsX", l.words_y as "wordsY",
           l.words_width as "wordsWidth", l.date_x as "dateX", l.date_y as "dateY"
      from bank_account a join cheque_layout l on l.id_bank = a.id_bank and l.id_client = a.id_client
     where a.id = ${idBankAccount} and a.id_client = ${idClient}`);
  return found.rows[0] ?? { ...DEFAULT_CHEQUE_LAYOUT, place: null };
}

/**
 * A posted cheque on its bank's cheque: the page is the cheque, and each of what the treasury fills
 * in sits where the bank's layout says (millimetres from the top left corner). The amount is fenced
 * with asterisks, as cheques are filled so that nothing can be added before or after it.
 */
export async function printCheque(
  db: Db,
  idClient: number,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const m = await readMovement(db, idClient, id);
  if (m.idKind !== CHEQUE_KIND) throw conflict('Solo un cheque se imprime en el formato del banco');
  if (m.status !== 'posted' || m.idReverses !== null)
    throw conflict(
      m.status === 'draft'
        ? 'El cheque es un borrador: regístrelo antes de imprimirlo'
        : 'El cheque está anulado: no se imprime',
    );
  const l = await layoutOf(db, idClient, m.idBankAccount);
  const at = (x: number, y: number) => ({ x: x * MM, y: y * MM });
  const date = formatLongDate(m.movementDate, false);
  const pdf = await renderPdf({
    pageSize: { width: l.widthMm * MM, height: l.heightMm * MM },
    pageMargins: [0, 0, 0, 0],
    info: { title: `Cheque ${m.reference ?? ''}` },
    content: [
      {
        text: `***${formatMoney(m.amount)}***`,
        absolutePosition: at(l.amountX, l.amountY),
        fontSize: 11,
        bold: true,
      },
      { text: m.beneficiaryName ?? '', absolutePosition: at(l.payeeX, l.payeeY), fontSize: 10 },
      // Its own column, so that a long amount wraps within the line the bank left for it.
      {
        absolutePosition: at(l.wordsX, l.wordsY),
        columns: [
          {
            width: l.wordsWidth * MM,
            text: `${amountInWords(m.amount, currencyWords(m.currencyCode))}***`,
            fontSize: 9,
          },
        ],
      },
      { text: l.place ? `${l.place}, ${date}` : date, absolutePosition: at(l.dateX, l.dateY), fontSize: 10 },
    ],
  });
  return { pdf, filename: `Cheque ${m.reference ?? m.id}.pdf` };
}
