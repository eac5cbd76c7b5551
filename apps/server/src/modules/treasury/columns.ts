import { bankAccountResource } from '@erario/contracts';
import { integer } from 'drizzle-orm/pg-core';
import { tableOf } from '../../platform/resources/tables.ts';

/** The bank account a treasury row is of: movements, balances, statements, reconciliations. */
export const bankAccountColumn = () =>
  integer('id_bank_account')
    .notNull()
    .references(() => tableOf(bankAccountResource).id);
