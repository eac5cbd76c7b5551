import { MONTHS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/errors.ts';

/** An account in a period, and a month of it. */
export interface AccountMonth {
  idClient: number;
  idBankAccount: number;
  idPeriod: number;
  month: number;
}

/** The last month of the period whose reconciliation of the account is closed; 0 when none is. */
export async function lastClosedMonth(db: Db, key: Omit<AccountMonth, 'month'>): Promise<number> {
  const found = await db.execute<{ month: number | null }>(sql`
    select max(month) as month from bank_reconciliation
     where id_client = ${key.idClient} and id_bank_account = ${key.idBankAccount} and id_period = ${key.idPeriod}`);
  return found.rows[0]?.month ?? 0;
}

/**
 * A closed month is locked, and so is everything before it in the period: the reconciliation closed
 * with the book and the statements as they were. Refuses what would change them (a movement dated
 * in it, its statement, a match of its items).
 */
export async function assertMonthOpen(db: Db, key: AccountMonth): Promise<void> {
  const closed = await lastClosedMonth(db, key);
  if (key.month > closed) return;
  const account = await db.execute<{ number: string }>(
    sql`select account_number as number from bank_account where id = ${key.idBankAccount}`,
  );
  throw conflict(
    `La conciliación de ${MONTHS[closed - 1]} de la cuenta ${account.rows[0]?.number ?? ''} está cerrada: no admite cambios en ese mes ni antes.`,
  );
}

/** The month of the period a date falls in (its calendar month). */
export const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7));
