import type { AuthContext } from '../access/token.ts';
import type { Tx } from '../db/database.ts';
import type { LockedDocument } from './lifecycle.ts';

/**
 * What another module asks of a family's documents, by the family's table: a budget document that
 * bought assets is not annulled while the assets stand. The family never names the module; the
 * module's manifest declares it (`documentHooks`) and the app registers it.
 */
export interface DocumentHooks {
  /** Why the document cannot be annulled now, or null; runs under the document's lock. */
  beforeAnnul?(tx: Tx, auth: AuthContext, doc: LockedDocument): Promise<string | null>;
}

const registered = new Map<string, DocumentHooks[]>();

/** Adds a module's hooks, by table name (app.ts, from each module's manifest); adding the same twice is a no-op. */
export function addDocumentHooks(hooks: Record<string, DocumentHooks>): void {
  for (const [table, hook] of Object.entries(hooks)) {
    const list = registered.get(table) ?? [];
    if (!list.includes(hook)) list.push(hook);
    registered.set(table, list);
  }
}

/** The first objection another module has to annulling the document, or null. */
export async function annulObjection(
  table: string,
  tx: Tx,
  auth: AuthContext,
  doc: LockedDocument,
): Promise<string | null> {
  for (const hook of registered.get(table) ?? []) {
    const objection = await hook.beforeAnnul?.(tx, auth, doc);
    if (objection) return objection;
  }
  return null;
}
