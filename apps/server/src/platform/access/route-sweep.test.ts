import { SCREENS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, writesSoFar } from '../../test/harness.ts';
import { sampleEveryResource } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * One sweep over the route table for each rule the server enforces. A route added later is covered
 * by declaring its access and tenancy; nothing here names a route.
 */
const t = testSuite();
let routes: { method: string; url: string; route: RouteOptions }[];

beforeAll(async () => {
  routes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((route) =>
      ([] as HTTPMethods[])
        .concat(route.method)
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: route.url, route })),
    );
  await sampleEveryResource(t.db, t.clients);
});

const fill = (url: string, value: string | number) => url.replace(/:(\w+)/g, () => String(value));
const isPublic = (r: RouteOptions) =>
  r.config?.access?.kind === 'public' || r.config?.access?.kind === 'refresh';

describe('route table', () => {
  it('has routes for the services it serves, and every /api route declares access and tenancy', () => {
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((r) => !r.route.config?.access || !r.route.config?.tenancy);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('names only screens of the catalogue', () => {
    const codes = new Set(SCREENS.map((s) => s.code));
    for (const { route } of routes) {
      const access = route.config?.access;
      if (access?.kind === 'screen') expect(codes.has(access.screen)).toBe(true);
    }
  });
});

describe('authentication sweep', () => {
  it('answers 401 to every non-public route without a token, with a bad token and with an expired one', async () => {
    const expired = await t.app.platform.keys.sign(
      {
        idUser: 1,
        idClient: t.clients[0],
        role: 'SA',
        screens: new Set(SCREENS.map((s) => s.code)),
        modules: new Set(['GEN', 'CFG']),
        readOnly: false,
        sessionId: 1,
        timeZone: 'America/Caracas',
      },
      -60,
    );
    const guarded = routes.filter((r) => !isPublic(r.route));
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      for (const headers of [{}, bearer('no-es-un-token'), bearer(expired.token)]) {
        const res = await t.app.inject({
          method: r.method as HTTPMethods,
          url: fill(r.url, t.clients[0]),
          headers,
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json()).toMatchObject({ result: false, message: expect.any(String) });
      }
    }
  });
});

describe('permission sweep', () => {
  it('refuses every screen route to a user without that screen, and role routes to other roles', async () => {
    await createUser(t.db, { username: 'sin-pantallas', memberships: [{ idClient: t.clients[0] }] });
    const { token } = await signIn(t.app, 'sin-pantallas', 'Clave-Prueba-1');
    const restricted = routes.filter((r) =>
      ['screen', 'anyScreen', 'role'].includes(r.route.config?.access?.kind ?? ''),
    );
    expect(restricted.length).toBeGreaterThan(0);
    for (const r of restricted) {
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: fill(r.url, t.clients[0]),
        headers: bearer(token),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('keeps a consultant membership read-only on every writing route of the institution', async () => {
    // Every screen, and a cashier's and supervisor's flags too: whatever else grants a route, a
    // read-only membership writes nothing. Only what is the person's own (their password, second
    // factor and sessions: `session` routes) and searches that travel as POST (`reads`) are left.
    await createUser(t.db, {
      username: 'consultor',
      memberships: [
        {
          idClient: t.clients[0],
          isConsultant: true,
          isCashier: true,
          isSupervisorCashier: true,
          screens: SCREENS.map((s) => s.code),
        },
      ],
    });
    const { token } = await signIn(t.app, 'consultor', 'Clave-Prueba-1');
    const writing = routes.filter(
      (x) =>
        ['screen', 'anyScreen', 'role'].includes(x.route.config?.access?.kind ?? '') &&
        x.method !== 'GET' &&
        !x.route.config?.reads,
    );
    expect(writing.some((x) => x.route.config?.access?.kind === 'anyScreen')).toBe(true);
    for (const r of writing) {
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: fill(r.url, t.clients[0]),
        headers: bearer(token),
        payload: {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('refuses every screen route of a module the client has not enabled, even to the SA', async () => {
    // The second demo client has no inventory, revenue or queue modules.
    const renewed = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[1]}`,
      headers: bearer(t.admin),
    });
    const token = renewed.json().data.access_token;
    const disabled = new Set(['INV', 'REC', 'TUR']);
    for (const r of routes) {
      const access = r.route.config?.access;
      if (access?.kind !== 'screen') continue;
      const module = SCREENS.find((s) => s.code === access.screen)?.module ?? '';
      if (!disabled.has(module)) continue;
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url: fill(r.url, t.clients[1]),
        headers: bearer(token),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});

describe('tenancy sweep', () => {
  it("refuses another client's id in the path (403) and another client's rows (404)", async () => {
    const [mine, theirs] = t.clients;
    await createUser(t.db, {
      username: 'solo-mi-cliente',
      role: 'ADMIN',
      memberships: [{ idClient: mine, screens: SCREENS.map((s) => s.code) }],
    });
    // A user of the other client only, whose rows this one must not see.
    await createUser(t.db, { username: 'solo-el-otro', memberships: [{ idClient: theirs }] });
    const { token } = await signIn(t.app, 'solo-mi-cliente', 'Clave-Prueba-1');
    let checked = 0;
    for (const r of routes) {
      const tenancy = r.route.config?.tenancy;
      if (!tenancy || tenancy.kind === 'token') continue;
      let url: string;
      let expected: number[];
      if (tenancy.kind === 'row') {
        const sample = await t.db.execute<{ id: number }>(
          sql.raw(tenancy.sample.replace('$1', String(theirs)).replace('$2', String(mine))),
        );
        const id = sample.rows[0]?.id;
        expect(id, `sin fila de muestra para ${r.method} ${r.url}`).toBeDefined();
        url = r.url.replace(`:${tenancy.param}`, String(id));
        expected = [403, 404];
      } else {
        url = r.url.replace(`:${tenancy.param}`, String(theirs));
        expected = [403];
      }
      const res = await t.app.inject({
        method: r.method as HTTPMethods,
        url,
        headers: bearer(token),
        payload: {},
      });
      expect(expected, `${r.method} ${url} → ${res.statusCode}`).toContain(res.statusCode);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

// The bad input sweep sends about eight requests per route, each between two counts of the writes:
// split in parts (every eighth route) so that no single test nears its time-out on a busy machine.
const BAD_INPUT_PARTS = [0, 1, 2, 3, 4, 5, 6, 7];

describe('bad input sweep', () => {
  it.each(BAD_INPUT_PARTS)(
    'never answers 5xx to malformed ids, queries or bodies, and a refused request changes nothing (part %i)',
    async (part) => {
      const attempts: { method: string; url: string; payload?: string }[] = [];
      for (const r of routes.filter((_, i) => i % BAD_INPUT_PARTS.length === part)) {
        for (const value of ['abc', '-1', '99999999999999999999', '0']) {
          attempts.push({
            method: r.method,
            url: `${fill(r.url, value)}?page=-1&size=abc&search=${'%'.repeat(300)}`,
          });
        }
        if (r.method === 'GET') continue;
        for (const payload of ['{no es json', '[]', '{"usuario": {"$ne": 1}}', 'null']) {
          attempts.push({ method: r.method, url: fill(r.url, t.clients[0]), payload });
        }
      }
      for (const attempt of attempts) {
        const label = `${attempt.method} ${attempt.url} ${attempt.payload ?? ''}`;
        const before = await writesSoFar(t.db);
        const res = await t.app.inject({
          method: attempt.method as HTTPMethods,
          url: attempt.url,
          headers: { ...bearer(t.admin), 'content-type': 'application/json' },
          payload: attempt.payload,
        });
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json(), label).toMatchObject({ result: false, message: expect.any(String) });
          expect(await writesSoFar(t.db), label).toBe(before);
        }
      }
    },
  );
});
