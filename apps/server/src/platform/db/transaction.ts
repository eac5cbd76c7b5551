import { sql } from 'drizzle-orm';
import { currentRequestId } from '../http/request-context.ts';
import type { Db, Tx } from './database.ts';

export interface Actor {
  idUser: number | null;
  idClient: number | null;
  /** The sign-in the command comes from (an AuthContext carries it), for the audit trail. */
  sessionId?: number;
}

const committed = new Set<() => void>();

/**
 * Calls `listener` after every command that commits, before its answer is sent: how a cache of what
 * the database says (the session check) forgets it the moment a write may have changed it. Returns
 * the way to stop listening.
 */
export function onCommit(listener: () => void): () => void {
  committed.add(listener);
  return () => committed.delete(listener);
}

/**
 * Runs a command in one transaction, tagged with who runs it (and the request it serves) so the
 * audit trigger can record it.
 * Every write of the product goes through here: a failure anywhere rolls the whole command back.
 */
export async function withTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('erario.user_id', ${actor.idUser === null ? '' : String(actor.idUser)}, true),
                 set_config('erario.client_id', ${actor.idClient === null ? '' : String(actor.idClient)}, true),
                 set_config('erario.session_id', ${actor.sessionId ? String(actor.sessionId) : ''}, true),
                 set_config('erario.request_id', ${currentRequestId() ?? ''}, true)`,
    );
    return work(tx as unknown as Tx);
  });
  for (const listener of committed) listener();
  return result;
}
