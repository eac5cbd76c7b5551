import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import type { Job, Outcome } from './pool.ts';

/**
 * One thread of the pool: imports the module a job names (once; later jobs find it loaded), calls
 * the export it names with the job's arguments, and posts back the result or the error.
 */
const port = parentPort;
if (!port) throw new Error('worker.ts corre solo como hilo del grupo de trabajo');

// Structured cloning turns a Buffer into a plain Uint8Array: the called function gets a Buffer back.
const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

port.on('message', async (job: Job) => {
  let outcome: Outcome;
  try {
    const module = (await import(job.module)) as Record<string, unknown>;
    const run = module[job.name];
    if (typeof run !== 'function') throw new Error(`${job.module} no exporta la función ${job.name}`);
    outcome = { id: job.id, ok: true, value: await run(...job.args.map(asBuffer)) };
  } catch (error) {
    outcome =
      error instanceof AppError
        ? { id: job.id, ok: false, status: error.statusCode, message: error.message, fields: error.fields }
        : {
            id: job.id,
            ok: false,
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          };
  }
  port.postMessage(outcome);
});
