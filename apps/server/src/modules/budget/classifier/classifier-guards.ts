import { CLASSIFIER_LEVELS, classifierDepth, classifierParent } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/** `code`'s entries below it in a period's classifier: `4.01.01.01.00` → `4.01.01.01.%` but itself. */
const below = (code: string) => {
  const depth = classifierDepth(code) ?? 3;
  return `${code
    .split('.')
    .slice(0, depth + 2)
    .join('.')}.%`;
};

/** The period an obra (level 7) belongs to, up its chain of levels. */
async function periodOfObra(tx: Tx, idLevel7: number): Promise<number | null> {
  const found = await tx.execute<{ id_period: number }>(sql`
    select l1.id_period from budget_level7 l7
      join budget_level6 l6 on l6.id = l7.id_level6 join budget_level5 l5 on l5.id = l6.id_level5
      join budget_level4 l4 on l4.id = l5.id_level4 join budget_level3 l3 on l3.id = l4.id_level3
      join budget_level2 l2 on l2.id = l3.id_level2 join budget_level1 l1 on l1.id = l2.id_level1
     where l7.id = ${idLevel7}`);
  return found.rows[0]?.id_period ?? null;
}

/**
 * A specific account opens on an entry of its period's classifier that takes imputations: an
 * específica or subespecífica with nothing below it. The field error otherwise.
 */
export async function checkClassified(tx: Tx, idLevel7: number, code: string): Promise<void> {
  const idPeriod = await periodOfObra(tx, idLevel7);
  if (idPeriod === null) return;
  const found = await tx.execute<{ description: string; known: boolean; children: boolean }>(sql`
    select p.description,
           exists (select 1 from budget_classifier c where c.id_period = p.id and c.code = ${code}) as known,
           exists (select 1 from budget_classifier c
                    where c.id_period = p.id and c.code like ${below(code)} and c.code <> ${code}) as children
      from period p where p.id = ${idPeriod}`);
  const row = found.rows[0];
  if (!row) return;
  const depth = classifierDepth(code);
  const refuse = (message: string) => {
    throw badRequest(message, [{ field: 'accountCode', message }]);
  };
  if (!row.known) {
    refuse(
      `La partida ${code} no está en el clasificador presupuestario del período ${row.description}: agréguela en «Clasificador presupuestario» o elija otra`,
    );
  }
  if (depth !== null && depth < 2) {
    refuse(
      `${code} es una ${CLASSIFIER_LEVELS[depth]?.toLowerCase()} del clasificador: las cuentas se abren en una específica o subespecífica`,
    );
  }
  if (row.children) refuse(`${code} tiene subespecíficas en el clasificador: abra la cuenta en una de ellas`);
}

/**
 * The classifier of a period is a tree and the structure's accounts hang from its leaves: an entry
 * needs the one above it; one with accounts or entries beneath it stays.
 */
export const classifierGuard: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ id_period: number; code: string }>(
      sql`select id_period, code from budget_classifier where id = ${id}`,
    );
    const row = found.rows[0];
    if (!row) return;
    const parent = classifierParent(row.code);
    if (!parent) return;
    const parentFound = await tx.execute<{ used: number }>(sql`
      select (select count(*)::int from budget_account a where a.id_period = ${row.id_period} and a.account_code = ${parent}) as used
        from budget_classifier c where c.id_period = ${row.id_period} and c.code = ${parent}`);
    const parentRow = parentFound.rows[0];
    if (!parentRow) {
      throw badRequest(`Primero agregue ${parent} al clasificador del período: ${row.code} va debajo`, [
        { field: 'code', message: `Falta ${parent} en el clasificador` },
      ]);
    }
    if (parentRow.used > 0) {
      throw conflict(
        `${parent} ya tiene cuentas en la estructura del período: no se le agregan subespecíficas (las cuentas dejarían de ser imputables)`,
        [{ field: 'code', message: `${parent} tiene cuentas abiertas` }],
      );
    }
  },
  async beforeDelete(tx, _auth, id) {
    const found = await tx.execute<{ id_period: number; code: string }>(
      sql`select id_period, code from budget_classifier where id = ${id}`,
    );
    const row = found.rows[0];
    if (!row) return;
    const uses = await tx.execute<{ children: number; accounts: number }>(sql`
      select (select count(*)::int from budget_classifier k
               where k.id_period = ${row.id_period} and k.code like ${below(row.code)} and k.code <> ${row.code}) as children,
             (select count(*)::int from budget_account a
               where a.id_period = ${row.id_period} and a.account_code = ${row.code}) as accounts`);
    const { children = 0, accounts = 0 } = uses.rows[0] ?? {};
    if (children > 0) {
      throw conflict(`${row.code} tiene ${children} partidas debajo en el clasificador: elimínelas primero`);
    }
    if (accounts > 0) {
      throw conflict(
        `${row.code} es la partida de ${accounts === 1 ? 'una cuenta' : `${accounts} cuentas`} de la estructura del período: no se elimina del clasificador`,
      );
    }
  },
};
