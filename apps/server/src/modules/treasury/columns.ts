import { bankAccountResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, type PgColumn } from 'drizzle-orm/pg-core';
import { masterColumn, periodColumn, tenantColumns } from '../../platform/documents/columns.ts';

/** The bank account a treasury row is of: movements, balances, statements, reconciliations. */
export const bankAccountColumn = () => masterColumn('id_bank_account', bankAccountResource).notNull();

/** What an account's row of a period starts with: its key, institution, period and account. */
export const accountPeriodColumns = () => ({
  ...tenantColumns(),
  idPeriod: periodColumn(),
  idBankAccount: bankAccountColumn(),
});

/** A month of the period (1 to 12), as statements and reconciliations are kept; `name`, its check's. */
export const monthColumn = () => integer('month').notNull();
export const monthCheck = (name: string, month: PgColumn) => check(name, sql`${month} between 1 and 12`);
