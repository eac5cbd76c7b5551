import { agreementTypeResource, collectionConceptResource, taxpayerResource } from '@erario/contracts';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  idColumn,
  masterColumn,
  money,
  ownerColumn,
} from '../../../platform/documents/columns.ts';

/**
 * A payment agreement (convenio de pago) on the document kit: a taxpayer's chosen debts, as they
 * stood on its day (tax and interest), turned into instalments of a kind the ordinance grants. Posting
 * keeps the kind as it was (its grace days, whether it allows a solvency, the concept it is collected
 * under). Where it stands (up to date, ended by a missed instalment, paid) is read from its
 * instalments and what paid them, on the day asked: nothing has to run for it to end.
 */
export const paymentAgreement = pgTable(
  'payment_agreement',
  {
    ...documentColumns(),
    /** One series: the kit numbers by kind. */
    idKind: integer('id_kind').notNull().default(1),
    agreementDate: date('agreement_date').notNull(),
    idTaxpayer: masterColumn('id_taxpayer', taxpayerResource).notNull(),
    idAgreementType: masterColumn('id_agreement_type', agreementTypeResource).notNull(),
    note: text('note'),
    typeCode: text('type_code'),
    typeDescription: text('type_description'),
    legalBasis: text('legal_basis'),
    graceDays: integer('grace_days'),
    allowsSolvency: boolean('allows_solvency'),
    idCollectionConcept: masterColumn('id_collection_concept', collectionConceptResource),
    owed: money('owed'),
    interest: money('interest'),
    total: money('total'),
  },
  (t) => [
    ...documentConstraints('payment_agreement', t, t.idKind, t.agreementDate),
    index('payment_agreement_taxpayer_idx').on(t.idTaxpayer),
  ],
);

/** A debt the agreement takes, keyed as the statement keys it, with what it came to on the agreement's day. */
export const paymentAgreementDebt = pgTable(
  'payment_agreement_debt',
  {
    id: idColumn(),
    idAgreement: ownerColumn('id_agreement', () => paymentAgreement.id),
    line: integer('line').notNull(),
    objectKind: text('object_kind').notNull(),
    idObject: integer('id_object').notNull(),
    idCollectionConcept: integer('id_collection_concept').notNull(),
    period: text('period').notNull(),
    code: text('code'),
    description: text('description'),
    objectLabel: text('object_label'),
    dueDate: date('due_date'),
    amount: money('amount'),
    interest: money('interest'),
    interestBasis: text('interest_basis'),
  },
  (t) => [
    uniqueIndex('payment_agreement_debt_line_uq').on(t.idAgreement, t.line),
    // What owedSql asks of every debt: is it in an agreement?
    index('payment_agreement_debt_key_idx').on(t.objectKind, t.idObject, t.idCollectionConcept, t.period),
  ],
);

/** An instalment: its number (1 is the initial payment), its day and its amount. */
export const paymentAgreementInstalment = pgTable(
  'payment_agreement_instalment',
  {
    id: idColumn(),
    idAgreement: ownerColumn('id_agreement', () => paymentAgreement.id),
    number: integer('number').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('payment_agreement_instalment_uq').on(t.idAgreement, t.number)],
);

/** The agreements' counters, per client and period. */
export const paymentAgreementNumber = counterTable(
  'payment_agreement_number',
  'id_kind',
  'payment_agreement_counter_uq',
);
