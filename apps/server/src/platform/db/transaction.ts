import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';

export interface Actor {
  idUser: number | null;
  idClient: number | null;
}

/**
 * Runs a command in one transaction, tagged with who runs it so the audit trigger can record it.
 * Every write of the product goes through here: a failure anywhere rolls the whole command back.
 */
export function withTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('erario.user_id', ${actor.idUser === null ? '' : String(actor.idUser)}, true),
                 set_config('erario.client_id', ${actor.idClient === null ? '' : String(actor.idClient)}, true)`,
    );
    return work(tx as unknown as Tx);
  });
}
