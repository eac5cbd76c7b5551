import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

interface QueryResultOf<T> {
  rows: T[];
}

/** Both drivers answer raw queries with `{ rows }`; this says so to the type checker. */
export interface QueryRows extends PgQueryResultHKT {
  readonly type: QueryResultOf<this['row']>;
}

/** The one database handle type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<QueryRows>;
export type Tx = PgTransaction<
  QueryRows,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Schema to work in on a server (tests isolate themselves this way). */
  schema?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // Fail now, with the server's own message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
