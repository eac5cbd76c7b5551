import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../demo.seed.ts';
import { MODULE_AUDIT_EXEMPT, prepareDatabase } from '../modules.ts';
import { ADMIN_PASSWORD, signIn } from '../test/harness.ts';
import { testSuite } from '../test/suite.ts';
import { loadTokenKeys } from './access/token.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { PLATFORM_AUDIT_EXEMPT } from './db/migrate.ts';
import { withTransaction } from './db/transaction.ts';
import { assertPeriodOpen } from './periods/period.ts';

const t = testSuite({ signInAdmin: false });

describe('health and documentation', () => {
  it('answers health once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('documents every /api route in OpenAPI, with its request schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const documented = new Set(
      Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')) {
        expect(documented, `${method} ${path}`).toContain(`${method} ${path}`);
      }
    }
    expect(spec.paths['/api/user/auth'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['usuario', 'password'],
    );
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('audit', () => {
  it('has the audit trigger on every table but the log itself, the migrations, settings and the outbox', async () => {
    const tables = await t.db.execute<{ table_name: string; audited: boolean }>(sql`
      select t.table_name,
             exists (select 1 from information_schema.triggers g
                      where g.event_object_schema = t.table_schema and g.event_object_table = t.table_name
                        and g.action_statement like '%erario_audit%') as audited
        from information_schema.tables t
       where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'`);
    const exempt = new Set([...PLATFORM_AUDIT_EXEMPT, ...MODULE_AUDIT_EXEMPT]);
    const missing = tables.rows
      .filter((r) => !exempt.has(r.table_name) && !r.audited)
      .map((r) => r.table_name);
    expect(tables.rows.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('records who changed what, for which client, in the same transaction', async () => {
    const [a] = t.clients;
    await withTransaction(t.db, { idUser: 1, idClient: a }, (tx) =>
      tx.execute(sql`update period set report_final_date = end_date - 1 where id_client = ${a}`),
    );
    const rows = await t.db.execute<{
      id_user: number;
      id_client: number;
      action: string;
      before: unknown;
    }>(sql`
      select id_user, id_client, action, before from audit_log where entity = 'period' and action = 'UPDATE'`);
    expect(rows.rows[0]).toMatchObject({ id_user: 1, id_client: a, action: 'UPDATE' });
    expect(rows.rows[0]?.before).toBeTruthy();
  });

  it('keeps nothing of a command that fails half-way', async () => {
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from notification`)).rows[0]?.n;
    const before = await count();
    await expect(
      withTransaction(t.db, { idUser: 1, idClient: t.clients[0] }, async (tx) => {
        await tx.execute(
          sql`insert into notification (id_client, message) values (${t.clients[0]}, 'a medias')`,
        );
        throw new Error('falla a mitad del comando');
      }),
    ).rejects.toThrow('falla a mitad');
    expect(await count()).toBe(before);
  });
});

describe('periods', () => {
  it('refuses posting into an expired period with a clear message, and into another client’s period', async () => {
    const [a, b] = t.clients;
    const inserted = await t.db.execute<{ id: number }>(sql`
      insert into period (id_client, description, start_date, end_date)
      values (${a}, '2001', '2001-01-01', '2001-12-31') returning id`);
    const expired = inserted.rows[0]?.id ?? 0;
    const at = (idClient: number, now: string, timeZone = 'America/Caracas') => ({
      idClient,
      now: new Date(now),
      timeZone,
    });
    await expect(assertPeriodOpen(t.db, at(a, '2026-06-01T12:00:00Z'), expired)).rejects.toMatchObject({
      statusCode: 422,
      message: 'El período 2001 está vencido (terminó el 31/12/2001); no admite nuevos registros.',
    });
    await expect(assertPeriodOpen(t.db, at(b, '2026-06-01T12:00:00Z'), expired)).rejects.toMatchObject({
      statusCode: 404,
    });
    // A period ends at midnight on the institution's clock: at 23:30 of its last day in Caracas (03:30
    // of the next in UTC) it still takes postings; half an hour past midnight it does not.
    expect(await assertPeriodOpen(t.db, at(a, '2002-01-01T03:30:00Z'), expired)).toBeUndefined();
    await expect(assertPeriodOpen(t.db, at(a, '2002-01-01T04:30:00Z'), expired)).rejects.toMatchObject({
      statusCode: 422,
    });
    // The same instant is already the next day in the Canary Islands.
    await expect(
      assertPeriodOpen(t.db, at(a, '2002-01-01T03:30:00Z', 'Atlantic/Canary'), expired),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('the period master says expired on the institution’s date, not the database’s', async () => {
    const [a] = t.clients;
    const made = await t.db.execute<{ id: number }>(sql`
      insert into period (id_client, description, start_date, end_date)
      values (${a}, '1999', '1999-01-01', '1999-12-31') returning id`);
    const id = made.rows[0]?.id ?? 0;
    // Signed in on the moved clock: a session opened in the machine's present is not yet valid then.
    const expired = async () => {
      const { token } = await signIn(t.app, 'admin', ADMIN_PASSWORD);
      const read = await t.api.call('GET', `/api/budget/budget-period/findById/${id}`, undefined, token);
      expect(read.statusCode, read.body).toBe(200);
      return read.json().data.expired;
    };
    try {
      // 23:30 of 31 December in Caracas: still the period's last day there.
      t.clock.set('2000-01-01T03:30:00Z');
      expect(await expired()).toBe(false);
      t.clock.set('2000-01-01T04:30:00Z');
      expect(await expired()).toBe(true);
    } finally {
      t.clock.reset();
    }
  });

  it('marks expired periods in the session and in the period list', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'admin', password: 'Admin-Prueba-2026' },
    });
    const user = login.json().data.userInfo[0];
    const periods = user.clientes[0].periods as { description: string; expired: boolean }[];
    expect(periods.find((p) => p.description === '2001')?.expired).toBe(true);
    expect(periods.find((p) => p.description === String(new Date().getFullYear()))?.expired).toBe(false);
    const token = login.json().data.tokenInfo.access_token;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/budget/budget-period/findByIdClient/${t.clients[0]}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = list.json().data.rows as { description: string; expired: boolean }[];
    expect(rows.find((p) => p.description === '2001')?.expired).toBe(true);
  });
});

describe('start-up', () => {
  it('a second start on the same database applies nothing and seeds nothing', async () => {
    expect(await prepareDatabase(t.db)).toEqual([]);
    expect(await seedDemo(t.db)).toEqual({ seeded: false });
    const companies = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from company`);
    expect(companies.rows[0]?.n).toBe(1);
  });

  it('refuses a password pepper or a signing secret short enough to be guessed, with what to do', async () => {
    expect(() => loadConfig({ PASSWORD_PEPPER: 'corta' })).toThrow(
      'PASSWORD_PEPPER debe tener al menos 32 caracteres',
    );
    expect(loadConfig({ PASSWORD_PEPPER: 'x'.repeat(32) }).passwordPepper).toHaveLength(32);
    expect(loadConfig({}).passwordPepper).toBeNull();
    // A replica is of a PostgreSQL server (replica.pg.test.ts reads on one).
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/erario' })).toThrow(
      'DATABASE_REPLICA_URL necesita DATABASE_URL',
    );
    await expect(loadTokenKeys(t.db, 'secreto-corto')).rejects.toThrow(
      'JWT_SECRET debe tener al menos 43 caracteres',
    );
  });

  it('a token verified once is still refused when altered, and expires on time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
      const keys = await loadTokenKeys(t.db, 'k'.repeat(48));
      const identity = {
        idUser: 7,
        idClient: 1,
        role: 'USER' as const,
        screens: new Set(['PRE-REP-02']),
        modules: new Set(['budget']),
        readOnly: false,
        sessionId: 3,
        timeZone: 'America/Caracas',
      };
      const { token } = await keys.sign(identity, 60);
      expect(await keys.verify(token)).toMatchObject({ idUser: 7, idClient: 1 });
      // Kept as verified: the same text again, then one character changed in its claims or signature.
      expect(await keys.verify(token)).toMatchObject({ idUser: 7 });
      const [head, body, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
      const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, cli: 2 })).toString('base64url')}.${signature}`;
      expect(await keys.verify(forged)).toBeNull();
      expect(await keys.verify(`${head}.${body}.${signature.slice(0, -2)}AA`)).toBeNull();
      vi.setSystemTime(new Date('2026-03-01T12:01:00Z'));
      expect(await keys.verify(token)).toBe('expired');
      expect(await keys.verify(token, { allowExpired: true })).toMatchObject({ idUser: 7 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the embedded database on disk across a restart, creating its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'erario-'));
    const dataDir = join(dir, 'anidado', 'data');
    try {
      const first = await openDatabase({ dataDir });
      await prepareDatabase(first.db);
      expect((await seedDemo(first.db)).generatedPassword).toMatch(/.{12,}/);
      await first.close();
      // A live owner (here, a stand-in pid that is always alive: init) keeps everyone else out.
      writeFileSync(join(dataDir, 'erario.lock'), '1');
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        'Otro proceso de Erario (pid 1) ya usa la base de datos',
      );
      // A lock left by a process that is gone is taken over.
      writeFileSync(join(dataDir, 'erario.lock'), '999999999');
      const second = await openDatabase({ dataDir });
      expect(await prepareDatabase(second.db)).toEqual([]);
      expect(await seedDemo(second.db)).toEqual({ seeded: false });
      const users = await second.db.execute<{ n: number }>(sql`select count(*)::int as n from app_user`);
      expect(users.rows[0]?.n).toBe(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
