import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncModules } from '../../modules.ts';
import { bearer } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';

const t = testSuite();
let idCompany: number;

beforeAll(async () => {
  const companies = await t.app.inject({ url: '/api/user/company/findAll', headers: bearer(t.admin) });
  idCompany = companies.json().data.rows[0].id;
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('institutions', () => {
  it('an SA creates one, belongs to it, enables its modules, and users see them after renewal', async () => {
    const created = await call(t.admin, 'POST', '/api/user/client/create', {
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
    // Spec section 3: an institution carries its id as idClient, a period as idPeriod.
    expect(created.json().data.idClient).toBe(idClient);
    const listed = await call(t.admin, 'GET', '/api/user/client/findAll?search=IMDEP');
    expect(listed.json().data.rows[0]).toMatchObject({ id: idClient, idClient });
    // Born with the SENIAT to pay its withholdings to (and it goes with it when deleted, below).
    const seniat = await t.db.execute<{ name: string }>(
      sql`select name from beneficiary where id_client = ${idClient} and code = 'G-20000303-0'`,
    );
    expect(seniat.rows).toEqual([
      { name: 'Servicio Nacional Integrado de Administración Aduanera y Tributaria (SENIAT)' },
    ]);
    const periods = await call(t.admin, 'GET', `/api/budget/budget-period/findAll`);
    const period = periods.json().data.rows[0];
    expect(period.idPeriod).toBe(period.id);
    const saved = await call(t.admin, 'PUT', `/api/user/client/modules/${idClient}`, {
      modules: ['TES', 'PRE'],
    });
    expect(saved.json().data.modules).toEqual(['PRE', 'TES']);
    const switched = await call(t.admin, 'GET', `/api/user/new-token/${idClient}`);
    expect(switched.statusCode, switched.body).toBe(200);
    const session = switched.json().data.userInfo[0];
    expect(session.nameClient).toBe('Instituto Municipal de Deportes');
    expect(session.validOverdraft).toBe(true);
    expect(session.modules.map((m: { code: string }) => m.code)).toEqual(['GEN', 'CFG', 'PRE', 'TES']);
    // Without business data it can be deleted, memberships and all.
    const removed = await call(t.admin, 'DELETE', `/api/user/client/deleteById/${idClient}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('refuses core or unknown modules, and deleting an institution with periods', async () => {
    const bad = await call(t.admin, 'PUT', `/api/user/client/modules/${t.clients[0]}`, {
      modules: ['CFG', 'XYZ'],
    });
    expect(bad.statusCode).toBe(400);
    const used = await call(t.admin, 'DELETE', `/api/user/client/deleteById/${t.clients[0]}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(
      /^No se puede eliminar la institución «Alcaldía del Municipio Demo»: lo usan 1 períodos/,
    );
  });

  it('is reserved to the system administrator, even with the screen', async () => {
    const local = await t.newUser({
      username: 'admin-local',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-CLI-01'] }],
    });
    expect((await call(local, 'GET', '/api/user/client/findAll')).statusCode).toBe(403);
    expect(
      (await call(local, 'PUT', `/api/user/client/modules/${t.clients[0]}`, { modules: [] })).statusCode,
    ).toBe(403);
  });
});

describe('the holiday calendar', () => {
  const holidays = async (search: string) =>
    (
      await call(t.admin, 'GET', `/api/user/holiday/findAll?search=${encodeURIComponent(search)}&size=50`)
    ).json().data.rows as { id: number; holidayDate: string; description: string }[];

  it("starts with Venezuela's national holidays, which the institution edits, and a day it removed stays removed", async () => {
    const carnival = await holidays('Carnaval');
    expect(carnival.filter((d) => d.holidayDate.startsWith('2027')).map((d) => d.holidayDate)).toEqual([
      '2027-02-09',
      '2027-02-08',
    ]);
    const [indigenous] = (await holidays('Resistencia')).filter((d) => d.holidayDate === '2027-10-12');
    expect(indigenous).toBeDefined();
    const removed = await call(t.admin, 'DELETE', `/api/user/holiday/deleteById/${indigenous?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const added = await call(t.admin, 'POST', '/api/user/holiday/create', {
      holidayDate: '2027-10-13',
      description: 'Día de la Resistencia Indígena (trasladado)',
    });
    expect(added.statusCode, added.body).toBe(200);
    const twice = await call(t.admin, 'POST', '/api/user/holiday/create', {
      holidayDate: '2027-10-13',
      description: 'Otro',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('Ese día ya es feriado en esta institución');
    // The next start writes no national day back into a year the institution has.
    await syncModules(t.db);
    expect((await holidays('Resistencia')).map((d) => d.holidayDate)).toContain('2027-10-13');
    expect((await holidays('Resistencia')).map((d) => d.holidayDate)).not.toContain('2027-10-12');
    // The fifth business day after Thursday 4 February 2027: Friday, then Wednesday to Monday the 15th.
    const term = await t.db.execute<{ day: string }>(
      sql`select to_char(business_day_after(${t.clients[0]}, '2027-02-04', 5), 'YYYY-MM-DD') as day`,
    );
    expect(term.rows[0]?.day).toBe('2027-02-15');
  });
});
