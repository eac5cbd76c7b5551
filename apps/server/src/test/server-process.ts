import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on now, on the loopback. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A server started as its own OS process: its address, the process, what it printed, and how to stop it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  log(): string;
  /** SIGTERM, waiting for it to end; nothing when it already has. */
  stop(): Promise<void>;
}

/**
 * Starts `main.ts` as `npm start` does, in its own OS process on a free port with `env` (the test's
 * own JWT_SECRET left out: the process reads the installation's from the database, as the tests' app
 * does), and answers once it is ready (`/api/health`), or throws with what it printed.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  readyWithinMs = 50_000,
): Promise<ServerProcess> {
  // A name given without a value (a file's database URL on PGlite) would silently start another database.
  const missing = Object.entries(env).find(([, value]) => value === undefined);
  if (missing) throw new Error(`startServerProcess: ${missing[0]} sin valor`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let printed = '';
  const { JWT_SECRET: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
      // Where `url` says it listens, whatever the caller passed.
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const started: ServerProcess = {
    url,
    child,
    log: () => printed,
    async stop() {
      if (ended()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (ended()) throw new Error(`el proceso terminó:\n${printed}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return started;
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`el proceso no arrancó:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
