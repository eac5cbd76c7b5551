import { formatDate, formatMoney, formatRate, type IncomeDeclarationDetail } from '@erario/contracts';
import type { Content } from 'pdfmake/interfaces';
import {
  type Fact,
  headCell,
  type PrintedContent,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';

/** What a line comes to: its bolívares, or its minimum in TCMMV. */
const lineTax = (l: IncomeDeclarationDetail['lines'][number]) =>
  l.tax !== null ? `${formatMoney(l.tax)} Bs` : l.taxUnits !== null ? `${formatMoney(l.taxUnits)} TCMMV` : '';

/**
 * A declaration of gross income as the taxpayer files it: the licence and period, each activity's
 * income with the rate and minimum it was taxed by and which of the two won, the tax in bolívares
 * and in TCMMV (paid at the rate of the day of payment), and the QR code to its verification.
 */
export function printedDeclaration(d: IncomeDeclarationDetail): PrintedContent {
  const rateNote = d.tcmmv
    ? `Mínimos comparados a ${formatRate(d.tcmmv.rate)} Bs por TCMMV (${d.tcmmv.currency}, fecha valor ${formatDate(d.tcmmv.validFrom)}).`
    : '';
  const lines: Content = {
    table: {
      headerRows: 1,
      widths: [40, '*', 68, 36, 62, 44, 60, 66],
      body: [
        [
          headCell('Código'),
          headCell('Actividad'),
          headCell('Ingresos brutos', 'right'),
          headCell('Alícuota', 'right'),
          headCell('Por alícuota', 'right'),
          headCell('Mínimo TCMMV', 'right'),
          headCell('Mínimo Bs', 'right'),
          headCell('Impuesto', 'right'),
        ],
        ...d.lines.map((l) => [
          l.activityCode,
          l.activity,
          rightCell(formatMoney(l.income)),
          rightCell(l.rate ? `${formatMoney(l.rate)} %` : ''),
          rightCell(formatMoney(l.byRate)),
          rightCell(formatMoney(l.minimumUnits)),
          rightCell(formatMoney(l.minimumAmount)),
          rightCell(lineTax(l), true),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 8, 0, 0],
  };
  const posted = d.status !== 'draft';
  const facts: Fact[] = [
    ['Contribuyente', `${d.taxpayerRif} · ${d.taxpayerName}`],
    ['Licencia', d.licenceNumber],
    ['Período declarado', d.periodLabel],
    [
      'Presentada',
      `${formatDate(d.declarationDate)} · plazo hasta el ${formatDate(d.dueOn)}${d.late ? ' · EXTEMPORÁNEA' : ''}`,
    ],
    ['Ingresos brutos', `Bs. ${formatMoney(d.incomeTotal)}`],
    ...(posted
      ? ([
          ['Impuesto en bolívares', { text: `Bs. ${formatMoney(d.taxAmount)}`, bold: true }],
          [
            'Impuesto en TCMMV',
            `${formatMoney(d.taxUnits)} TCMMV, pagaderos en bolívares a la tasa del día del pago`,
          ],
        ] as Fact[])
      : []),
    ...(d.note ? ([['Observación', d.note]] as Fact[]) : []),
  ];
  return {
    title: `${d.kind} N° ${d.numberText ?? '(borrador)'}`,
    subtitle: `Impuesto sobre actividades económicas · ${d.periodLabel}`,
    verifyPath: d.verifyId && d.idReverses === null ? `/incomeDeclaration/verify/${d.verifyId}` : null,
    facts,
    annulled: d.status === 'annulled' ? { at: d.annulledAt, reason: d.annulReason } : undefined,
    body: [
      lines,
      ...(rateNote
        ? [{ text: rateNote, fontSize: 7, color: '#555555', margin: [0, 4, 0, 0] } as Content]
        : []),
      {
        text: 'El impuesto de cada actividad es el mayor entre la alícuota sobre sus ingresos brutos y su mínimo tributable del período.',
        fontSize: 7,
        color: '#555555',
        margin: [0, 4, 0, 0],
      },
    ],
    signatures: ['Contribuyente o representante legal', 'Funcionario receptor'],
    filename: `Declaración ${d.numberText ?? d.id} ${d.taxpayerRif}.pdf`,
  };
}
