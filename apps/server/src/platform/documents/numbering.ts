import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * Where a family keeps its counters: a table with id_client, id_period, the series column (the
 * document type, say), prefix, last_number and version, unique on (id_client, id_period, series).
 * Users configure the prefix and the starting number there as a master.
 */
export interface NumberingTable {
  table: string;
  /** The column naming the series, the same on the counters and on the documents. */
  series: string;
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
  const table = sql.identifier(numbering.table);
  const series = sql.identifier(numbering.series);
  const taken = await tx.execute<{ last_number: number; prefix: string | null }>(sql`
    insert into ${table} as n (id_client, id_period, ${series}, last_number)
    values (${key.idClient}, ${key.idPeriod}, ${key.series}, 1)
    on conflict (id_client, id_period, ${series})
    do update set last_number = n.last_number + 1, version = n.version + 1
    returning last_number, prefix`);
  const row = taken.rows[0];
  if (!row) throw new Error('No se pudo tomar el número del documento');
  return { number: row.last_number, text: `${row.prefix ?? ''}${row.last_number}` };
}
