import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { StartupError } from '../errors.ts';
import { checkDataDir } from './data-dir.ts';

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
  /** PostgreSQL only: the pool's connections now (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball, which `snapshot` opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Schema to work in on a server (several installations, or processes of one, on one database). */
  schema?: string;
  /**
   * PGlite only: a data directory dumped by `dump`, opened in memory instead of an empty one. Tests
   * start from one migrated, seeded copy this way rather than running the migrations per file.
   */
  snapshot?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL: connect once at open, failing with the server's own message (default). A replica is
   * opened without: one out of reach at start leaves the reads to the primary, and is tried again.
   */
  probe?: boolean;
  /** PGlite: the free disk its folder's disk must have (a backup, which only reads, asks for none). */
  minFreeBytes?: number;
}

/** A connection that gives up connecting after 5 s. */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: 5_000 });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // No JIT: it compiles a query when its estimated cost is high, and a correlated check misleads
      // the estimate; the reconciliation's read of 100.000 movements spent 0,5 s compiling what then
      // ran in 0,3 s. The embedded database has no JIT, so both run the same plans.
      options: ['-c jit=off', options.schema ? `-c search_path=${options.schema}` : ''].join(' ').trim(),
      // A host that does not answer (rather than refuse) would hold a request for the kernel's two
      // minutes of retries: each connection gives up after 5 s (503), and dead peers are noticed by
      // keepalive. Set on the connection, not the pool, whose own timeout would also cut short a
      // request waiting its turn for a connection behind a long report.
      Client: TimedClient,
      keepAlive: true,
    });
    // An idle connection the server cuts (a restart, a failover, an operator's kill) is dropped and the
    // next request opens another: without a listener the pool's error would end the process.
    const lost = (error: Error) =>
      console.warn(`Conexión a PostgreSQL perdida (${error.message}); se abrirá otra al necesitarla.`);
    pool.on('error', lost);
    // The pool listens only to its idle connections: one checked out for a transaction, cut under it,
    // would raise its error with nobody listening. Its query fails (the request answers 503) and the
    // dead connection is dropped when released.
    pool.on('connect', (client) => client.on('error', lost));
    // Fail now, with the server's own message, rather than on the first request.
    if (options.probe !== false) (await pool.connect()).release();
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.snapshot ? 'memory://' : (options.dataDir ?? 'memory://');
  if (!dataDir.startsWith('memory://')) checkDataDir(dataDir, { minFree: options.minFreeBytes });
  const release = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.snapshot,
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // Uncompressed: gzip makes the file smaller, but every test file would then pay to inflate it.
    dump: async () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * The embedded database belongs to one process: a second one opening the same folder would corrupt
 * it. A lock file with the owner's pid refuses that with a clear message; a stale lock (its process is
 * gone, e.g. after a crash) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'erario.lock');
  if (existsSync(lock)) {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new StartupError(
        `Otro proceso de Erario (pid ${owner}) ya usa la base de datos en ${dataDir}. Deténgalo o use otro DATA_DIR.`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onPayload` with each notification on `channel` (`pg_notify`, delivered when the notifying
 * transaction commits), from any process on the same database. PGlite delivers its own; on a server
 * a connection of its own listens, taken again a second after it is lost, and `onListening` is told
 * each time it (again) listens: what was notified in between was missed. Returns how to stop.
 */
export async function listen(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
  onListening: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const stop = await client.listen(channel, onPayload);
    onListening();
    return stop;
  }
  const pool = client as pg.Pool;
  let stopped = false;
  let current: pg.PoolClient | null = null;
  // One reconnection pending at most: a connection that dies during LISTEN both fails the query and
  // raises its error, and each would otherwise start one.
  let retrying = false;
  const retry = () => {
    if (stopped || retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      void connect();
    }, 1000).unref();
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    // Released once, as broken (a failed LISTEN, a connection lost): never kept by the pool.
    let drop = () => undefined as void;
    try {
      const mine = await pool.connect();
      let dropped = false;
      drop = () => {
        if (dropped) return;
        dropped = true;
        if (current === mine) current = null;
        mine.release(true);
      };
      mine.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      mine.on('error', () => {
        drop();
        retry();
      });
      await mine.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped || dropped) {
        drop();
        return;
      }
      current = mine;
      onListening();
    } catch {
      drop();
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      const last = current;
      current = null;
      await last.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      last.release();
    }
  };
}
