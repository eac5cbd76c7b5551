import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { offThread, poolState } from './pool.ts';
import type * as tasks from './pool-fixture.ts';

const FIXTURE = new URL('./pool-fixture.ts', import.meta.url).href;
const refuse = offThread<typeof tasks.refuse>(FIXTURE, 'refuse');
const echo = offThread<typeof tasks.echo>(FIXTURE, 'echo');
const exhaust = offThread<typeof tasks.exhaust>(FIXTURE, 'exhaust', { tooLarge: 'Demasiado grande.' });
const spin = offThread<typeof tasks.spin>(FIXTURE, 'spin', { timeoutMs: 300 });

describe('the worker pool', () => {
  it('hands a Buffer to the task and its Spanish refusal back to the caller as the same error', async () => {
    expect(await echo(Buffer.from('año'))).toEqual({ isBuffer: true, text: 'año' });
    const refused = await refuse('content').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 400,
      message: 'Revise el archivo',
      fields: [{ field: 'content', message: 'no se puede leer' }],
    });
  });

  it('refuses a job whose arguments cannot travel to a thread, and stays free for the next', async () => {
    const refused = await echo((() => 1) as unknown as Buffer).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).name).toBe('DataCloneError');
    expect(await echo(Buffer.from('libre'))).toEqual({ isBuffer: true, text: 'libre' });
    expect(poolState()).toMatchObject({ busy: 0, waiting: 0 });
  });

  it('ends a thread that passes its memory ceiling, answers 422, and serves the next job', async () => {
    const failed = await exhaust().catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: 422, message: 'Demasiado grande.' });
    expect(await echo(Buffer.from('sigue'))).toEqual({ isBuffer: true, text: 'sigue' });
  });

  it('stops a job past its time, and runs jobs on other threads meanwhile', async () => {
    const [late, other] = await Promise.all([
      spin(5_000).catch((e: unknown) => e),
      echo(Buffer.from('a la vez')),
    ]);
    expect(late).toMatchObject({
      statusCode: 422,
      message: 'La operación tardó demasiado y se detuvo. Acote lo pedido e intente de nuevo.',
    });
    expect(other.text).toBe('a la vez');
    expect(poolState()).toMatchObject({ busy: 0, waiting: 0 });
  });
});
