import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database.ts';
import { ensureExtensions } from './migrate.ts';

/**
 * Backups (issue 44). On PostgreSQL, `pg_dump` in its custom format (compressed, restored object by
 * object, and consistent: one snapshot of a live database, writes going on meanwhile) and `pg_restore`
 * into an empty database. On the embedded database, its whole folder as one tarball, taken by opening
 * the folder (which refuses while a server has it open: a copy of the files under a running server
 * could be torn) and restored as a new folder.
 */
export interface Where {
  databaseUrl?: string;
  /** DATABASE_SCHEMA: only that schema is dumped (and the search extensions' schema it relies on). */
  databaseSchema?: string;
  dataDir: string;
}

export async function backup(where: Where, file: string): Promise<void> {
  if (where.databaseUrl) {
    // Quoted: the schema's name as it is, not a pattern.
    const schemas = where.databaseSchema ? ['--schema', `"${where.databaseSchema}"`] : [];
    const target = connection(where.databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', ...schemas, '--file', file, target.url],
      target.env,
    );
    return;
  }
  if (!existsSync(join(where.dataDir, 'PG_VERSION')))
    throw new Error(`No hay base de datos en ${where.dataDir} que respaldar.`);
  // Opening takes the folder's lock: refused while a server has it. A backup asks for no free space.
  const database = await openDatabase({ dataDir: where.dataDir, minFreeBytes: 0 });
  try {
    const dump = await database.dump?.();
    if (!dump) throw new Error('La base embebida no se pudo volcar.');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

export async function restore(where: Where, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No existe el respaldo ${file}.`);
  if (where.databaseUrl) {
    const database = await openDatabase({
      url: where.databaseUrl,
      schema: where.databaseSchema,
      poolSize: 1,
    });
    try {
      // Into an empty database only: a restore over live data would mix two books.
      const found = await database.db.execute<{ found: boolean }>(
        sql`select to_regclass('erario_migrations') is not null as found`,
      );
      if (found.rows[0]?.found)
        throw new Error('La base de datos de destino ya tiene datos de Erario: restaure en una base vacía.');
      // A schema's dump leaves out the search functions its indexes call (their schema is the
      // database's, shared): made first. A whole database's dump brings them.
      if (where.databaseSchema) await ensureExtensions(database.db);
    } finally {
      await database.close();
    }
    // One transaction: a restore that fails half-way leaves the database empty, to try again.
    const target = connection(where.databaseUrl);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        target.url,
        file,
      ],
      target.env,
    );
    return;
  }
  if (existsSync(where.dataDir) && readdirSync(where.dataDir).length > 0)
    throw new Error(`La carpeta ${where.dataDir} no está vacía: restaure en una carpeta nueva.`);
  mkdirSync(where.dataDir, { recursive: true });
  const client = await PGlite.create(where.dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: new Blob([await readFile(file)]),
  });
  await client.close();
  // The backup was taken holding the folder's lock: its pid is no owner of the restored folder.
  rmSync(join(where.dataDir, 'erario.lock'), { force: true });
}

/**
 * The URL without its password, which goes in PGPASSWORD: a command line is readable by anyone on the
 * machine (ps), a process's environment is not.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client program, its error output in the failure's message. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`Falta ${program}: instale el cliente de PostgreSQL (apt install postgresql-client).`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} terminó con código ${code}: ${errors.trim()}`)),
    );
  });
}
