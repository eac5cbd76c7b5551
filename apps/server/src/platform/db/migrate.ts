import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../migrations');

interface JournalEntry {
  tag: string;
}

/**
 * The migrations this process's code expects, read once when it loads (what `migrate` applies, in order, and readiness checks): files replaced by a deploy under a
 * running process do not make it unready (it is the old code, on its database).
 */
const EXPECTED: readonly string[] = (
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
).entries.map((e) => e.tag);

/**
 * Applies drizzle-kit's committed migrations in journal order, each in its own transaction, and
 * records them in `erario_migrations` in the current schema (so installations sharing one database
 * through DATABASE_SCHEMA each keep their own). An advisory lock keeps two starting processes from migrating at once. `auditExempt` are
 * the modules' tables that keep no audit trail (src/modules.ts gathers them; prepareDatabase passes them).
 */
export async function migrate(
  db: Db,
  auditExempt: readonly string[],
  listed: readonly string[] = [],
): Promise<string[]> {
  const applied: string[] = [];
  await ensureExtensions(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.erario_migrations'))`);
    await tx.execute(
      sql`create table if not exists erario_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await tx.execute<{ name: string }>(sql`select name from erario_migrations`);
    const doneNames = new Set(done.rows.map((r) => r.name));
    for (const tag of EXPECTED) {
      if (doneNames.has(tag)) continue;
      const text = readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
      // drizzle-kit qualifies references with "public"; dropping it keeps migrations schema-relative.
      for (const statement of text.replaceAll('"public".', '').split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into erario_migrations (name) values (${tag})`);
      applied.push(tag);
    }
    await attachAuditTriggers(tx, [...PLATFORM_AUDIT_EXEMPT, ...auditExempt]);
    await attachChangeTriggers(tx, listed);
  });
  return applied;
}

/**
 * The committed migrations this database has not applied (none once the server has started on it):
 * what readiness checks, so that a process whose code is newer than its database takes no traffic.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const exists = await db.execute<{ found: boolean }>(
    sql`select to_regclass('erario_migrations') is not null as found`,
  );
  if (!exists.rows[0]?.found) return [...EXPECTED];
  const done = await db.execute<{ name: string }>(sql`select name from erario_migrations`);
  const names = new Set(done.rows.map((r) => r.name));
  return EXPECTED.filter((tag) => !names.has(tag));
}

/**
 * Search uses pg_trgm and unaccent. They live in their own schema, created once per database under a
 * database-wide lock, so that every schema (one per installation, DATABASE_SCHEMA) reaches them by the
 * same qualified name. `erario_ext.search_text` is the immutable normaliser of the search columns.
 */
export async function ensureExtensions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('erario_extensions'))`);
    await tx.execute(sql`create schema if not exists erario_ext`);
    await tx.execute(sql`create extension if not exists pg_trgm schema erario_ext`);
    await tx.execute(sql`create extension if not exists unaccent schema erario_ext`);
    await tx.execute(sql`
      create or replace function erario_ext.search_text(text) returns text
      language sql immutable parallel safe
      as $$ select lower(erario_ext.unaccent('erario_ext.unaccent'::regdictionary, coalesce($1, ''))) $$`);
  });
}

/**
 * The platform's tables with no audit trail: the log itself and bookkeeping. Modules add theirs
 * (totals derived from audited rows) through their manifests.
 */
export const PLATFORM_AUDIT_EXEMPT = [
  'audit_log',
  'erario_migrations',
  'system_setting',
  'mail_outbox',
  'table_version',
  // The throttles' failures: counts, not records (the security events record each failure).
  'throttle_failure',
];

/**
 * Every other table of the schema gets the `erario_audit` trigger (migration 0001), so a table added
 * by a later migration, a declared master included, is audited without anyone remembering to.
 */
async function attachAuditTriggers(tx: Db, exempt: readonly string[]): Promise<void> {
  const missing = await tx.execute<{ table_name: string }>(sql`
    select t.table_name from information_schema.tables t
     where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and t.table_name <> all(${sql.raw(`array[${exempt.map((n) => `'${n}'`).join(',')}]`)})
       and not exists (select 1 from information_schema.triggers g
                        where g.event_object_schema = t.table_schema and g.event_object_table = t.table_name
                          and g.action_statement like '%erario_audit%')`);
  for (const { table_name } of missing.rows) {
    await tx.execute(
      sql.raw(
        `create trigger ${table_name}_audit after insert or update or delete on "${table_name}" for each row execute function erario_audit()`,
      ),
    );
  }
}

/**
 * The tables the masters' lists read (`listed`, from the declarations) count their changes in
 * `table_version` (migration 0053), statement by statement, for the lists' cache; a master declared
 * later gets its trigger at the next start.
 */
async function attachChangeTriggers(tx: Db, listed: readonly string[]): Promise<void> {
  if (listed.length === 0) return;
  const missing = await tx.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c
     where c.relnamespace = (select n.oid from pg_namespace n where n.nspname = current_schema()) and c.relkind in ('r', 'p')
       and c.relname = any(${`{${listed.join(',')}}`}::text[])
       and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = c.relname || '_changed')`);
  for (const { name } of missing.rows) {
    await tx.execute(
      sql.raw(
        `create trigger "${name}_changed" after insert or update or delete or truncate on "${name}" for each statement execute function erario_table_changed()`,
      ),
    );
  }
  // A table no longer listed (a master now read each time) stops counting: its writers queue no more.
  const stale = await tx.execute<{ name: string }>(sql`
    select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
     where c.relnamespace = (select n.oid from pg_namespace n where n.nspname = current_schema())
       and g.tgname = c.relname || '_changed'
       and c.relname <> all(${`{${listed.join(',')}}`}::text[])`);
  for (const { name } of stale.rows) await tx.execute(sql.raw(`drop trigger "${name}_changed" on "${name}"`));
}
