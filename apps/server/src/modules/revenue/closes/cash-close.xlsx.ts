import { type CashCloseDetail, type CashDaySummary, formatDate } from '@erario/contracts';
import { conflict } from '../../../platform/errors.ts';
import { xlsxBuffer } from '../../../platform/reports/xlsx.ts';

const COLUMNS = [
  { header: 'Sección' },
  { header: 'Renglón' },
  { header: 'Recibos' },
  { header: 'Monto', money: true },
];

/**
 * A posted daily close as one sheet: its figures (what the drawer should hold, what was counted and
 * the difference), then what was collected by concept, by payment form and by bank account, and the
 * receipts annulled in the day, as the printout lists them. A draft has no frozen figures to export.
 */
export async function closeWorkbook(c: CashCloseDetail, institution: string): Promise<Buffer> {
  const s = c.summary as CashDaySummary | null;
  if (!s) throw conflict('Un borrador de cierre no se exporta: cierre la caja antes.');
  const figure = (label: string, amount: string | null, receipts: number | null = null) => [
    'Resumen',
    label,
    receipts,
    amount,
  ];
  const rows: unknown[][] = [
    figure('Recibos emitidos', null, s.receiptsIssued),
    figure('Recibos anulados', null, s.receiptsAnnulled),
    // The numbers are text: they go in the line's label, never in the amounts' column.
    ['Resumen', `Recibos del ${s.firstNumber ?? '—'} al ${s.lastNumber ?? '—'}`, null, null],
    figure('Recaudado', s.collected),
    figure('Fondo inicial', s.openingFloat),
    figure('Efectivo recibido', s.cashReceived),
    figure('Efectivo esperado', s.expectedCash),
    figure('Efectivo contado', c.countedCash),
    figure('Diferencia', c.difference),
    figure('Cheques por depositar', s.cheques),
    ...s.byConcept.map((r) => ['Por concepto', `${r.code} · ${r.description}`, r.receipts, r.amount]),
    ...s.byPaymentForm.map((r) => ['Por forma de pago', r.paymentForm, r.receipts, r.amount]),
    ...s.byBankAccount.map((r) => [
      'Por cuenta bancaria',
      `${r.bankName} · ${r.accountNumber}`,
      r.receipts,
      r.amount,
    ]),
    ...s.annulled.map((r) => [
      'Recibos anulados',
      `${r.numberText} · ${r.taxpayer}${r.reason ? ` (${r.reason})` : ''}`,
      null,
      r.amount,
    ]),
  ];
  return xlsxBuffer('Cierre diario', COLUMNS, rows, {
    heading: [
      institution,
      `Cierre diario N.º ${c.numberText ?? c.id} · ${c.cashBoxName} · ${formatDate(c.closeDate)}`,
      `Cajero: ${c.cashier}${c.note ? ` · Observación: ${c.note}` : ''}`,
    ],
  });
}
