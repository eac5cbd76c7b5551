import { bankAccountResource, beneficiaryResource, MOVEMENT_KINDS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  counterTable,
  documentColumns,
  documentConstraints,
  masterColumn,
  money,
} from '../../../platform/documents/columns.ts';
import { accountPeriodColumns, bankAccountColumn } from '../columns.ts';

/**
 * A bank movement (cheque, transfer, deposit, withdrawal, debit or credit note) on the document kit:
 * numbered per kind at posting, annulled by a reversal that carries the amount negated, so the
 * book balance is the sum of the signed amounts of what is posted.
 */
export const bankMovement = pgTable(
  'bank_movement',
  {
    ...documentColumns(),
    /** MOVEMENT_KINDS: its series, and whether money leaves the account. */
    idKind: integer('id_kind').notNull(),
    idBankAccount: bankAccountColumn(),
    movementDate: date('movement_date').notNull(),
    /** The cheque's number, the transfer's or the deposit slip's reference. */
    reference: text('reference'),
    idBeneficiary: masterColumn('id_beneficiary', beneficiaryResource),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    /** The budget document that paid through it (an egress voucher), where there is one. */
    idBudgetDocument: integer('id_budget_document'),
    /**
     * A transfer to another of the institution's accounts: that account and what reached it in its
     * currency. Between bolívares and a foreign currency, posting derives the rate the two amounts
     * make (bolívares per unit) and keeps beside it the BCV's rate of the day and its fecha valor.
     */
    idToAccount: masterColumn('id_to_account', bankAccountResource),
    toAmount: money('to_amount'),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    bcvRate: numeric('bcv_rate', { precision: 18, scale: 8 }),
    bcvValidFrom: date('bcv_valid_from'),
  },
  (t) => [
    ...documentConstraints('bank_movement', t, t.idKind, t.movementDate),
    check('bank_movement_kind_ck', sql`${t.idKind} between 1 and ${sql.raw(String(MOVEMENT_KINDS.length))}`),
    // Only a transfer goes to another account, never to itself.
    check(
      'bank_movement_to_account_ck',
      sql`${t.idToAccount} is null or (${t.idKind} = 2 and ${t.idToAccount} <> ${t.idBankAccount})`,
    ),
    index('bank_movement_account_idx').on(t.idBankAccount, t.movementDate, t.id),
    index('bank_movement_beneficiary_idx').on(t.idBeneficiary),
    index('bank_movement_budget_document_idx').on(t.idBudgetDocument),
    index('bank_movement_to_account_idx').on(t.idToAccount),
    // A cheque number is used once per account: not reused by another cheque, annulled or not.
    uniqueIndex('bank_movement_cheque_uq')
      .on(t.idClient, t.idBankAccount, t.reference)
      .where(sql`${t.idKind} = 1 and ${t.idReverses} is null`),
  ],
);

/** The counters of the movements' numbers, per client, period and kind. */
export const bankMovementNumber = counterTable('bank_movement_number', 'id_kind', 'bank_movement_counter_uq');

/**
 * What the posted movements of a period add to an account's book balance, kept inside each posting
 * (the way the budget keeps its totals): posting locks this row, so two egresses on one account
 * check the balance one after the other and the account is never overdrawn by a race.
 */
export const bankBalance = pgTable(
  'bank_balance',
  {
    ...accountPeriodColumns(),
    movements: money('movements').notNull().default('0'),
  },
  (t) => [uniqueIndex('bank_balance_uq').on(t.idClient, t.idPeriod, t.idBankAccount)],
);

/**
 * What the posted movements of each day add to an account's book (in, out and how many), kept
 * beside `bank_balance` inside each posting. A book's opening is the sum of the days before it (a
 * year of rows at most, however many movements), its totals the sum of its days, and a page's first
 * balance starts from them: the book of a month answers in the same time at ten movements or a
 * million.
 */
export const bankDay = pgTable(
  'bank_day',
  {
    ...accountPeriodColumns(),
    day: date('day').notNull(),
    inflow: money('inflow').notNull().default('0'),
    outflow: money('outflow').notNull().default('0'),
    movements: integer('movements').notNull().default(0),
  },
  (t) => [uniqueIndex('bank_day_uq').on(t.idClient, t.idPeriod, t.idBankAccount, t.day)],
);
