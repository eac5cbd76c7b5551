import { beneficiaryResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientColumn,
  counterTable,
  documentColumns,
  documentConstraints,
  periodColumn,
} from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';
import { bankAccountColumn } from '../columns.ts';

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
    idBeneficiary: integer('id_beneficiary').references(() => tableOf(beneficiaryResource).id),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** The budget document that paid through it (an egress voucher), where there is one. */
    idBudgetDocument: integer('id_budget_document'),
  },
  (t) => [
    ...documentConstraints('bank_movement', t, t.idKind),
    check('bank_movement_kind_ck', sql`${t.idKind} between 1 and 6`),
    index('bank_movement_list_idx').on(t.idClient, t.idPeriod, t.movementDate, t.id),
    index('bank_movement_account_idx').on(t.idBankAccount, t.movementDate, t.id),
    index('bank_movement_beneficiary_idx').on(t.idBeneficiary),
    index('bank_movement_budget_document_idx').on(t.idBudgetDocument),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    idBankAccount: bankAccountColumn(),
    movements: numeric('movements', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('bank_balance_uq').on(t.idClient, t.idPeriod, t.idBankAccount)],
);
