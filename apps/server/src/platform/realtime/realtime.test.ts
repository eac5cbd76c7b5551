import type { Namespace } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { snapshotPusher } from './realtime.ts';

/**
 * A namespace with one screen in `queue:1:1` that records what each room is sent, and the queue's
 * pusher on it, reading its snapshot with `snapshot`.
 */
function fakeSpace(snapshot: () => Promise<unknown>) {
  const sent: { room: string; payload: unknown }[] = [];
  const space = {
    adapter: { rooms: new Map([['queue:1:1', new Set(['pantalla'])]]) },
    to: (room: string) => ({ emit: (_event: string, payload?: unknown) => sent.push({ room, payload }) }),
  } as unknown as Pick<Namespace, 'adapter' | 'to'>;
  const push = snapshotPusher({} as Db, space, { event: 'queue', snapshot }, systemClock);
  return { push, sent };
}

/** Longer than the pusher's moment to gather a burst. */
const later = () => new Promise((r) => setTimeout(r, 60));

describe('the live feeds’ snapshots', () => {
  it('are read once for a burst of changes, and the last sent sees them all', async () => {
    let version = 0;
    let reads = 0;
    const release: (() => void)[] = [];
    const { push, sent } = fakeSpace(async () => {
      reads += 1;
      const seen = version;
      await new Promise<void>((r) => release.push(r));
      return { version: seen };
    });
    // Three changes at once: one read.
    version = 1;
    push('queue:1:1');
    push('queue:1:1');
    push('queue:1:1');
    await later();
    // Nine more while that read is in flight: one read more, after it, which sees them all.
    for (let i = 2; i <= 10; i++) {
      version = i;
      push('queue:1:1');
    }
    release.shift()?.();
    await later();
    release.shift()?.();
    await later();
    expect(reads).toBe(2);
    expect(sent).toEqual([
      { room: 'queue:1:1', payload: { version: 1 } },
      { room: 'queue:1:1', payload: { version: 10 } },
    ]);
  });

  it('are not read for a room without a screen on this server, and fall back to a bare word', async () => {
    let reads = 0;
    const { push, sent } = fakeSpace(async () => {
      reads += 1;
      throw new Error('la base no responde');
    });
    push('queue:1:2');
    await later();
    expect(reads).toBe(0);
    push('queue:1:1');
    await later();
    expect(reads).toBe(1);
    expect(sent).toEqual([{ room: 'queue:1:1', payload: undefined }]);
  });
});
