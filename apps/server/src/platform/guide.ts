import { GUIDES, type GuideState } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';

/** Where a guide's step is checked: the institution and the period the user works in (none yet: no period). */
export interface GuideScope {
  idClient: number;
  idPeriod: number | null;
  /** The institution's today, on the request's clock: who is in service. */
  today: string;
}

/**
 * A module's first-run checks (its manifest's `guide`), by the step's key in contracts' GUIDES: a
 * boolean SQL expression over the institution's own rows, true once the step is done.
 */
export type GuideChecks = Record<string, (scope: GuideScope) => SQL>;

const checks = new Map<string, (scope: GuideScope) => SQL>();

/** Adds a module's checks (app.ts, from each manifest); a key checked twice is a mistake. */
export function addGuideChecks(moduleChecks: GuideChecks): void {
  for (const [key, check] of Object.entries(moduleChecks)) {
    const known = checks.get(key);
    if (known && known !== check) throw new Error(`Paso de guía repetido: ${key}`);
    checks.set(key, check);
  }
}

/** The keys some module checks (the test compares them with GUIDES). */
export const checkedGuideKeys = () => [...checks.keys()];

/**
 * Which steps are done of the guides of `modules` (the user's: the institution has them and the user
 * holds one of their screens), in one statement: one `exists` per step, each on an indexed column of
 * the institution's rows.
 */
export async function guideStateOf(
  db: Db,
  scope: GuideScope,
  modules: ReadonlySet<string>,
): Promise<GuideState> {
  // A guide whose module this server does not run (a test app of a few modules) is left out.
  const guides = GUIDES.filter((g) => modules.has(g.module) && g.steps.every((s) => checks.has(s.key)));
  const steps = guides.flatMap((g) => g.steps);
  if (steps.length === 0) return { modules: [] };
  const columns = steps.map((s, i) => {
    const check = checks.get(s.key) as (scope: GuideScope) => SQL;
    return sql`coalesce((${check(scope)}), false) as ${sql.identifier(`s${i}`)}`;
  });
  const found = await db.execute<Record<string, boolean>>(sql`select ${sql.join(columns, sql`, `)}`);
  const row = found.rows[0] ?? {};
  let i = 0;
  return {
    modules: guides.map((g) => ({
      module: g.module,
      steps: g.steps.map((s) => ({ key: s.key, done: row[`s${i++}`] === true })),
    })),
  };
}
