import { RESOURCES, type ResourceDef, resourceNamed } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The tables a master's list and options read: its own, those of the rows it shows by reference and
 * of its parents up the tree (an option is told by its parents' codes), the periods (a master of a
 * period lists the institution's current one) and what its declaration says its computed columns or
 * period rows read besides (`reads`). A test explains every master's queries and holds this to what
 * PostgreSQL actually reads.
 */
export function listReads(def: ResourceDef): string[] {
  const tables = [def.table, ...(def.period ? ['period'] : []), ...(def.reads ?? [])];
  for (const fd of def.fields)
    if (fd.kind === 'ref' && fd.ref) tables.push(resourceNamed(fd.ref.resource).table);
  for (let at = def; at.scope.kind === 'parent'; ) {
    at = resourceNamed(at.scope.resource);
    tables.push(at.table);
  }
  return [...new Set(tables)].sort();
}

/**
 * Every table a kept master's list reads: each tells `table_version` when a statement changes it
 * (migrate.ts). A master declared `cached: false` is read each time and its table is not among them.
 */
export const LISTED_TABLES: readonly string[] = [
  ...new Set(RESOURCES.filter((def) => def.cached !== false).flatMap(listReads)),
].sort();

/**
 * How many rows the kept pages may hold in all, across masters and institutions, each page counting
 * one more for itself (a row of a list is well under a kilobyte): past it, the pages used longest ago
 * go first.
 */
const MOST_ROWS = 50_000;
/** A page bigger than this is read each time: an export-sized page would crowd out the rest. */
const MOST_ROWS_A_PAGE = 200;

interface Entry {
  version: string;
  value: Promise<unknown>;
  /** What it counts against MOST_ROWS: one, and its rows once read. */
  weight: number;
}

/**
 * Pages of the masters' lists and options, per institution, kept until a table they read changes.
 *
 * What makes it safe: every statement that writes a listed table, whichever path it takes (the
 * master's routes, a module's service, a sync, SQL by hand), bumps that table's row of
 * `table_version` in its own transaction (a trigger). A request reads the versions of its master's
 * tables first and its page second, and keeps the page under the versions it read: a write that
 * commits in between can only make the kept page newer than its versions say, which costs a read, never
 * a stale page. Every process reads the versions from the database, so a write made by another
 * process (or another installation's request on the same schema) is seen by the next request here.
 * The key holds the institution, the institution's date (computed columns and the current period
 * depend on it) and the query; concurrent requests for a page not kept yet share one read. It is read
 * only on the routes' pool, never inside a transaction: there a version its own uncommitted write
 * made, and then rolled back, could later be another write's.
 */
export class ListCache {
  readonly #entries = new Map<string, Entry>();
  #rows = 0;

  /** Rows and pages held (MOST_ROWS bounds it). */
  get held(): number {
    return this.#rows;
  }

  async read<T extends { length?: number; rows?: unknown[] }>(
    db: Db,
    tables: readonly string[],
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const version = await versionOf(db, tables);
    const kept = this.#entries.get(key);
    if (kept && kept.version === version) {
      // Most recently used last: the first entries are the ones to drop.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value as Promise<T>;
    }
    const entry: Entry = { version, value: load(), weight: 1 };
    this.#forget(key);
    this.#entries.set(key, entry);
    this.#rows += 1;
    try {
      const result = (await entry.value) as T;
      const rows = Array.isArray(result) ? result.length : (result.rows?.length ?? 0);
      if (this.#entries.get(key) === entry) {
        if (rows > MOST_ROWS_A_PAGE) this.#forget(key);
        else {
          entry.weight += rows;
          this.#rows += rows;
          for (const [oldest] of this.#entries) {
            if (this.#rows <= MOST_ROWS) break;
            this.#forget(oldest);
          }
        }
      }
      return result;
    } catch (error) {
      // A failed read is not kept: the next request tries again.
      if (this.#entries.get(key) === entry) this.#forget(key);
      throw error;
    }
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#rows -= entry.weight;
    this.#entries.delete(key);
  }
}

/** The tables' versions as one figure: each only grows, so their sum changes whenever one does. */
async function versionOf(db: Db, tables: readonly string[]): Promise<string> {
  const found = await db.execute<{ version: string }>(
    sql`select coalesce(sum(version), 0)::text as version from table_version
         where name = any(${`{${tables.join(',')}}`}::text[])`,
  );
  return found.rows[0]?.version ?? '0';
}
