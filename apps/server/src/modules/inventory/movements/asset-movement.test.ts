import { employeeResource, personResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, writesSoFar } from '../../../test/harness.ts';
import { created, inventoryBase } from '../../../test/inventory-fixtures.ts';
import { createSample, systemAuth } from '../../../test/resource-samples.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The asset register and its movements: an asset waits for its incorporation, then only movements
 * change its value, place and custodian; each movement is posted and numbered, never deleted,
 * annulled by a reversal only while nothing later moved its assets; the BM ledger adds up.
 */
const t = testSuite();
let idPeriod: number;
let start: string;
const { api } = t;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ idPeriod, start, office: ids.office, store: ids.store } = await inventoryBase(t));
  const found = await t.db.execute<{ id: number; code: string }>(
    sql`select id, code from asset_movement_type where code in ('01', '03', '51', '56', '60')`,
  );
  for (const r of found.rows) ids[`type${r.code}`] = r.id;
  ids.office01 = (
    await t.db.execute<{ id: number }>(
      sql`select s.id from asset_subgroup s join asset_group g on g.id = s.id_group where g.code = '2' and s.code = '01'`,
    )
  ).rows[0]?.id as number;
  // The institution keeps payroll: its custodians are workers of payroll's register.
  const worker = (name: string, idNumber: string, terminationDate: string | null = null) =>
    createSample(t.db, systemAuth(t.clients[0]), employeeResource, {
      name,
      idNumber,
      hireDate: '2020-01-02',
      terminationDate,
    }).then((row) => row.id as number);
  ids.ana = await worker('RIVAS, ANA', 'V-11111111');
  ids.luis = await worker('MORA, LUIS', 'V-22222222');
  ids.person = (await createSample(t.db, systemAuth(t.clients[0]), personResource, { name: 'Pedro Paz' }))
    .id as number;
});

const asset = (over: Record<string, unknown> = {}) => ({
  idSubgroup: ids.office01,
  description: 'Escritorio de madera',
  acquiredOn: start,
  value: '1500.00',
  idWorkUnit: ids.office,
  condition: 'good',
  ...over,
});

const newAsset = (over: Record<string, unknown> = {}) =>
  created<{ id: number; number: string; version: number }>(t, 'asset', asset(over));

const movement = async (body: Record<string, unknown>) =>
  (
    await created(t, 'assetMovement', {
      idPeriod,
      movementDate: start,
      description: 'Movimiento de prueba',
      ...body,
    })
  ).id;

const post = (id: number) => api.call('POST', `/api/inventory/assetMovement/post/${id}`);

async function ledger(idAsset: number) {
  const found = await t.db.execute<{ code: string; direction: string; amount: string; unit: string }>(sql`
    select l.code, l.direction, l.amount::text as amount, w.code as unit
      from asset_ledger l join work_unit w on w.id = l.id_work_unit where l.id_asset = ${idAsset} order by l.id`);
  return found.rows;
}

describe('the asset register', () => {
  it('numbers assets in order unless given one, and refuses a repeated number with 409', async () => {
    const a = await newAsset();
    const b = await newAsset();
    expect([a.number, b.number]).toEqual(['000001', '000002']);
    const mine = await newAsset({ number: 'BM-2019-7' });
    expect(mine.number).toBe('BM-2019-7');
    // A number given by hand is skipped when the count reaches it.
    expect((await newAsset({ number: '000003' })).number).toBe('000003');
    expect((await newAsset()).number).toBe('000004');
    const again = await api.call('POST', '/api/inventory/asset/create', asset({ number: 'BM-2019-7' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields[0].field).toBe('number');
  });

  it("refuses another institution's work unit and a section of another subgroup, writing nothing", async () => {
    const theirs = await t.db.execute<{ id: number }>(sql`
      insert into department (id_client, code, name) values (${t.clients[1]}, 'X', 'Ajeno') returning id`);
    const unit = await t.db.execute<{ id: number }>(sql`
      insert into work_unit (id_client, code, name, id_department) values (${t.clients[1]}, 'X', 'Ajena', ${theirs.rows[0]?.id})
      returning id`);
    const cars = await t.db.execute<{ id: number }>(
      sql`select id from asset_section where name = 'Vehículos automotores terrestres'`,
    );
    const before = await writesSoFar(t.db);
    const refused = await api.call(
      'POST',
      '/api/inventory/asset/create',
      asset({ idWorkUnit: unit.rows[0]?.id, idSection: cars.rows[0]?.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['idSection', 'idWorkUnit']);
    expect(await writesSoFar(t.db)).toBe(before);
  });
});

describe('acquisition', () => {
  it('refuses an asset acquired after today, on create and on update, writing nothing', async () => {
    const tomorrow = new Date(Date.parse(`${t.today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const before = await writesSoFar(t.db);
    for (const acquiredOn of [tomorrow, '9999-12-31']) {
      const refused = await api.call('POST', '/api/inventory/asset/create', asset({ acquiredOn }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        {
          field: 'acquiredOn',
          message: `La fecha de adquisición no puede ser posterior a hoy (${t.today().split('-').reverse().join('/')})`,
        },
      ]);
    }
    expect(await writesSoFar(t.db)).toBe(before);
    const a = await newAsset({ description: 'Mesa de reuniones' });
    const moved = await api.call('PUT', '/api/inventory/asset/update', {
      ...asset({ description: 'Mesa de reuniones', acquiredOn: tomorrow }),
      id: a.id,
      version: a.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.map((f: { field: string }) => f.field)).toEqual(['acquiredOn']);
  });
});

describe('labels', () => {
  it("print an asset's QR label, a unit's sheet, and nothing of another institution", async () => {
    const a = await newAsset({ description: 'Archivador metálico' });
    const one = await api.call('GET', `/api/inventory/asset/labels?id=${a.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await api.call(
      'GET',
      `/api/inventory/asset/labels?idWorkUnit=${ids.office}&status=pending`,
    );
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.length).toBeGreaterThan(one.rawPayload.length);
    const theirs = await t.db.execute<{ id: number }>(sql`
      insert into asset (id_client, number, id_subgroup, description, acquired_on, value, id_work_unit)
      select ${t.clients[1]}, 'AJENO', ${ids.office01}, 'Ajeno', ${t.today()}::date, 1, w.id
        from work_unit w where w.id_client = ${t.clients[1]} limit 1
      returning id`);
    expect(theirs.rows).toHaveLength(1);
    if (theirs.rows[0]) {
      const refused = await api.call('GET', `/api/inventory/asset/labels?id=${theirs.rows[0].id}`);
      expect(refused.statusCode).toBe(404);
      await t.db.execute(sql`delete from asset where id = ${theirs.rows[0].id}`);
    }
  });
});

describe('movements', () => {
  it('incorporate, transfer, change custodian and disincorporate, each numbered, with the history and the BM entries', async () => {
    const a = await newAsset({ description: 'Computador portátil', value: '2400.50' });
    const inc = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id] });
    const posted = await post(inc);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.document).toMatchObject({ status: 'posted', amount: '2400.50', assetCount: 1 });
    expect(posted.json().data.document.numberText).toBeTruthy();

    const tra = await movement({
      idKind: 3,
      idWorkUnitTo: ids.store,
      idCustodianWorkerTo: ids.ana,
      assets: [a.id],
    });
    expect((await post(tra)).statusCode).toBe(200);
    const cus = await movement({ idKind: 4, idCustodianWorkerTo: ids.ana, assets: [a.id] });
    const same = await post(cus);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('Ya están bajo la custodia de quien se nombra');

    const des = await movement({ idKind: 2, idMovementType: ids.type56, assets: [a.id] });
    expect((await post(des)).statusCode).toBe(200);

    const detail = (await api.call('GET', `/api/inventory/asset/findById/${a.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'out', workUnitCode: 'U2', custodianName: 'RIVAS, ANA' });
    expect(
      detail.history.map((h: { kindLabel: string; conceptCode: string | null }) => [
        h.kindLabel,
        h.conceptCode,
      ]),
    ).toEqual([
      ['Incorporación', '03'],
      ['Traspaso', null],
      ['Desincorporación', '56'],
    ]);
    expect(await ledger(a.id)).toEqual([
      { code: '03', direction: 'in', amount: '2400.50', unit: 'U1' },
      { code: '51', direction: 'out', amount: '2400.50', unit: 'U1' },
      { code: '02', direction: 'in', amount: '2400.50', unit: 'U2' },
      { code: '56', direction: 'out', amount: '2400.50', unit: 'U2' },
    ]);
    // A posted movement is never deleted.
    expect((await api.call('DELETE', `/api/inventory/assetMovement/deleteById/${inc}`)).statusCode).toBe(409);
  });

  it('refuse what the asset is not in a state for, and a concept of the wrong direction, naming why', async () => {
    const a = await newAsset();
    const out = await movement({ idKind: 2, idMovementType: ids.type56, assets: [a.id] });
    const refused = await post(out);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(a.number);
    const wrong = await movement({ idKind: 1, idMovementType: ids.type56, assets: [a.id] });
    const bad = await post(wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({
      field: 'idMovementType',
      message: 'Una incorporación lleva un concepto de incorporación (01 a 49)',
    });
    const transferCode = await movement({ idKind: 2, idMovementType: ids.type51, assets: [a.id] });
    expect((await post(transferCode)).json().fields[0].message).toBe(
      'Un traspaso entre unidades de trabajo se hace con un movimiento de traspaso',
    );
    const status = await t.db.execute<{ status: string }>(sql`select status from asset where id = ${a.id}`);
    expect(status.rows[0]?.status).toBe('pending');
  });

  it('leave an incorporated asset editable only in what describes it', async () => {
    const a = await newAsset();
    expect(
      (await post(await movement({ idKind: 1, idMovementType: ids.type01, assets: [a.id] }))).statusCode,
    ).toBe(200);
    const row = (await api.call('GET', `/api/inventory/asset/findById/${a.id}`)).json().data;
    const moved = await api.call('PUT', '/api/inventory/asset/update', {
      ...asset(),
      id: a.id,
      version: row.version,
      value: '1.00',
      idWorkUnit: ids.store,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields.map((f: { field: string }) => f.field)).toEqual(['value', 'idWorkUnit']);
    const described = await api.call('PUT', '/api/inventory/asset/update', {
      ...asset(),
      id: a.id,
      version: row.version,
      serial: 'SN-123',
      condition: 'fair',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json().data).toMatchObject({ serial: 'SN-123', condition: 'fair', value: '1500.00' });
    expect((await api.call('DELETE', `/api/inventory/asset/deleteById/${a.id}`)).statusCode).toBe(409);
  });

  it('annul by a reversal that puts the asset back, unless a later movement moved it', async () => {
    const a = await newAsset({ value: '800.00' });
    const inc = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id] });
    expect((await post(inc)).statusCode).toBe(200);
    const tra = await movement({ idKind: 3, idWorkUnitTo: ids.store, assets: [a.id] });
    expect((await post(tra)).statusCode).toBe(200);

    const blocked = await api.call('POST', `/api/inventory/assetMovement/annul/${inc}`, {
      reason: 'Error de carga',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('anule primero ese movimiento');

    const undone = await api.call('POST', `/api/inventory/assetMovement/annul/${tra}`, {
      reason: 'Error de carga',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const back = (await api.call('GET', `/api/inventory/asset/findById/${a.id}`)).json().data;
    expect(back.workUnitCode).toBe('U1');
    expect(
      (await api.call('POST', `/api/inventory/assetMovement/annul/${inc}`, { reason: 'Error de carga' }))
        .statusCode,
    ).toBe(200);
    const pending = (await api.call('GET', `/api/inventory/asset/findById/${a.id}`)).json().data;
    expect(pending).toMatchObject({ status: 'pending', incorporatedOn: null });
    // Every entry has its correction (17 back in, 66 back out, positive): the asset adds up to nothing in
    // each unit.
    const sums = await t.db.execute<{ unit: number; total: string; negative: number }>(sql`
      select id_work_unit as unit, sum(case direction when 'in' then amount else -amount end)::text as total,
             count(*) filter (where amount < 0)::int as negative
        from asset_ledger where id_asset = ${a.id} group by 1`);
    expect(sums.rows.length).toBeGreaterThan(0);
    expect(sums.rows.every((r) => Number(r.total) === 0 && r.negative === 0)).toBe(true);
  });

  it('let two postings race for one asset and incorporate it once', async () => {
    const a = await newAsset();
    const first = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id] });
    const second = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id] });
    const results = await Promise.all([post(first), post(second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const entries = await ledger(a.id);
    expect(entries).toHaveLength(1);
  });

  it("keep another institution's users from the movements and the assets", async () => {
    const a = await newAsset();
    const inc = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id] });
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${t.clients[1]}, 'INV') on conflict do nothing`,
    );
    const other = await t.newUser({
      username: 'otro-bienes',
      memberships: [{ idClient: t.clients[1], screens: ['INV-BMU-01', 'INV-MOV-01'] }],
    });
    expect(
      (await api.call('GET', `/api/inventory/asset/findById/${a.id}`, undefined, other)).statusCode,
    ).toBe(404);
    expect(
      (await api.call('POST', `/api/inventory/assetMovement/post/${inc}`, undefined, other)).statusCode,
    ).toBe(404);
    const listed = await api.call('GET', '/api/inventory/asset/findAll', undefined, other);
    expect(listed.json().data.total).toBe(0);
    const smuggled = await api.call(
      'POST',
      '/api/inventory/assetMovement/create',
      {
        idPeriod: (await signIn(t.app, 'otro-bienes', 'Clave-Prueba-1')).user.idPeriod,
        idKind: 1,
        movementDate: start,
        description: 'x',
        assets: [a.id],
      },
      other,
    );
    expect(smuggled.statusCode).toBe(400);
  });
});

describe('custodians', () => {
  const today = () => t.today();

  it('are workers of payroll where the institution keeps it: a person, both, or one who left is refused', async () => {
    const left = await t.db.execute<{ id: number }>(sql`
      insert into employee (id_client, id_number, name, hire_date, termination_date, id_department, id_employee_type, id_cargo)
      select id_client, 'V-33333333', 'SOSA, EVA', hire_date, date '2021-03-31', id_department, id_employee_type, id_cargo
        from employee where id = ${ids.ana} returning id`);
    ids.eva = left.rows[0]?.id as number;
    const theirs = await t.db.execute<{ id: number }>(sql`
      insert into employee (id_client, id_number, name, hire_date, id_department, id_employee_type, id_cargo)
      select ${t.clients[1]}, 'V-44444444', 'AJENO', hire_date, id_department, id_employee_type, id_cargo
        from employee where id = ${ids.ana} returning id`);
    const before = await writesSoFar(t.db);
    const person = await api.call('POST', '/api/inventory/asset/create', asset({ idCustodian: ids.person }));
    expect(person.statusCode).toBe(400);
    expect(person.json().fields).toEqual([
      {
        field: 'idCustodian',
        message: 'Esta institución lleva nómina: el custodio es un trabajador de su registro de personal',
      },
    ]);
    const both = await api.call(
      'POST',
      '/api/inventory/asset/create',
      asset({ idCustodian: ids.person, idCustodianWorker: ids.ana }),
    );
    expect(both.json().fields[0]).toMatchObject({ field: 'idCustodianWorker' });
    const gone = await api.call('POST', '/api/inventory/asset/create', asset({ idCustodianWorker: ids.eva }));
    expect(gone.json().fields[0].message).toBe(
      `SOSA, EVA egresó el 31/03/2021: no puede custodiar bienes al ${today().split('-').reverse().join('/')}`,
    );
    const foreign = await api.call(
      'POST',
      '/api/inventory/asset/create',
      asset({ idCustodianWorker: theirs.rows[0]?.id }),
    );
    expect(foreign.json().fields[0].message).toBe('El trabajador no existe en esta institución');
    expect(await writesSoFar(t.db)).toBe(before);
    const later = `${Number(today().slice(0, 4)) + 1}-02-01`;
    await t.db.execute(sql`update employee set hire_date = ${later} where id = ${theirs.rows[0]?.id}`);
    await t.db.execute(sql`update employee set id_client = ${t.clients[0]} where id = ${theirs.rows[0]?.id}`);
    const unborn = await api.call(
      'POST',
      '/api/inventory/asset/create',
      asset({ idCustodianWorker: theirs.rows[0]?.id }),
    );
    expect(unborn.json().fields[0].message).toBe(
      `AJENO ingresa el 01/02/${later.slice(0, 4)}: no puede custodiar bienes al ${today().split('-').reverse().join('/')}`,
    );
  });

  it('flag a worker with an end of service who still keeps assets, until a change of custodian hands them over', async () => {
    const a = await newAsset({ value: '1000.00', idCustodianWorker: ids.luis });
    const b = await newAsset({ value: '250.50', idCustodianWorker: ids.luis });
    expect((await newAsset()).id).toBeTruthy();
    const leavers = async () => (await api.call('GET', '/api/inventory/asset/custodianLeavers')).json().data;
    expect(await leavers()).toEqual([]);
    // HR records the end of service ahead: the asset office sees it at once.
    const end = `${Number(today().slice(0, 4)) + 1}-01-15`;
    await t.db.execute(sql`update employee set termination_date = ${end} where id = ${ids.luis}`);
    expect(await leavers()).toEqual([
      {
        idWorker: ids.luis,
        idNumber: 'V-22222222',
        name: 'MORA, LUIS',
        terminationDate: end,
        assets: 2,
        value: '1250.50',
      },
    ]);
    const kept = (await api.call('GET', `/api/inventory/asset/findAll?idCustodianWorker=${ids.luis}`)).json()
      .data;
    expect(kept.rows.map((r: { id: number; custodianName: string }) => [r.id, r.custodianName])).toEqual([
      [a.id, 'MORA, LUIS'],
      [b.id, 'MORA, LUIS'],
    ]);
    const inc = await movement({ idKind: 1, idMovementType: ids.type03, assets: [a.id, b.id] });
    expect((await post(inc)).statusCode).toBe(200);
    // A change of custodian is saved as a draft before it names one; posted, it asks for the worker.
    const unnamed = await movement({ idKind: 4, assets: [a.id] });
    const asked = await post(unnamed);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().fields).toEqual([
      { field: 'idCustodianWorkerTo', message: 'Indique el nuevo custodio' },
    ]);
    const cus = await movement({ idKind: 4, idCustodianWorkerTo: ids.ana, assets: [a.id, b.id] });
    const handed = await post(cus);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.document).toMatchObject({
      custodianToName: 'RIVAS, ANA',
      idCustodianWorkerTo: ids.ana,
    });
    expect(handed.json().data.document.lines.map((l: { fromCustodian: string }) => l.fromCustodian)).toEqual([
      'MORA, LUIS',
      'MORA, LUIS',
    ]);
    expect(await leavers()).toEqual([]);
    // He is named now only as who had them: still not deleted (the history would lose him).
    const named = await api.call('DELETE', `/api/hr/employee/deleteById/${ids.luis}`);
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toContain('movimientos de bienes');
    // Annulled, the assets go back to who had them, and the flag with them.
    const annulled = await api.call('POST', `/api/inventory/assetMovement/annul/${cus}`, {
      reason: 'Error de custodio',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect((await leavers())[0]).toMatchObject({ idWorker: ids.luis, assets: 2 });
    // Nor is a worker who keeps assets deleted from payroll's register.
    const removed = await api.call('DELETE', `/api/hr/employee/deleteById/${ids.luis}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('bienes bajo su custodia');
  });

  it('are persons where the institution keeps no payroll, and a worker is refused there', async () => {
    await t.db.execute(
      sql`delete from client_module where id_client = ${t.clients[0]} and module_code = 'NOM'`,
    );
    try {
      const worker = await api.call(
        'POST',
        '/api/inventory/asset/create',
        asset({ idCustodianWorker: ids.ana }),
      );
      expect(worker.json().fields).toEqual([
        {
          field: 'idCustodianWorker',
          message: 'Esta institución no lleva nómina: el custodio es una persona de su registro de personas',
        },
      ]);
      const kept = await newAsset({ idCustodian: ids.person });
      const read = (await api.call('GET', `/api/inventory/asset/findById/${kept.id}`)).json().data;
      expect(read).toMatchObject({
        idCustodian: ids.person,
        idCustodianWorker: null,
        custodianName: 'Pedro Paz',
      });
    } finally {
      await t.db.execute(
        sql`insert into client_module (id_client, module_code) values (${t.clients[0]}, 'NOM')`,
      );
    }
  });
});

describe("the dashboard's picture", () => {
  it('sums the incorporated assets by subgroup, not those waiting or taken out', async () => {
    const res = await api.call('GET', '/api/inventory/asset/bySubgroup');
    expect(res.statusCode, res.body).toBe(200);
    const expected = await t.rows<{ code: string; amount: string }>(sql`
      select g.code || '-' || sg.code as code, sum(a.value)::text as amount
        from asset a join asset_subgroup sg on sg.id = a.id_subgroup join asset_group g on g.id = sg.id_group
       where a.id_client = ${t.clients[0]} and a.status = 'in'
       group by 1 order by sum(a.value) desc, 1`);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json().data.map((r: { code: string; amount: string }) => [r.code, r.amount])).toEqual(
      expected.map((e) => [e.code, e.amount]),
    );
    expect(res.json().data[0].name).toBe('Máquinas, muebles y demás equipos de oficina');
  });
});
