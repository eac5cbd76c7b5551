import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Where reports and lists read: `DATABASE_REPLICA_URL`'s streaming replica when one is set, so the
 * heavy reads leave the primary to the postings; the primary otherwise.
 *
 * A replica replays the primary's WAL a little behind it. A person who has just saved a row and opens
 * its list must see it, and so must anyone after them: a read goes to the replica only once it has
 * replayed everything the primary had written when the read began (`pg_current_wal_lsn()`, a read of
 * shared memory on the primary). A replica still behind after `CATCH_UP_MS`, or out of reach, leaves
 * the read to the primary; one out of reach is not asked again for `RETRY_MS`. Nothing is ever read
 * stale, and a replica that falls over costs no request.
 */
export interface Reads {
  /** The database this read goes to (the replica's, or the primary's). */
  db(): Promise<Db>;
  /** How many reads each went to, for the metrics (nothing where no replica is set). */
  counts(): { replica: number; primary: number } | null;
}

/** How long a read waits for the replica to catch up before going to the primary. */
const CATCH_UP_MS = 250;
/** How often, meanwhile, it asks the replica how far it has replayed. */
const POLL_MS = 10;
/** How long a replica out of reach is left alone. */
const RETRY_MS = 5_000;

export function readsOn(primary: Db, replica?: Db, onDown?: (error: unknown) => void): Reads {
  if (!replica) return { db: async () => primary, counts: () => null };
  const counts = { replica: 0, primary: 0 };
  let downUntil = 0;
  const toPrimary = () => {
    counts.primary++;
    return primary;
  };
  return {
    async db() {
      if (Date.now() < downUntil) return toPrimary();
      const [written] = (
        await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)
      ).rows;
      const waitUntil = Date.now() + CATCH_UP_MS;
      try {
        for (;;) {
          const [replayed] = (
            await replica.execute<{ caught_up: boolean | null }>(
              sql`select pg_last_wal_replay_lsn() >= ${written?.lsn}::pg_lsn as caught_up`,
            )
          ).rows;
          // Null: the server is not replaying anything (a primary, or a replica since promoted).
          if (replayed?.caught_up == null)
            throw new Error(
              'DATABASE_REPLICA_URL no es una réplica en recuperación (pg_last_wal_replay_lsn() es nulo).',
            );
          if (replayed.caught_up) {
            counts.replica++;
            return replica;
          }
          if (Date.now() >= waitUntil) return toPrimary();
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      } catch (error) {
        downUntil = Date.now() + RETRY_MS;
        onDown?.(error);
        return toPrimary();
      }
    },
    counts: () => ({ ...counts }),
  };
}
