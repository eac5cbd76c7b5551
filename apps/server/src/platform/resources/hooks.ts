import type { AuthContext } from '../access/token.ts';
import type { Tx } from '../db/database.ts';

/** What a master does beyond its row, inside the same transaction. */
export interface ResourceHooks {
  afterCreate?(tx: Tx, auth: AuthContext, id: number): Promise<void>;
  /**
   * Runs before the row changes, with the row as stored and as it will be stored (field names as
   * declared): throws to refuse. Where the change races with postings, lock what they lock first.
   */
  beforeUpdate?(
    tx: Tx,
    auth: AuthContext,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void>;
  /** Runs after the refusal check, before the row goes. */
  beforeDelete?(tx: Tx, auth: AuthContext, id: number): Promise<void>;
}

/**
 * The fields (all of `after`'s when none are named) whose value differs between two versions of a row:
 * compared as text, absent and null alike, so "100.00" stored and 100.00 sent are the same.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): string[] {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return fields.filter((f) => text(before[f]) !== text(after[f]));
}

const registered = new Map<string, ResourceHooks[]>();

/** Adds a module's hooks, by master name (app.ts, from each module's manifest); adding the same twice is a no-op. */
export function addResourceHooks(hooks: Record<string, ResourceHooks>): void {
  for (const [name, hook] of Object.entries(hooks)) {
    const list = registered.get(name) ?? [];
    if (!list.includes(hook)) list.push(hook);
    registered.set(name, list);
  }
}

export async function afterCreate(name: string, tx: Tx, auth: AuthContext, id: number): Promise<void> {
  for (const hook of registered.get(name) ?? []) await hook.afterCreate?.(tx, auth, id);
}

export async function beforeUpdate(
  name: string,
  tx: Tx,
  auth: AuthContext,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  for (const hook of registered.get(name) ?? []) await hook.beforeUpdate?.(tx, auth, before, after);
}

export async function beforeDelete(name: string, tx: Tx, auth: AuthContext, id: number): Promise<void> {
  for (const hook of registered.get(name) ?? []) await hook.beforeDelete?.(tx, auth, id);
}
