import { describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { readsOn } from './replica.ts';

/**
 * Where a read goes when the replica fails it after saying it had caught up (replica.pg.test.ts runs
 * the rest on a real replica): a cut connection or a read cancelled by a conflict with recovery is
 * answered by the primary, and the replica is left alone for a while; the read's own error is its own.
 */
const primaryDb = {
  execute: async () => ({ rows: [{ lsn: '0/100' }] }),
} as unknown as Db;

function replicaFailing(error: unknown) {
  let asked = 0;
  const db = {
    execute: async () => {
      asked++;
      return { rows: [{ replaying: true, caught_up: true }] };
    },
  } as unknown as Db;
  return { db, asked: () => asked, error };
}

describe('reads on a replica that fails them', () => {
  it('goes to the primary when the read is cut or cancelled by recovery, and keeps away for a while', async () => {
    for (const error of [
      Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }),
      Object.assign(new Error('Connection terminated unexpectedly'), {}),
    ]) {
      const replica = replicaFailing(error);
      const troubles: unknown[] = [];
      const reads = readsOn(primaryDb, replica.db, (e) => troubles.push(e));
      const answer = await reads.read(async (db) => {
        if (db === replica.db) throw error;
        return 'de la principal';
      });
      expect(answer).toBe('de la principal');
      expect(troubles).toEqual([error]);
      // The next read does not ask the replica.
      const before = replica.asked();
      expect(await reads.read(async (db) => (db === primaryDb ? 'principal' : 'réplica'))).toBe('principal');
      expect(replica.asked()).toBe(before);
      expect(reads.counts()).toEqual({ replica: 0, primary: 2 });
    }
  });

  it('goes to the primary when the replica was promoted or does not answer its check', async () => {
    const promoted = {
      execute: async () => ({ rows: [{ replaying: false, caught_up: true }] }),
    } as unknown as Db;
    const silent = { execute: () => new Promise(() => undefined) } as unknown as Db;
    for (const [replica, why] of [
      [promoted, /no es una réplica en recuperación/],
      [silent, /no respondió en 250 ms/],
    ] as const) {
      const troubles: Error[] = [];
      const reads = readsOn(primaryDb, replica, (e) => troubles.push(e as Error));
      expect(await reads.read(async (db) => db === primaryDb)).toBe(true);
      expect(troubles[0]?.message).toMatch(why);
    }
  });

  it("leaves the read's own error its own", async () => {
    const replica = replicaFailing(null);
    const reads = readsOn(primaryDb, replica.db);
    const own = Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' });
    await expect(
      reads.read(async () => {
        throw own;
      }),
    ).rejects.toBe(own);
  });

  it('is the primary alone where no replica is set', async () => {
    const reads = readsOn(primaryDb);
    expect(await reads.read(async (db) => db === primaryDb)).toBe(true);
    expect(reads.counts()).toBeNull();
  });
});
