import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import pg from 'pg';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { startProxy } from '../proxy.ts';

export { expect } from '@playwright/test';

/**
 * Every spec file talks to a server of its own, started from the database the run prepared once
 * (e2e/global-setup.ts, e2e/serve.ts): a journey finds what the suite seeds and nothing another
 * journey wrote, whatever ran before it and on whichever worker. The files therefore run on as many
 * workers as the machine has cores; within a file, tests run in order and share its server.
 */
export const test = base.extend<object, { specServers: SpecServers }>({
  specServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use) => {
      const servers = new SpecServers();
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  // The file's server: started by the first test or hook of the file that asks for a page, a
  // request or the URL, and stopped when the worker moves on to another file.
  baseURL: [
    async ({ specServers }, use, testInfo) => {
      await use(await specServers.serve(testInfo.file));
    },
    { scope: 'test', timeout: 90_000 },
  ],
});

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * With E2E_DATABASE_URL (`npm run test:e2e:processes`), each file's database is a PostgreSQL database
 * copied from the run's template (e2e/global-setup.ts), served by E2E_PROCESSES server processes
 * behind a proxy that hands each request and socket to the next (e2e/proxy.ts): every journey then
 * passes through all of them, as behind a production load balancer.
 */
const SERVER_URL = process.env.E2E_DATABASE_URL;
const PROCESSES = Number(process.env.E2E_PROCESSES ?? 1);
let databases = 0;

class SpecServers {
  private current:
    | { file: string; url: string; processes: ChildProcess[]; close?(): Promise<void>; database?: string }
    | undefined;

  async serve(file: string): Promise<string> {
    if (this.current?.file === file) return this.current.url;
    await this.stop();
    if (SERVER_URL) {
      const template = process.env.E2E_TEMPLATE;
      if (!template) throw new Error('Falta la base modelo del recorrido (e2e/global-setup.ts)');
      const database = `${template}_${process.pid}_${++databases}`;
      // Two workers copying the template at once: PostgreSQL lets one copy at a time (55006).
      for (let tries = 0; ; tries++) {
        const copied = await onServer(`create database "${database}" template "${template}"`).then(
          () => true,
          (error: { code?: string }) => {
            if (error.code !== '55006' || tries > 40) throw error;
            return false;
          },
        );
        if (copied) break;
        await new Promise((done) => setTimeout(done, 250));
      }
      const url = new URL(SERVER_URL);
      url.pathname = `/${database}`;
      // Held from the first start on, so that a process or the proxy failing to start leaves nothing behind.
      this.current = { file, url: '', processes: [], database };
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, () => serverProcess('e2e/serve.ts', { DATABASE_URL: url.href })),
      );
      for (const s of started) if (s.status === 'fulfilled') this.current.processes.push(s.value.process);
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) {
        await this.stop();
        throw failed.reason;
      }
      const proxy = await startProxy(
        started.map((s) => (s as PromiseFulfilledResult<{ url: string }>).value.url),
      ).catch(async (error: unknown) => {
        await this.stop();
        throw error;
      });
      Object.assign(this.current, { url: proxy.url, close: proxy.close });
      return proxy.url;
    }
    const snapshot = process.env.E2E_SNAPSHOT;
    if (!snapshot) throw new Error('Falta la base preparada del recorrido (e2e/global-setup.ts)');
    const started = await serverProcess('e2e/serve.ts', { E2E_SNAPSHOT: snapshot });
    this.current = { file, url: started.url, processes: [started.process] };
    return started.url;
  }

  async stop(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    if (!current) return;
    await current.close?.();
    await Promise.all(
      current.processes.map(async (running) => {
        if (running.exitCode !== null || running.signalCode !== null) return;
        const exited = new Promise((done) => running.once('exit', done));
        running.kill('SIGTERM');
        await exited;
      }),
    );
    if (current.database) await onServer(`drop database if exists "${current.database}" with (force)`);
  }
}

/** A statement on E2E_DATABASE_URL's server (creating and dropping the files' databases). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts the server `script` (run by Node with tsx, from the repository's root) on a free port with
 * the suite's admin password and `env`, and answers once its health check does.
 */
export async function serverProcess(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor ${script} terminó (${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A port nobody listens on now, for the next server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
