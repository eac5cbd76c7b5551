import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from './database.ts';

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
