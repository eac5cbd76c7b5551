import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  signIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let idCompany: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
  const companies = await t.app.inject({ url: '/api/user/company/findAll', headers: bearer(admin) });
  idCompany = companies.json().data.rows[0].id;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('institutions', () => {
  it('an SA creates one, belongs to it, enables its modules, and users see them after renewal', async () => {
    const created = await call(admin, 'POST', '/api/user/client/create', {
      clientName: 'Instituto Municipal de Deportes',
      abbreviationName: 'IMDEP',
      codeFiscalInformation: 'G-20000099-1',
      addressClient: 'Av. Principal, Polideportivo',
      idCompany,
      queuingSystemApplies: false,
      validOverdraft: true,
      mfaAdmins: false,
      mfaCashiers: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const idClient = created.json().data.id;
    const saved = await call(admin, 'PUT', `/api/user/client/modules/${idClient}`, {
      modules: ['TES', 'PRE'],
    });
    expect(saved.json().data.modules).toEqual(['PRE', 'TES']);
    const switched = await call(admin, 'GET', `/api/user/new-token/${idClient}`);
    expect(switched.statusCode, switched.body).toBe(200);
    const session = switched.json().data.userInfo[0];
    expect(session.nameClient).toBe('Instituto Municipal de Deportes');
    expect(session.validOverdraft).toBe(true);
    expect(session.modules.map((m: { code: string }) => m.code)).toEqual(['GEN', 'CFG', 'PRE', 'TES']);
    // Without business data it can be deleted, memberships and all.
    const removed = await call(admin, 'DELETE', `/api/user/client/deleteById/${idClient}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('refuses core or unknown modules, and deleting an institution with periods', async () => {
    const bad = await call(admin, 'PUT', `/api/user/client/modules/${t.clients[0]}`, {
      modules: ['CFG', 'XYZ'],
    });
    expect(bad.statusCode).toBe(400);
    const used = await call(admin, 'DELETE', `/api/user/client/deleteById/${t.clients[0]}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(
      /^No se puede eliminar la institución «Alcaldía del Municipio Demo»: lo usan 1 períodos/,
    );
  });

  it('is reserved to the system administrator, even with the screen', async () => {
    await createUser(t.db, {
      username: 'admin-local',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-CLI-01'] }],
    });
    const local = (await signIn(t.app, 'admin-local', 'Clave-Prueba-1')).token;
    expect((await call(local, 'GET', '/api/user/client/findAll')).statusCode).toBe(403);
    expect(
      (await call(local, 'PUT', `/api/user/client/modules/${t.clients[0]}`, { modules: [] })).statusCode,
    ).toBe(403);
  });
});
