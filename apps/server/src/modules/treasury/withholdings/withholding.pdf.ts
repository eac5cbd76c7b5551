import {
  formatDate,
  formatMoney,
  WITHHOLDING_STATUS_LABELS,
  type WithholdingPaymentDetail,
  type WithholdingRow,
  withholdingKind,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../../../platform/db/database.ts';
import {
  amountFacts,
  headCell,
  type PrintedContent,
  type PrintedDocument,
  rightCell,
} from '../../../platform/documents/document-pdf.ts';
import { notFound } from '../../../platform/errors.ts';
import { periodName } from '../../../platform/periods/period.ts';
import { withholdingsOf } from './withholding.service.ts';

const right = rightCell;
const head = headCell;

/** The withholdings as a table: tax, receipt, bill, what the rate applies to, the rate, the amount. */
function withholdingTable(rows: WithholdingRow[], withParty: boolean): Content {
  const total = rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2);
  const cols = withParty ? 7 : 6;
  return {
    table: {
      headerRows: 1,
      widths: withParty ? [34, 70, '*', 62, 62, 34, 62] : [40, 80, '*', 70, 40, 70],
      body: [
        [
          head('Impuesto'),
          head('Comprobante'),
          ...(withParty ? [head('Retenido a')] : []),
          head('Factura'),
          head('Base', 'right'),
          head('%', 'right'),
          head('Retenido', 'right'),
        ],
        ...rows.map((r) => [
          r.kindCode,
          r.receiptNumber,
          ...(withParty ? [`${r.beneficiaryCode} · ${r.beneficiaryName}`] : []),
          `${r.billNumber} (control ${r.billControl})${r.concept ? ` · concepto ${r.concept}` : ''}`,
          right(formatMoney(r.base)),
          right(r.rate.replace('.', ',')),
          right(formatMoney(r.amount)),
        ]),
        [
          { text: 'Total retenido', bold: true, colSpan: cols - 1 },
          ...Array.from({ length: cols - 2 }, () => ''),
          right(formatMoney(total), true),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

/**
 * The withholding receipt (comprobante de retención) of a bill: every tax withheld on it, each with
 * its receipt number, for the supplier to keep and credit. Annulled receipts print marked so.
 */
export async function printedReceipt(db: Db, idClient: number, id: number): Promise<PrintedDocument> {
  const rows = await withholdingsOf(
    db,
    sql`select s.id from withholding w join withholding s on s.source_table = w.source_table and s.id_source = w.id_source
         where w.id = ${id} and w.id_client = ${idClient}`,
  );
  const first = rows[0];
  if (!first) throw notFound('Retención no encontrada');
  const period = await periodName(db, first.idPeriod);
  const total = rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2);
  const annulled = rows.every((r) => r.status === 'annulled');
  return {
    idClient,
    title: `Comprobante de retención N.º ${first.receiptNumber}`,
    subtitle: `${rows.map((r) => withholdingKind(r.idKind)?.label).join(', ')} · ${formatDate(first.withheldOn)}`,
    period,
    status: annulled ? 'annulled' : 'posted',
    isReversal: false,
    // The receipt is the supplier's paper; what it proves is in the tax authority's declaration.
    verifyPath: null,
    facts: [
      ['Sujeto retenido', `${first.beneficiaryName} · RIF ${first.beneficiaryCode}`],
      [
        'Factura',
        `N.º ${first.billNumber} · control ${first.billControl} · del ${formatDate(first.billDate)}`,
      ],
      ['Total de la factura', `Bs. ${formatMoney(first.billTotal)}`],
      ['Documento', first.documentName],
      ...amountFacts(total),
      ['Estado', rows.map((r) => `${r.kindCode}: ${WITHHOLDING_STATUS_LABELS[r.status]}`).join(' · ')],
    ],
    annulled: annulled ? { at: null, reason: 'Anulado con su documento' } : undefined,
    body: [withholdingTable(rows, false)],
    signatures: ['Agente de retención (firma y sello)', 'Sujeto retenido (recibí conforme)'],
    filename: `Comprobante de retención ${first.receiptNumber}.pdf`,
  };
}

/** A withholding payment as printed: what it paid over, to whom, from which account, and what it issued. */
export function printedPayment(p: WithholdingPaymentDetail): PrintedContent {
  const kind = withholdingKind(p.idKind)?.label ?? '';
  const method = p.method === 'cheque' ? 'Cheque' : p.method === 'transfer' ? 'Transferencia' : '';
  return {
    title: `Enteramiento de retenciones de ${kind} N.º ${p.numberText ?? '(borrador)'}`,
    subtitle: formatDate(p.paymentDate),
    verifyPath: null,
    facts: [
      ['Ente recaudador', p.beneficiaryName ? `${p.beneficiaryName} · RIF ${p.beneficiaryCode}` : ''],
      ...amountFacts(p.amount.replace('-', '')),
      [
        'Pagado con',
        p.accountNumber
          ? `${method} N.º ${p.reference ?? ''} · cuenta ${p.accountNumber} (${p.bankName})`
          : '',
      ],
      [
        'Emitió',
        p.orderNumber
          ? `Orden de Pago Patrimonial N.º ${p.orderNumber} · Comprobante de Egreso N.º ${p.voucherNumber ?? ''}`
          : '',
      ],
      ['Concepto', p.description],
    ],
    annulled: p.status === 'annulled' ? { at: null, reason: p.annulReason } : undefined,
    body: [
      {
        text: `Retenciones enteradas (${p.withholdings.length})`,
        bold: true,
        fontSize: 10,
        margin: [0, 10, 0, 4],
      },
      withholdingTable(p.withholdings, true),
    ],
    signatures: ['Elaborado por', 'Revisado por', 'Aprobado por (Tesorería)'],
    filename: `Enteramiento ${p.kindCode} ${p.numberText ?? p.id}.pdf`,
  };
}
