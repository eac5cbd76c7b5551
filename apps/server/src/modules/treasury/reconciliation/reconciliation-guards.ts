import { MONTHS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';
import { lastClosedMonth } from './closed-months.ts';

/**
 * What a closed reconciliation started from stays as it was: an account's opening balance and the
 * items in transit of a period in which one of its months is closed, and an item in transit already
 * matched, are not rewritten under it.
 */
async function refuseIfClosed(tx: Tx, idClient: number, row: Record<string, unknown>, what: string) {
  const key = { idClient, idBankAccount: Number(row.idBankAccount), idPeriod: Number(row.idPeriod) };
  if (!key.idBankAccount || !key.idPeriod) return;
  const closed = await lastClosedMonth(tx, key);
  if (closed > 0)
    throw conflict(
      `La conciliación de ${MONTHS[closed - 1]} de esa cuenta está cerrada: ${what} del período ya no cambia.`,
    );
}

async function rowOf(tx: Tx, table: 'opening_balance' | 'transit_operation', id: number) {
  const found = await tx.execute<{ idBankAccount: number; idPeriod: number }>(sql`
    select id_bank_account as "idBankAccount", id_period as "idPeriod" from ${sql.identifier(table)} where id = ${id}`);
  return found.rows[0] ?? {};
}

function guard(table: 'opening_balance' | 'transit_operation', what: string): ResourceHooks {
  return {
    async afterCreate(tx, auth, id) {
      await refuseIfClosed(tx, auth.idClient, await rowOf(tx, table, id), what);
    },
    async beforeUpdate(tx, auth, before, after) {
      await refuseIfClosed(tx, auth.idClient, before, what);
      await refuseIfClosed(tx, auth.idClient, after, what);
      if (table === 'transit_operation') await refuseIfMatched(tx, Number(before.id));
    },
    async beforeDelete(tx, auth, id) {
      await refuseIfClosed(tx, auth.idClient, await rowOf(tx, table, id), what);
      if (table === 'transit_operation') await refuseIfMatched(tx, id);
    },
  };
}

async function refuseIfMatched(tx: Tx, id: number) {
  // Under the account's lock, as the reconciliation matches: no match takes it while it changes.
  await tx.execute(sql`
    select a.id from bank_account a join transit_operation t on t.id_bank_account = a.id where t.id = ${id} for update of a`);
  const found = await tx.execute(
    sql`select 1 from reconciliation_item where source = 'transit' and id_item = ${id}`,
  );
  if (found.rows.length > 0)
    throw conflict('La operación en tránsito está conciliada: deshaga esa conciliación antes de cambiarla.');
}

export const openingBalanceGuard = guard('opening_balance', 'su saldo inicial');
export const transitOperationGuard = guard('transit_operation', 'lo que estaba en tránsito al empezar');
