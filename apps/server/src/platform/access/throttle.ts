import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * Where failures are counted. The database's (`databaseThrottleStore`) is what the server uses: every
 * process counts the same failures. The memory's serves the rules' own tests.
 */
export interface ThrottleStore {
  /** Each key's failures after `since` (ms since the epoch), oldest first; a key with none is absent. */
  times(keys: readonly string[], since: number): Promise<Map<string, number[]>>;
  /** Records a failure of each key at `at`, and forgets what is older than `forgetBefore`. */
  add(keys: readonly string[], at: number, forgetBefore: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function databaseThrottleStore(db: Db): ThrottleStore {
  return {
    async times(keys, since) {
      const found = await db.execute<{ key: string; at: string | number }>(sql`
        select key, at from throttle_failure
         where key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)) and at > ${since}
         order by at, id`);
      const times = new Map<string, number[]>();
      for (const row of found.rows) times.set(row.key, [...(times.get(row.key) ?? []), Number(row.at)]);
      return times;
    },
    async add(keys, at, forgetBefore) {
      // Its own statement, outside the request's transaction: a failure counts though its request fails.
      await db.execute(sql`
        with forgotten as (delete from throttle_failure where at <= ${forgetBefore})
        insert into throttle_failure (key, at)
        select k, ${at}::bigint from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) k`);
    },
    async clear(key) {
      await db.execute(sql`delete from throttle_failure where key = ${key}`);
    },
  };
}

export function memoryThrottleStore(): ThrottleStore {
  const failures = new Map<string, number[]>();
  return {
    async times(keys, since) {
      const times = new Map<string, number[]>();
      for (const key of keys) {
        const recent = (failures.get(key) ?? []).filter((t) => t > since);
        if (recent.length > 0) times.set(key, recent);
      }
      return times;
    },
    async add(keys, at, forgetBefore) {
      for (const key of keys)
        failures.set(key, [...(failures.get(key) ?? []).filter((t) => t > forgetBefore), at]);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/** The longest any throttle remembers a failure: the sign-in's hour. */
const LONGEST_WINDOW_MS = 60 * 60_000;

/** Counts failures per key in a sliding window and blocks the key once it reaches the limit. */
export class FailureThrottle {
  constructor(
    private readonly store: ThrottleStore,
    /** Names this throttle's keys apart from another's in the same store. */
    private readonly kind: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string, now = Date.now()): Promise<number> {
    const recent =
      (await this.store.times([this.keyOf(key)], now - this.windowMs)).get(this.keyOf(key)) ?? [];
    return blockedSeconds(recent, this.limit, this.windowMs, now);
  }

  fail(key: string, now = Date.now()): Promise<void> {
    return this.store.add([this.keyOf(key)], now, now - LONGEST_WINDOW_MS);
  }

  private keyOf(key: string) {
    return `${this.kind}:${key}`;
  }
}

/** Seconds until failures at `recent` (oldest first) fall under `limit` in the window, or 0. */
function blockedSeconds(recent: readonly number[], limit: number, windowMs: number, now: number): number {
  if (recent.length < limit) return 0;
  const oldest = recent[recent.length - limit] ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/** Failures of one account from one address that pass without delay; after them each waits twice the last. */
const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 5_000;
const LONGEST_DELAY_MS = 15 * 60_000;
/** ASVS 2.2.1: no more than 100 failed attempts an hour on one account, whatever their sources. */
const ACCOUNT_FAILURES_PER_HOUR = 100;
/** Failures from one address, over every account (credential stuffing from one source). */
const ADDRESS_FAILURES = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;

/**
 * How sign-in slows down guessing without letting anyone lock another person out (ASVS 2.2.1):
 *
 * - an account's failures from one address pass three times, then each waits twice the last (5 s,
 *   10 s, 20 s… up to 15 minutes): whoever guesses slows only their own attempts;
 * - an address that fails 20 times in 15 minutes, over any accounts, waits until the oldest ages out;
 * - an account that collects 100 failures in an hour takes no more attempts from the addresses that
 *   failed on it; an address with no failure on it (its owner at their desk) still signs in.
 *
 * A successful sign-in clears its account-and-address failures. Counted in the store (the database's
 * in the server), so every process of the installation counts the same failures.
 */
export class SignInThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Seconds until `account` may be tried again from `address`, or 0. */
  async blockedFor(account: string, address: string, now = Date.now()): Promise<number> {
    const keys = keysOf(account, address);
    // An hour of an account-and-address's failures: long enough that waiting out one delay does not
    // start the count again. One read for the three counts.
    const times = await this.store.times([keys.pair, keys.address, keys.account], now - LONGEST_WINDOW_MS);
    const failures = times.get(keys.pair) ?? [];
    let waitMs = 0;
    if (failures.length >= FREE_FAILURES) {
      const delay = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures.length - FREE_FAILURES));
      waitMs = (failures.at(-1) ?? now) + delay - now;
    }
    const byAddress = (times.get(keys.address) ?? []).filter((t) => t > now - ADDRESS_WINDOW_MS);
    const seconds = Math.max(
      0,
      Math.ceil(waitMs / 1000),
      blockedSeconds(byAddress, ADDRESS_FAILURES, ADDRESS_WINDOW_MS, now),
    );
    if (failures.length > 0)
      return Math.max(
        seconds,
        blockedSeconds(times.get(keys.account) ?? [], ACCOUNT_FAILURES_PER_HOUR, 60 * 60_000, now),
      );
    return seconds;
  }

  fail(account: string, address: string, now = Date.now()): Promise<void> {
    const keys = keysOf(account, address);
    return this.store.add([keys.pair, keys.address, keys.account], now, now - LONGEST_WINDOW_MS);
  }

  succeed(account: string, address: string): Promise<void> {
    return this.store.clear(keysOf(account, address).pair);
  }
}

const keysOf = (account: string, address: string) => ({
  // The address (an IP) has no line break: the last one divides the pair however the account is spelt.
  pair: `sign-in:${account.toLowerCase()}\n${address}`,
  address: `sign-in-address:${address}`,
  account: `sign-in-account:${account.toLowerCase()}`,
});
