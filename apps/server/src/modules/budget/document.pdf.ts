import {
  type DocumentDetail,
  formatDate,
  formatDateTime,
  formatMoney,
  unwrapAmountWords,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Db } from '../../platform/db/database.ts';
import { qrDataUrl, renderPdf } from '../../platform/reports/pdf.ts';
import { getDocument } from './document.queries.ts';

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
const head = (text: string, align: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  fillColor: '#e8eef7',
  alignment: align,
});

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
      text: `Total facturado ${formatMoney(t.total)} · monto con IVA ${formatMoney(t.amountWithIva)}`,
      alignment: 'right',
      margin: [0, 4, 0, 0],
    },
  ];
}

function signatures(doc: DocumentDetail): Content {
  const payment = [10, 11, 12].includes(doc.typeCode);
  const boxes = ['Elaborado por', 'Revisado por (Presupuesto)', 'Aprobado por (Administración)'];
  if (payment) boxes.push('Recibí conforme (beneficiario)');
  return {
    margin: [0, 36, 0, 0],
    columns: boxes.map((label) => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 110, y2: 0, lineWidth: 0.5 }] },
        { text: label, fontSize: 8, margin: [0, 3, 0, 0] },
        { text: 'Nombre, firma y sello', fontSize: 7, color: '#666666' },
      ],
    })),
    columnGap: 12,
  };
}

/**
 * The printed budget document: institution, type and number, beneficiary, amount in figures and in
 * words, imputations (a traslado's Desde and Para), bills with totals, signatures, and a QR code to
 * its public verification page. A draft prints marked BORRADOR and an annulled one ANULADO, without QR.
 */
export async function documentPdf(
  db: Db,
  idClient: number,
  id: number,
  publicUrl: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const doc = await getDocument(db, idClient, id);
  const client = await db.execute<{
    client_name: string;
    code_fiscal_information: string | null;
    address_client: string;
  }>(sql`select client_name, code_fiscal_information, address_client from client where id = ${idClient}`);
  const institution = client.rows[0];
  const title = `${doc.typeName} ${doc.numOrder ? `N° ${doc.numOrder}` : '(borrador)'}`;
  const verifyUrl = doc.verifyId ? `${publicUrl}/document/verify/${doc.verifyId}` : null;
  const qr = verifyUrl ? await qrDataUrl(verifyUrl) : null;
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

  const watermark =
    doc.status === 'draft'
      ? 'BORRADOR'
      : doc.status === 'annulled'
        ? 'ANULADO'
        : doc.idReverses !== null
          ? 'REVERSO'
          : null;
  const pdf = await renderPdf({
    info: { title, subject: `${institution?.client_name ?? ''} · ${doc.periodName}` },
    ...(watermark ? { watermark: { text: watermark, color: '#cc0000', opacity: 0.15, bold: true } } : {}),
    footer: (page, pages) => ({
      columns: [
        {
          text: verifyUrl ? `Verifique este documento en ${verifyUrl}` : 'Documento sin verificación pública',
          fontSize: 7,
          color: '#555555',
        },
        { text: `Página ${page} de ${pages}`, alignment: 'right', fontSize: 7 },
      ],
      margin: [40, 10, 40, 0],
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: institution?.client_name ?? '', bold: true, fontSize: 12 },
              {
                text: institution?.code_fiscal_information
                  ? `RIF ${institution.code_fiscal_information}`
                  : '',
                fontSize: 8,
              },
              { text: institution?.address_client ?? '', fontSize: 8, color: '#444444' },
              { text: title, bold: true, fontSize: 14, margin: [0, 10, 0, 0] },
              {
                text: `Período ${doc.periodName} · fecha ${formatDate(doc.dateOrder)}`,
                margin: [0, 2, 0, 0],
              },
            ],
          },
          qr
            ? {
                width: 90,
                stack: [
                  { image: qr, width: 86 },
                  { text: 'Verificación', fontSize: 7, alignment: 'center' },
                ],
              }
            : { width: 0, text: '' },
        ],
      },
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: [110, '*'],
          body: [
            [
              { text: 'Beneficiario', bold: true },
              doc.beneficiary ? `${doc.beneficiary.code} · ${doc.beneficiary.name}` : '—',
            ],
            [
              { text: 'Monto', bold: true },
              { text: `Bs. ${formatMoney(doc.amount)}`, bold: true },
            ],
            [{ text: 'Monto en letras', bold: true }, unwrapAmountWords(doc.amountInWords, 'document')],
            [{ text: 'Concepto', bold: true }, doc.description],
            [
              { text: 'Efecto presupuestario', bold: true },
              moments.length > 0 ? moments.join(', ') : 'Sin efecto en los momentos del gasto',
            ],
            ...(doc.status === 'annulled'
              ? [
                  [
                    { text: 'Anulación', bold: true, color: '#cc0000' },
                    `${doc.annulledAt ? formatDateTime(doc.annulledAt) : ''} · ${doc.annulReason ?? ''}`,
                  ],
                ]
              : []),
          ],
        },
        layout: 'noBorders',
      },
      ...sources,
      ...imputations,
      ...billsTable(doc),
      signatures(doc),
    ],
  });
  return { pdf, filename: `${doc.typeName} ${doc.numOrder ?? doc.id}.pdf`.replace(/[^\w.\- ]+/g, '_') };
}
