import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import { conflict } from '../errors.ts';
import { changedFields, type ResourceHooks } from '../resources/hooks.ts';

/**
 * Where a family keeps its counters: a table with id_client, id_period, the series column (the
 * document type, say), prefix, last_number and version, unique on (id_client, id_period, series).
 * Users configure the prefix and the starting number there as a master.
 */
export interface NumberingTable {
  table: string;
  /** The column naming the series, the same on the counters and on the documents. */
  series: string;
  /**
   * The prefix of a series nobody configured, given when its first posting creates its counter: where
   * the series of one family would otherwise print the same numbers (1, 2… of each kind). A counter
   * configured beforehand keeps its own.
   */
  defaultPrefix?: (series: number) => string;
}

export interface TakenNumber {
  number: number;
  /** As printed: the configured prefix and the number. */
  text: string;
}

/**
 * Takes the next number of a client, period and series. Call it inside the transaction that posts
 * the document: the counter's row lock serialises concurrent posters, and a rolled-back posting gives
 * its number back, so the sequence has neither gaps nor duplicates. A series nobody configured starts
 * at 1 with no prefix.
 */
export async function takeNumber(
  tx: Db,
  numbering: NumberingTable,
  key: { idClient: number; idPeriod: number; series: number },
): Promise<TakenNumber> {
  const { first, prefix } = await takeNumbers(tx, numbering, key, 1);
  return { number: first, text: `${prefix}${first}` };
}

/**
 * Takes `count` numbers in a row at once (a batch posting many documents set-wise), under the same
 * lock and with the same guarantees as `takeNumber`: the first of them and the prefix to print them with.
 */
export async function takeNumbers(
  tx: Db,
  numbering: NumberingTable,
  key: { idClient: number; idPeriod: number; series: number },
  count: number,
): Promise<{ first: number; prefix: string }> {
  const table = sql.identifier(numbering.table);
  const series = sql.identifier(numbering.series);
  const taken = await tx.execute<{ last_number: number; prefix: string | null }>(sql`
    insert into ${table} as n (id_client, id_period, ${series}, last_number, prefix)
    values (${key.idClient}, ${key.idPeriod}, ${key.series}, ${count}, ${numbering.defaultPrefix?.(key.series) ?? null})
    on conflict (id_client, id_period, ${series})
    do update set last_number = n.last_number + ${count}, version = n.version + 1
    returning last_number, prefix`);
  const row = taken.rows[0];
  if (!row) throw new Error('No se pudo tomar el número del documento');
  return { first: row.last_number - count + 1, prefix: row.prefix ?? '' };
}

/**
 * The counters master's guard: once a series has posted documents in a period, its counter moves
 * only by posting. Lowering it by hand would hand out a number already printed; raising it would
 * leave a gap an auditor has to explain; a new prefix would print two series as one.
 */
export function numberingGuard(numbering: NumberingTable, documents: string): ResourceHooks {
  async function refuseIfUsed(tx: Tx, idCounter: number): Promise<void> {
    const used = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(documents)} d
        join ${sql.identifier(numbering.table)} c
          on c.id_client = d.id_client and c.id_period = d.id_period
         and c.${sql.identifier(numbering.series)} = d.${sql.identifier(numbering.series)}
       where c.id = ${idCounter} and d.number_text is not null`);
    const n = used.rows[0]?.n ?? 0;
    if (n > 0)
      throw conflict(
        `Esta numeración ya emitió ${n === 1 ? 'un documento' : `${n} documentos`} en el período: solo avanza al registrar, no puede cambiarse ni eliminarse a mano.`,
      );
  }
  return {
    async beforeUpdate(tx, _auth, before, after) {
      // The counter row is locked, as posting locks it to take a number.
      await tx.execute(
        sql`select id from ${sql.identifier(numbering.table)} where id = ${Number(before.id)} for update`,
      );
      if (changedFields(before, after).length > 0) await refuseIfUsed(tx, Number(before.id));
    },
    async beforeDelete(tx, _auth, id) {
      await tx.execute(sql`select id from ${sql.identifier(numbering.table)} where id = ${id} for update`);
      await refuseIfUsed(tx, id);
    },
  };
}
