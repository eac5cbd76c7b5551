import { describe, expect, it } from 'vitest';
import { memoryThrottleStore, SignInThrottle } from './throttle.ts';

const T0 = Date.UTC(2026, 10, 26, 12);
const s = (seconds: number) => T0 + seconds * 1000;

describe('sign-in throttle (ASVS 2.2.1)', async () => {
  it('lets three failures of an account from one address pass, then makes each wait twice the last', async () => {
    const throttle = new SignInThrottle(memoryThrottleStore());
    for (let i = 0; i < 3; i++) {
      expect(await throttle.blockedFor('ana', '10.0.0.9', s(i))).toBe(0);
      await throttle.fail('ana', '10.0.0.9', s(i));
    }
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(2))).toBe(5);
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(7))).toBe(0);
    await throttle.fail('ana', '10.0.0.9', s(7));
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(7))).toBe(10);
    await throttle.fail('ana', '10.0.0.9', s(17));
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(17))).toBe(20);
    // Never longer than a quarter of an hour.
    for (let i = 0; i < 20; i++) await throttle.fail('ANA', '10.0.0.9', s(20 + i));
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(39))).toBe(15 * 60);
  });

  it('slows only the guesser: the same account from another address is not kept waiting', async () => {
    const throttle = new SignInThrottle(memoryThrottleStore());
    for (let i = 0; i < 10; i++) await throttle.fail('ana', '10.0.0.9', s(i * 100));
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(901))).toBeGreaterThan(0);
    expect(await throttle.blockedFor('ana', '192.168.1.20', s(901))).toBe(0);
  });

  it('clears an address’s failures on an account when it signs in', async () => {
    const throttle = new SignInThrottle(memoryThrottleStore());
    for (let i = 0; i < 3; i++) await throttle.fail('ana', '10.0.0.9', s(i));
    await throttle.succeed('Ana', '10.0.0.9');
    expect(await throttle.blockedFor('ana', '10.0.0.9', s(3))).toBe(0);
  });

  it('stops an address that fails twenty times over any accounts', async () => {
    const throttle = new SignInThrottle(memoryThrottleStore());
    for (let i = 0; i < 20; i++) await throttle.fail(`usuario-${i}`, '10.0.0.66', s(i));
    expect(await throttle.blockedFor('otro', '10.0.0.66', s(20))).toBeGreaterThan(0);
    expect(await throttle.blockedFor('otro', '10.0.0.67', s(20))).toBe(0);
  });

  it('takes no more than 100 failures an hour on one account from the addresses that failed, and still lets a clean one in', async () => {
    const throttle = new SignInThrottle(memoryThrottleStore());
    for (let i = 0; i < 100; i++) await throttle.fail('ana', `10.1.${Math.floor(i / 250)}.${i % 250}`, s(i));
    // An address that failed once on the account (no delay of its own yet) waits for the hour.
    expect(await throttle.blockedFor('ana', '10.1.0.5', s(100))).toBeGreaterThan(50 * 60);
    // The owner, from an address with no failure on the account, is not kept out.
    expect(await throttle.blockedFor('ana', '192.168.1.20', s(100))).toBe(0);
    // After the hour the account takes attempts again.
    expect(await throttle.blockedFor('ana', '10.1.0.5', s(3700))).toBe(0);
  });
});
