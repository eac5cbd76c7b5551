import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from '../../test/server-process.ts';

/**
 * DATABASE_REPLICA_URL on a real streaming replica, both started here (in the PostgreSQL pass, which
 * has PostgreSQL's programs; about 10 s): a PostgreSQL primary in a folder of its own, a replica taken
 * from it with pg_basebackup and replaying its WAL, and the server (`main.ts`, as `npm start` runs
 * it) on both. Lists and reports are read on the replica once it has replayed what the primary had
 * when the read began; a replica held back (its replay paused) or stopped leaves them to the primary,
 * never stale and never failing.
 */
const PASSWORD = 'Replica-Clave-2026';
const METRICS = 'metricas-de-la-prueba-de-replica';
const BIN = execFileSync('pg_config', ['--bindir']).toString().trim();
/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const AS_ROOT = process.getuid?.() === 0;
const folder = mkdtempSync(join(tmpdir(), 'erario-replica-'));
const primaryDir = join(folder, 'primary');
const replicaDir = join(folder, 'replica');

let primaryPort = 0;
let replicaPort = 0;
let server: ServerProcess | undefined;
let token = '';
let idPeriod = 0;

function postgres(program: string, ...args: string[]) {
  const path = join(BIN, program);
  return AS_ROOT
    ? execFileSync('runuser', ['-u', 'postgres', '--', path, ...args], { stdio: 'pipe' })
    : execFileSync(path, args, { stdio: 'pipe' });
}

const start = (dir: string, port: number) =>
  postgres(
    'pg_ctl',
    '-D',
    dir,
    '-l',
    join(folder, `${port}.log`),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    'start',
  );

async function sqlOn(port: number, text: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function api(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${server?.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text}\n${server?.log()}`).toBe(200);
  return JSON.parse(text).data;
}

/** Waits until the replica has replayed a beneficiary saved on the primary. */
async function replayed(name: string) {
  const deadline = Date.now() + 10_000;
  const query = `select count(*)::int as n from beneficiary where name = '${name}'`;
  while ((await sqlOn(replicaPort, query))[0]?.n !== 1) {
    if (Date.now() > deadline) throw new Error(`la réplica no recibió ${name} en 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Reads sent to each database so far, from the metrics. */
async function reads() {
  const text = await (
    await fetch(`${server?.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })
  ).text();
  const count = (target: string) =>
    Number(new RegExp(`erario_db_reads_total\\{target="${target}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN);
  return { replica: count('replica'), primary: count('primary') };
}

beforeAll(async () => {
  chmodSync(folder, 0o777);
  [primaryPort, replicaPort] = [await freePort(), await freePort()];
  postgres('initdb', '-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync');
  writeFileSync(
    join(primaryDir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
  );
  start(primaryDir, primaryPort);
  postgres(
    'pg_basebackup',
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
  );
  start(replicaDir, replicaPort);
  expect(await sqlOn(replicaPort, 'select pg_is_in_recovery() as replica')).toEqual([{ replica: true }]);

  server = await startServerProcess(
    {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      DATABASE_REPLICA_URL: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
      ADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'off',
      SA_MFA: 'optional',
      METRICS_TOKEN: METRICS,
    },
    110_000,
  );
  const signed = await api('POST', '/api/user/auth', { usuario: 'admin', password: PASSWORD });
  token = signed.tokenInfo.access_token;
  idPeriod = signed.userInfo[0].idPeriod;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [replicaDir, primaryDir])
    try {
      postgres('pg_ctl', '-D', dir, '-m', 'immediate', 'stop');
    } catch {
      // Already stopped (the test stops the replica).
    }
  rmSync(folder, { recursive: true, force: true });
});

const names = async () =>
  ((await api('GET', '/api/finance/beneficiary/findAll?size=100')).rows as { name: string }[])
    .map((r) => r.name)
    // The ones this test saves (the institution starts with the tax office's).
    .filter((name) => name.endsWith(', C.A.'))
    .sort();
const beneficiary = (code: string, name: string) =>
  api('POST', '/api/finance/beneficiary/create', { code, name, active: true });
/** A report: its rows read where the lists' are. */
const report = () => api('GET', `/api/reports/budget/clasificador?idPeriod=${idPeriod}&size=5`);

describe('reports and lists on a streaming replica', () => {
  it('read on the replica once it has caught up, on the primary while it lags or is down, never stale', async () => {
    // Caught up: a row saved on the primary is in the list read at once, from the replica.
    let before = await reads();
    await beneficiary('J-30000001-0', 'Primero, C.A.');
    await replayed('Primero, C.A.');
    expect(await names()).toEqual(['Primero, C.A.']);
    await report();
    let after = await reads();
    // Both read on the replica, unless background writes on the primary (the audit's sealing) were
    // not yet replayed within the 250 ms a read waits: then that one read on the primary.
    expect(after.replica - before.replica).toBeGreaterThanOrEqual(1);
    expect(after.replica - before.replica + (after.primary - before.primary)).toBe(2);

    // Held back: the replica stops replaying; the next row is still in the list, read on the primary.
    await sqlOn(replicaPort, 'select pg_wal_replay_pause()');
    await beneficiary('J-30000002-0', 'Segundo, C.A.');
    before = after;
    expect(await names()).toEqual(['Primero, C.A.', 'Segundo, C.A.']);
    after = await reads();
    expect(after.primary - before.primary).toBe(1);
    // The replica itself does not have it: the answer did not come from there.
    expect(
      await sqlOn(replicaPort, "select count(*)::int as n from beneficiary where name = 'Segundo, C.A.'"),
    ).toEqual([{ n: 0 }]);

    // Replaying again: back on the replica.
    await sqlOn(replicaPort, 'select pg_wal_replay_resume()');
    await replayed('Segundo, C.A.');
    // Found behind, it was left alone for a second.
    await new Promise((r) => setTimeout(r, 1_100));
    before = after;
    expect(await names()).toEqual(['Primero, C.A.', 'Segundo, C.A.']);
    after = await reads();
    expect(after.replica - before.replica).toBe(1);

    // Stopped: every read goes to the primary, none fails, and a warning says why.
    postgres('pg_ctl', '-D', replicaDir, '-m', 'immediate', 'stop');
    await beneficiary('J-30000003-0', 'Tercero, C.A.');
    before = after;
    expect(await names()).toEqual(['Primero, C.A.', 'Segundo, C.A.', 'Tercero, C.A.']);
    await report();
    after = await reads();
    expect(after.primary - before.primary).toBe(2);
    expect(server?.log()).toContain('la réplica no responde');
  });
});
