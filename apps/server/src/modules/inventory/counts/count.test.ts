import { personResource, scannedNumber } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inventoryBase } from '../../../test/inventory-fixtures.ts';
import { createSample, systemAuth } from '../../../test/resource-samples.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * A physical count of a work unit: what the inventory says is there, what was found (by number or by
 * the label's QR link), what is missing and what is misplaced, and the draft movements its close writes.
 */
const t = testSuite();
let idPeriod: number;
let start: string;
const { api } = t;
const ids: Record<string, number> = {};
const numbers: string[] = [];

beforeAll(async () => {
  ({ idPeriod, start, office: ids.office, store: ids.store } = await inventoryBase(t));
  await createSample(t.db, systemAuth(t.clients[0]), personResource);
  const found = await t.db.execute<{ sub: number; purchase: number }>(sql`
    select (select s.id from asset_subgroup s join asset_group g on g.id = s.id_group where g.code = '2' and s.code = '01') as sub,
           (select id from asset_movement_type where code = '03') as purchase`);
  const { sub, purchase } = found.rows[0] as { sub: number; purchase: number };
  const assets: number[] = [];
  // Three in the Despacho, one in the Almacén, one never incorporated.
  for (const unit of [ids.office, ids.office, ids.office, ids.store, ids.office]) {
    const res = await api.call('POST', '/api/inventory/asset/create', {
      idSubgroup: sub,
      description: `Silla ${assets.length + 1}`,
      acquiredOn: start,
      value: '100.00',
      idWorkUnit: unit,
      condition: 'good',
    });
    assets.push(res.json().data.id);
    numbers.push(res.json().data.number);
  }
  const inc = await api.call('POST', '/api/inventory/assetMovement/create', {
    idPeriod,
    idKind: 1,
    movementDate: start,
    idMovementType: purchase,
    description: 'Compra',
    assets: assets.slice(0, 4),
  });
  expect((await api.call('POST', `/api/inventory/assetMovement/post/${inc.json().data.id}`)).statusCode).toBe(
    200,
  );
});

describe('a physical count', () => {
  let id: number;

  it('starts with what the inventory has in the unit, and only one at a time', async () => {
    const started = await api.call('POST', '/api/inventory/assetCount/start', { idWorkUnit: ids.office });
    expect(started.statusCode, started.body).toBe(200);
    id = started.json().data.id;
    expect(started.json().data).toMatchObject({
      status: 'open',
      expected: 3,
      found: 0,
      missing: 3,
      misplaced: 0,
    });
    const twice = await api.call('POST', '/api/inventory/assetCount/start', { idWorkUnit: ids.office });
    expect(twice.statusCode).toBe(409);
  });

  it('marks what is found by number or by the QR link, once, and names what is not for this count', async () => {
    const byNumber = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: numbers[0] });
    expect(byNumber.json().data).toMatchObject({ outcome: 'found' });
    const link = `http://erario.test/pages/InventarioBM7I-bienes-muebles?numero=${numbers[1]}`;
    expect(scannedNumber(link)).toBe(numbers[1]);
    expect(
      (await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: link })).json().data.outcome,
    ).toBe('found');
    const again = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: numbers[0] });
    expect(again.json().data).toMatchObject({
      outcome: 'again',
      message: `El bien ${numbers[0]} ya estaba contado.`,
    });
    const elsewhere = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: numbers[3] });
    expect(elsewhere.json().data.outcome).toBe('misplaced');
    expect(elsewhere.json().data.message).toContain('es de Almacén');
    const waiting = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: numbers[4] });
    expect(waiting.statusCode).toBe(409);
    const unknown = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: 'NO-EXISTE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No hay un bien con el número NO-EXISTE en esta institución.');
  });

  it('takes back a mark made by mistake', async () => {
    const detail = (await api.call('GET', `/api/inventory/assetCount/findById/${id}`)).json().data;
    const second = detail.foundItems.find((i: { number: string }) => i.number === numbers[1]);
    await api.call('POST', `/api/inventory/assetCount/unmark/${id}`, { idAsset: second.idAsset });
    const after = (await api.call('GET', `/api/inventory/assetCount/findById/${id}`)).json().data;
    expect(after).toMatchObject({ found: 1, missing: 2, misplaced: 1 });
  });

  it('closes into a draft transfer of the misplaced and a draft disincorporation 60 of the missing, moving nothing yet', async () => {
    const closed = await api.call('POST', `/api/inventory/assetCount/close/${id}`);
    expect(closed.statusCode, closed.body).toBe(200);
    const c = closed.json().data;
    expect(c.status).toBe('closed');
    const transfer = (await api.call('GET', `/api/inventory/assetMovement/findById/${c.idTransfer}`)).json()
      .data;
    expect(transfer).toMatchObject({ status: 'draft', idKind: 3, workUnitToName: 'Despacho', assetCount: 1 });
    const missing = (
      await api.call('GET', `/api/inventory/assetMovement/findById/${c.idDisincorporation}`)
    ).json().data;
    expect(missing).toMatchObject({ status: 'draft', idKind: 2, conceptCode: '60', assetCount: 2 });
    const units = await t.db.execute<{ number: string; unit: number; status: string }>(
      sql`select number, id_work_unit as unit, status from asset where number = ${numbers[3]}`,
    );
    expect(units.rows[0]).toMatchObject({ unit: ids.store, status: 'in' });
    const late = await api.call('POST', `/api/inventory/assetCount/scan/${id}`, { code: numbers[2] });
    expect(late.statusCode).toBe(409);
    // Posting the drafts moves them: the misplaced chair comes to the Despacho.
    expect((await api.call('POST', `/api/inventory/assetMovement/post/${c.idTransfer}`)).statusCode).toBe(
      200,
    );
    const moved = await t.db.execute<{ unit: number }>(
      sql`select id_work_unit as unit from asset where number = ${numbers[3]}`,
    );
    expect(moved.rows[0]?.unit).toBe(ids.office);
  });
});
