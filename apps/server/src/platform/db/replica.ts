import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { databaseUnreachable, pgErrorOf } from './pg-error.ts';

/**
 * Where reports and lists read: `DATABASE_REPLICA_URL`'s streaming replica when one is set, so the
 * heavy reads leave the primary to the postings; the primary otherwise.
 *
 * A replica replays the primary's WAL a little behind it. A person who has just saved a row and opens
 * its list must see it, and so must anyone after them: a read goes to the replica only once it has
 * replayed everything the primary had written when the read began (`pg_current_wal_lsn()`, a read of
 * shared memory on the primary). A replica still behind after `CATCH_UP_MS` leaves the read to the
 * primary, and the reads of the next `BEHIND_MS` go there without waiting. A replica out of reach, no
 * longer replaying (promoted), or failing a read (cut, or a long report cancelled by a conflict with
 * what it replays) leaves that read and those of the next `RETRY_MS` to the primary. Nothing is ever
 * read stale, and a replica in trouble costs no request.
 *
 * The URL names one server: behind a balancer over several replicas, the check and the read could
 * reach different ones.
 */
export interface Reads {
  /** Runs a read where it may go: on the replica once it has caught up, else on the primary. */
  read<T>(run: (db: Db) => Promise<T>): Promise<T>;
  /** How many reads each went to, for the metrics (nothing where no replica is set). */
  counts(): { replica: number; primary: number } | null;
}

/** How long a read waits for the replica to catch up before going to the primary. */
const CATCH_UP_MS = 250;
/** How often, meanwhile, it asks the replica how far it has replayed. */
const POLL_MS = 20;
/** How long reads go straight to the primary after the replica was found behind. */
const BEHIND_MS = 1_000;
/** How long a replica in trouble is left alone. */
const RETRY_MS = 5_000;

class ReplicaTrouble extends Error {}

export function readsOn(primary: Db, replica?: Db, onTrouble?: (error: unknown) => void): Reads {
  if (!replica) return { read: (run) => run(primary), counts: () => null };
  const counts = { replica: 0, primary: 0 };
  let primaryUntil = 0;
  const trouble = (error: unknown) => {
    primaryUntil = Date.now() + RETRY_MS;
    onTrouble?.(error);
  };

  /** Whether the replica has replayed `lsn` within CATCH_UP_MS; throws ReplicaTrouble when it cannot say. */
  async function caughtUp(lsn: string): Promise<boolean> {
    const until = Date.now() + CATCH_UP_MS;
    for (;;) {
      const asked = (replica as Db).execute<{ replaying: boolean; caught_up: boolean | null }>(
        sql`select pg_is_in_recovery() as replaying, pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as caught_up`,
      );
      // A replica that does not answer (rather than refuse) would hold the read for the kernel's retries.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ReplicaTrouble(`la réplica no respondió en ${CATCH_UP_MS} ms`)),
          CATCH_UP_MS,
        );
      });
      const [row] = (await Promise.race([asked, late]).finally(() => clearTimeout(timer))).rows;
      if (!row?.replaying)
        throw new ReplicaTrouble('DATABASE_REPLICA_URL no es una réplica en recuperación (¿promovida?)');
      if (row.caught_up) return true;
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const onPrimary = <T>(run: (db: Db) => Promise<T>) => {
    counts.primary++;
    return run(primary);
  };

  return {
    async read(run) {
      if (Date.now() < primaryUntil) return onPrimary(run);
      const [written] = (
        await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)
      ).rows;
      try {
        if (!(await caughtUp(written?.lsn as string))) {
          primaryUntil = Date.now() + BEHIND_MS;
          return onPrimary(run);
        }
      } catch (error) {
        trouble(error);
        return onPrimary(run);
      }
      try {
        const answer = await run(replica);
        counts.replica++;
        return answer;
      } catch (error) {
        // Cut under the read, or a long read cancelled because it held back what the replica replays
        // (SQLSTATE 40001 on a replica): the primary answers it. Any other error is the read's own.
        if (!databaseUnreachable(error) && pgErrorOf(error)?.code !== '40001') throw error;
        trouble(error);
        return onPrimary(run);
      }
    },
    counts: () => ({ ...counts }),
  };
}
