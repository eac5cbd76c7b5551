import { DEFAULT_TIME_ZONE, dateIn, type SessionUser } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { appUser, userClient, userScreen } from '../modules/identity/identity.schema.ts';
import { hashPassword } from '../modules/identity/password.ts';
import { SERVER_MODULES } from '../modules.ts';
import { type SettableClock, settableClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { type DatabaseOptions, type Db, openDatabase } from '../platform/db/database.ts';
import type { ServerModule } from '../platform/module.ts';
import { ADMIN_PASSWORD, openTestDatabase } from './template.ts';

export { ADMIN_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /**
   * The server's clock: the machine's until a test sets it (`t.clock.set('2026-11-01T03:30:00Z')`:
   * 23:30 in Caracas on 31 October), and every date the server decides on follows it.
   */
  clock: SettableClock;
  /** The demo institutions' date (Caracas) on that clock: "today" as the server sees it. */
  today(): string;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, the URL of the file's own database: what a second process of the server is given. */
  databaseUrl?: string;
  /** The two seeded clients, in id order. */
  clients: [number, number];
  /**
   * Another server on the same database, as a second process would run it: on PostgreSQL, its own
   * pool and listeners on this database; PGlite is one process's alone, so there it is this server.
   */
  another(): Promise<FastifyInstance>;
  /** The server on another database (a restored backup's), closed with this one. */
  serverOn(options: DatabaseOptions): Promise<FastifyInstance>;
  /** PGlite only: the database as the tarball its folder backup holds. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database of its own, so test files never see each other's rows: a copy
 * of the run's migrated, seeded template (test/template.ts), in memory on PGlite or, when
 * DATABASE_URL is set, a database created from the template on that server (dropped afterwards).
 */
export async function startTestApp(
  options: {
    extraModules?: ServerModule[];
    beforeStart?(db: Db): Promise<void>;
    webDist?: string;
    /** The SA must sign in with a second factor, as in production (off elsewhere: see below). */
    saMfaRequired?: boolean;
    /** PASSWORD_PEPPER, as an installation that sets it runs. */
    passwordPepper?: string;
    /** TRUST_PROXY: the proxies (here, inject's own 127.0.0.1) whose X-Forwarded-For is believed. */
    trustProxy?: string[];
    /** METRICS_TOKEN: the metrics are served, to this token's bearer. */
    metricsToken?: string;
  } = {},
): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  // Imported here rather than at the top: e2e/serve.ts imports this file outside vitest.
  const { inject } = await import('vitest');
  const own = await openTestDatabase(inject('erarioTemplate'), url, 25);
  const database = own.database;
  const config = {
    ...loadConfig({}),
    webDist: options.webDist ?? '/nonexistent',
    publicUrl: 'http://erario.test',
    // A TOTP code is accepted once per 30 s: suites that sign the SA in dozens of times a minute run
    // with the SA's second factor optional; mfa.test.ts runs it required, as production does.
    saMfaRequired: options.saMfaRequired ?? false,
    passwordPepper: options.passwordPepper ? new TextEncoder().encode(options.passwordPepper) : null,
    trustProxy: options.trustProxy ?? false,
    metricsToken: options.metricsToken,
  };
  // TEST_LOG=1 prints the server's log, with the stack of any 500, while chasing a failure.
  // A test may bring a module of its own (a family the kits must carry), with its tables.
  await options.beforeStart?.(database.db);
  const clock = settableClock();
  const app = await buildApp(database.db, config, {
    logger: process.env.TEST_LOG === '1',
    modules: [...SERVER_MODULES, ...(options.extraModules ?? [])],
    clock,
    pool: () => database.poolStats?.() ?? null,
  });
  const ids = await database.db.execute<{ id: number }>(sql`select id from client order by id`);
  const [a, b] = ids.rows.map((r) => r.id);
  if (a === undefined || b === undefined) throw new Error('faltan clientes de demostración');
  const others: { app: FastifyInstance; close(): Promise<void> }[] = [];
  return {
    app,
    db: database.db,
    clock,
    today: () => dateIn(clock.now(), DEFAULT_TIME_ZONE),
    kind: database.kind,
    databaseUrl: own.url,
    clients: [a, b],
    async another() {
      if (!own.url) return app;
      const second = await openDatabase({ url: own.url, poolSize: 5 });
      const other = await buildApp(second.db, config, { logger: process.env.TEST_LOG === '1', clock });
      others.push({ app: other, close: second.close });
      return other;
    },
    async serverOn(options: DatabaseOptions) {
      const opened = await openDatabase({ poolSize: 5, ...options });
      const other = await buildApp(opened.db, config, { logger: process.env.TEST_LOG === '1', clock });
      others.push({ app: other, close: opened.close });
      return other;
    },
    dump: database.dump,
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await app.close();
      await database.close();
      await own.drop();
    },
  };
}

export interface Membership {
  idClient: number;
  screens?: string[];
  isConsultant?: boolean;
  isCashier?: boolean;
  isSupervisorCashier?: boolean;
  /** Speaks for the support desk: sees and moves every institution's support requests. */
  isSupport?: boolean;
}

export async function createUser(
  db: Db,
  user: {
    username: string;
    password?: string;
    email?: string;
    role?: 'SA' | 'ADMIN' | 'USER';
    memberships: Membership[];
  },
): Promise<number> {
  const [row] = await db
    .insert(appUser)
    .values({
      username: user.username,
      name: `Usuario ${user.username}`,
      email: user.email ?? null,
      role: user.role ?? 'USER',
      passwordHash: await hashPassword(user.password ?? 'Clave-Prueba-1'),
    })
    .returning({ id: appUser.id });
  if (!row) throw new Error('no se creó el usuario');
  for (const m of user.memberships) {
    await db.insert(userClient).values({
      idUser: row.id,
      idClient: m.idClient,
      isConsultant: m.isConsultant ?? false,
      isCashier: m.isCashier ?? false,
      isSupervisorCashier: m.isSupervisorCashier ?? false,
      isSupport: m.isSupport ?? false,
    });
    if (m.screens?.length) {
      await db
        .insert(userScreen)
        .values(m.screens.map((screenCode) => ({ idUser: row.id, idClient: m.idClient, screenCode })));
    }
  }
  return row.id;
}

export interface SignedIn {
  token: string;
  cookie: string;
  user: SessionUser;
}

export async function signIn(app: FastifyInstance, usuario: string, password: string): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { usuario, password } });
  if (res.statusCode !== 200) throw new Error(`inicio de sesión fallido (${res.statusCode}): ${res.body}`);
  const body = res.json();
  const cookie = res.cookies.find((c) => c.name === 'erario_rt');
  return {
    token: body.data.tokenInfo.access_token,
    cookie: cookie?.value ?? '',
    user: body.data.userInfo[0],
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Calls the app as a signed-in user, both read at each call (a suite signs in in its `beforeAll`):
 * `call` any route (as someone else with its last argument); `master` creates a master's row and
 * gives its id.
 */
export function apiOf(app: () => FastifyInstance, token: () => string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token()) =>
    app().inject({ method, url, headers: bearer(as), payload: payload as object });
  async function master(path: string, body: object): Promise<number> {
    const res = await call('POST', `/api/${path}/create`, body);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json().data.id;
  }
  return { call, master };
}

/**
 * A mark of everything written so far: the last audit row (every table's insert, update and delete
 * leaves one) and the last queued mail. Equal marks before and after a refused request mean it
 * wrote nothing.
 */
export async function writesSoFar(db: Db): Promise<string> {
  // A refusal may leave one thing: the security event that records it (an access denied, a failed
  // sign-in), which is its own entry of the audit trail.
  const rows = await db.execute<{ audit: number | null; mail: number | null }>(
    sql`select (select max(id) from audit_log where entity <> 'security_event') as audit,
               (select max(id) from mail_outbox) as mail`,
  );
  return JSON.stringify(rows.rows[0]);
}
