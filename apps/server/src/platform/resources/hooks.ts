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
