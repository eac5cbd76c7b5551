import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDemo } from '../demo.seed.ts';
import { prepareDatabase, syncModules } from '../modules.ts';
import { type Database, type Db, openDatabase } from '../platform/db/database.ts';

export const ADMIN_PASSWORD = 'Admin-Prueba-2026';

/**
 * The migrated, seeded database every test file starts from, made once per run by the server
 * project's globalSetup (global-setup.ts): an embedded data directory dumped to a file, or a template
 * database on the PostgreSQL server named by DATABASE_URL. Building one costs 40 migrations, the
 * audit triggers and the demo seed (≈ 6 s of CPU on PGlite); copying it costs about a second.
 */
export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    erarioTemplate: TestTemplate;
  }
}

/** Brings a fresh database to what every test file expects: migrated, synced, with the demo seeded. */
export async function prepareTestDatabase(db: Db): Promise<void> {
  await prepareDatabase(db);
  if ((await seedDemo(db, ADMIN_PASSWORD)).seeded) await syncModules(db);
}

/** `url` pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** Runs `statement` on the database of `url` itself (CREATE/DROP DATABASE cannot run in the one they name). */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a database of this run. A closed pool's connections may still be closing on the server:
 * forced out, they would report an error nobody listens to, so their going is awaited first (5 s at
 * most; after that, `force` ends whatever a test left open).
 */
async function dropDatabase(url: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let tries = 0; tries < 50; tries++) {
      const open = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (open.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the server of `url` (a restore's destination), and how to drop it. */
export async function emptyDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create database ${name} template template0`);
  return { url: databaseUrl(url, name), drop: () => dropDatabase(url, name) };
}

/** Builds the run's template; returns it and how to remove it at the end of the run. */
export async function createTemplate(
  url: string | undefined,
): Promise<{ template: TestTemplate; remove(): Promise<void> }> {
  if (url) {
    const database = `erario_tpl_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${database}`);
    const remove = () => dropDatabase(url, database);
    try {
      // A database with a session on it cannot be a template: the pool is closed before any copy.
      const built = await openDatabase({ url: databaseUrl(url, database), poolSize: 1 });
      try {
        await prepareTestDatabase(built.db);
      } finally {
        await built.close();
      }
    } catch (error) {
      await remove();
      throw error;
    }
    return { template: { kind: 'postgres', database }, remove };
  }
  const folder = await mkdtemp(join(tmpdir(), 'erario-test-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const built = await openDatabase({});
    try {
      await prepareTestDatabase(built.db);
      const file = join(folder, 'template.tar');
      await writeFile(file, await dumpOf(built));
      return { template: { kind: 'pglite', file }, remove };
    } finally {
      await built.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

async function dumpOf(database: Database): Promise<Uint8Array> {
  if (!database.dump) throw new Error('la base de datos embebida no se pudo volcar');
  return new Uint8Array(await (await database.dump()).arrayBuffer());
}

/**
 * A database of the test file's own, copied from the template: an in-memory PGlite loaded from the
 * dump, or a database created from the template database (dropped again by `close`). Without a
 * template (the harness outside this project's globalSetup) it builds one from nothing, as slowly
 * as the template itself was built.
 */
export async function openTestDatabase(
  template: TestTemplate | undefined,
  url: string | undefined,
  poolSize: number,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const own = databaseUrl(url, name);
    // Copying a template is a file copy on the server; two files copying it at once is fine, as
    // long as no session is connected to the template itself (none is after globalSetup).
    await onServer(
      url,
      template?.kind === 'postgres'
        ? `create database ${name} template ${template.database}`
        : `create database ${name}`,
    );
    const drop = () => dropDatabase(url, name);
    try {
      const database = await openDatabase({ url: own, poolSize });
      if (template?.kind !== 'postgres') await prepareTestDatabase(database.db);
      return { database, url: own, drop };
    } catch (error) {
      await drop();
      throw error;
    }
  }
  if (template?.kind === 'pglite') {
    const database = await openDatabase({ snapshot: new Blob([await readFile(template.file)]) });
    return { database, drop: async () => undefined };
  }
  const database = await openDatabase({});
  await prepareTestDatabase(database.db);
  return { database, drop: async () => undefined };
}
