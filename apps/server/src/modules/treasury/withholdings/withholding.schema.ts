import { beneficiaryResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  masterColumn,
  moment,
  money,
  ownerColumn,
  paymentMethodCheck,
  periodColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';

const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });

/**
 * The register of what the institution withheld as a withholding agent (IVA, ISLR, the 1×1000
 * stamp tax; payroll contributions later): one row per tax and bill, written when the document that
 * carries the bill is posted, with its receipt number (AAAAMM and an 8-digit sequence that restarts
 * every month) and what the tax authority's files need of the bill, copied then: a posted bill does
 * not change. A row is withheld until a withholding payment pays it over, and annulled (never
 * deleted) with its document.
 */
export const withholding = pgTable(
  'withholding',
  {
    ...tenantColumns(),
    /** The period of the document that withheld (it may be paid over in the next one). */
    idPeriod: periodColumn(),
    /** WITHHOLDING_KINDS: 1 IVA, 2 ISLR, 3 1×1000, 4–7 the payroll's legal funds, 8 third parties. */
    idKind: smallint('id_kind').notNull(),
    /** Where it comes from: the bill of a budget document, for now. */
    sourceTable: text('source_table').notNull(),
    idSource: integer('id_source').notNull(),
    /** The budget document whose posting withheld it. */
    idDocument: integer('id_document').notNull(),
    /** Whom it was withheld from. */
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource).notNull(),
    withheldOn: date('withheld_on').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    billDate: date('bill_date').notNull(),
    billNumber: text('bill_number').notNull(),
    billControl: text('bill_control').notNull(),
    /** The bill's total with IVA, taxable base, exempt amount and IVA, as the IVA file lists them. */
    billTotal: money('bill_total').notNull(),
    taxableBase: money('taxable_base').notNull(),
    exempt: money('exempt').notNull(),
    tax: money('tax').notNull(),
    ivaRate: rate('iva_rate').notNull(),
    /** What the rate applies to (the IVA for IVA, the amount without IVA otherwise), the rate, the amount. */
    base: money('base').notNull(),
    rate: rate('rate').notNull(),
    amount: money('amount').notNull(),
    /** ISLR: the Decreto 1.808 concept; a payroll's deduction for a third party: the concept's name. */
    concept: text('concept'),
    /** A payroll's deduction for a third party (TERCEROS): whom it is paid over to. */
    idPayee: masterColumn('id_payee', beneficiaryResource),
    /** withheld → paid (by a withholding payment) or annulled (with its document). */
    status: text('status').notNull().default('withheld'),
    idPayment: integer('id_payment'),
    /** The egress voucher that kept it back from what the supplier was paid. */
    idVoucher: integer('id_voucher'),
    annulledAt: moment('annulled_at'),
  },
  (t) => [
    check('withholding_status_ck', sql`${t.status} in ('withheld', 'paid', 'annulled')`),
    check('withholding_paid_ck', sql`(${t.status} = 'paid') = (${t.idPayment} is not null)`),
    uniqueIndex('withholding_receipt_uq').on(t.idClient, t.idKind, t.receiptNumber),
    // A bill's tax is withheld once: the same bill on a second document is refused.
    uniqueIndex('withholding_bill_uq')
      .on(t.idClient, t.idKind, t.idBeneficiary, t.billNumber, t.billControl)
      .where(sql`${t.status} <> 'annulled'`),
    index('withholding_list_idx').on(t.idClient, t.idKind, t.withheldOn, t.id),
    index('withholding_period_idx').on(t.idClient, t.idPeriod, t.withheldOn),
    index('withholding_document_idx').on(t.idDocument),
    index('withholding_source_idx').on(t.sourceTable, t.idSource),
    index('withholding_payment_idx').on(t.idPayment),
    index('withholding_voucher_idx').on(t.idVoucher),
    index('withholding_beneficiary_idx').on(t.idBeneficiary),
    index('withholding_payee_idx')
      .on(t.idClient, t.idPayee, t.withheldOn)
      .where(sql`${t.idPayee} is not null`),
  ],
);

/** The receipts' counters: per client, tax and month (AAAAMM), restarting every month. */
export const withholdingNumber = pgTable(
  'withholding_number',
  {
    ...tenantColumns(),
    idKind: smallint('id_kind').notNull(),
    yearMonth: integer('year_month').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [uniqueIndex('withholding_number_uq').on(t.idClient, t.idKind, t.yearMonth)],
);

/**
 * A withholding payment (enteramiento) on the document kit: the withholdings of one tax paid over to
 * the body that collects it. Posting issues the non-budget payment order (type 11) and the egress
 * voucher that pays it from a bank account, whose cheque or transfer enters the bank book; all three
 * are annulled with it.
 */
export const withholdingPayment = pgTable(
  'withholding_payment',
  {
    ...documentColumns(),
    idKind: smallint('id_kind').notNull(),
    paymentDate: date('payment_date').notNull(),
    /** The collecting body: the SENIAT, the state's tax office. */
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource),
    description: text('description').notNull(),
    idBankAccount: integer('id_bank_account'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    /** What the chosen withholdings add up to. */
    amount: money('amount').notNull().default('0'),
    /** Set at posting: the order, the voucher and the bank movement it issued. */
    idOrder: integer('id_order'),
    idVoucher: integer('id_voucher'),
    idBankMovement: integer('id_bank_movement'),
  },
  (t) => [
    ...documentConstraints('withholding_payment', t, t.idKind, t.paymentDate),
    paymentMethodCheck('withholding_payment_method_ck', t.paymentMethod),
    index('withholding_payment_beneficiary_idx').on(t.idBeneficiary),
  ],
);

/** The withholdings a payment takes (a draft's choice; posting marks them paid). */
export const withholdingPaymentLine = pgTable(
  'withholding_payment_line',
  {
    ...tenantColumns(),
    idPayment: ownerColumn('id_payment', () => withholdingPayment.id),
    idWithholding: integer('id_withholding')
      .notNull()
      .references(() => withholding.id),
  },
  (t) => [
    uniqueIndex('withholding_payment_line_uq').on(t.idPayment, t.idWithholding),
    index('withholding_payment_line_withholding_idx').on(t.idWithholding),
  ],
);

/** The payments' counters, per client, period and tax. */
export const withholdingPaymentNumber = counterTable(
  'withholding_payment_number',
  'id_kind',
  'withholding_payment_counter_uq',
);

/**
 * Each annual ISLR certificate printed (AR-C style): whom, which year, the totals it stated and the
 * public id its QR code carries. Printed again with the same totals, it is the same certificate.
 */
export const islrCertificate = pgTable(
  'islr_certificate',
  {
    ...tenantColumns(),
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource).notNull(),
    year: smallint('year').notNull(),
    totalPaid: money('total_paid').notNull(),
    totalWithheld: money('total_withheld').notNull(),
    verifyId: text('verify_id').notNull(),
    issuedAt: moment('issued_at').notNull(),
    issuedBy: integer('issued_by').notNull(),
  },
  (t) => [
    uniqueIndex('islr_certificate_verify_uq').on(t.verifyId),
    uniqueIndex('islr_certificate_totals_uq').on(
      t.idClient,
      t.idBeneficiary,
      t.year,
      t.totalPaid,
      t.totalWithheld,
    ),
  ],
);
