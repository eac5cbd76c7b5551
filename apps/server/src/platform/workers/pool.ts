import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FieldError } from '@erario/contracts';
import { AppError } from '../errors.ts';

/**
 * CPU-heavy work off the main thread: rendering a PDF, writing a workbook, reading an uploaded file.
 * While one runs for seconds, the main thread keeps answering every other request of every
 * institution. A job names a module and one of its exported functions; a small pool of threads
 * (WORKER_THREADS, by default one per core but one, at least two and at most four) takes jobs in
 * order, one each at a time.
 *
 * Each thread has a memory ceiling (WORKER_MEMORY_MB): a job that goes past it (a workbook that
 * unpacks to gigabytes) ends its thread alone, and its caller gets a Spanish 422; so does one that
 * runs past its time. A new thread takes the next job.
 */
export interface Job {
  id: number;
  /** The module's URL (its `import.meta.url`). */
  module: string;
  name: string;
  args: unknown[];
}

export type Outcome =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; status?: AppError['statusCode']; fields?: FieldError[] };

interface Pending {
  job: Job;
  resolve(value: unknown): void;
  reject(error: Error): void;
  tooLarge: string;
  timeoutMs: number;
}

interface Slot {
  worker: Worker;
  running: (Pending & { timer: NodeJS.Timeout }) | null;
}

const SIZE = Number(process.env.WORKER_THREADS) || Math.min(4, Math.max(2, availableParallelism() - 1));
const MEMORY_MB = Number(process.env.WORKER_MEMORY_MB) || 768;
const TIMEOUT_MS = 120_000;
const BOOT = new URL('./boot.mjs', import.meta.url);

const slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(BOOT, { resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB } });
  const slot: Slot = { worker, running: null };
  // An idle pool does not keep the process alive; a job in flight holds it (see dispatch).
  worker.unref();
  worker.on('message', (outcome: Outcome) => {
    const pending = slot.running;
    if (!pending || pending.job.id !== outcome.id) return;
    settle(slot);
    if (outcome.ok) pending.resolve(asBuffer(outcome.value));
    else if (outcome.status) pending.reject(new AppError(outcome.status, outcome.message, outcome.fields));
    else pending.reject(new Error(outcome.message));
  });
  const lost = (error: Error | number) => {
    const pending = slot.running;
    drop(slot);
    if (pending) {
      clearTimeout(pending.timer);
      slot.running = null;
      const memory =
        error instanceof Error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      pending.reject(
        memory
          ? new AppError(422, pending.tooLarge)
          : error instanceof Error
            ? error
            : new Error(`El hilo de trabajo terminó (${error})`),
      );
    }
    dispatch();
  };
  worker.on('error', lost);
  worker.on('exit', (code) => {
    if (slots.includes(slot)) lost(code);
  });
  slots.push(slot);
  return slot;
}

function drop(slot: Slot): void {
  const at = slots.indexOf(slot);
  if (at >= 0) slots.splice(at, 1);
}

function settle(slot: Slot): void {
  if (slot.running) clearTimeout(slot.running.timer);
  slot.running = null;
  slot.worker.unref();
  dispatch();
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.running === null) ?? (slots.length < SIZE ? spawn() : null);
    if (!slot) return;
    const pending = queue.shift() as Pending;
    const timer = setTimeout(() => {
      // A job past its time: its thread is ended (nothing else runs on it) and replaced.
      drop(slot);
      slot.running = null;
      void slot.worker.terminate();
      pending.reject(
        new AppError(422, 'La operación tardó demasiado y se detuvo. Acote lo pedido e intente de nuevo.'),
      );
      dispatch();
    }, pending.timeoutMs);
    slot.running = { ...pending, timer };
    slot.worker.ref();
    try {
      slot.worker.postMessage(pending.job);
    } catch (error) {
      // Arguments that do not survive cloning (a function in them): the job never left, the slot is free.
      settle(slot);
      pending.reject(error as Error);
    }
  }
}

const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;

export interface OffThreadOptions {
  /** What the caller reads when the job passes the thread's memory ceiling. */
  tooLarge?: string;
  timeoutMs?: number;
}

/**
 * The exported function `name` of the module at `module`, called on a pool thread: its arguments and
 * result must survive structured cloning (plain data, Buffers, Dates; no functions, no class
 * instances). An AppError it throws reaches the caller as one.
 *
 *     export const renderPdf = offThread<typeof renderPdfHere>(import.meta.url, 'renderPdfHere');
 */
export function offThread<F extends (...args: never[]) => unknown>(
  module: string,
  name: string,
  options: OffThreadOptions = {},
): (...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>> {
  return (...args) =>
    new Promise((resolve, reject) => {
      queue.push({
        job: { id: nextId++, module, name, args },
        resolve: resolve as (value: unknown) => void,
        reject,
        tooLarge:
          options.tooLarge ??
          'La operación necesita más memoria de la que el servidor da a una sola tarea. Acote lo pedido.',
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      });
      dispatch();
    });
}

/** Threads alive and jobs waiting: for the health answer and for tests. */
export function poolState(): { threads: number; busy: number; waiting: number } {
  return { threads: slots.length, busy: slots.filter((s) => s.running).length, waiting: queue.length };
}
