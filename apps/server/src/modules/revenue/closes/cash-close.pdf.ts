import { type CashCloseDetail, type CashDaySummary, formatDate, formatMoney } from '@erario/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  headCell,
  type PrintedContent,
  type PrintedDocument,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';

/** A small table with a title, its rows and the total of its last column. */
function section(title: string, head: string[], rows: TableCell[][], total?: string): Content {
  return {
    margin: [0, 10, 0, 0],
    stack: [
      { text: title, bold: true, fontSize: 9, margin: [0, 0, 0, 3] },
      rows.length === 0
        ? { text: 'Nada en el día', fontSize: 8, color: '#666666' }
        : {
            table: {
              headerRows: 1,
              widths: head.map((_, i) => (i === 0 ? '*' : 70)),
              body: [
                head.map((h, i) => headCell(h, i === 0 ? 'left' : 'right')),
                ...rows,
                ...(total !== undefined
                  ? [
                      [
                        { text: 'Total', bold: true, colSpan: head.length - 1 },
                        ...head.slice(2).map(() => ''),
                        rightCell(formatMoney(total), true),
                      ],
                    ]
                  : []),
              ],
            },
            layout: 'lightHorizontalLines',
            fontSize: 8,
          },
    ],
  };
}

/** The daily close as the cashier and the supervisor sign it. */
export function printedClose(c: CashCloseDetail): PrintedContent {
  const s = c.summary as CashDaySummary | null;
  const body: Content[] = s
    ? [
        section(
          'Por concepto',
          ['Concepto', 'Recibos', 'Monto'],
          s.byConcept.map((r) => [
            `${r.code} · ${r.description}`,
            rightCell(String(r.receipts)),
            rightCell(formatMoney(r.amount)),
          ]),
          s.collected,
        ),
        section(
          'Por forma de pago',
          ['Forma de pago', 'Recibos', 'Monto'],
          s.byPaymentForm.map((r) => [
            r.paymentForm,
            rightCell(String(r.receipts)),
            rightCell(formatMoney(r.amount)),
          ]),
          s.collected,
        ),
        section(
          'Por cuenta bancaria (depositado en el día)',
          ['Cuenta', 'Recibos', 'Monto'],
          s.byBankAccount.map((r) => [
            `${r.bankName} · ${r.accountNumber}`,
            rightCell(String(r.receipts)),
            rightCell(formatMoney(r.amount)),
          ]),
        ),
        section(
          'Recibos anulados',
          ['Recibo y contribuyente', 'Monto'],
          s.annulled.map((r) => [
            `N° ${r.numberText} · ${r.taxpayer}${r.reason ? ` (${r.reason})` : ''}`,
            rightCell(formatMoney(r.amount)),
          ]),
        ),
      ]
    : [{ text: 'Borrador: las cifras se fijan al registrar el cierre.', fontSize: 9, color: '#666666' }];
  return {
    title: `Cierre diario de caja N° ${c.numberText ?? '(borrador)'}`,
    subtitle: `${c.collectionPointName} · caja ${c.cashBoxName} · ${formatDate(c.closeDate)}`,
    verifyPath: null,
    facts: [
      ['Cajero', c.cashier],
      ...(s
        ? ([
            [
              'Recibos emitidos',
              `${s.receiptsIssued}${s.firstNumber ? ` (del N° ${s.firstNumber} al ${s.lastNumber})` : ''}, anulados ${s.receiptsAnnulled}`,
            ],
            ['Recaudado', { text: `Bs. ${formatMoney(s.collected)}`, bold: true }],
            [
              'Efectivo esperado',
              `Bs. ${formatMoney(s.expectedCash)} (fondo ${formatMoney(s.openingFloat)} + efectivo ${formatMoney(s.cashReceived)})`,
            ],
            ['Cheques por depositar', `Bs. ${formatMoney(s.cheques)}`],
          ] as PrintedDocument['facts'])
        : []),
      ['Efectivo contado', `Bs. ${formatMoney(c.countedCash)}`],
      ...(c.difference !== null
        ? ([
            ['Diferencia', { text: `Bs. ${formatMoney(c.difference)}`, bold: true }],
          ] as PrintedDocument['facts'])
        : []),
      ...(c.note ? ([['Observación', c.note]] as PrintedDocument['facts']) : []),
    ],
    annulled: c.status === 'annulled' ? { at: c.annulledAt, reason: c.annulReason } : undefined,
    body,
    signatures: ['Cajero', 'Supervisor de caja'],
    filename: `Cierre ${c.cashBoxName} ${c.closeDate}.pdf`,
  };
}
