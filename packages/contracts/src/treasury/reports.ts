import { type AnyReport, defineReport, param, type ReportColumn } from '../reports/report.ts';

/** Treasury's reports, under /api/reports/treasury/. */
const money = (key: string, label: string, total = true): ReportColumn => ({
  key,
  label,
  kind: 'money',
  total,
});
const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });

export const treasuryReports = {
  /**
   * An account's movements in the period (treasury-Movements): the balance it started with, then each
   * posted movement (annulments and their reversals both shown) with the book balance it leaves.
   */
  movements: defineReport({
    screen: 'TES-MOV-02',
    group: 'treasury',
    slug: 'movimientos',
    title: 'Movimientos de la cuenta',
    params: [
      param.master('idBankAccount', 'Cuenta bancaria', 'bankAccount', { required: true }),
      param.dateRange(),
    ],
    columns: [
      { key: 'movementDate', label: 'Fecha', kind: 'date' },
      text('kind', 'Tipo'),
      text('number', 'N°'),
      text('reference', 'Referencia'),
      text('beneficiary', 'Beneficiario'),
      text('description', 'Concepto'),
      money('inflow', 'Entradas'),
      money('outflow', 'Salidas'),
      money('balance', 'Saldo', false),
    ],
    wide: true,
  }),
};

export const TREASURY_REPORTS: readonly AnyReport[] = Object.values(treasuryReports);
