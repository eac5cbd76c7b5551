import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSuite } from '../../test/suite.ts';
import { taxUnitOn } from './tax-units/tax-units.ts';

/**
 * The revenue office's masters: what each holds and refuses beyond what the registry suite checks of
 * every master (a taxpayer's RIF and its check digit, the spec's duplicate-RIF message, the taxed
 * objects under their taxpayer, the published unidad tributaria).
 */
const t = testSuite();
let idType: number;

beforeAll(async () => {
  const made = await call('POST', '/api/collection/taxpayerType/create', {
    code: 'ORD',
    description: 'Ordinario',
    active: true,
  });
  idType = made.json().data.id;
});

const { call } = t.api;

const taxpayer = (rif: string, name = 'Panadería La Espiga, C.A.') => ({
  rif,
  name,
  idTaxpayerType: idType,
  active: true,
});

describe('taxpayers', () => {
  it('take a RIF whose check digit checks, and refuse one whose digit does not, naming the field', async () => {
    const good = rifOf('J', '30123456');
    const made = await call('POST', '/api/collection/taxpayer/create', taxpayer(good));
    expect(made.statusCode, made.body).toBe(200);

    const wrongDigit = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
    const refused = await call('POST', '/api/collection/taxpayer/create', taxpayer(wrongDigit, 'Otra'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'rif',
      message: 'El dígito verificador no corresponde a ese RIF',
    });
    const communal = await call(
      'POST',
      '/api/collection/taxpayer/create',
      taxpayer('C-12345678-9', 'Consejo'),
    );
    expect(communal.statusCode).toBe(400);
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from taxpayer where name in ('Otra', 'Consejo')`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('answer a duplicate RIF with the spec message and a 409, also on update', async () => {
    const rif = rifOf('V', '12345678');
    expect(
      (await call('POST', '/api/collection/taxpayer/create', taxpayer(rif, 'Ana Pérez'))).statusCode,
    ).toBe(200);
    const twice = await call('POST', '/api/collection/taxpayer/create', taxpayer(rif, 'Ana María Pérez'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya existe un contribuyente con el mismo RIF');

    const other = (
      await call('POST', '/api/collection/taxpayer/create', taxpayer(rifOf('V', '87654321'), 'Luis Gómez'))
    ).json().data;
    const renamed = await call('PUT', '/api/collection/taxpayer/update', { ...other, rif });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Ya existe un contribuyente con el mismo RIF');
  });

  it('list their vehicles, patentes and properties by taxpayer; a plate is one in the institution', async () => {
    const owner = (
      await call(
        'POST',
        '/api/collection/taxpayer/create',
        taxpayer(rifOf('J', '40111222'), 'Transporte Andino'),
      )
    ).json().data;
    const master = async (path: string, body: object) => {
      const res = await call('POST', `/api/collection/${path}/create`, { ...body, active: true });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const mark = await master('vehicleMark', { code: 'TOY', description: 'Toyota' });
    const use = await master('vehicleUse', { code: 'CAR', description: 'Carga' });
    const type = await master('vehicleType', { code: 'CAM', description: 'Camión' });
    const vehicle = {
      idTaxpayer: owner.id,
      plate: 'A12BC3D',
      idVehicleMark: mark,
      idVehicleUse: use,
      idVehicleType: type,
      year: 2019,
    };
    await master('vehicle', vehicle);
    const samePlate = await call('POST', '/api/collection/vehicle/create', { ...vehicle, active: true });
    expect(samePlate.statusCode).toBe(409);
    const future = await call('POST', '/api/collection/vehicle/create', {
      ...vehicle,
      plate: 'ZZ999ZZ',
      year: new Date().getFullYear() + 2,
      active: true,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields[0].field).toBe('year');

    await master('patentTaxpayer', {
      idTaxpayer: owner.id,
      licenceNumber: 'LIC-0042',
      activityCode: '4923',
      activity: 'Transporte de carga por carretera',
      startDate: '2024-03-01',
    });
    await master('cadastreTaxpayer', {
      idTaxpayer: owner.id,
      cadastralCode: '21-05-01-U01-004-012',
      address: 'Av. Bolívar 12',
      use: 'commercial',
      landArea: '320.50',
    });

    for (const path of ['vehicle', 'patentTaxpayer', 'cadastreTaxpayer']) {
      const list = await call('GET', `/api/collection/${path}/findByIdTaxpayer/${owner.id}`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.rows).toHaveLength(1);
    }
    // A taxpayer with taxed objects is not deleted from under them.
    const removed = await call('DELETE', `/api/collection/taxpayer/deleteById/${owner.id}`);
    expect(removed.statusCode).toBe(409);
  });
});

describe('the unidad tributaria', () => {
  it('starts with the published values, and answers the one in force on a day', async () => {
    const list = await call('GET', '/api/collection/taxUnit/findAll');
    expect(list.json().data.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ validFrom: '2023-05-08', value: '9.00' }),
        expect.objectContaining({ validFrom: '2025-06-02', value: '43.00' }),
      ]),
    );
    expect(await taxUnitOn(t.db, '2025-06-01')).toBe('9.00');
    expect(await taxUnitOn(t.db, '2025-06-02')).toBe('43.00');
    expect(await taxUnitOn(t.db, '2020-01-01')).toBeNull();
  });
});

describe('collection concepts and the income classifier', () => {
  it('are listed by institution at the spec path, and a concept names its income entry by code', async () => {
    const [home] = t.clients as [number, number];
    const made = await call('POST', '/api/collection/collectionConcepts/create', {
      code: 'PAT-01',
      description: 'Patente de industria y comercio',
      incomeCode: '3.01.02.01.00',
      tariff: '150.00',
      active: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const list = await call('GET', `/api/collection/collectionConcepts/findByIdClient/${home}`);
    expect(list.json().data.rows.map((r: { code: string }) => r.code)).toContain('PAT-01');
    const badCode = await call('POST', '/api/collection/collectionConcepts/create', {
      code: 'X',
      description: 'Sin ramo',
      incomeCode: '4.01.01.01.00',
      active: true,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields[0].field).toBe('incomeCode');
  });
});
