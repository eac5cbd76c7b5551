/**
 * `npm run bench`: measures the server as a finance office would load it, on the embedded database
 * and on the PostgreSQL server when one answers, and writes docs/performance.md. Each figure stands
 * beside its floor from the same run: an empty route on the same server, the same SQL straight on
 * the database. Traffic goes to 127.0.0.1 only, for a bounded time.
 *
 * BENCH_ONLY=treasury measures only the treasury (import, bank book, reconciliation), and
 * BENCH_ONLY=revenue only the daily close, BENCH_ONLY=inventory only the assets and their BM forms,
 * BENCH_ONLY=payroll only the payroll runs, BENCH_ONLY=queue only the queue's live screens, and
 * BENCH_ONLY=budget only the expense budget (posting, the race, the fifteen reports): no load, no web
 * build, bundle or browser; each
 * writes its own page to BENCH_OUT (by default a file in the temporary folder, never over
 * docs/performance.md, which a whole run writes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedDemo } from '../../apps/server/src/demo.seed.ts';
import { hashPassword, verifyPassword } from '../../apps/server/src/modules/identity/password.ts';
import { sessionCheck, sessionStands } from '../../apps/server/src/modules/identity/session.service.ts';
import { prepareDatabase } from '../../apps/server/src/modules.ts';
import { sealAudit } from '../../apps/server/src/platform/audit/audit-chain.ts';
import { type Db, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import {
  ACCOUNTS,
  type BudgetFixture,
  budgetReportCases,
  DOCUMENTS,
  LINES_PER_DOCUMENT,
  populateBudget,
  race,
  reportQueries,
  type Timing,
  timePosting,
  timeReportRoutes,
  timeReportSql,
} from './budget.ts';
import { bundleReport } from './bundle.ts';
import { firstLoads } from './first-load.ts';
import { type InventoryResult, inventorySection, timeInventory } from './inventory.ts';
import { type LoadResult, load } from './load.ts';
import { type PayrollResult, payrollSection, timePayroll } from './payroll.ts';
import { type QueueResult, queueSection, timeQueueScreens } from './queue.ts';
import { type CloseResult, revenueSection, timeClose } from './revenue.ts';
import {
  BOOK_RUNS,
  bookCases,
  populateTreasury,
  type TreasuryFixture,
  type TreasuryResult,
  type TreasuryRoutes,
  type TreasurySql,
  timeImportRoutes,
  timeImportSql,
  timeReconciliation,
  treasurySection,
} from './treasury.ts';
import { populateUsers, timeUsers, type UsersResult, usersSection } from './users.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const PASSWORD = 'Bench-Clave-2026';
const USERS = 2_000;
/** Open sign-ins per user, so the session check reads an index of some size. */
const SESSIONS_PER_USER = 5;
const MASTER_ROWS = 100_000;
/** The big master grown at the end of a whole run, to see how its figures grow. */
const GROWN_ROWS = 1_000_000;
const MASTER_SEARCH = 'PARAM_4567';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** `treasury` or `revenue` runs only that module's part; unset, everything. */
const ONLY = process.env.BENCH_ONLY ?? '';
const PARTS: Record<string, string> = {
  treasury: 'tesorería',
  revenue: 'recaudación',
  queue: 'turnos',
  inventory: 'inventario',
  payroll: 'nómina',
  budget: 'presupuesto de gastos',
  users: 'personas a la vez',
};
if (ONLY !== '' && !PARTS[ONLY])
  throw new Error(
    `BENCH_ONLY admite ${Object.keys(PARTS)
      .map((p) => `«${p}»`)
      .join(', ')}: ${ONLY}`,
  );
const FULL = ONLY === '';
const TREASURY = FULL || ONLY === 'treasury';
const REVENUE = FULL || ONLY === 'revenue';
const INVENTORY = FULL || ONLY === 'inventory';
const PAYROLL = FULL || ONLY === 'payroll';
const QUEUE = FULL || ONLY === 'queue';
const BUDGET = FULL || ONLY === 'budget';
const USERS_LOAD = FULL || ONLY === 'users';
/** Where the page goes: docs/performance.md for a whole run; a partial run never overwrites it. */
const OUT =
  process.env.BENCH_OUT ??
  (FULL ? join(ROOT, 'docs/performance.md') : join(tmpdir(), `erario-performance-${ONLY}.md`));

/** The users' part reads the server's heap from its metrics. */
const BENCH_METRICS = 'metricas-de-la-carga-de-personas';

/** Where the people's load sits in docs/performance.md, which `BENCH_ONLY=users` rewrites alone. */
const USERS_BEGIN = '<!-- carga de personas: BENCH_ONLY=users npm run bench la reescribe -->';
const USERS_END = '<!-- fin de la carga de personas -->';

interface Row {
  target: string;
  what: string;
  result: LoadResult;
  floor?: string;
}

/** The schema, the demo's institutions and admin; in a whole run, the users and the big master too. */
async function populate(db: Db): Promise<number> {
  await prepareDatabase(db);
  await seedDemo(db, PASSWORD);
  const [client] = (await db.execute<{ id: number }>(sql`select id from client order by id limit 1`)).rows;
  if (!client) throw new Error('sin cliente');
  if (!FULL) return client.id;
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`
    with u as (
      insert into app_user (username, name, email, password_hash)
      select 'usuario-' || g, 'Funcionario ' || g, 'usuario' || g || '@alcaldia.test', ${hash}
        from generate_series(1, ${USERS}) g
      returning id)
    insert into user_client (id_user, id_client) select id, ${client.id} from u`);
  await db.execute(sql`
    insert into user_session (id_user, token_hash, expires_at)
    select u.id, md5(u.id || '-' || g), now() + interval '7 days'
      from app_user u, generate_series(1, ${SESSIONS_PER_USER}) g`);
  // A declared master with 100,000 rows in one client, for the masters' list target.
  await db.execute(sql`
    insert into general_parameter (id_client, code, description, value)
    select ${client.id}, 'PARAM_' || g, 'Parámetro número ' || g || ' de la alcaldía', 'valor ' || (g % 97)
      from generate_series(1, ${MASTER_ROWS}) g`);
  await db.execute(sql`analyze`);
  return client.id;
}

const LIST_SQL = (idClient: number, search: string | null) => sql`
  select u.id, u.username, u.name, u.email, u.role, u.active, uc.is_cashier, uc.is_supervisor_cashier,
         uc.is_consultant, uc.is_support, count(*) over ()::int as total
    from user_client uc join app_user u on u.id = uc.id_user
   where uc.id_client = ${idClient} and (${search}::text is null or u.username ilike ${search}
         or u.name ilike ${search} or coalesce(u.email, '') ilike ${search})
   order by lower(u.username) limit 10 offset 0`;

async function timeSql(db: Db, idClient: number, search: string | null, runs = 200): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await db.execute(LIST_SQL(idClient, search));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `el mismo SQL de la ruta, directo: p50 ${fmt(times[runs / 2])} ms, p95 ${fmt(times[Math.floor(runs * 0.95)])} ms`;
}

/** The two statements the master list runs (page, then total), straight on the database. */
async function timeMasterSql(db: Db, idClient: number, runs = 100): Promise<string> {
  const pattern = `%${MASTER_SEARCH}%`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await db.execute(sql`select t.id, t.version, t.code, t.description, t.value from general_parameter t
      where t.id_client = ${idClient} and t.search_text like erario_ext.search_text(${pattern})
      order by t.code asc nulls last, t.id asc limit 10 offset 0`);
    await db.execute(sql`select count(*)::int from general_parameter t
      where t.id_client = ${idClient} and t.search_text like erario_ext.search_text(${pattern})`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `el mismo SQL (página y total), directo: p50 ${fmt(times[runs / 2])} ms, p95 ${fmt(times[Math.floor(runs * 0.95)])} ms`;
}

/**
 * What every signed-in request asks before anything else: whether its sign-in still stands. Timed as
 * the access hook calls it (sessionCheck): 200 clerks at work, 20,000 requests in turn among them, so
 * most answers come from memory and one in so many asks the database again (first request, or kept
 * answer expired); and the database lookup alone (sessionStands), over sessions of every user.
 */
async function timeSessionCheck(db: Db, idClient: number): Promise<string> {
  const sessions = (
    await db.execute<{ id: number; id_user: number }>(
      sql`select id, id_user from user_session order by random() limit 2000`,
    )
  ).rows;
  const authOf = (s: { id: number; id_user: number }) => ({
    idUser: s.id_user,
    idClient,
    role: 'USER' as const,
    screens: new Set<string>(),
    modules: new Set<string>(),
    readOnly: false,
    sessionId: s.id,
    timeZone: 'America/Caracas',
  });
  const percentile = (times: number[], q: number) =>
    fmt([...times].sort((a, b) => a - b)[Math.floor(times.length * q)]);
  const lookups: number[] = [];
  for (const s of sessions) {
    const start = performance.now();
    if (!(await sessionStands(db, authOf(s)))) throw new Error('una sesión abierta no se reconoció');
    lookups.push(performance.now() - start);
  }
  const check = sessionCheck(db);
  const clerks = sessions.slice(0, 200);
  const requests: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const start = performance.now();
    await check.stands(authOf(clerks[i % clerks.length] as { id: number; id_user: number }));
    requests.push(performance.now() - start);
  }
  check.stop();
  const mean = requests.reduce((a, b) => a + b, 0) / requests.length;
  const micro = (ms: number | undefined) => `${((ms ?? 0) * 1000).toFixed(1)} µs`;
  const sorted = [...requests].sort((a, b) => a - b);
  return `comprobar en cada solicitud con sesión que su sesión sigue en pie (200 usuarios, 20.000 solicitudes): media ${micro(mean)}, p50 ${micro(sorted[10_000])}, p95 ${micro(sorted[19_000])}, p99 ${micro(sorted[19_800])}, objetivo menos de 1 ms; la consulta a la base sola, sin lo guardado en memoria (${sessions.length} sesiones al azar entre ${(USERS * SESSIONS_PER_USER).toLocaleString('de-DE')}): p50 ${percentile(lookups, 0.5)} ms, p95 ${percentile(lookups, 0.95)} ms`;
}

async function timeArgon(): Promise<string> {
  const hash = await hashPassword(PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    await verifyPassword(hash, PASSWORD, null);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `una verificación argon2id sola: p50 ${fmt(times[10])} ms`;
}

function fmt(n: number | undefined): string {
  return n === undefined || Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 2 : 1);
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      // The benchmark signs the admin in many times a minute; a TOTP code is taken once per 30 s.
      SA_MFA: 'optional',
      // The benchmark measures its own fixture, not the demo's documents.
      DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('el servidor no arrancó');
}

/** The queue's live screens on a server of their own (the demo's town hall has the queue). */
async function queueOn(target: string, env: Record<string, string>, port: number): Promise<QueueResult> {
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', password: PASSWORD }),
    });
    const token: string = (await login.json()).data.tokenInfo.access_token;
    const api = async (method: 'GET' | 'POST', path: string, body?: object) => {
      const res = await fetch(`${base}/api/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await res.json();
      if (!json.result) throw new Error(`${path}: ${json.message}`);
      return json.data;
    };
    return await timeQueueScreens(base, token, api, () => rssMb(server.pid), target);
  } finally {
    server.kill();
  }
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface BudgetResult {
  target: string;
  posting: Timing;
  race: Awaited<ReturnType<typeof race>>;
  routes: Map<string, Timing & { rows: number }>;
  sql: Map<string, Timing>;
}

const REPORT_RUNS = 10;

async function adminHeaders(base: string): Promise<Record<string, string>> {
  const auth = await fetch(`${base}/api/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', password: PASSWORD }),
  });
  const token = (await auth.json()).data.tokenInfo.access_token as string;
  return { authorization: `Bearer ${token}` };
}

const masterLabel = (rows: number, what: string) =>
  `Maestro de ${rows} filas, ${what}, ${CONNECTIONS} conexiones`;
const KEPT = 'página con búsqueda';
const UNKEPT = 'otra búsqueda en cada solicitud (nada guardado)';

/**
 * The big master's page with a search: the same one each time (kept by the lists' cache after the
 * first), and another each time (nothing kept: the trigram search in the database, the cache's floor).
 */
async function masterLoads(
  target: string,
  base: string,
  headers: Record<string, string>,
  rows: number,
  alone: boolean,
): Promise<Row[]> {
  const out: Row[] = [];
  const masterUrl = `${base}/api/user/generalParameter/findAll?page=0&size=10&search=${MASTER_SEARCH}`;
  if (alone) {
    const result = await load({ url: masterUrl, headers, connections: 1, seconds: SECONDS });
    out.push({ target, what: `Maestro de ${rows} filas, ${KEPT}, 1 conexión`, result });
  }
  const kept = await load({ url: masterUrl, headers, connections: CONNECTIONS, seconds: SECONDS });
  out.push({ target, what: masterLabel(rows, KEPT), result: kept });
  let searched = 0;
  const unkept = await load({
    url: masterUrl,
    path: () =>
      `/api/user/generalParameter/findAll?page=0&size=10&search=PARAM_${1000 + (searched++ % 99_000)}`,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  out.push({ target, what: masterLabel(rows, UNKEPT), result: unkept });
  return out;
}

/**
 * The big master grown to a million rows: the rows after the first 100,000, their audit entries
 * sealed into the chain (a server would otherwise spend its first minutes sealing 900,000 entries
 * under the load), then the table vacuumed and its statistics taken, as a nightly maintenance leaves it.
 */
async function growMaster(db: Db, idClient: number): Promise<void> {
  await db.execute(sql`
    insert into general_parameter (id_client, code, description, value)
    select ${idClient}, 'PARAM_' || g, 'Parámetro número ' || g || ' de la alcaldía', 'valor ' || (g % 97)
      from generate_series(${MASTER_ROWS + 1}::int, ${GROWN_ROWS}::int) g`);
  await sealAudit(db);
  await db.execute(sql`vacuum analyze general_parameter`);
}

/**
 * How the master's figures grow from 100,000 to 1,000,000 rows: the same loads on a server started
 * on the grown database, after everything else ran on it.
 */
async function masterGrown(target: string, env: Record<string, string>, port: number): Promise<Row[]> {
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const rows = await masterLoads(target, base, await adminHeaders(base), GROWN_ROWS, false);
    // Let the requests the load generator abandoned at its deadline finish before stopping.
    await new Promise((r) => setTimeout(r, 2_000));
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** Each master load at a million rows against the same at 100,000 (p50): 1.00 is flat, 10 linear. */
function masterGrowth(all: Row[]): string[] {
  const lines: string[] = [];
  for (const target of ['PGlite', 'PostgreSQL'])
    for (const what of [KEPT, UNKEPT]) {
      const small = all.find((r) => r.target === target && r.what === masterLabel(MASTER_ROWS, what));
      const big = all.find((r) => r.target === target && r.what === masterLabel(GROWN_ROWS, what));
      if (!small || !big) continue;
      // No answer within the load's seconds: every request timed out, which is a figure too.
      const grown =
        big.result.requests === 0
          ? `ninguna respuesta en ${SECONDS} s (${big.result.errors} sin terminar)`
          : `${fmt(big.result.p50)} / ${fmt(big.result.p95)}`;
      const growth = big.result.requests === 0 ? '—' : (big.result.p50 / small.result.p50).toFixed(2);
      lines.push(
        `| ${target} | ${what} | ${fmt(small.result.p50)} / ${fmt(small.result.p95)} | ${grown} | ${growth} |`,
      );
    }
  if (lines.length === 0) return [];
  return [
    `### El maestro de ${MASTER_ROWS} a ${GROWN_ROWS} filas`,
    '',
    `Las mismas cargas de ${CONNECTIONS} conexiones con el maestro crecido a ${GROWN_ROWS} filas (al final de la corrida, en un servidor`,
    'arrancado de nuevo). «Crece» es el p50 con 1.000.000 entre el p50 con 100.000: 1,00 es plano, 10 sería lineal.',
    '',
    '| Base de datos | Medida | 100.000 filas p50 / p95 | 1.000.000 filas p50 / p95 | Crece |',
    '|---|---|---:|---:|---:|',
    ...lines,
    '',
  ];
}

async function measure(
  target: string,
  env: Record<string, string>,
  idClient: number,
  port: number,
  budget: BudgetFixture | null,
  treasury: TreasuryFixture | null,
) {
  const rows: Row[] = [];
  const server = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const headers = await adminHeaders(base);
    if (!FULL) {
      // A partial run: its module's routes alone, without the load.
      return {
        rows,
        memory: 0,
        budget: budget ? await budgetRoutes(base, headers, budget) : null,
        treasury: treasury ? await treasuryRoutes(base, headers, treasury) : null,
      };
    }
    if (!budget || !treasury) throw new Error('una corrida completa mide el presupuesto y la tesorería');
    const floor = await load({ url: `${base}/api/health/live`, connections: CONNECTIONS, seconds: SECONDS });
    rows.push({ target, what: 'Ruta vacía (/api/health/live)', result: floor, floor: 'es el piso' });
    const list = await load({
      url: `${base}/api/user/findByIdClient/${idClient}?page=0&size=10`,
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ target, what: `Lista autenticada, página de 10 de ${USERS} usuarios`, result: list });
    const search = await load({
      url: `${base}/api/user/findByIdClient/${idClient}?page=0&size=10&search=usuario-19`,
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ target, what: 'Lista autenticada con búsqueda', result: search });
    rows.push(...(await masterLoads(target, base, headers, MASTER_ROWS, true)));
    const signIn = await load({
      url: `${base}/api/user/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'usuario-7', password: PASSWORD }),
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    rows.push({ target, what: 'Inicio de sesión (argon2id)', result: signIn });
    // The expense budget over its million lines: one request at a time, as a person waits for it.
    const budgetResult = await budgetRoutes(base, headers, budget);
    const memory = rssMb(server.pid);
    // The treasury after the memory reading: its 5 MiB files are not the load's footprint.
    const treasuryResult = await treasuryRoutes(base, headers, treasury);
    // Let the requests the load generator abandoned at its deadline finish before stopping.
    await new Promise((r) => setTimeout(r, 2_000));
    return { rows, memory, budget: budgetResult, treasury: treasuryResult };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/** The expense budget through its routes: posting, the race, every report. */
async function budgetRoutes(base: string, headers: Record<string, string>, budget: BudgetFixture) {
  return {
    posting: await timePosting(base, headers, budget, 100),
    race: await race(base, headers, budget),
    routes: await timeReportRoutes(base, headers, budgetReportCases(budget), REPORT_RUNS),
  };
}

/** The treasury through its routes: the bank's file imported, and the bank book on its big account. */
async function treasuryRoutes(
  base: string,
  headers: Record<string, string>,
  f: TreasuryFixture,
): Promise<TreasuryRoutes> {
  return {
    imports: await timeImportRoutes(base, headers, f),
    book: await timeReportRoutes(base, headers, bookCases(f), BOOK_RUNS),
  };
}

/** The treasury's floors straight on the database, and the reconciliation (which has no route here). */
async function treasurySql(db: Db, idClient: number, f: TreasuryFixture): Promise<TreasurySql> {
  return {
    imports: await timeImportSql(db, idClient, f),
    book: await timeReportSql(db, idClient, bookCases(f), BOOK_RUNS),
    reconciliation: await timeReconciliation(db, idClient),
  };
}

async function main() {
  const report: string[] = [];
  if (FULL && !process.env.BENCH_SKIP_BUILD) {
    const { execSync } = await import('node:child_process');
    execSync('npm run build -w @erario/web', { cwd: ROOT, stdio: 'ignore' });
  }
  const all: Row[] = [];
  const floors: string[] = [];
  const memories: string[] = [];
  const budgets: BudgetResult[] = [];
  const treasury: TreasuryResult[] = [];
  const revenue: CloseResult[] = [];
  const inventory: InventoryResult[] = [];
  const payroll: PayrollResult[] = [];
  const queue: QueueResult[] = [];
  const users: UsersResult[] = [];
  if (FULL) floors.push(`Inicio de sesión: ${await timeArgon()}.`);

  // Embedded PGlite, in a fresh folder.
  const dir = mkdtempSync(join(tmpdir(), 'erario-bench-'));
  try {
    const dataDir = join(dir, 'data');
    const embedded = await openDatabase({ dataDir });
    const idClient = await populate(embedded.db);
    const budget = BUDGET ? await populateBudget(embedded.db, idClient) : null;
    const treasuryFixture = TREASURY ? await populateTreasury(embedded.db, idClient) : null;
    // What the fixtures wrote is sealed into the audit chain now, not by the server under the load.
    await sealAudit(embedded.db);
    if (FULL) {
      floors.push(
        `PGlite, lista: ${await timeSql(embedded.db, idClient, null)}; con búsqueda: ${await timeSql(embedded.db, idClient, '%usuario-19%')}.`,
      );
      floors.push(
        `PGlite, maestro de ${MASTER_ROWS} filas con búsqueda: ${await timeMasterSql(embedded.db, idClient)}.`,
      );
      floors.push(`PGlite, ${await timeSessionCheck(embedded.db, idClient)}.`);
    }
    await embedded.close();
    const measured =
      treasuryFixture || budget
        ? await measure('PGlite', { DATA_DIR: dataDir }, idClient, 3201, budget, treasuryFixture)
        : null;
    all.push(...(measured?.rows ?? []));
    // The reports' own SQL on the folder the server just used, reopened as the server opened it:
    // the same database in the same state, without HTTP.
    const reopened = await openDatabase({ dataDir });
    const budgetSql = budget
      ? await timeReportSql(reopened.db, idClient, budgetReportCases(budget), REPORT_RUNS)
      : null;
    if (measured?.treasury && treasuryFixture)
      treasury.push({
        target: 'PGlite',
        fixture: treasuryFixture,
        routes: measured.treasury,
        sql: await treasurySql(reopened.db, idClient, treasuryFixture),
      });
    if (REVENUE) revenue.push(await timeClose(reopened.db, idClient, 'PGlite'));
    if (INVENTORY) inventory.push(await timeInventory(reopened.db, idClient, 'PGlite'));
    if (PAYROLL) payroll.push(await timePayroll(reopened.db, idClient, 'PGlite'));
    if (FULL) {
      await growMaster(reopened.db, idClient);
      floors.push(
        `PGlite, maestro de ${GROWN_ROWS} filas con búsqueda: ${await timeMasterSql(reopened.db, idClient)}.`,
      );
    }
    await reopened.close();
    if (FULL) all.push(...(await masterGrown('PGlite', { DATA_DIR: dataDir }, 3206)));
    if (QUEUE) queue.push(await queueOn('PGlite', { DATA_DIR: 'memory://' }, 3204));
    if (measured?.budget && budgetSql) {
      budgets.push({ target: 'PGlite', ...measured.budget, sql: budgetSql });
      if (FULL)
        memories.push(
          `PGlite: ${measured.memory.toFixed(0)} MB de memoria residente del servidor al terminar la carga.`,
        );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The PostgreSQL server, in a database of its own, when one answers.
  const admin = new pg.Client({ connectionString: PG_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    await admin.query('drop database if exists erario_bench');
    await admin.query('create database erario_bench');
    const url = new URL(PG_URL);
    url.pathname = '/erario_bench';
    const server = await openDatabase({ url: url.toString() });
    const idClient = await populate(server.db);
    const budget = BUDGET ? await populateBudget(server.db, idClient) : null;
    const treasuryFixture = TREASURY ? await populateTreasury(server.db, idClient) : null;
    await sealAudit(server.db);
    if (FULL) {
      floors.push(
        `PostgreSQL, lista: ${await timeSql(server.db, idClient, null)}; con búsqueda: ${await timeSql(server.db, idClient, '%usuario-19%')}.`,
      );
      floors.push(
        `PostgreSQL, maestro de ${MASTER_ROWS} filas con búsqueda: ${await timeMasterSql(server.db, idClient)}.`,
      );
      floors.push(`PostgreSQL, ${await timeSessionCheck(server.db, idClient)}.`);
    }
    await server.close();
    const measured =
      treasuryFixture || budget
        ? await measure(
            'PostgreSQL',
            { DATABASE_URL: url.toString() },
            idClient,
            3202,
            budget,
            treasuryFixture,
          )
        : null;
    all.push(...(measured?.rows ?? []));
    // As on PGlite: the reports' own SQL on the database the server just used, in the same state (the
    // other modules' benchmarks, which post budget documents of their own, come after).
    const reopened = await openDatabase({ url: url.toString() });
    const budgetSql = budget
      ? await timeReportSql(reopened.db, idClient, budgetReportCases(budget), REPORT_RUNS)
      : null;
    if (measured?.treasury && treasuryFixture)
      treasury.push({
        target: 'PostgreSQL',
        fixture: treasuryFixture,
        routes: measured.treasury,
        sql: await treasurySql(reopened.db, idClient, treasuryFixture),
      });
    if (REVENUE) revenue.push(await timeClose(reopened.db, idClient, 'PostgreSQL'));
    if (INVENTORY) inventory.push(await timeInventory(reopened.db, idClient, 'PostgreSQL'));
    if (PAYROLL) payroll.push(await timePayroll(reopened.db, idClient, 'PostgreSQL'));
    if (FULL) {
      await growMaster(reopened.db, idClient);
      floors.push(
        `PostgreSQL, maestro de ${GROWN_ROWS} filas con búsqueda: ${await timeMasterSql(reopened.db, idClient)}.`,
      );
    }
    await reopened.close();
    if (FULL) all.push(...(await masterGrown('PostgreSQL', { DATABASE_URL: url.toString() }, 3207)));
    if (measured?.budget && budgetSql) {
      budgets.push({ target: 'PostgreSQL', ...measured.budget, sql: budgetSql });
      if (FULL)
        memories.push(
          `PostgreSQL: ${measured.memory.toFixed(0)} MB de memoria residente del servidor al terminar la carga.`,
        );
    }
    if (QUEUE) queue.push(await queueOn('PostgreSQL', { DATABASE_URL: url.toString() }, 3205));
    await admin.query('drop database if exists erario_bench');
    if (USERS_LOAD) {
      // A database of its own: the people's town hall, not the other parts' big fixtures.
      await admin.query('drop database if exists erario_bench_users');
      await admin.query('create database erario_bench_users');
      const usersUrl = new URL(PG_URL);
      usersUrl.pathname = '/erario_bench_users';
      const opened = await openDatabase({ url: usersUrl.toString() });
      const fixture = await populateUsers(opened.db);
      await sealAudit(opened.db);
      await opened.close();
      const server = await startServer(
        { DATABASE_URL: usersUrl.toString(), METRICS_TOKEN: BENCH_METRICS },
        3208,
      );
      const memory = async () => {
        const text = await (
          await fetch('http://127.0.0.1:3208/api/metrics', {
            headers: { authorization: `Bearer ${BENCH_METRICS}` },
          })
        ).text();
        const heap = Number(/erario_process_heap_used_bytes (\d+)/.exec(text)?.[1] ?? Number.NaN) / 2 ** 20;
        return { rss: rssMb(server.pid), heap };
      };
      try {
        users.push(await timeUsers('http://127.0.0.1:3208', fixture, memory));
      } finally {
        server.kill();
        await new Promise((r) => server.once('exit', r));
      }
      await admin.query('drop database if exists erario_bench_users');
    }
    await admin.end();
  } else {
    floors.push(`PostgreSQL en ${PG_URL} no respondió: solo se midió PGlite.`);
  }

  if (ONLY === 'users') {
    // Without a PostgreSQL server nothing was measured: the page keeps the last run's figures.
    if (users.length === 0) throw new Error(`PostgreSQL en ${PG_URL} no respondió: nada que escribir`);
    // The people's load goes into the page a whole run wrote, between its markers.
    const page = join(ROOT, 'docs/performance.md');
    const section = [USERS_BEGIN, ...usersSection(users), USERS_END].join('\n');
    const text = readFileSync(page, 'utf8');
    const [before, rest] = text.includes(USERS_BEGIN) ? text.split(USERS_BEGIN) : [text, USERS_END];
    const after = (rest ?? '').split(USERS_END)[1] ?? '';
    writeFileSync(
      page,
      `${(before ?? '').trimEnd()}\n\n${section}\n${after.trimStart() ? `\n${after.trimStart()}` : ''}`,
    );
    console.log(section);
    console.log(`Escrito en ${page}`);
    return;
  }
  if (!FULL) {
    // A partial run: the module's section alone, under the same heading as the whole page.
    report.push(
      `# Rendimiento (solo ${PARTS[ONLY]})`,
      '',
      `Escrito por \`BENCH_ONLY=${ONLY} npm run bench\` el ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC en esta máquina (${cpus().length} núcleos, Node ${process.version}).`,
      ...(floors.length > 0 ? ['', ...floors.map((f) => `- ${f}`)] : []),
      '',
      ...budgetSection(budgets),
      ...treasurySection(treasury),
      ...revenueSection(revenue),
      ...inventorySection(inventory),
      ...payrollSection(payroll),
      ...queueSection(queue),
    );
    writeFileSync(OUT, report.join('\n'));
    console.log(report.join('\n'));
    console.log(`Escrito en ${OUT}`);
    return;
  }
  const bundle = bundleReport(join(ROOT, 'apps/web/dist'));
  // First loads in the browser, against a server of their own on the demo data.
  const web = await startServer({ DATA_DIR: 'memory://' }, 3203);
  const loads = await firstLoads('http://127.0.0.1:3203', PASSWORD).finally(() => web.kill());
  const kb = (n: number) => (n / 1024).toFixed(1);
  report.push(
    '# Rendimiento',
    '',
    `Escrito por \`npm run bench\` el ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC en esta máquina (${cpus().length} núcleos, Node ${process.version}).`,
    `Cada carga: ${CONNECTIONS} conexiones simultáneas durante ${SECONDS} s desde otro proceso en 127.0.0.1, que comparte los núcleos con el servidor.`,
    'Latencias en milisegundos, medidas en cada respuesta.',
    '',
    '## API',
    '',
    '| Base de datos | Medida | Solicitudes | Errores | Solicitudes/s | p50 | p95 |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...all.map(
      (r) =>
        `| ${r.target} | ${r.what} | ${r.result.requests} | ${r.result.errors} | ${r.result.rps.toFixed(0)} | ${fmt(r.result.p50)} | ${fmt(r.result.p95)} |`,
    ),
    '',
    ...masterGrowth(all),
    ...budgetSection(budgets),
    ...treasurySection(treasury),
    ...revenueSection(revenue),
    ...inventorySection(inventory),
    ...payrollSection(payroll),
    ...queueSection(queue),
    USERS_BEGIN,
    ...usersSection(users),
    USERS_END,
    '',
    '## Pisos medidos en la misma corrida',
    '',
    ...floors.map((f) => `- ${f}`),
    '',
    '## Memoria',
    '',
    ...memories.map((m) => `- ${m}`),
    '',
    '## Web (build de producción)',
    '',
    `Entrada (lo que toda página carga primero): ${bundle.entry.files.length} archivos, ${kb(bundle.entry.bytes)} KiB (${kb(bundle.entry.gzip)} KiB gzip, ${kb(bundle.entry.brotli)} KiB brotli).`,
    'El servidor envía las copias comprimidas que deja el build (brotli si el navegador lo acepta, si no gzip), y los archivos con hash',
    'se guardan en caché un año. Cada página es un chunk propio; esto es lo que añade a la entrada la primera vez que se abre:',
    '',
    '| Página | KiB | KiB gzip | KiB brotli |',
    '|---|---:|---:|---:|',
    ...bundle.routes.map((r) => `| ${r.page} | ${kb(r.own)} | ${kb(r.ownGzip)} | ${kb(r.ownBrotli)} |`),
    '',
    '### Primera carga en el navegador',
    '',
    'Chromium sin caché, 1366×768, desde la navegación hasta que la página se puede usar (el botón Ingresar, el título del tablero,',
    'la tabla de documentos); mediana de 3. «4G lento» es el perfil móvil de Lighthouse: 150 ms de ida y vuelta, 1,6 Mbit/s de bajada,',
    '750 kbit/s de subida y la CPU cuatro veces más lenta. KiB de JavaScript tal como viajan (comprimidos).',
    '',
    '| Página | Perfil | ms | KiB de JavaScript |',
    '|---|---|---:|---:|',
    ...loads.map((l) => `| ${l.page} | ${l.profile} | ${l.ms} | ${kb(l.scriptKiB * 1024)} |`),
    '',
    '## Cómo leerlo',
    '',
    '- La ruta vacía es lo mínimo que cuesta una solicitud en este servidor (HTTP, cabeceras de seguridad, registro).',
    '  La lista añade verificar el token, comprobar que su sesión sigue en pie (medido aparte entre los pisos), el permiso y una consulta',
    '  (página y total juntos); su distancia al SQL directo es el costo de la capa HTTP.',
    '- El inicio de sesión está dominado a propósito por argon2id (19 MiB, 2 pasadas): con 2 núcleos su rendimiento',
    '  es el de las verificaciones que caben en el pool de hilos de Node, no el de la base de datos.',
    `- Objetivo de los maestros: una página con búsqueda sobre ${MASTER_ROWS} filas en menos de 50 ms p95 (fila de 1 conexión).`,
    '  La búsqueda usa la columna normalizada search_text (minúsculas, sin acentos) con índice de trigramas.',
    '- PGlite atiende una consulta a la vez dentro del proceso del servidor; PostgreSQL reparte en un pool de 10 conexiones.',
    '',
  );
  writeFileSync(OUT, report.join('\n'));
  console.log(report.join('\n'));
}

/** The expense budget's figures: posting, the race, and each report beside its own SQL. */
function budgetSection(budgets: BudgetResult[]): string[] {
  if (budgets.length === 0) return [];
  const titles = new Map(
    reportQueries({ idPeriod: 0, year: 0 } as BudgetFixture).map((r) => [r.slug, r.title]),
  );
  const lines = [
    '## Presupuesto de gastos',
    '',
    `Un período con ${ACCOUNTS.toLocaleString('de-DE')} cuentas específicas y ${(DOCUMENTS * LINES_PER_DOCUMENT).toLocaleString('de-DE')} líneas de imputación`,
    `(${DOCUMENTS.toLocaleString('de-DE')} documentos registrados de ${LINES_PER_DOCUMENT} líneas, con sus totales por cuenta, por mes y por documento).`,
    '',
    '| Base de datos | Registrar un compromiso de 5 líneas (p50 / p95) | Carrera: 20 registros a la vez contra 1.000,00 |',
    '|---|---:|---|',
    ...budgets.map(
      (b) =>
        `| ${b.target} | ${fmt(b.posting.p50)} / ${fmt(b.posting.p95)} ms | ${b.race.posted} registrados, ${b.race.refused} rechazados en ${fmt(b.race.wall)} ms; comprometido ${b.race.committed}, disponible ${b.race.available} |`,
    ),
    '',
    `Cada reporte, primera página de 100 filas y totales de todas, ${REPORT_RUNS} veces seguidas: la ruta completa (HTTP, permiso, JSON)`,
    'frente a sus dos sentencias SQL (totales y página) directas sobre la misma base. Objetivo: la ruta en menos de 50 ms (p95).',
    '',
    '| Base de datos | Reporte | Filas | SQL directo p50 / p95 | Ruta p50 / p95 | Ruta / SQL (p50) | Objetivo |',
    '|---|---|---:|---:|---:|---:|---|',
  ];
  for (const b of budgets) {
    for (const [slug, route] of b.routes) {
      const floor = b.sql.get(slug);
      const ratio = floor ? route.p50 / floor.p50 : Number.NaN;
      const ok = route.p95 < 50;
      lines.push(
        `| ${b.target} | ${titles.get(slug) ?? slug} | ${route.rows.toLocaleString('de-DE')} | ${fmt(floor?.p50)} / ${fmt(floor?.p95)} ms | ${fmt(route.p50)} / ${fmt(route.p95)} ms | ${Number.isNaN(ratio) ? '—' : ratio.toFixed(2)} | ${ok ? 'cumple' : 'NO cumple'} |`,
      );
    }
  }
  lines.push('');
  return lines;
}

await main();
