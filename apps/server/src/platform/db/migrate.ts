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
 * Applies drizzle-kit's committed migrations in journal order, each in its own transaction, and
 * records them in `erario_migrations` in the current schema (so isolated test schemas work on one
 * server). An advisory lock keeps two starting processes from migrating at once.
 */
export async function migrate(db: Db): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.erario_migrations'))`);
    await tx.execute(
      sql`create table if not exists erario_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await tx.execute<{ name: string }>(sql`select name from erario_migrations`);
    const doneNames = new Set(done.rows.map((r) => r.name));
    for (const entry of journal.entries) {
      if (doneNames.has(entry.tag)) continue;
      const text = readFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8');
      // drizzle-kit qualifies references with "public"; dropping it keeps migrations schema-relative.
      for (const statement of text.replaceAll('"public".', '').split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into erario_migrations (name) values (${entry.tag})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}
