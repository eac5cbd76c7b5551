import { type FineDetail, formatMoney } from '@erario/contracts';
import { amountFacts, type Fact, type PrintedContent } from '../../../platform/documents/document-pdf.ts';
import { fineAmountText } from './fine.queries.ts';

/** How the fine was reached, in a line: the percentage of the tax, or the TCMMV, and the limits. */
export function fineBasis(f: FineDetail): string {
  const limits =
    f.kind === 'units'
      ? `límites: ${formatMoney(f.minimum)} a ${formatMoney(f.maximum)} TCMMV`
      : `límites: ${formatMoney(f.minimum)} % a ${formatMoney(f.maximum)} %`;
  return f.kind === 'units'
    ? `${formatMoney(f.value)} TCMMV, pagaderas en bolívares a la tasa del día del pago (${limits}, ${f.legalBasis})`
    : `${formatMoney(f.value)} % de ${formatMoney(f.taxAmount)} Bs de tributo = ${formatMoney(f.amount)} Bs (${limits}, ${f.legalBasis})`;
}

/**
 * A fine as the taxpayer is notified of it: who, the offence and the article, the act, the facts, how
 * it was measured and what it comes to, and the QR code to its verification.
 */
export function printedFine(f: FineDetail): PrintedContent {
  const reversal = f.idReverses !== null;
  const facts: Fact[] = [
    ['Contribuyente', `${f.taxpayerName} · RIF ${f.taxpayerRif}`],
    ...(f.taxpayerAddress ? ([['Dirección', f.taxpayerAddress]] as Fact[]) : []),
    ['Infracción', `${f.typeCode} · ${f.offence}`],
    ['Base legal', f.legalBasis],
    ['Acto', f.act],
    ...(reversal ? [] : ([['Cálculo', fineBasis(f)]] as Fact[])),
    ...(reversal
      ? []
      : f.amount !== null
        ? amountFacts(f.amount)
        : ([['Monto', fineAmountText(f)]] as Fact[])),
  ];
  return {
    title: `Multa N° ${f.numberText ?? '(borrador)'}`,
    subtitle: `Impuesta el ${f.fineDate.split('-').reverse().join('/')}`,
    verifyPath: f.verifyId && !reversal ? `/fine/verify/${f.verifyId}` : null,
    facts,
    annulled: f.status === 'annulled' ? { at: f.annulledAt, reason: f.annulReason } : undefined,
    body: [
      { margin: [0, 10, 0, 0], fontSize: 9, text: [{ text: 'Hechos: ', bold: true }, f.reason] },
      reversal
        ? { margin: [0, 8, 0, 0], fontSize: 9, text: 'Este reverso anula la multa: no se debe.' }
        : {
            margin: [0, 8, 0, 0],
            fontSize: 9,
            text: 'Pague en las taquillas de recaudación. Contra este acto puede ejercer los recursos que el Código Orgánico Tributario prevé, en sus plazos. Su autenticidad se comprueba con el código QR.',
          },
    ],
    signatures: ['Director(a) de Hacienda'],
    filename: `Multa ${f.numberText ?? f.id} ${f.taxpayerRif}.pdf`,
  };
}
