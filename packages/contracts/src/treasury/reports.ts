import { type AnyReport, column, defineReport, param, type ReportColumn } from '../reports/report.ts';

const { money, text } = column;
const integer = (key: string, label: string): ReportColumn => ({ key, label, kind: 'integer' });

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
   * items in transit explain; the last month reconciled and closed. A foreign-currency account's
   * book is valued in bolívares at its currency's BCV rate in force that day (blank without one).
   */
  accounts: defineReport({
    screen: 'TES-REP-03',
    group: 'treasury',
    slug: 'cuentas-bancarias',
    title: 'Saldos de las cuentas bancarias',
    params: [param.month()],
    // Each account's figures are in its own currency, so only their value in bolívares adds up.
    columns: [
      text('bankName', 'Banco'),
      text('accountNumber', 'Cuenta'),
      text('currency', 'Moneda'),
      money('opening', 'Saldo inicial', false),
      money('inflow', 'Entradas', false),
      money('outflow', 'Salidas', false),
      money('bookBalance', 'Según libros', false),
      column.rate('rate', 'Tasa BCV'),
      money('bookBalanceVes', 'Según libros en Bs', true, { blank: true }),
      money('bankBalance', 'Según banco', false),
      money('difference', 'Diferencia', false),
      text('closedThrough', 'Conciliada y cerrada hasta'),
    ],
    wide: true,
  }),
  /**
   * What is in transit between the book and the bank at a day: the book's movements the bank had
   * not shown by then and the bank's lines the book had not, each with its days in transit. An item
   * is settled at the day when a match holds it whose items are all dated by then; the two totals
   * take the bank's balance to the book's.
   */
  transitAtDate: defineReport({
    screen: 'TES-REP-04',
    group: 'treasury',
    slug: 'partidas-en-transito',
    title: 'Partidas en tránsito',
    params: [
      param.master('idBankAccount', 'Cuenta bancaria', 'bankAccount', { required: true }),
      param.date('asOf', 'Al', { required: true }),
    ],
    columns: [
      text('side', 'Registrada en'),
      { key: 'date', label: 'Fecha', kind: 'date' },
      text('kind', 'Tipo'),
      text('reference', 'Referencia'),
      text('description', 'Concepto'),
      money('book', 'Solo en libros'),
      money('bank', 'Solo en el banco'),
      integer('days', 'Días en tránsito'),
    ],
    wide: true,
  }),
  /**
   * A month's statement as the bank gave it: its opening balance, each line in the bank's order with
   * the balance it leaves, the closing balance the bank states (and any gap between the two), and
   * the month each line was reconciled in.
   */
  statement: defineReport({
    screen: 'TES-REP-05',
    group: 'treasury',
    slug: 'estado-de-cuenta',
    title: 'Estado de cuenta del banco',
    params: [
      param.master('idBankAccount', 'Cuenta bancaria', 'bankAccount', { required: true }),
      param.month({ required: true }),
    ],
    columns: [
      { key: 'date', label: 'Fecha', kind: 'date' },
      text('reference', 'Referencia'),
      text('description', 'Concepto'),
      money('debit', 'Débitos'),
      money('credit', 'Créditos'),
      money('balance', 'Saldo', false),
      text('reconciled', 'Conciliada'),
    ],
    wide: true,
  }),
  /**
   * The 1×1000 stamp tax withheld in a month, as the state's tax office asks it declared (no public
   * file layout to follow, so the report carries the declaration's fields, in PDF and XLSX): each
   * withholding with its receipt, whom, the bill, the amount it applies to and the tax; none annulled.
   */
  stampTax: defineReport({
    screen: 'TES-REP-06',
    group: 'treasury',
    slug: 'timbre-fiscal',
    title: 'Declaración del timbre fiscal 1×1000',
    params: [param.month({ required: true })],
    columns: [
      { key: 'withheldOn', label: 'Fecha', kind: 'date' },
      text('receipt', 'Comprobante'),
      text('rif', 'RIF'),
      text('beneficiary', 'Contribuyente'),
      text('bill', 'Factura'),
      text('control', 'Control'),
      money('base', 'Monto de la operación'),
      money('amount', 'Impuesto (1×1000)'),
    ],
    wide: true,
  }),
};

export const TREASURY_REPORTS: readonly AnyReport[] = Object.values(treasuryReports);
