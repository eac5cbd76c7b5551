import {
  bankAccountResource,
  bankResource,
  cashBoxResource,
  collectionConceptResource,
  operationTypeResource,
  paymentFormResource,
  taxpayerResource,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  moment,
  money,
  ownerColumn,
  refColumn,
  tenantColumns,
} from '../../../platform/documents/columns.ts';
import { appUser } from '../../identity/index.ts';
import { paymentAgreement } from '../agreements/agreement.schema.ts';
import { incomeDeclaration } from '../declarations/declaration.schema.ts';
import { fine } from '../fines/fine.schema.ts';

export const cashBoxColumn = () => masterColumn('id_cash_box', cashBoxResource).notNull();

/**
 * A cash box's working day: the cashier who opened it and the cash float it started with. Receipts
 * are issued on it while it is open; its daily close closes it and locks its receipts. A box is
 * open one day at a time, and a cashier holds one open box at a time.
 */
export const cashBoxDay = pgTable(
  'cash_box_day',
  {
    ...tenantColumns(),
    idCashBox: cashBoxColumn(),
    day: date('day').notNull(),
    idCashier: integer('id_cashier')
      .notNull()
      .references(() => appUser.id),
    openingFloat: money('opening_float').notNull().default('0'),
    openedAt: moment('opened_at').notNull().defaultNow(),
    /** The posted daily close that closed it; null while it is open. */
    idClose: integer('id_close'),
  },
  (t) => [
    uniqueIndex('cash_box_day_uq').on(t.idCashBox, t.day),
    uniqueIndex('cash_box_day_open_box_uq').on(t.idCashBox).where(sql`${t.idClose} is null`),
    uniqueIndex('cash_box_day_open_cashier_uq').on(t.idClient, t.idCashier).where(sql`${t.idClose} is null`),
    index('cash_box_day_client_idx').on(t.idClient, t.day),
    check('cash_box_day_float_ck', sql`${t.openingFloat} >= 0`),
  ],
);

/**
 * A collection receipt on the document kit, numbered per cash box (its series) without gaps. The
 * draft keeps what the cashier entered; posting ties it to the box's open day, copies what each
 * concept was called and its net, and banks what was paid by transfer, card or mobile payment.
 */
export const receipt = pgTable(
  'receipt',
  {
    ...documentColumns(),
    idCashBox: cashBoxColumn(),
    /** The box's day it was issued on, set at posting. */
    idCashBoxDay: refColumn('id_cash_box_day', () => cashBoxDay.id),
    receiptDate: date('receipt_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    /** The vehicle, patente or property charged (TAXED_OBJECT_KINDS), where there is one. */
    taxedObjectKind: text('taxed_object_kind'),
    idTaxedObject: integer('id_taxed_object'),
    idOperationType: masterColumn('id_operation_type', operationTypeResource),
    note: text('note'),
    /** What the concepts come to, net of discounts: set at posting; a reversal carries it negated. */
    amountNet: money('amount_net').notNull().default('0'),
  },
  (t) => [
    ...documentConstraints('receipt', t, t.idCashBox, t.receiptDate),
    check('receipt_object_ck', sql`(${t.taxedObjectKind} is null) = (${t.idTaxedObject} is null)`),
    index('receipt_box_day_idx').on(t.idCashBoxDay),
    index('receipt_taxpayer_idx').on(t.idTaxpayer, t.receiptDate),
  ],
);

/** A receipt's own rows: deleted with it. */
const receiptColumn = () => ownerColumn('id_receipt', () => receipt.id);

/** A concept charged on a receipt; its code, description and income entry are copied at posting. */
export const receiptConcept = pgTable(
  'receipt_concept',
  {
    id: idColumn(),
    idReceipt: receiptColumn(),
    line: integer('line').notNull(),
    idCollectionConcept: masterColumn('id_collection_concept', collectionConceptResource).notNull(),
    code: text('code'),
    description: text('description'),
    incomeCode: text('income_code'),
    amount: money('amount').notNull(),
    discount: money('discount').notNull().default('0'),
    /**
     * Interest on late payment of the period the line pays, to the receipt's day (COT art. 66; the
     * one computation is `lateInterestOf`), held to it by the receipt's check; 0 when on time.
     */
    interest: money('interest').notNull().default('0'),
    /** How the interest was reached (days of delay at each month's rate), as `interestBasis` tells it. */
    interestBasis: text('interest_basis'),
    amountNet: money('amount_net').generatedAlwaysAs(sql`amount - discount + interest`),
    /** The period a periodic concept's line pays: 2026-03, 2026-T1 or 2026. */
    period: text('period'),
    details: text('details').array().notNull().default(sql`'{}'::text[]`),
    /**
     * A tariff in the legal unit: the TCMMV multiples charged, and the rate they were converted at
     * (the BCV rate of the highest-value currency in force on the receipt's day: its currency and
     * the day it took effect), so the receipt explains its bolívares. Null on a line in bolívares.
     */
    units: money('units'),
    unitRate: numeric('unit_rate', { precision: 18, scale: 8 }),
    rateCurrency: text('rate_currency'),
    rateDate: date('rate_date'),
    /** What the tariff came from when it is not the concept's own (the vehicle's class and its tariff). */
    basis: text('basis'),
    /**
     * The declaration of gross income a declared tax's line was charged on, set at posting: what was
     * paid on a year's estimate (the definitive settles the difference) and what blocks annulling it.
     */
    idIncomeDeclaration: integer('id_income_declaration').references(() => incomeDeclaration.id),
    /** The fine the line pays (on the concept its type is collected under), checked at every save. */
    idFine: integer('id_fine').references(() => fine.id),
    /** The payment agreement the line pays: its instalment, or (none) its balance once it ended. */
    idAgreement: integer('id_agreement').references(() => paymentAgreement.id),
    instalment: integer('instalment'),
  },
  (t) => [
    uniqueIndex('receipt_concept_line_uq').on(t.idReceipt, t.line),
    check(
      'receipt_concept_units_ck',
      sql`(${t.units} is null) = (${t.unitRate} is null) and (${t.units} is null or ${t.units} > 0)`,
    ),
    index('receipt_concept_concept_idx').on(t.idCollectionConcept),
    index('receipt_concept_declaration_idx')
      .on(t.idIncomeDeclaration)
      .where(sql`${t.idIncomeDeclaration} is not null`),
    index('receipt_concept_fine_idx').on(t.idFine).where(sql`${t.idFine} is not null`),
    index('receipt_concept_agreement_idx').on(t.idAgreement).where(sql`${t.idAgreement} is not null`),
  ],
);

/**
 * A period of a periodic concept paid on a taxed object, by the receipt in force that paid it:
 * written when the receipt is posted, removed when it is annulled. One row per concept, object and
 * period (the unique index): two cashiers charging the same quarter at once, one posts.
 */
export const paidObligation = pgTable(
  'paid_obligation',
  {
    idClient: integer('id_client').notNull(),
    idCollectionConcept: masterColumn('id_collection_concept', collectionConceptResource).notNull(),
    objectKind: text('object_kind').notNull(),
    idObject: integer('id_object').notNull(),
    period: text('period').notNull(),
    idReceipt: integer('id_receipt')
      .notNull()
      .references(() => receipt.id),
  },
  (t) => [
    primaryKey({
      name: 'paid_obligation_pk',
      columns: [t.idClient, t.objectKind, t.idObject, t.idCollectionConcept, t.period],
    }),
    index('paid_obligation_receipt_idx').on(t.idReceipt),
  ],
);

/** How a receipt was paid: one line per payment (spec: the voucher line). */
export const receiptVoucher = pgTable(
  'receipt_voucher',
  {
    id: idColumn(),
    idReceipt: receiptColumn(),
    line: integer('line').notNull(),
    idPaymentForm: masterColumn('id_payment_form', paymentFormResource).notNull(),
    amount: money('amount').notNull(),
    voucherDate: date('voucher_date').notNull(),
    idBank: masterColumn('id_bank', bankResource),
    idBankAccount: masterColumn('id_bank_account', bankAccountResource),
    reference: text('reference'),
    /** Up to eight more values of the payment (the spec's v1 to v8). */
    details: text('details').array().notNull().default(sql`'{}'::text[]`),
    /** The deposit it entered in the account's book (banked forms), set at posting. */
    idBankMovement: integer('id_bank_movement'),
  },
  (t) => [
    uniqueIndex('receipt_voucher_line_uq').on(t.idReceipt, t.line),
    index('receipt_voucher_form_idx').on(t.idPaymentForm),
    index('receipt_voucher_account_idx').on(t.idBankAccount),
  ],
);

/** The receipts' counters, per client, period and cash box. */
export const receiptNumber = counterTable('receipt_number', 'id_cash_box', 'receipt_counter_uq');
