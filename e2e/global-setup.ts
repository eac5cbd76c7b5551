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
export default function globalSetup(): () => void {
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
