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
import { AppError, notFound } from '../../../platform/errors.ts';
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
  return receiptOf(idClient, await periodName(db, first.idPeriod), rows);
}

/** Most receipts one printout carries: past it, the dates are narrowed or a beneficiary chosen. */
const MOST_RECEIPTS = 1_000;

/**
 * The receipts of the bills a tax was withheld on between two days, optionally of one beneficiary,
 * each with every tax withheld on its bill and not annulled: read in one query, one page each.
 */
export async function printedReceipts(
  db: Db,
  idClient: number,
  q: { idKind: number; from: string; to: string; idBeneficiary?: number },
): Promise<{ docs: PrintedDocument[]; title: string }> {
  const rows = await withholdingsOf(
    db,
    sql`select s.id from withholding w join withholding s on s.source_table = w.source_table and s.id_source = w.id_source
         where w.id_client = ${idClient} and w.id_kind = ${q.idKind} and w.status <> 'annulled'
           and w.withheld_on between ${q.from}::date and ${q.to}::date
           ${q.idBeneficiary ? sql`and w.id_beneficiary = ${q.idBeneficiary}` : sql``}
           and s.status <> 'annulled'`,
  );
  const kind = withholdingKind(q.idKind)?.label ?? '';
  const span = `del ${formatDate(q.from)} al ${formatDate(q.to)}`;
  const bills = new Map<string, WithholdingRow[]>();
  for (const r of rows) {
    const key = `${r.idDocument}|${r.idBeneficiary}|${r.billNumber}|${r.billControl}`;
    bills.set(key, [...(bills.get(key) ?? []), r]);
  }
  if (bills.size === 0) throw new AppError(422, `No hay comprobantes de retención de ${kind} ${span}.`);
  if (bills.size > MOST_RECEIPTS)
    throw new AppError(
      422,
      `Son ${bills.size} comprobantes, más de ${MOST_RECEIPTS}: acote las fechas o elija un beneficiario.`,
    );
  const periods = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.idPeriod))) periods.set(id, await periodName(db, id));
  return {
    docs: [...bills.values()].map((bill) =>
      receiptOf(idClient, periods.get(bill[0]?.idPeriod as number) ?? '', bill),
    ),
    title: `Comprobantes de retención de ${kind} ${span}`,
  };
}

/** One bill's receipt: every tax withheld on it, with its receipt number. */
function receiptOf(idClient: number, period: string, rows: WithholdingRow[]): PrintedDocument {
  const first = rows[0] as WithholdingRow;
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
