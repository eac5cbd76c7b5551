import {
  bankAccountResource,
  beneficiaryResource,
  budgetSpecificResource,
  documentTypeResource,
  fundingSourceResource,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import {
  clientColumn,
  documentColumns,
  documentConstraints,
  masterColumn,
  money as moneyColumn,
  ownerColumn,
  paymentMethodCheck,
  periodColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';

const money = (name: string) => moneyColumn(name).notNull().default('0');
/** The specific account a balance row keeps: deleted with it. */
const accountColumn = () => ownerColumn('id_budget_account', () => tableOf(budgetSpecificResource).id);
/** The five running totals of the budget moments, as both balance tables keep them. */
const moments = () => ({
  aditional: money('aditional'),
  decrease: money('decrease'),
  committed: money('committed'),
  caused: money('caused'),
  paid: money('paid'),
});

/**
 * A budget document (spec document types 1–12) on the document kit: the lifecycle columns come from
 * `documentColumns()`, numbered per type. A draft holds what the user entered; posting writes what
 * its lines move, moment by moment. Annulling writes a reversal document (`id_reverses`) with the
 * opposite amounts, so both stay visible and every report nets them.
 */
export const budgetDocument = pgTable(
  'budget_document',
  {
    ...documentColumns(),
    idDocumentType: masterColumn('id_document_type', documentTypeResource).notNull(),
    dateOrder: date('date_order').notNull(),
    description: text('description').notNull(),
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource),
    idFundingSource: masterColumn('id_funding_source', fundingSourceResource),
    /** What the entered lines add up to (a patrimonial order: the amount entered, as it imputes no account). */
    amount: money('amount'),
    /** A modification's approving act (credits, traslados, reductions): number, date, body. */
    actNumber: text('act_number'),
    actDate: date('act_date'),
    actBody: text('act_body'),
    /**
     * An egress voucher's payment: the account the money leaves, cheque or transfer, its number or
     * reference, and (set at posting) the bank movement it issued in the treasury's book.
     */
    idBankAccount: masterColumn('id_bank_account', bankAccountResource),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    idBankMovement: integer('id_bank_movement'),
    /** What the bills it pays withheld, kept back from the beneficiary: the movement pays the rest. */
    amountWithheld: money('amount_withheld'),
    /** The moments the document moved: set at posting. */
    committed: boolean('committed').notNull().default(false),
    caused: boolean('caused').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    /**
     * What the lines add up to, kept with the lines (as the accounts keep their totals), so reports
     * over documents need not sum a million lines for their totals. Set at posting.
     */
    lineCount: integer('line_count').notNull().default(0),
    totalAditional: money('total_aditional'),
    totalDecrease: money('total_decrease'),
    totalCommitted: money('total_committed'),
    totalCaused: money('total_caused'),
    totalPaid: money('total_paid'),
  },
  (t) => [
    ...documentConstraints('budget_document', t, t.idDocumentType, t.dateOrder),
    index('budget_document_type_idx').on(t.idPeriod, t.idDocumentType, t.status),
    // One type's documents in date order (a report of egress vouchers, of one type in a range): the
    // page comes off the index even when the type is rare.
    index('budget_document_type_date_idx').on(t.idClient, t.idPeriod, t.idDocumentType, t.dateOrder, t.id),
    index('budget_document_beneficiary_idx').on(t.idBeneficiary),
    index('budget_document_funding_idx').on(t.idFundingSource),
    index('budget_document_bank_account_idx').on(t.idBankAccount),
    index('budget_document_bank_movement_idx').on(t.idBankMovement),
    paymentMethodCheck('budget_document_payment_method_ck', t.paymentMethod),
  ],
);

/** A document's own rows: deleted with it. */
const documentColumn = () => ownerColumn('id_document', () => budgetDocument.id);

/** An imputation: what the document moves on one specific account, moment by moment. */
export const budgetImputation = pgTable(
  'budget_imputation',
  {
    ...tenantColumns(),
    idDocument: documentColumn(),
    idBudgetAccount: masterColumn('id_budget_account', budgetSpecificResource).notNull(),
    /** Traslado only: C cedente, R receptor. */
    type: text('type'),
    detail: text('detail'),
    /** The amount as entered; the moments below stay zero until posting decides what it moves. */
    amount: money('amount'),
    amountAditional: money('amount_aditional'),
    amountDecrease: money('amount_decrease'),
    amountCommitted: money('amount_committed'),
    amountCaused: money('amount_caused'),
    amountPaid: money('amount_paid'),
  },
  (t) => [
    check('budget_imputation_type_ck', sql`${t.type} is null or ${t.type} in ('C', 'R')`),
    index('budget_imputation_document_idx').on(t.idDocument),
    index('budget_imputation_account_idx').on(t.idBudgetAccount),
  ],
);

/**
 * A pending relation: the part of an earlier document (on one account, or a whole payment order)
 * that this document causes, pays or disburses. Only posted documents consume their sources.
 */
export const budgetDocumentSource = pgTable(
  'budget_document_source',
  {
    ...tenantColumns(),
    idDocument: documentColumn(),
    idDocumentSource: integer('id_document_source')
      .notNull()
      .references(() => budgetDocument.id),
    idBudgetAccount: masterColumn('id_budget_account', budgetSpecificResource),
    amount: money('amount'),
  },
  (t) => [
    index('budget_document_source_doc_idx').on(t.idDocument),
    index('budget_document_source_src_idx').on(t.idDocumentSource, t.idBudgetAccount),
  ],
);

/** A supplier's bill attached to a document (spec: bills on a verified document). */
export const budgetBill = pgTable(
  'budget_bill',
  {
    ...tenantColumns(),
    idDocument: documentColumn(),
    dateBill: date('date_bill').notNull(),
    control: text('control').notNull(),
    number: text('number').notNull(),
    amountTaxed: money('amount_taxed'),
    amountWithoutTaxIva: money('amount_without_tax_iva'),
    amountTaxIva: money('amount_tax_iva'),
    amountBase: money('amount_base'),
    retentionIva: money('retention_iva'),
    ivaRate: numeric('iva_rate', { precision: 5, scale: 2 }).notNull().default('16'),
    /** ISLR withheld, its Decreto 1.808 concept and rate; the state's 1×1000 stamp tax withheld. */
    retentionIslr: money('retention_islr'),
    islrConcept: text('islr_concept'),
    islrRate: numeric('islr_rate', { precision: 5, scale: 2 }),
    retentionTimbre: money('retention_timbre'),
  },
  (t) => [index('budget_bill_document_idx').on(t.idDocument)],
);

/**
 * Running totals per specific account, kept by every posting in its own transaction (the way SIGESP
 * keeps spg_cuentas). The posting locks the account's row to check availability, so concurrent
 * postings on one account are serialised and cannot overspend it. Reports read these totals instead
 * of summing every line; a test checks they equal the sum of the lines.
 */
export const budgetBalance = pgTable(
  'budget_balance',
  {
    idBudgetAccount: accountColumn().primaryKey(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    ...moments(),
  },
  (t) => [index('budget_balance_period_idx').on(t.idClient, t.idPeriod)],
);

/**
 * The same totals per account and calendar month (year and month) of the document's date, for the
 * monthly, quarterly and date-range reports. The year is part of the key: a range in another year
 * must find nothing, not the same month number of this period.
 */
export const budgetBalanceMonth = pgTable(
  'budget_balance_month',
  {
    idBudgetAccount: accountColumn(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    ...moments(),
  },
  (t) => [
    primaryKey({ columns: [t.idBudgetAccount, t.year, t.month] }),
    index('budget_balance_month_period_idx').on(t.idClient, t.idPeriod, t.year, t.month),
  ],
);

/**
 * The monthly totals of a whole period (every account summed), how many lines its documents in the
 * books have, and its documents in force with their bills, for the totals of reports by month, by
 * quarter, by document and of documents and retentions: twelve rows instead of one per account and
 * month or one per document. Kept from budget_balance_month and from the documents
 * by deferred triggers (migration 0052), so a posting writes this row, which every posting of the month
 * shares, only while it commits.
 */
export const budgetPeriodMonth = pgTable(
  'budget_period_month',
  {
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    ...moments(),
    lines: integer('lines').notNull().default(0),
    /** The documents in force (posted, not a reversal) dated in the month, their amount and their bills. */
    inForce: integer('in_force').notNull().default(0),
    amount: money('amount'),
    billBase: money('bill_base'),
    billIva: money('bill_iva'),
    billRetention: money('bill_retention'),
  },
  (t) => [primaryKey({ columns: [t.idClient, t.idPeriod, t.year, t.month] })],
);

/**
 * What each beneficiary's documents in the books add up to per calendar month of their date: the
 * documents in force with lines, their lines and the three spending moments, for the report by
 * beneficiary (a thousand suppliers' year in twelve thousand rows instead of every document). Kept
 * from the documents by a deferred trigger (migration 0053).
 */
export const budgetBeneficiaryMonth = pgTable(
  'budget_beneficiary_month',
  {
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource).notNull(),
    documents: integer('documents').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    committed: money('committed'),
    caused: money('caused'),
    paid: money('paid'),
  },
  (t) => [primaryKey({ columns: [t.idClient, t.idPeriod, t.year, t.month, t.idBeneficiary] })],
);
