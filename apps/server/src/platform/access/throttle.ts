/**
 * Counts failures per key in a sliding window and blocks the key once it reaches the limit.
 * Kept in memory: one process serves every service; a restart forgets, which errs on the user's side.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 100_000) this.prune(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  /** The key's failures still in the window, oldest first. */
  times(key: string, now = Date.now()): number[] {
    return this.recent(key, now);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((t) => t <= now - this.windowMs)) this.failures.delete(key);
    }
  }
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
 * A successful sign-in clears its account-and-address failures. Kept in memory, as FailureThrottle.
 */
export class SignInThrottle {
  // An hour of an account-and-address's failures: long enough that waiting out one delay does not
  // start the count again.
  private readonly pairs = new FailureThrottle(Number.POSITIVE_INFINITY, 60 * 60_000);
  private readonly addresses = new FailureThrottle(ADDRESS_FAILURES, ADDRESS_WINDOW_MS);
  private readonly accounts = new FailureThrottle(ACCOUNT_FAILURES_PER_HOUR, 60 * 60_000);

  /** Seconds until `account` may be tried again from `address`, or 0. */
  blockedFor(account: string, address: string, now = Date.now()): number {
    const pair = `${account.toLowerCase()}\u0000${address}`;
    const failures = this.pairs.times(pair, now);
    let waitMs = 0;
    if (failures.length >= FREE_FAILURES) {
      const delay = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures.length - FREE_FAILURES));
      waitMs = (failures.at(-1) ?? now) + delay - now;
    }
    const seconds = Math.max(0, Math.ceil(waitMs / 1000), this.addresses.blockedFor(address, now));
    if (failures.length > 0) return Math.max(seconds, this.accounts.blockedFor(account.toLowerCase(), now));
    return seconds;
  }

  fail(account: string, address: string, now = Date.now()): void {
    this.pairs.fail(`${account.toLowerCase()}\u0000${address}`, now);
    this.addresses.fail(address, now);
    this.accounts.fail(account.toLowerCase(), now);
  }

  succeed(account: string, address: string): void {
    this.pairs.clear(`${account.toLowerCase()}\u0000${address}`);
  }
}
