import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD } from './fixtures.ts';

/**
 * Prepares, once per run, the database every spec file's server starts from (e2e/serve.ts with
 * E2E_DUMP): migrations, the demo seed, the suite's users and budget. The workers find its dump in
 * E2E_SNAPSHOT; the returned function removes it at the end of the run.
 */
export default function globalSetup(): () => void | Promise<void> {
  if (process.env.E2E_DATABASE_URL) return templateOnServer(process.env.E2E_DATABASE_URL);
  const folder = mkdtempSync(join(tmpdir(), 'erario-e2e-'));
  const file = join(folder, 'suite.tar');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    env: { ...process.env, E2E_DUMP: file, DATA_DIR: 'memory://', ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error('No se pudo preparar la base de los recorridos (e2e/serve.ts)');
  process.env.E2E_SNAPSHOT = file;
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * On PostgreSQL (`npm run test:e2e:processes`): the same preparation into a template database on the
 * server, which each file's database copies (e2e/tests/test.ts); dropped at the end of the run.
 */
function templateOnServer(serverUrl: string): () => Promise<void> {
  const template = `erario_e2e_${process.pid}`;
  const psql = (statement: string) => {
    const run = spawnSync('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qc', statement], {
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`psql: ${statement}`);
  };
  psql(`drop database if exists "${template}"`);
  psql(`create database "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    env: { ...process.env, E2E_PREPARE_URL: url.href, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (made.status !== 0)
    throw new Error('No se pudo preparar la base modelo de los recorridos (e2e/serve.ts)');
  process.env.E2E_TEMPLATE = template;
  return async () => psql(`drop database if exists "${template}"`);
}
