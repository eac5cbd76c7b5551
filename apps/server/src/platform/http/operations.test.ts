import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';
import { fundedAccount } from '../../test/treasury-fixtures.ts';
import { openDatabase } from '../db/database.ts';

/**
 * What an operator running the product in production reads (issue 44): a request's id from its answer
 * to its log line and the audit entries it wrote; readiness that says whether the database is there
 * and migrated; the metrics a scraper collects; and a process that outlives its database connections.
 */
const TOKEN = 'prueba-de-metricas-0123456789abcdef';
const t = testSuite({ metricsToken: TOKEN });
const { call } = t.api;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a request followed from its answer to what it wrote', () => {
  it('answers with its own id, written on every audit entry and security event it left', async () => {
    const made = await call('POST', '/api/finance/bank/create', { code: '0191', name: 'BNC', active: true });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    const written = await t.rows<{ entity: string; entity_id: string }>(sql`
      select entity, entity_id from audit_log where request_id = ${id}`);
    expect(written).toContainEqual({ entity: 'bank', entity_id: String(made.json().data.id) });
    // Each request its own id, whichever process or restart made it.
    const again = await call('GET', '/api/health');
    expect(again.headers['x-request-id']).toMatch(UUID);
    expect(again.headers['x-request-id']).not.toBe(id);
    // A failed sign-in leaves a security event under the id of the request that failed.
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'admin', password: 'no-es-la-clave' },
    });
    expect(failed.statusCode).toBe(401);
    const events = await t.rows<{ kind: string }>(sql`
      select kind from security_event where request_id = ${failed.headers['x-request-id'] as string}`);
    expect(events.map((e) => e.kind)).toEqual(['ingreso_fallido']);
  });
});

describe('readiness and liveness', () => {
  it('is ready with the database migrated, and says which migration is missing when one is', async () => {
    expect((await call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    const [last] = await t.rows<{ name: string }>(sql`select max(name) as name from erario_migrations`);
    await t.db.execute(sql`delete from erario_migrations where name = ${last?.name}`);
    try {
      const missing = await call('GET', '/api/health');
      expect(missing.statusCode).toBe(503);
      expect(missing.json().message).toBe(
        `La base de datos no tiene la migración ${last?.name}: reinicie el servidor para aplicarla.`,
      );
      // Alive all the same: the process answers, only it should take no traffic.
      expect((await call('GET', '/api/health/live')).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`insert into erario_migrations (name) values (${last?.name})`);
    }
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('the metrics', () => {
  it("are the token's bearer's alone, in the Prometheus format, by route template", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` },
    });
    expect(wrong.statusCode).toBe(401);
    await call('GET', '/api/finance/bank/findById/999999');
    await call('GET', '/api/health/live');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // The route's template, never the id asked for: one series per route, not one per row.
    expect(text).toMatch(
      /^erario_http_requests_total\{method="GET",route="\/api\/finance\/bank\/findById\/:id",status="404"\} [1-9]\d*$/m,
    );
    expect(text).not.toContain('999999');
    expect(text).toMatch(
      /^erario_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health\/live",status="200",le="\+Inf"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(/^erario_http_errors_total \d+$/m);
    expect(text).toMatch(/^erario_event_loop_lag_seconds\{stat="p99"\} \d+\.\d+$/m);
    expect(text).toMatch(/^erario_process_resident_memory_bytes [1-9]\d*$/m);
    if (t.kind === 'postgres')
      expect(text).toMatch(/^erario_db_pool_connections\{state="total"\} [1-9]\d*$/m);
    // Not in the public API's description: the scraper's, not the integrators'.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/metrics');
  });
});

// The embedded database has no connection to cut: these run in the PostgreSQL phase.
describe.runIf(process.env.DATABASE_URL)('connections the database cuts', () => {
  it('leave the process up, and its next request is served on a new connection', async () => {
    // Every connection the server holds is ended from the database's side, as a restart or a failover does.
    const other = await t.another();
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    await expect
      .poll(async () => (await other.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 10_000,
      })
      .toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
  it('cut in the middle of a transaction, fail that transaction and not the process', async () => {
    const own = await openDatabase({ url: t.databaseUrl, poolSize: 2 });
    try {
      const cut = own.db.transaction(async (tx) => {
        const [me] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
        await t.db.execute(sql`select pg_terminate_backend(${me?.pid})`);
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      expect((await own.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await own.close();
    }
  });
});

// On PostgreSQL another process; on the embedded database the same one, told by its own notification
// of a write that went around its commands.
describe('a sign-in ended anywhere', () => {
  it('is refused by every process at once, told by the database rather than polled', async () => {
    const token = await t.newUser({ username: 'otro_proceso', memberships: [{ idClient: t.clients[0] }] });
    const other = await t.another();
    const profile = async () =>
      (await other.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;
    // The other process now keeps "it stands" for ten seconds, unless told otherwise.
    expect(await profile()).toBe(200);
    // Ended behind both processes' backs, straight in the database: only its notification tells them.
    await t.db.execute(sql`update app_user set active = false where username = 'otro_proceso'`);
    await expect.poll(profile, { timeout: 1_000, interval: 50 }).toBe(401);
  });
});

describe('the sign-in throttle', () => {
  it('counts the failures of every process: a guesser spread over two is slowed as on one', async () => {
    await t.newUser({ username: 'adivinada', memberships: [{ idClient: t.clients[0] }] });
    // On PostgreSQL another process of its own; on the embedded database, this one.
    const processes = [t.app, await t.another()];
    const attempt = (n: number) =>
      (processes[n % 2] as typeof t.app).inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { usuario: 'adivinada', password: `Intento-${n}` },
      });
    // Three failures from one address pass, whichever process answers each…
    for (let n = 0; n < 3; n++) expect((await attempt(n)).statusCode).toBe(401);
    // …and the fourth waits, on either.
    for (const n of [3, 4]) {
      const slowed = await attempt(n);
      expect(slowed.statusCode, slowed.body).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('numbering across processes', () => {
  it('gives each of twenty documents posted at once through two processes its own number, with no gap', async () => {
    const { id: idPeriod } = await t.currentPeriod(t.clients[0]);
    const { id: idBankAccount } = await fundedAccount(t.db, t.clients[0], idPeriod, '1000.00');
    const processes = [t.app, await t.another()];
    const numbers = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const app = processes[n % 2] as typeof t.app;
        const send = (url: string, payload?: object) =>
          app.inject({ method: 'POST', url, headers: bearer(t.admin), payload });
        const draft = await send('/api/finance/bankingMovement/create', {
          idPeriod,
          idBankAccount,
          idKind: 3,
          movementDate: t.today(),
          reference: `DEP-${n}`,
          description: 'Depósito desde dos procesos',
          amount: '1.00',
        });
        expect(draft.statusCode, draft.body).toBe(200);
        const posted = await send(`/api/finance/bankingMovement/post/${draft.json().data.id}`);
        expect(posted.statusCode, posted.body).toBe(200);
        return Number(posted.json().data.document.numberText);
      }),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });
});
