import { formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { AppError, conflict } from '../../../platform/errors.ts';
import { changedFields, type ResourceHooks } from '../../../platform/resources/hooks.ts';
import { checkClassified } from '../classifier/classifier-guards.ts';
import { lockBalances } from '../documents/budget-control.ts';

/**
 * The approved budget changes after documents exist only through modification documents (credits,
 * traslados, reductions), which is how the law wants it and what the reports account for. So the
 * structure masters refuse, on an account or a level with posted documents beneath, whatever would
 * rewrite what those documents say: the partida, its place in the structure, its initial amount.
 */

/** Posted documents (in force or annulled) with a line on one of the accounts under `where`. */
async function postedLines(tx: Tx, where: ReturnType<typeof sql>): Promise<number> {
  const found = await tx.execute<{ n: number }>(sql`
    select count(distinct d.id)::int as n
      from budget_account a
      join budget_imputation i on i.id_budget_account = a.id
      join budget_document d on d.id = i.id_document and d.status <> 'draft'
     where ${where}`);
  return found.rows[0]?.n ?? 0;
}

const documents = (n: number) => (n === 1 ? 'un documento registrado' : `${n} documentos registrados`);

export const specificAccountGuard: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ id_level7: number; account_code: string }>(
      sql`select id_level7, account_code from budget_specific where id = ${id}`,
    );
    const row = found.rows[0];
    if (row) await checkClassified(tx, row.id_level7, row.account_code);
  },
  async beforeUpdate(tx, auth, before, after) {
    const moved = changedFields(before, after, ['accountCode', 'idLevel7', 'initialAmount']);
    if (moved.length === 0) return;
    if (moved.includes('accountCode') || moved.includes('idLevel7')) {
      await checkClassified(tx, Number(after.idLevel7), String(after.accountCode));
    }
    const id = Number(before.id);
    // Postings lock the balance row to read the initial amount: a change waits for them, and they for it.
    await lockBalances(tx, auth.idClient, [id]);
    const n = await postedLines(tx, sql`a.id = ${id}`);
    if (n === 0) return;
    const code = String(before.accountCode);
    const fields = moved.map((field) => ({
      field,
      message:
        field === 'initialAmount'
          ? 'Con documentos registrados, la asignación cambia con créditos adicionales, traslados o reducciones'
          : 'Con documentos registrados, la partida y su obra no cambian',
    }));
    if (moved.includes('initialAmount')) {
      const balance = await tx.execute<{ committed: string; available: string }>(sql`
        select b.committed::text, (a.initial_amount + b.aditional - b.decrease - b.committed)::text as available
          from budget_balance b join budget_account a on a.id = b.id_budget_account
         where b.id_budget_account = ${id}`);
      const row = balance.rows[0];
      const detail = row
        ? ` (comprometido ${formatMoney(new Decimal(row.committed).toFixed(2))}, disponible ${formatMoney(new Decimal(row.available).toFixed(2))})`
        : '';
      throw new AppError(
        409,
        `La partida ${code} tiene ${documents(n)}${detail}: su asignación inicial solo cambia con una modificación presupuestaria (crédito adicional, traslado o reducción).`,
        fields,
      );
    }
    throw new AppError(
      409,
      `La partida ${code} tiene ${documents(n)}: su código y su lugar en la estructura no pueden cambiar.`,
      fields,
    );
  },
};

/** A level's code or parent: with posted documents beneath, the partidas they print would change. */
export function levelGuard(level: number): ResourceHooks {
  const parent = level === 1 ? 'idPeriod' : `idLevel${level - 1}`;
  return {
    async beforeUpdate(tx, _auth, before, after) {
      const moved = changedFields(before, after, ['code', parent]);
      if (moved.length === 0) return;
      const n = await postedLines(tx, sql`a.${sql.identifier(`id_level${level}`)} = ${Number(before.id)}`);
      if (n === 0) return;
      throw conflict(
        `Bajo ${String(before.code)} hay ${documents(n)}: el código y la ubicación del nivel no pueden cambiar.`,
        moved.map((field) => ({ field, message: 'Hay documentos registrados bajo este nivel' })),
      );
    },
  };
}
