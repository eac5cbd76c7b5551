import { type AnyReport, column, defineReport, param, type ReportColumn } from '../reports/report.ts';

const { money, text } = column;

/** Treasury's reports, under /api/reports/treasury/. */

/** An account's book: each movement with the balance it leaves, and the month it was reconciled in. */
const bookColumns: ReportColumn[] = [
  { key: 'movementDate', label: 'Fecha', kind: 'date' },
  text('kind', 'Tipo'),
  text('number', 'N°'),
  text('reference', 'Referencia'),
  text('beneficiary', 'Beneficiario'),
  text('description', 'Concepto'),
  money('inflow', 'Entradas'),
  money('outflow', 'Salidas'),
  money('balance', 'Saldo', false),
  text('reconciled', 'Conciliado'),
];

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
  /**
   * The bank book of an account for a month (treasury-Book-Bank-Account): the balance it opened the
   * month with, each movement with the balance it leaves, and whether and when it was reconciled.
   */
  bankBook: defineReport({
    screen: 'TES-REP-01',
    group: 'treasury',
    slug: 'libro-banco',
    title: 'Libro de banco',
    params: [
      param.master('idBankAccount', 'Cuenta bancaria', 'bankAccount', { required: true }),
      param.month({ required: true }),
    ],
    columns: bookColumns,
    wide: true,
  }),
  /** The same book between two dates (treasury-Book-Range-Date-Bank-Account). */
  bankBookRange: defineReport({
    screen: 'TES-REP-02',
    group: 'treasury',
    slug: 'libro-banco-rango',
    title: 'Libro de banco por rango de fechas',
    params: [
      param.master('idBankAccount', 'Cuenta bancaria', 'bankAccount', { required: true }),
      param.dateRange({ required: true }),
    ],
    columns: bookColumns,
    wide: true,
  }),
  /**
   * Every account of the institution (treasury-account-bank-report) at the end of a month (or of the
   * period): its book balance, what its bank says in that month's statement, and the difference the
   * items in transit explain; the last month reconciled and closed.
   */
  accounts: defineReport({
    screen: 'TES-REP-03',
    group: 'treasury',
    slug: 'cuentas-bancarias',
    title: 'Saldos de las cuentas bancarias',
    params: [param.month()],
    columns: [
      text('bankName', 'Banco'),
      text('accountNumber', 'Cuenta'),
      text('currency', 'Moneda'),
      money('opening', 'Saldo inicial'),
      money('inflow', 'Entradas'),
      money('outflow', 'Salidas'),
      money('bookBalance', 'Según libros'),
      money('bankBalance', 'Según banco'),
      money('difference', 'Diferencia'),
      text('closedThrough', 'Conciliada y cerrada hasta'),
    ],
    wide: true,
  }),
};

export const TREASURY_REPORTS: readonly AnyReport[] = Object.values(treasuryReports);
