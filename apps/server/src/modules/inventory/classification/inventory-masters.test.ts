import { MOVEMENT_TYPES, movementDirection } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';
import { syncInventoryCatalogues } from './classification.sync.ts';

/**
 * The inventory's masters beyond what the registry suite checks of every master: the standard
 * classification and movement concepts seeded and kept, written by the SA only, codes that never
 * change, a concept's section within its subgroup, and a work unit in a department of its own
 * institution.
 */
const t = testSuite();
let officer: string;
const api = t.api;

beforeAll(async () => {
  officer = await t.newUser({
    username: 'bienes',
    role: 'ADMIN',
    memberships: [
      {
        idClient: t.clients[0],
        screens: ['INV-GRU-01', 'INV-SGR-01', 'INV-SEC-01', 'INV-TMO-01', 'INV-CON-01', 'INV-ENT-01'],
      },
    ],
  });
});

/** Two-digit codes from 01 to `n`, in order. */
const codes = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));

const idOf = async (table: string, where: ReturnType<typeof sql>) =>
  (await t.rows<{ id: number }>(sql`select id from ${sql.raw(table)} where ${where}`))[0]?.id as number;

describe('the standard classification', () => {
  it('is there from the first start: group 2, its twelve subgroups and the sections of Publicación 21', async () => {
    const groups = await t.rows<{ code: string; name: string }>(
      sql`select code, name from asset_group order by code`,
    );
    expect(groups).toEqual([
      { code: '1', name: 'Bienes inmuebles' },
      { code: '2', name: 'Bienes muebles' },
    ]);
    const subgroups = await t.rows<{ code: string }>(
      sql`select s.code from asset_subgroup s join asset_group g on g.id = s.id_group where g.code = '2' order by s.code`,
    );
    expect(subgroups.map((s) => s.code)).toEqual(codes(12));
    const vehicles = await t.rows<{ path: string; name: string }>(sql`
      select g.code || '-' || sg.code || '-' || s.code as path, s.name
        from asset_section s join asset_subgroup sg on sg.id = s.id_subgroup join asset_group g on g.id = sg.id_group
       where s.name = 'Vehículos automotores terrestres'`);
    expect(vehicles).toEqual([{ path: '2-04-01', name: 'Vehículos automotores terrestres' }]);
    expect((await t.rows<{ n: number }>(sql`select count(*)::int as n from asset_section`))[0]?.n).toBe(21);
  });

  it('is read by any institution with the screen and answers the spec paths', async () => {
    const all = await api.call('GET', '/api/inventory/group/findAll', undefined, officer);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.rows.map((g: { code: string }) => g.code)).toEqual(['1', '2']);
    const idTransport = await idOf('asset_subgroup', sql`code = '04'`);
    const one = await api.call('GET', `/api/inventory/subgroup/findById/${idTransport}`, undefined, officer);
    expect(one.json().data).toMatchObject({
      code: '04',
      name: 'Equipos de transporte',
      idGroupLabel: 'Bienes muebles',
    });
    const sections = await api.call(
      'GET',
      `/api/inventory/section/findByIdSubgroup/${idTransport}`,
      undefined,
      officer,
    );
    expect(sections.json().data.rows.map((s: { code: string }) => s.code)).toEqual(codes(6));
  });

  it('is written by the SA only: an institution administrator with the screen is refused and nothing changes', async () => {
    const before = await writesSoFar(t.db);
    const idGroup = await idOf('asset_group', sql`code = '2'`);
    const made = await api.call(
      'POST',
      '/api/inventory/subgroup/create',
      { idGroup, code: '13', name: 'Equipos de computación' },
      officer,
    );
    expect(made.statusCode).toBe(403);
    const idSection = await idOf('asset_section', sql`name = 'Embarcaciones'`);
    const gone = await api.call(
      'DELETE',
      `/api/inventory/section/deleteById/${idSection}`,
      undefined,
      officer,
    );
    expect(gone.statusCode).toBe(403);
    expect(await writesSoFar(t.db)).toBe(before);

    // The SA adds the local subgroup 13 (computación) that many institutions use.
    const added = await api.call('POST', '/api/inventory/subgroup/create', {
      idGroup,
      code: '13',
      name: 'Equipos de computación',
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('keeps its codes: the SA may rename a subgroup but not recode it, and a restart keeps the new name', async () => {
    const id = await idOf('asset_subgroup', sql`code = '12'`);
    const row = (await api.call('GET', `/api/inventory/subgroup/findById/${id}`)).json().data;
    const recoded = await api.call('PUT', '/api/inventory/subgroup/update', { ...row, code: '14' });
    expect(recoded.statusCode).toBe(400);
    expect(recoded.json().fields[0].field).toBe('code');
    const renamed = await api.call('PUT', '/api/inventory/subgroup/update', { ...row, name: 'Otros bienes' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    await syncInventoryCatalogues(t.db);
    const after = await t.rows<{ name: string; n: number }>(
      sql`select name, (select count(*)::int from asset_subgroup where code = '12') as n from asset_subgroup where id = ${id}`,
    );
    expect(after).toEqual([{ name: 'Otros bienes', n: 1 }]);
  });
});

describe('movement concepts', () => {
  it('are seeded with their codes and say from the code whether they incorporate or disincorporate', async () => {
    const listed = await api.call('GET', '/api/inventory/movementType/findAll?size=100', undefined, officer);
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data.rows as { code: string; name: string; direction: string }[];
    expect(data.map((d) => d.code)).toEqual(MOVEMENT_TYPES.map(([code]) => code));
    expect(data.find((d) => d.code === '60')).toMatchObject({
      name: 'Faltantes por investigar',
      direction: 'Desincorporación',
    });
    expect(data.find((d) => d.code === '03')?.direction).toBe('Incorporación');
    expect(movementDirection('49')).toBe('in');
    expect(movementDirection('50')).toBe('out');
  });

  it('take a new code from the SA, and its direction comes from the code', async () => {
    const made = await api.call('POST', '/api/inventory/movementType/create', {
      code: '20',
      name: 'Herencias vacantes',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.direction).toBe('Incorporación');
    const bad = await api.call('POST', '/api/inventory/movementType/create', { code: '7', name: 'Siete' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("an institution's concepts and work units", () => {
  it('refuse a section that is not of the chosen subgroup, on create and on update, and keep nothing', async () => {
    const idOffice = await idOf('asset_subgroup', sql`code = '01'`);
    const idTransport = await idOf('asset_subgroup', sql`code = '04'`);
    const idCars = await idOf('asset_section', sql`name = 'Vehículos automotores terrestres'`);
    const before = await writesSoFar(t.db);
    const wrong = await api.call(
      'POST',
      '/api/inventory/generalConcepts/create',
      { code: 'ESC', name: 'Escritorio', idSubgroup: idOffice, idSection: idCars, active: true },
      officer,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'idSection', message: 'La sección no es del subgrupo elegido' },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);

    const desk = await api.call(
      'POST',
      '/api/inventory/generalConcepts/create',
      { code: 'ESC', name: 'Escritorio', idSubgroup: idOffice, details: 'Material, Color', active: true },
      officer,
    );
    expect(desk.statusCode, desk.body).toBe(200);
    const car = await api.call(
      'POST',
      '/api/inventory/generalConcepts/create',
      {
        code: 'VEH',
        name: 'Camioneta',
        idSubgroup: idTransport,
        idSection: idCars,
        details: 'Placa',
        active: true,
      },
      officer,
    );
    expect(car.statusCode, car.body).toBe(200);
    const moved = await api.call(
      'PUT',
      '/api/inventory/generalConcepts/update',
      { ...car.json().data, idSubgroup: idOffice },
      officer,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields[0].field).toBe('idSection');
  });

  it('keep concepts to their institution: the other one does not see them', async () => {
    const other = await createUser(t.db, {
      username: 'bienes2',
      memberships: [{ idClient: t.clients[1], screens: ['INV-CON-01'] }],
    });
    expect(other).toBeGreaterThan(0);
    // The second demo institution has no inventory module: its user is refused the screen's routes.
    const theirs = await t.signInAs('bienes2');
    const listed = await api.call('GET', '/api/inventory/generalConcepts/findAll', undefined, theirs);
    expect(listed.statusCode).toBe(403);
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${t.clients[1]}, 'INV') on conflict do nothing`,
    );
    const again = await t.signInAs('bienes2');
    const now = await api.call('GET', '/api/inventory/generalConcepts/findAll', undefined, again);
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toMatchObject({ rows: [], total: 0 });
  });

  it('keep their departments in the asset office where the institution has no payroll, and only there', async () => {
    const other = t.clients[1];
    await createUser(t.db, {
      username: 'bienes3',
      memberships: [{ idClient: other, screens: ['INV-DEP-01', 'INV-ENT-01'] }],
    });
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${other}, 'INV') on conflict do nothing`,
    );
    const hadPayroll =
      (await t.rows(sql`select 1 from client_module where id_client = ${other} and module_code = 'NOM'`))
        .length > 0;
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${other}, 'NOM') on conflict do nothing`,
    );
    const department = { code: 'BIE', name: 'Dirección de Bienes', active: true };
    try {
      // Where payroll keeps them, the asset office's screen reaches none of them.
      const withPayroll = await t.signInAs('bienes3');
      const refused = await api.call('POST', '/api/hr/department/create', department, withPayroll);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        '«Departamentos» no se usa en esta institución: lo lleva el módulo Nómina.',
      );
      expect((await api.call('GET', '/api/hr/department/findAll', undefined, withPayroll)).statusCode).toBe(
        403,
      );
      // Without payroll, the asset office creates one and places a work unit in it.
      await t.db.execute(sql`delete from client_module where id_client = ${other} and module_code = 'NOM'`);
      const token = await t.signInAs('bienes3');
      const made = await api.call('POST', '/api/hr/department/create', department, token);
      expect(made.statusCode, made.body).toBe(200);
      const listed = await api.call('GET', '/api/hr/department/findAll?search=Bienes', undefined, token);
      expect(listed.json().data.rows.map((r: { name: string }) => r.name)).toEqual(['Dirección de Bienes']);
      const unit = await api.call(
        'POST',
        '/api/inventory/workUnit/create',
        { code: 'BIE-01', name: 'Almacén de bienes', idDepartment: made.json().data.id, active: true },
        token,
      );
      expect(unit.statusCode, unit.body).toBe(200);
    } finally {
      if (hadPayroll)
        await t.db.execute(
          sql`insert into client_module (id_client, module_code) values (${other}, 'NOM') on conflict do nothing`,
        );
      else
        await t.db.execute(sql`delete from client_module where id_client = ${other} and module_code = 'NOM'`);
    }
  });

  it('place a work unit in a department of the institution, picked from the payroll master', async () => {
    const idDepartment = await api.master('hr/department', {
      code: 'ADM',
      name: 'Administración',
      active: true,
    });
    const options = await api.call('GET', '/api/hr/department/options', undefined, officer);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.map((o: { label: string }) => o.label)).toContain('Administración');

    const made = await api.call(
      'POST',
      '/api/inventory/workUnit/create',
      {
        code: 'ADM-01',
        name: 'División de Bienes',
        idDepartment,
        responsibleName: 'María Rondón',
        responsibleId: 'V-12345678',
        active: true,
      },
      officer,
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.idDepartmentLabel).toBe('Administración');

    const theirs = await t.rows<{ id: number }>(
      sql`insert into department (id_client, code, name) values (${t.clients[1]}, 'X', 'Ajeno') returning id`,
    );
    const foreign = await api.call(
      'POST',
      '/api/inventory/workUnit/create',
      { code: 'ADM-02', name: 'Otra', idDepartment: theirs[0]?.id, active: true },
      officer,
    );
    expect(foreign.statusCode).toBe(400);
    const badId = await api.call(
      'POST',
      '/api/inventory/workUnit/create',
      { code: 'ADM-03', name: 'Otra', idDepartment, responsibleId: '12345678', active: true },
      officer,
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual([
      { field: 'responsibleId', message: 'La cédula tiene la forma V-12345678' },
    ]);
  });
});
