import { badRequest } from '../errors.ts';

/** Jobs for pool.test.ts: what a real task may do on a pool thread, each taken to its end. */

export function refuse(field: string): never {
  throw badRequest('Revise el archivo', [{ field, message: 'no se puede leer' }]);
}

export function echo(bytes: Buffer): { isBuffer: boolean; text: string } {
  return { isBuffer: Buffer.isBuffer(bytes), text: bytes.toString('utf8') };
}

/** Grows the heap until the thread's ceiling ends it. */
export function exhaust(): number {
  const kept: number[][] = [];
  // 4 MB of heap a step, as a parser grows: one step far larger than that could pass the ceiling in a
  // single allocation, which V8 answers by ending the whole process, not the thread.
  for (;;) kept.push(new Array(500_000).fill(kept.length + 0.5));
}

/** Keeps the thread busy for `ms`, without yielding. */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let n = 0;
  while (Date.now() < until) n++;
  return n;
}
