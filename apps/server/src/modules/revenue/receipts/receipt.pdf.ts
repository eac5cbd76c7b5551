import { conceptNote, formatDate, formatMoney, type ReceiptDetail } from '@erario/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  amountFacts,
  headCell,
  isNarrow,
  type PrintedContent,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';

/**
 * The concepts and the payments on a thermal roll: each line's description over its code and detail,
 * its net on the right; then each payment the same way.
 */
function rollBody(r: ReceiptDetail): Content[] {
  const line = (left: Content[], amount: string, bold = false): TableCell[] => [
    { stack: left },
    { text: formatMoney(amount), alignment: 'right', bold },
  ];
  const small = (text: string): Content => ({ text, fontSize: 6, color: '#555555' });
  const table = (heading: string, rows: TableCell[][], total: [string, string]): Content => ({
    fontSize: 7,
    margin: [0, 6, 0, 0],
    table: {
      widths: ['*', 'auto'],
      body: [
        [{ text: heading, bold: true, colSpan: 2 }, ''],
        ...rows,
        line([{ text: total[0], bold: true }], total[1], true),
      ],
    },
    layout: 'lightHorizontalLines',
  });
  return [
    table(
      'Conceptos',
      r.concepts.map((l) =>
        line(
          [
            l.description,
            small(
              [
                l.code,
                Number(l.discount) !== 0 ? `descuento ${formatMoney(l.discount)}` : '',
                Number(l.interest) !== 0 ? `intereses ${formatMoney(l.interest)}` : '',
                conceptNote(l),
              ]
                .filter(Boolean)
                .join(' · '),
            ),
          ],
          l.amountNet,
        ),
      ),
      ['Total conceptos', r.conceptsTotal],
    ),
    table(
      'Pagos',
      r.vouchers.map((v) =>
        line(
          [
            `${v.paymentForm} · ${formatDate(v.voucherDate)}`,
            small([v.bankName, v.accountNumber, v.reference, ...v.details].filter(Boolean).join(' · ')),
          ],
          v.amount,
        ),
      ),
      ['Total pagado', r.vouchersTotal],
    ),
  ];
}

/**
 * A collection receipt as the taxpayer takes it away: the box, the taxpayer and what was charged,
 * the concepts (with their detail values) and how it was paid, the amount in words, and the QR code
 * to its public verification. On the paper its cash box prints on: Letter, half Letter or a thermal
 * roll of 80 mm (one column).
 */
export function printedReceipt(r: ReceiptDetail): PrintedContent {
  const concepts: Content = {
    table: {
      headerRows: 1,
      widths: [45, '*', 65, 55, 55, 65],
      body: [
        [
          headCell('Código'),
          headCell('Concepto'),
          headCell('Monto', 'right'),
          headCell('Descuento', 'right'),
          headCell('Intereses', 'right'),
          headCell('Neto', 'right'),
        ],
        ...r.concepts.map((l) => [
          l.code,
          {
            stack: [
              l.description,
              ...(conceptNote(l) ? [{ text: conceptNote(l), fontSize: 7, color: '#555555' }] : []),
            ],
          },
          rightCell(formatMoney(l.amount)),
          rightCell(formatMoney(l.discount)),
          rightCell(formatMoney(l.interest)),
          rightCell(formatMoney(l.amountNet)),
        ]),
        [
          { text: 'Total conceptos', bold: true, colSpan: 5 },
          '',
          '',
          '',
          '',
          rightCell(formatMoney(r.conceptsTotal), true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  const vouchers: Content = {
    table: {
      headerRows: 1,
      widths: [60, '*', '*', 80, 70],
      body: [
        [
          headCell('Fecha'),
          headCell('Forma de pago'),
          headCell('Banco y cuenta'),
          headCell('Referencia'),
          headCell('Monto', 'right'),
        ],
        ...r.vouchers.map((v) => [
          formatDate(v.voucherDate),
          v.paymentForm,
          [v.bankName, v.accountNumber].filter(Boolean).join(' · '),
          [v.reference, ...v.details].filter(Boolean).join(' · '),
          rightCell(formatMoney(v.amount)),
        ]),
        [
          { text: 'Total pagado', bold: true, colSpan: 4 },
          '',
          '',
          '',
          rightCell(formatMoney(r.vouchersTotal), true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  return {
    title: `Recibo de pago N° ${r.numberText ?? '(borrador)'}`,
    subtitle: `${r.collectionPointName} · caja ${r.cashBoxName} · ${formatDate(r.receiptDate)}`,
    verifyPath: r.verifyId && r.idReverses === null ? `/receipt/verify/${r.verifyId}` : null,
    facts: [
      ['Contribuyente', `${r.taxpayerRif} · ${r.taxpayerName}`],
      ...(r.taxedObject ? ([['Objeto', r.taxedObject.label]] as [string, string][]) : []),
      ...(r.operationType ? ([['Operación', r.operationType]] as [string, string][]) : []),
      ...amountFacts(r.conceptsTotal.replace('-', '')),
      ...(r.note ? ([['Observación', r.note]] as [string, string][]) : []),
      ['Cajero', r.cashier ?? ''],
    ],
    annulled: r.status === 'annulled' ? { at: r.annulledAt, reason: r.annulReason } : undefined,
    body: isNarrow(r.paper) ? rollBody(r) : [concepts, vouchers],
    signatures: ['Cajero', 'Contribuyente'],
    filename: `Recibo ${r.numberText ?? r.id}.pdf`,
    paper: r.paper,
  };
}
