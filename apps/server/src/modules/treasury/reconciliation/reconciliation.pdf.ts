import {
  formatDate,
  formatMoney,
  MONTHS,
  type ReconciliationItem,
  type ReconciliationKey,
} from '@erario/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Db } from '../../../platform/db/database.ts';
import type { PrintedDocument } from '../../../platform/documents/document-pdf.ts';
import { readReconciliation } from './reconciliation.service.ts';

const right = { alignment: 'right' as const };
const head = (text: string, extra: object = {}): TableCell => ({ text, bold: true, fontSize: 8, ...extra });

/** A section of items in transit: its title, its lines and its total, as the layout lists them. */
function section(title: string, items: ReconciliationItem[], total: string, more: number): Content[] {
  if (items.length === 0) return [];
  const body: TableCell[][] = [
    [head('Fecha'), head('Tipo'), head('Referencia'), head('Descripción'), head('Monto', right)],
    ...items.map((i): TableCell[] => [
      formatDate(i.date),
      i.kind ?? 'Banco',
      i.reference ?? '',
      i.description,
      { text: formatMoney(i.amount.replace('-', '')), ...right },
    ]),
  ];
  if (more > 0) body.push([{ text: `… y ${more} partidas más`, colSpan: 5, italics: true }, '', '', '', '']);
  body.push([
    { text: `Total ${title.toLowerCase()} en tránsito`, colSpan: 4, bold: true },
    '',
    '',
    '',
    { text: formatMoney(total), bold: true, ...right },
  ]);
  return [
    { text: title, bold: true, fontSize: 9, margin: [0, 8, 0, 3] },
    {
      table: { headerRows: 1, widths: [50, 30, 70, '*', 70], body },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
}

/**
 * The reconciliation statement on the document frame (domain notes, section 3): balance per book,
 * MÁS and MENOS what is in transit on each side, the balance the bank should show against the
 * statement's, and the three signatures. An open month prints marked BORRADOR.
 */
export async function printedReconciliation(
  db: Db,
  idClient: number,
  key: ReconciliationKey,
): Promise<PrintedDocument> {
  const r = await readReconciliation(db, idClient, key);
  const s = r.summary;
  const outflows = r.book.filter((i) => i.amount.startsWith('-'));
  const inflows = r.book.filter((i) => !i.amount.startsWith('-'));
  const credits = r.bank.filter((i) => !i.amount.startsWith('-'));
  const debits = r.bank.filter((i) => i.amount.startsWith('-'));
  const month = `${MONTHS[r.month - 1] ?? r.month} de ${r.from.slice(0, 4)}`;
  const line = (label: string, amount: string | null, bold = false): TableCell[] => [
    { text: label, bold },
    { text: amount === null ? '—' : formatMoney(amount), bold, ...right },
  ];
  const statement: Content = {
    table: {
      widths: ['*', 110],
      body: [
        line('Saldo según libros', s.bookBalance, true),
        line('Más: cheques y débitos del libro en tránsito', s.plusBookOutflows),
        line('Menos: depósitos y créditos del libro en tránsito', s.minusBookInflows),
        line('Más: créditos del banco no registrados en libros', s.plusBankCredits),
        line('Menos: débitos del banco no registrados en libros', s.minusBankDebits),
        line('Saldo según banco (calculado)', s.computedBankBalance, true),
        line('Saldo según estado de cuenta', s.bankBalance, true),
        line('Diferencia', s.difference, true),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 4],
  };
  return {
    idClient,
    title: `Conciliación bancaria · ${month}`,
    subtitle: `Cuenta ${r.accountNumber} (${r.bankName}) · del ${formatDate(r.from)} al ${formatDate(r.to)}`,
    period: r.from.slice(0, 4),
    status: r.status === 'closed' ? 'posted' : 'draft',
    isReversal: false,
    verifyPath: null,
    facts: [
      ['Cuenta', `${r.accountNumber} · ${r.bankName}`],
      ['Mes', month],
      ['Estado', r.status === 'closed' ? `Cerrada por ${r.closedBy ?? ''}` : 'Abierta: sin cerrar'],
    ],
    body: [
      statement,
      ...section('Cheques y débitos del libro', outflows, s.plusBookOutflows, 0),
      ...section('Depósitos y créditos del libro', inflows, s.minusBookInflows, 0),
      ...section('Créditos del banco', credits, s.plusBankCredits, 0),
      ...section('Débitos del banco', debits, s.minusBankDebits, r.bankMore + r.bookMore),
    ],
    signatures: ['Elaborado por', 'Revisado por', 'Aprobado por'],
    filename: `Conciliación ${r.accountNumber} ${month}.pdf`,
  };
}
