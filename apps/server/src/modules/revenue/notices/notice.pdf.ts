import { type CollectionNoticeDetail, formatDate, formatMoney } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import {
  amountFacts,
  type Fact,
  headCell,
  type PrintedContent,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';
import type { PrintContext } from '../../../platform/documents/document-routes.ts';

/**
 * A collection notice as the taxpayer receives it: each period it owes past its last day to pay,
 * with its tax and its interest on late payment to the notice's day (and how it was reached), the
 * totals, the call to pay, and the QR code to its verification.
 */
export async function printedNotice(
  n: CollectionNoticeDetail,
  { db, idClient }: PrintContext,
): Promise<PrintedContent> {
  const institution = await db.execute<{ client: string }>(
    sql`select client_name as client from client where id = ${idClient}`,
  );
  return noticeContent(n, institution.rows[0]?.client ?? '');
}

/** The notice's content on the kit's frame, given the institution's name (`client`). */
export function noticeContent(n: CollectionNoticeDetail, client: string): PrintedContent {
  const lines: Content = {
    table: {
      headerRows: 1,
      widths: [44, '*', 70, 52, 62, 58],
      body: [
        [
          headCell('Código'),
          headCell('Concepto y período'),
          headCell('Objeto'),
          headCell('Venció', 'right'),
          headCell('Monto', 'right'),
          headCell('Intereses', 'right'),
        ],
        ...n.lines.map((l) => [
          l.code,
          {
            stack: [
              `${l.description} · ${l.periodLabel}`,
              ...(l.interestBasis ? [{ text: l.interestBasis, fontSize: 7, color: '#555555' }] : []),
            ],
          },
          l.objectLabel,
          rightCell(formatDate(l.dueDate)),
          rightCell(formatMoney(l.amount)),
          rightCell(formatMoney(l.interest)),
        ]),
        [
          { text: 'Totales', bold: true, colSpan: 4 },
          '',
          '',
          '',
          rightCell(formatMoney(n.owed), true),
          rightCell(formatMoney(n.interest), true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  const reversal = n.idReverses !== null;
  const facts: Fact[] = [
    ['Contribuyente', `${n.taxpayerName} · RIF ${n.taxpayerRif}`],
    ...(n.taxpayerAddress ? ([['Dirección', n.taxpayerAddress]] as Fact[]) : []),
    ...(n.total && !reversal ? amountFacts(n.total) : []),
    ...(n.deliveredOn
      ? ([
          ['Entregado', `${formatDate(n.deliveredOn)}${n.deliveredNote ? ` · ${n.deliveredNote}` : ''}`],
        ] as Fact[])
      : []),
    ...(n.note ? ([['Observación', n.note]] as Fact[]) : []),
  ];
  return {
    title: `Aviso de cobro N° ${n.numberText ?? '(borrador)'}`,
    subtitle: `Emitido el ${formatDate(n.noticeDate)}`,
    verifyPath: n.verifyId && n.idReverses === null ? `/collectionNotice/verify/${n.verifyId}` : null,
    facts,
    annulled: n.status === 'annulled' ? { at: n.annulledAt, reason: n.annulReason } : undefined,
    // A reversal claims nothing: it says which notice it annuls, without the call to pay.
    body: reversal
      ? [
          {
            margin: [0, 10, 0, 0],
            fontSize: 9,
            text: `Este reverso anula el aviso de cobro emitido el ${formatDate(n.noticeDate)} a ${n.taxpayerName}: no reclama nada.${n.annulReason ? ` Motivo: ${n.annulReason}.` : ''}`,
          },
        ]
      : [
          {
            margin: [0, 10, 0, 0],
            fontSize: 9,
            text: `La Dirección de Hacienda de ${client} le notifica que a la fecha de este aviso adeuda los períodos vencidos que siguen, con los intereses de mora que el Código Orgánico Tributario (art. 66) causa desde el día siguiente a su vencimiento hasta el pago. Pague en las taquillas de recaudación: los intereses se calculan al día en que pague. Si ya pagó, no tome en cuenta este aviso. Su autenticidad se comprueba con el código QR.`,
          },
          lines,
        ],
    signatures: ['Director(a) de Hacienda'],
    filename: `Aviso de cobro ${n.numberText ?? n.id} ${n.taxpayerRif}.pdf`,
  };
}
