import { type StructureNode, structureNode } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { moneyText } from '../../../platform/db/money.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { assertPeriodOpen } from '../../../platform/periods/period.ts';

const LEVELS = 7;
const id = (name: string) => sql.identifier(name);

/**
 * The joins that walk a row of level `depth` up to level 1 in the source period (o1…), and the same
 * path by codes in the target period (n1…), so each copied row finds its new parent.
 */
function chains(depth: number, from: number, to: number, idClient: number): { joins: SQL; parent: SQL } {
  const parts: SQL[] = [];
  for (let k = depth; k >= 1; k--) {
    if (k < depth)
      parts.push(
        sql` join ${id(`budget_level${k}`)} ${id(`o${k}`)} on ${id(`o${k}`)}.id = ${id(`o${k + 1}`)}.id_level${sql.raw(String(k))}`,
      );
  }
  for (let k = 1; k < depth; k++) {
    const prev =
      k === 1
        ? sql`${id(`n${k}`)}.id_period = ${to}`
        : sql`${id(`n${k}`)}.id_level${sql.raw(String(k - 1))} = ${id(`n${k - 1}`)}.id`;
    parts.push(
      sql` join ${id(`budget_level${k}`)} ${id(`n${k}`)} on ${prev} and ${id(`n${k}`)}.code = ${id(`o${k}`)}.code and ${id(`n${k}`)}.id_client = ${idClient}`,
    );
  }
  const where = sql` where o1.id_period = ${from} and o1.id_client = ${idClient}`;
  return {
    joins: sql.join([...parts, where], sql``),
    parent: depth === 1 ? sql`${to}` : sql`${id(`n${depth - 1}`)}.id`,
  };
}

export interface CopyResult {
  levels: number[];
  accounts: number;
}

/**
 * Opens a period with the previous one's structure: the seven levels and the specific accounts, with
 * their codes and names, and the classifier entries they use. Initial amounts start at zero: the new
 * year's budget is its own ordinance.
 */
export async function copyStructure(
  db: Db,
  auth: AuthContext,
  from: number,
  to: number,
): Promise<CopyResult> {
  return withTransaction(db, auth, async (tx) => {
    const periods = await tx.execute<{ id: number }>(
      sql`select id from period where id in (${from}, ${to}) and id_client = ${auth.idClient}`,
    );
    if (periods.rows.length !== (from === to ? 1 : 2))
      throw notFound('El período no existe en esta institución.');
    if (from === to) throw conflict('Elija un período de origen distinto del de destino.');
    await assertPeriodOpen(tx, auth, to);
    const existing = await tx.execute(sql`select 1 from budget_level1 where id_period = ${to} limit 1`);
    if (existing.rows.length > 0) {
      throw conflict('El período de destino ya tiene estructura presupuestaria; no se copia encima.');
    }
    // The copied accounts name entries of the origin's classifier: the ones the destination lacks
    // (added to the origin after the destination was made) come along.
    await tx.execute(sql`
      insert into budget_classifier (id_client, id_period, code, name)
      select c.id_client, ${to}, c.code, c.name from budget_classifier c
       where c.id_period = ${from}
         and not exists (select 1 from budget_classifier k where k.id_period = ${to} and k.code = c.code)`);
    const levels: number[] = [];
    for (let depth = 1; depth <= LEVELS; depth++) {
      const { joins, parent } = chains(depth, from, to, auth.idClient);
      const parentColumn = depth === 1 ? sql`id_period` : sql.raw(`id_level${depth - 1}`);
      const source = id(`o${depth}`);
      const inserted = await tx.execute(sql`
        insert into ${id(`budget_level${depth}`)} (id_client, ${parentColumn}, code, name)
        select ${source}.id_client, ${parent}, ${source}.code, ${source}.name
          from ${id(`budget_level${depth}`)} ${source}${joins}
        returning id`);
      levels.push(inserted.rows.length);
    }
    const { joins, parent } = chains(LEVELS + 1, from, to, auth.idClient);
    const accounts = await tx.execute(sql`
      insert into budget_specific (id_client, id_level7, account_code, description, initial_amount, id_funding_source)
      select o8.id_client, ${parent}, o8.account_code, o8.description, 0, o8.id_funding_source
        from budget_specific o8${joins}
      returning id`);
    return { levels, accounts: accounts.rows.length };
  });
}

/**
 * One level of the structure tree, under a parent node (level 1: under the period), with each node's
 * accounts and amounts summed below it; level 8 lists the obra's specific accounts. The tree is read
 * a branch at a time, so a period with thousands of accounts opens at once.
 */
export async function structureTree(
  db: Db,
  auth: AuthContext,
  idPeriod: number,
  level: number,
  parent?: number,
): Promise<StructureNode[]> {
  const period = await db.execute(
    sql`select 1 from period where id = ${idPeriod} and id_client = ${auth.idClient}`,
  );
  if (period.rows.length === 0) throw notFound('El período no existe en esta institución.');
  if (level > 1 && parent === undefined) return [];
  if (level === LEVELS + 1) {
    // A specific account is a leaf: nothing below it, and it counts as one account.
    return selectRows(
      db,
      structureNode,
      sql`
      select a.id, ${level}::int as level, a.account_code as code, a.description as name, 0 as children,
             1 as accounts, a.initial_amount::text as initial,
             (a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0))::text as available
        from budget_account a left join budget_balance b on b.id_budget_account = a.id
       where a.id_client = ${auth.idClient} and a.id_period = ${idPeriod} and a.id_level7 = ${parent ?? 0}
       order by a.account_code`,
    );
  }
  const table = id(`budget_level${level}`);
  const parentColumn = level === 1 ? sql`n.id_period` : sql.raw(`n.id_level${level - 1}`);
  const childCount =
    level === LEVELS
      ? sql`(select count(*) from budget_specific c where c.id_level7 = n.id)`
      : sql`(select count(*) from ${id(`budget_level${level + 1}`)} c where ${sql.raw(`c.id_level${level}`)} = n.id)`;
  const nodes = await selectRows(
    db,
    structureNode,
    sql`
    select n.id, ${level}::int as level, n.code, n.name, ${childCount}::int as children,
           coalesce(t.accounts, 0)::int as accounts, ${moneyText(sql`t.initial`)} as initial,
           ${moneyText(sql`t.available`)} as available
      from ${table} n
      left join (
        select ${sql.raw(`a.id_level${level}`)} as node, count(*) as accounts, sum(a.initial_amount) as initial,
               sum(a.initial_amount + coalesce(b.aditional, 0) - coalesce(b.decrease, 0) - coalesce(b.committed, 0)) as available
          from budget_account a left join budget_balance b on b.id_budget_account = a.id
         where a.id_client = ${auth.idClient} and a.id_period = ${idPeriod}
           ${level === 1 ? sql`` : sql`and ${sql.raw(`a.id_level${level - 1}`)} = ${parent ?? 0}`}
         group by 1) t on t.node = n.id
     where n.id_client = ${auth.idClient} and ${parentColumn} = ${level === 1 ? idPeriod : (parent ?? 0)}
     order by n.code`,
  );
  return nodes;
}
