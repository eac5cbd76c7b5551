import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from './database.ts';
import { pageWindow } from './paging.ts';

/**
 * Rows checked against the schema of what they become (an endpoint's row, a detail's lines) rather
 * than typed by hand beside the SQL, so the two cannot drift apart unseen. Under test every row is
 * parsed: a column renamed or cast differently in the SQL fails the test that reads it, naming the
 * field. In production the rows are trusted, as the reply's serializer checks them again.
 * The rows are returned as the database gave them, parsed or not, so tests and production agree.
 */
const CHECK = process.env.VITEST === 'true';

export async function selectRows<S extends z.ZodType>(
  db: Db | Tx,
  row: S,
  query: SQL,
): Promise<z.output<S>[]> {
  const found = await db.execute<Record<string, unknown>>(query);
  if (CHECK)
    for (const [i, value] of found.rows.entries()) {
      const parsed = row.safeParse(value);
      if (!parsed.success)
        throw new Error(
          `La fila ${i + 1} no es la que declara su contrato: ${JSON.stringify(parsed.error.issues)}`,
        );
    }
  return found.rows as z.output<S>[];
}

/** The first row of `selectRows`, or undefined. */
export async function selectRow<S extends z.ZodType>(
  db: Db | Tx,
  row: S,
  query: SQL,
): Promise<z.output<S> | undefined> {
  return (await selectRows(db, row, query))[0];
}

/**
 * One page of a list and the size of the whole list, in one statement: the rows of `rows` (a query
 * whose columns are the row's), ordered by `order` over their columns (as `d."column"`), each row
 * checked as `selectRows` does. Past the last page there are no rows and the total reads 0.
 */
export async function selectPage<S extends z.ZodType>(
  db: Db | Tx,
  row: S,
  rows: SQL,
  order: SQL,
  q: { page: number; size: number },
): Promise<{ rows: z.output<S>[]; total: number; page: number; size: number }> {
  const { limit, offset } = pageWindow(q);
  const found = await selectRows(
    db,
    row,
    sql`select d.*, count(*) over ()::int as "__total" from (${rows}) d
         order by ${order} limit ${limit} offset ${offset}`,
  );
  const counted = found as (z.output<S> & { __total: number })[];
  return {
    rows: counted.map(({ __total: _, ...rest }) => rest as z.output<S>),
    total: counted[0]?.__total ?? 0,
    page: q.page,
    size: q.size,
  };
}

/** A list of row ids as one bound parameter, `= any(${intArray(ids)})`: no statement per id, nothing spliced. */
export const intArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map(Number).join(',')}}`}::int[]`;
