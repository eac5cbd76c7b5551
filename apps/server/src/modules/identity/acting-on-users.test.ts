import { isTenantResource, RESOURCES, type Role, SCREENS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createUser, type Membership, signIn, writesSoFar } from '../../test/harness.ts';
import { createSample, sampleInput, systemAuth } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * Who may act on whom (docs/modules/identity.md, "Actuar sobre otro usuario", and docs/platform.md, "Maestros compartidos"),
 * walked over the route table: every route that acts on a user (it names `idUser` in its path or body
 * and is not a read), with actors of each role against targets above, beside and below them, and
 * every write route of a shared master with each role. A refusal must leave the database as it was.
 */
const t = testSuite({ signInAdmin: false });
let home: number;
let other: number;
let n = 0;

const USERS = ['CFG-USR-01', 'CFG-USR-02'];
const FEW = [...USERS, 'TES-BAN-01'];
const MORE = [...FEW, 'TES-CTA-01', 'PRE-DOC-01'];

beforeAll(async () => {
  [home, other] = t.clients;
});

const schemaKeys = (schema: unknown): string[] =>
  Object.keys((schema as z.ZodObject | undefined)?.shape ?? {});

function routesActingOnUsers(): { method: string; url: string }[] {
  return (
    t.app.routeTable
      .filter((r: RouteOptions) => r.url.startsWith('/api/'))
      .flatMap((r) => ([] as string[]).concat(r.method).map((method) => ({ method, r })))
      .filter(({ method }) => !['GET', 'HEAD'].includes(method))
      // Routes the SA alone may call (ending a user's session): nobody else reaches them, whoever the
      // target (sessions.test.ts), so there is no actor-and-target matrix to walk.
      .filter(({ r }) => {
        const access = (r.config as { access?: { kind: string; roles?: string[] } } | undefined)?.access;
        return !(access?.kind === 'role' && access.roles?.join() === 'SA');
      })
      .filter(
        ({ r }) =>
          schemaKeys(r.schema?.params).includes('idUser') || schemaKeys(r.schema?.body).includes('idUser'),
      )
      .map(({ method, r }) => ({ method, url: r.url }))
  );
}

interface Person {
  id: number;
  username: string;
  token: string;
}

async function person(role: Role, memberships: Membership[]): Promise<Person> {
  const username = `persona-${++n}`;
  const id = await createUser(t.db, { username, role, memberships });
  return { id, username, token: (await signIn(t.app, username, 'Clave-Prueba-1')).token };
}

/** The target as stored, to compare before and after a request. */
async function stateOf(id: number) {
  const rows = await t.db.execute(sql`
    select u.username, u.name, u.password_hash, u.active, u.role,
           (select json_agg(json_build_object('c', uc.id_client, 'cash', uc.is_cashier) order by uc.id_client)
              from user_client uc where uc.id_user = u.id) as memberships,
           (select json_agg(s.id_client || ':' || s.screen_code order by s.id_client, s.screen_code)
              from user_screen s where s.id_user = u.id) as screens
      from app_user u where u.id = ${id}`);
  return rows.rows[0];
}

/** Each action a route makes on a user, as a person would send it from the users screen. */
type Action = (target: Person) => { method: HTTPMethods; url: string; payload: object };
const form = (target: Person, extra: object) => ({
  idUser: target.id,
  usuario: target.username,
  name: `Usuario ${target.username}`,
  email: '',
  role: 'USER',
  active: true,
  isCashier: false,
  isSupervisorCashier: false,
  isConsultant: false,
  isSupport: false,
  ...extra,
});
const ACTIONS: Record<string, { route: string; act: Action }> = {
  password: {
    route: 'PUT /api/user/user/update',
    act: (target) => ({
      method: 'PUT',
      url: '/api/user/user/update',
      payload: form(target, { password: 'Tomada-Por-Otro-1' }),
    }),
  },
  flags: {
    // Only the membership in the session's institution changes: the cashier flag.
    route: 'PUT /api/user/user/update',
    act: (target) => ({
      method: 'PUT',
      url: '/api/user/user/update',
      payload: form(target, { isCashier: true }),
    }),
  },
  remove: {
    route: 'PUT /api/user/user/delete',
    act: (target) => ({ method: 'PUT', url: '/api/user/user/delete', payload: { idUser: target.id } }),
  },
  permissions: {
    route: 'PUT /api/user/permissions/:idUser',
    act: (target) => ({
      method: 'PUT',
      url: `/api/user/permissions/${target.id}`,
      payload: { screens: USERS },
    }),
  },
};

describe('acting on another user', () => {
  it('knows how to exercise every route that acts on a user', () => {
    const routes = routesActingOnUsers().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(0);
    const covered = new Set(Object.values(ACTIONS).map((a) => a.route));
    expect(routes.filter((r) => !covered.has(r))).toEqual([]);
  });

  // [actor, target, the actions allowed]; every other action must be refused.
  const ALL = Object.keys(ACTIONS);
  const cases: [string, () => Promise<[Person, Person]>, string[]][] = [
    [
      'the SA on an ADMIN with more screens',
      async () => [
        await person('SA', [{ idClient: home }]),
        await person('ADMIN', [{ idClient: home, screens: MORE }]),
      ],
      ALL,
    ],
    [
      'an ADMIN on a USER whose screens are a subset of theirs',
      async () => [
        await person('ADMIN', [{ idClient: home, screens: MORE }]),
        await person('USER', [{ idClient: home, screens: FEW }]),
      ],
      ALL,
    ],
    [
      'a USER on a USER with the same screens',
      async () => [
        await person('USER', [{ idClient: home, screens: FEW }]),
        await person('USER', [{ idClient: home, screens: FEW }]),
      ],
      ALL,
    ],
    [
      'a USER on a USER colleague who holds more screens (account takeover)',
      async () => [
        await person('USER', [{ idClient: home, screens: FEW }]),
        await person('USER', [{ idClient: home, screens: MORE }]),
      ],
      [],
    ],
    [
      'a USER on an ADMIN, even one with fewer screens',
      async () => [
        await person('USER', [{ idClient: home, screens: MORE }]),
        await person('ADMIN', [{ idClient: home, screens: USERS }]),
      ],
      [],
    ],
    [
      'a USER on the SA',
      async () => [
        await person('USER', [{ idClient: home, screens: MORE }]),
        await person('SA', [{ idClient: home }]),
      ],
      [],
    ],
    [
      'an ADMIN on another ADMIN who holds more screens',
      async () => [
        await person('ADMIN', [{ idClient: home, screens: FEW }]),
        await person('ADMIN', [{ idClient: home, screens: MORE }]),
      ],
      [],
    ],
    [
      'an ADMIN on the SA',
      async () => [
        await person('ADMIN', [{ idClient: home, screens: MORE }]),
        await person('SA', [{ idClient: home }]),
      ],
      [],
    ],
    [
      'an ADMIN on a USER who also belongs to an institution the ADMIN does not',
      async () => [
        await person('ADMIN', [{ idClient: home, screens: MORE }]),
        await person('USER', [
          { idClient: home, screens: FEW },
          { idClient: other, screens: [] },
        ]),
      ],
      // The membership here is theirs to manage; the account every institution shares is not.
      ['flags', 'remove', 'permissions'],
    ],
    [
      'an ADMIN of both institutions on a USER who holds more in the other one',
      async () => [
        await person('ADMIN', [
          { idClient: home, screens: MORE },
          { idClient: other, screens: USERS },
        ]),
        await person('USER', [
          { idClient: home, screens: FEW },
          { idClient: other, screens: FEW },
        ]),
      ],
      ['flags', 'remove', 'permissions'],
    ],
  ];

  for (const [label, make, allowed] of cases) {
    for (const action of ALL) {
      const expected = allowed.includes(action) ? 'allows' : 'refuses';
      it(`${expected} ${action}: ${label}`, async () => {
        const [actor, target] = await make();
        const before = await stateOf(target.id);
        const request = ACTIONS[action]?.act(target);
        if (!request) throw new Error(action);
        const res = await t.app.inject({
          ...request,
          headers: { authorization: `Bearer ${actor.token}` },
        });
        if (expected === 'allows') {
          expect(res.statusCode, res.body).toBe(200);
          expect(await stateOf(target.id)).not.toEqual(before);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().message).toMatch(/rol superior|pantallas que usted no tiene|otra institución/);
          expect(await stateOf(target.id)).toEqual(before);
          if (action === 'password') {
            const taken = await t.app.inject({
              method: 'POST',
              url: '/api/user/auth',
              payload: { usuario: target.username, password: 'Tomada-Por-Otro-1' },
            });
            expect(taken.statusCode).toBe(401);
          }
        }
      });
    }
  }

  it('takes turns when two people act on one user at once: a raised user is never rewritten from below', async () => {
    const sa = await person('SA', [{ idClient: home }]);
    const admin = await person('ADMIN', [{ idClient: home, screens: FEW }]);
    for (let round = 0; round < 10; round++) {
      const target = await person('USER', [{ idClient: home, screens: USERS }]);
      const save = (who: Person, screens: string[]) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/permissions/${target.id}`,
          headers: { authorization: `Bearer ${who.token}` },
          payload: { screens },
        });
      const [raised, lowered] = await Promise.all([save(sa, MORE), save(admin, USERS)]);
      expect(raised.statusCode, raised.body).toBe(200);
      // Before the raise the administrator may act (then the raise follows); after it, not.
      expect([200, 403]).toContain(lowered.statusCode);
      const stored = await t.db.execute<{ screen_code: string }>(
        sql`select screen_code from user_screen where id_user = ${target.id} order by 1`,
      );
      expect(stored.rows.map((r) => r.screen_code)).toEqual([...MORE].sort());
    }
  });

  it('lets nobody write screen rows for the SA, nor grant screens they lack', async () => {
    const actor = await person('ADMIN', [{ idClient: home, screens: FEW }]);
    const sa = await person('SA', [{ idClient: home }]);
    const plain = await person('USER', [{ idClient: home, screens: USERS }]);
    const headers = { authorization: `Bearer ${actor.token}` };
    const onSa = await t.app.inject({
      method: 'PUT',
      url: `/api/user/permissions/${sa.id}`,
      headers,
      payload: { screens: USERS },
    });
    expect(onSa.statusCode).toBe(403);
    const beyond = await t.app.inject({
      method: 'PUT',
      url: `/api/user/permissions/${plain.id}`,
      headers,
      payload: { screens: MORE },
    });
    expect(beyond.statusCode).toBe(403);
    const stored = await t.db.execute(
      sql`select screen_code from user_screen where id_user in (${sa.id}, ${plain.id}) order by 1`,
    );
    expect(stored.rows.map((r) => r.screen_code)).toEqual([...USERS].sort());
  });
});

describe('shared masters', () => {
  const shared = RESOURCES.filter((def) => !isTenantResource(def));

  it('are the masters every institution reads: currencies, companies, person types, document types…', () => {
    expect(shared.map((def) => def.name)).toEqual(
      expect.arrayContaining([
        'currency',
        'company',
        'personType',
        'documentType',
        'property',
        'microservice',
      ]),
    );
  });

  for (const role of ['ADMIN', 'USER'] as const) {
    it(`are read by the role ${role} with the screen and never written by one`, async () => {
      const actor = await person(role, [{ idClient: home, screens: SCREENS.map((s) => s.code) }]);
      const headers = { authorization: `Bearer ${actor.token}` };
      let walked = 0;
      for (const def of shared) {
        const base = `/api/${def.service}/${def.path}`;
        const row = await createSample(t.db, systemAuth(home), def);
        const read = await t.app.inject({ method: 'GET', url: `${base}/findById/${row.id}`, headers });
        expect(read.statusCode, `${def.name}: ${read.body}`).toBe(
          def.roles?.includes(role) === false ? 403 : 200,
        );
        const writes = t.app.routeTable.filter(
          (r) =>
            r.url.startsWith(`${base}/`) &&
            ([] as string[]).concat(r.method).some((m) => ['POST', 'PUT', 'DELETE'].includes(m)),
        );
        // create, update, deleteById, and any write a module adds under the master's path.
        expect(writes.length, def.name).toBeGreaterThanOrEqual(3);
        for (const r of writes) {
          const before = await writesSoFar(t.db);
          const method = ([] as string[]).concat(r.method)[0] as HTTPMethods;
          const res = await t.app.inject({
            method,
            url: r.url.replace(':id', String(row.id)),
            headers,
            payload: { ...row, ...sampleInput(def, 7000 + walked), id: row.id, version: row.version },
          });
          expect(res.statusCode, `${method} ${r.url}: ${res.body}`).toBe(403);
          expect(res.json().message).toBe('Esta acción está reservada a los administradores del sistema.');
          expect(await writesSoFar(t.db), `${method} ${r.url}`).toBe(before);
          walked++;
        }
      }
      expect(walked).toBeGreaterThanOrEqual(shared.length * 3);
    });
  }

  it("keeps a document type's behaviour on its spec code: not even the SA recodes one", async () => {
    const sa = await person('SA', [{ idClient: home }]);
    const headers = { authorization: `Bearer ${sa.token}` };
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/budget/documentType/findAll?search=compromiso',
      headers,
    });
    const commitment = found.json().data.rows.find((r: { code: number }) => r.code === 8);
    expect(commitment).toMatchObject({ committed: true, caused: false, paid: false, budgetary: true });
    const recode = await t.app.inject({
      method: 'PUT',
      url: '/api/budget/documentType/update',
      headers,
      payload: { id: commitment.id, version: commitment.version, code: 9, name: commitment.name },
    });
    expect(recode.statusCode).toBe(400);
    expect(recode.json().fields).toEqual([{ field: 'code', message: 'No puede modificarse una vez creado' }]);
    // The moments are not fields at all: whatever is sent, they follow the code.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/budget/documentType/update',
      headers,
      payload: { ...commitment, name: 'Orden de compromiso', committed: false, paid: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      code: 8,
      name: 'Orden de compromiso',
      committed: true,
      paid: false,
    });
  });
});
