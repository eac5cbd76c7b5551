import {
  actText,
  type DocumentDetail,
  disbursementText,
  formatDate,
  formatMoney,
  unwrapAmountWords,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import type { Content } from 'pdfmake/interfaces';
import {
  amountFacts,
  headCell,
  type PrintedContent,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';

const sumOf = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
const right = rightCell;
const head = headCell;

function imputationTable(
  title: string,
  lines: DocumentDetail['lines'],
  amountOf: (l: DocumentDetail['lines'][number]) => string,
): Content[] {
  const total = lines.reduce((sum, l) => sum.plus(amountOf(l)), new Decimal(0));
  return [
    { text: title, bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [130, '*', 80],
        body: [
          [head('Cuenta presupuestaria'), head('Detalle'), head('Monto', 'right')],
          ...lines.map((l) => [
            { text: l.budgetaccount.code, font: 'Helvetica', fontSize: 8 },
            l.detail ? `${l.budgetaccount.description} · ${l.detail}` : l.budgetaccount.description,
            right(formatMoney(amountOf(l))),
          ]),
          [{ text: 'Total', bold: true, colSpan: 2 }, '', right(formatMoney(total.toFixed(2)), true)],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

function billsTable(doc: DocumentDetail): Content[] {
  if (doc.bills.length === 0) return [];
  const t = doc.totals;
  return [
    { text: 'Facturas', bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [48, 55, 55, '*', '*', '*', '*', '*'],
        body: [
          [
            head('Fecha'),
            head('N° control'),
            head('N° factura'),
            head('Exento', 'right'),
            head('Sin IVA', 'right'),
            head('IVA', 'right'),
            head('Base', 'right'),
            head('Retención', 'right'),
          ],
          ...doc.bills.map((b) => [
            formatDate(b.dateBill),
            b.control,
            b.number,
            right(formatMoney(b.amountTaxed)),
            right(formatMoney(b.amountWithoutTaxIva)),
            right(formatMoney(b.amountTaxIva)),
            right(formatMoney(b.amountBase)),
            right(formatMoney(b.retentionIva)),
          ]),
          [
            { text: 'Totales', bold: true, colSpan: 3 },
            '',
            '',
            right(formatMoney(t.exempt), true),
            right(formatMoney(t.subtotal), true),
            right(formatMoney(t.iva), true),
            right(formatMoney(t.base), true),
            right(formatMoney(t.retention), true),
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
    {
      text: `Total facturado ${formatMoney(t.total)} · monto con IVA ${formatMoney(t.amountWithIva)} · retenido: IVA ${formatMoney(t.retention)}, ISLR ${formatMoney(sumOf(doc.bills.map((b) => b.retentionIslr)))}, 1×1000 ${formatMoney(sumOf(doc.bills.map((b) => b.retentionTimbre)))}`,
      alignment: 'right',
      margin: [0, 4, 0, 0],
    },
  ];
}

/** Who signs a budget document; a payment also needs the beneficiary's receipt. */
function signatures(doc: DocumentDetail): string[] {
  const boxes = ['Elaborado por', 'Revisado por (Presupuesto)', 'Aprobado por (Administración)'];
  if ([10, 11, 12].includes(doc.typeCode)) boxes.push('Recibí conforme (beneficiario)');
  return boxes;
}

/**
 * What a budget document prints on the kit's frame: type and number, beneficiary, amount in figures
 * and in words, budget effect, sources, imputations (a traslado's Desde and Para), bills with
 * totals and the signatures its type needs.
 */
export function printedDocument(doc: DocumentDetail): PrintedContent {
  const moments = [
    doc.committed === 'S' && 'Compromete',
    doc.caused === 'S' && 'Causa',
    doc.paid === 'S' && 'Paga',
  ].filter(Boolean);

  const imputations: Content[] =
    doc.typeCode === 4
      ? [
          ...imputationTable(
            'Desde',
            doc.lines.filter((l) => l.type === 'C'),
            (l) => l.amount,
          ),
          ...imputationTable(
            'Para',
            doc.lines.filter((l) => l.type === 'R'),
            (l) => l.amount,
          ),
        ]
      : doc.lines.length > 0
        ? imputationTable('Imputaciones presupuestarias', doc.lines, (l) => l.amount)
        : [];
  const sources: Content[] =
    doc.sources.length === 0
      ? []
      : [
          { text: 'Documentos de origen', bold: true, fontSize: 10, margin: [0, 10, 0, 4] },
          {
            table: {
              headerRows: 1,
              widths: [80, '*', 80],
              body: [
                [head('Documento'), head('Cuenta'), head('Monto tomado', 'right')],
                ...doc.sources.map((s) => [
                  `N° ${s.sourceNumber}`,
                  s.accountCode ?? 'Orden completa',
                  right(formatMoney(s.amount)),
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ];

  return {
    title: `${doc.typeName} ${doc.numOrder ? `N° ${doc.numOrder}` : '(borrador)'}`,
    subtitle: `Período ${doc.periodName} · fecha ${formatDate(doc.dateOrder)}`,
    verifyPath: doc.verifyId ? `/document/verify/${doc.verifyId}` : null,
    facts: [
      ['Beneficiario', doc.beneficiary ? `${doc.beneficiary.code} · ${doc.beneficiary.name}` : '—'],
      ...amountFacts(doc.amount, unwrapAmountWords(doc.amountInWords, 'document')),
      ['Concepto', doc.description],
      ...(doc.act ? [['Aprobado por', actText(doc.act)] as [string, string]] : []),
      ...(doc.disbursement ? [['Pagado con', disbursementText(doc.disbursement)] as [string, string]] : []),
      [
        'Efecto presupuestario',
        moments.length > 0 ? moments.join(', ') : 'Sin efecto en los momentos del gasto',
      ],
    ],
    ...(doc.status === 'annulled' ? { annulled: { at: doc.annulledAt, reason: doc.annulReason } } : {}),
    body: [...sources, ...imputations, ...billsTable(doc)],
    signatures: signatures(doc),
    filename: `${doc.typeName} ${doc.numOrder ?? doc.id}.pdf`,
  };
}
