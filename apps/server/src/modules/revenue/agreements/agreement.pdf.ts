import { formatDate, formatMoney, type PaymentAgreementDetail } from '@erario/contracts';
import type { Content } from 'pdfmake/interfaces';
import {
  amountFacts,
  type Fact,
  headCell,
  type PrintedContent,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';

/**
 * A payment agreement as the taxpayer signs it: the debts it takes (each with its interest to the
 * day and how it was reached), the instalments with their days, what ends it, and the QR code.
 */
export function printedAgreement(g: PaymentAgreementDetail): PrintedContent {
  const reversal = g.idReverses !== null;
  const debts: Content = {
    table: {
      headerRows: 1,
      widths: [44, '*', 80, 52, 62, 58],
      body: [
        [
          headCell('Código'),
          headCell('Deuda'),
          headCell('Objeto'),
          headCell('Venció', 'right'),
          headCell('Monto', 'right'),
          headCell('Intereses', 'right'),
        ],
        ...g.debts.map((d) => [
          d.code,
          {
            stack: [
              `${d.description} · ${d.periodLabel}`,
              ...(d.interestBasis ? [{ text: d.interestBasis, fontSize: 7, color: '#555555' }] : []),
            ],
          },
          d.objectLabel,
          rightCell(d.dueDate ? formatDate(d.dueDate) : ''),
          rightCell(formatMoney(d.amount)),
          rightCell(formatMoney(d.interest)),
        ]),
        [
          { text: 'Totales', bold: true, colSpan: 4 },
          '',
          '',
          '',
          rightCell(formatMoney(g.owed), true),
          rightCell(formatMoney(g.interest), true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  const instalments: Content = {
    table: {
      headerRows: 1,
      widths: [60, '*', 90],
      body: [
        [headCell('Cuota'), headCell('Vence'), headCell('Monto', 'right')],
        ...g.instalments.map((i) => [
          i.number === 1 ? '1 (inicial)' : String(i.number),
          formatDate(i.dueDate),
          rightCell(formatMoney(i.amount)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  const facts: Fact[] = [
    ['Contribuyente', `${g.taxpayerName} · RIF ${g.taxpayerRif}`],
    ...(g.taxpayerAddress ? ([['Dirección', g.taxpayerAddress]] as Fact[]) : []),
    ['Tipo de convenio', `${g.typeCode} · ${g.typeDescription} (${g.legalBasis})`],
    ...(g.total && !reversal ? amountFacts(g.total) : []),
    ...(g.note ? ([['Observación', g.note]] as Fact[]) : []),
  ];
  return {
    title: `Convenio de pago N° ${g.numberText ?? '(borrador)'}`,
    subtitle: `Firmado el ${formatDate(g.agreementDate)}`,
    verifyPath: g.verifyId && !reversal ? `/paymentAgreement/verify/${g.verifyId}` : null,
    facts,
    annulled: g.status === 'annulled' ? { at: g.annulledAt, reason: g.annulReason } : undefined,
    body: reversal
      ? [
          {
            margin: [0, 10, 0, 0],
            fontSize: 9,
            text: 'Este reverso anula el convenio: sus deudas vuelven a deberse con sus intereses.',
          },
        ]
      : [
          { text: 'Deudas que el convenio toma', bold: true, margin: [0, 10, 0, 0] },
          debts,
          { text: 'Cuotas', bold: true, margin: [0, 10, 0, 0] },
          instalments,
          {
            margin: [0, 10, 0, 0],
            fontSize: 9,
            text: `Mientras el contribuyente pague cada cuota en su fecha, las deudas no causan más intereses de mora. Una cuota sin pagar ${g.graceDays} días después de su vencimiento pone fin al convenio: el saldo de sus cuotas se debe de una vez, con intereses de mora desde el día siguiente al vencimiento de esa cuota (${g.legalBasis}).${g.allowsSolvency ? ' Al día con sus cuotas, el contribuyente puede obtener su solvencia.' : ''} Su autenticidad se comprueba con el código QR.`,
          },
        ],
    signatures: ['El contribuyente', 'Director(a) de Hacienda'],
    filename: `Convenio ${g.numberText ?? g.id} ${g.taxpayerRif}.pdf`,
  };
}
