import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Solvency certificates through HTTP: issued only to a taxpayer who owes nothing (on everything, or
 * on the object it names), numbered per kind, valid until the next period falls due, verified by
 * anyone from its QR code without being enumerable; the receipt it was issued on is not annulled
 * from under it; only those who may issue them do.
 */
const t = testSuite();
let cashier: string;
let reader: string;
let idPeriod: number;
let today: string;
let year: number;
let box: number;
let payer: number;
let vehicle: number;
let property: number;
let vehicleTax: number;
let propertyTax: number;
let cash: number;

const { call, master } = t.api;
const masters = revenueMasters(master);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  cashier = await t.newUser({
    username: 'taquillera',
    memberships: [{ idClient: home, screens: ['REC-REC-02', 'REC-REC-01', 'REC-SOL-01'], isCashier: true }],
  });
  reader = await t.newUser({
    username: 'lectora',
    memberships: [{ idClient: home, screens: ['REC-CON-01'] }],
  });
  ({ id: idPeriod, today } = await t.currentPeriod(home));
  year = Number(today.slice(0, 4));
  [box] = (await masters.boxes({ code: 'OF', name: 'Oficina' }, { code: 'S1', name: 'Taquilla S1' })) as [
    number,
  ];
  payer = await masters.taxpayer(
    { code: 'JUR', description: 'Jurídico' },
    { rif: rifOf('J', '31222333'), name: 'Inversiones Del Valle, C.A.' },
  );
  vehicle = await masters.vehicle(
    payer,
    { plate: 'XY987ZW' },
    {
      mark: { code: 'CHE', description: 'Chevrolet' },
      use: { code: 'CAR', description: 'Carga' },
      type: { code: 'CAM', description: 'Camión' },
    },
  );
  property = await masters.property(payer, {
    cadastralCode: '09-08-07',
    address: 'Zona industrial, galpón 4',
    use: 'industrial',
  });
  vehicleTax = await masters.concept({
    code: 'VEH',
    description: 'Impuesto sobre vehículos',
    incomeCode: '3.01.02.03.00',
    tariff: '200.00',
    periodicity: 'yearly',
    taxedObject: 'vehicle',
    dueFrom: `${year}-01-01`,
  });
  propertyTax = await masters.concept({
    code: 'IIU',
    description: 'Impuesto sobre inmuebles urbanos',
    incomeCode: '3.01.02.02.00',
    tariff: '500.00',
    periodicity: 'quarterly',
    taxedObject: 'cadastre',
    dueFrom: `${year}-01-01`,
  });
  cash = await masters.paymentForm();
  await openBox(call, box, cashier);
});

const quarter = () => Math.ceil(Number(today.slice(5, 7)) / 3);

/** The cashier annuls the latest receipt that paid the payer's property tax. */
async function annulPropertyReceipt() {
  const receipts = await t.db.execute<{ id: number }>(sql`
    select r.id from receipt r join paid_obligation p on p.id_receipt = r.id
     where r.id_taxpayer = ${payer} and p.id_collection_concept = ${propertyTax} order by r.id desc limit 1`);
  const id = receipts.rows[0]?.id;
  return call('POST', `/api/collection/receipt/annul/${id}`, { reason: 'Error de caja' }, cashier);
}

async function pay(
  object: { kind: string; id: number },
  idCollectionConcept: number,
  period: string,
  amount: string,
) {
  const made = await call(
    'POST',
    '/api/collection/receipt/create',
    {
      idPeriod,
      idCashBox: box,
      receiptDate: today,
      idTaxpayer: payer,
      taxedObject: object,
      concepts: [{ idCollectionConcept, amount, discount: '0.00', period, details: [] }],
      vouchers: [{ idPaymentForm: cash, amount, voucherDate: today }],
    },
    cashier,
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  const posted = await call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier);
  expect(posted.statusCode, posted.body).toBe(200);
  return id;
}

async function issue(body: Record<string, unknown>, token = cashier) {
  const made = await call(
    'POST',
    '/api/collection/solvency/create',
    { idPeriod, issueDate: today, idTaxpayer: payer, idKind: 1, ...body },
    token,
  );
  if (made.statusCode !== 200) return Object.assign(made, { id: 0 });
  const id = made.json().data.id as number;
  return Object.assign(await call('POST', `/api/collection/solvency/post/${id}`, undefined, token), { id });
}

describe('a solvency certificate', () => {
  it('is refused while anything is owed, saying what', async () => {
    const refused = await issue({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^No se emite: debe \d+ períodos: IIU de 1\.er trimestre de \d{4}/,
    );
  });

  it('of one object needs that object clear only, and names it', async () => {
    const vehiclePaid = await pay({ kind: 'vehicle', id: vehicle }, vehicleTax, `${year}`, '200.00');
    expect(vehiclePaid).toBeGreaterThan(0);
    const wrongObject = await issue({ idKind: 3, taxedObject: { kind: 'cadastre', id: property } });
    expect(wrongObject.statusCode).toBe(400);
    expect(wrongObject.json().fields).toContainEqual({
      field: 'taxedObject',
      message: 'La solvencia de vehículo es de un vehículo: elíjalo',
    });
    const issued = await issue({ idKind: 3, taxedObject: { kind: 'vehicle', id: vehicle } });
    expect(issued.statusCode, issued.body).toBe(200);
    const detail = (await call('GET', `/api/collection/solvency/findById/${issued.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'posted',
      numberText: '1',
      kind: 'Solvencia de vehículo',
      taxedObject: { kind: 'vehicle', id: vehicle, label: 'Vehículo XY987ZW' },
      validUntil: `${year}-12-31`,
    });
    // The property still owes: no municipal solvency.
    expect((await issue({})).statusCode).toBe(409);
  });

  it('is issued when nothing is owed, valid until the next period falls due, numbered per kind', async () => {
    for (let q = 1; q <= quarter(); q++)
      await pay({ kind: 'cadastre', id: property }, propertyTax, `${year}-T${q}`, '500.00');
    const issued = await issue({ note: 'Para trámite de permiso de construcción' });
    expect(issued.statusCode, issued.body).toBe(200);
    const detail = (await call('GET', `/api/collection/solvency/findById/${issued.id}`)).json().data;
    const quarterEnd = new Date(Date.UTC(year, quarter() * 3, 0)).toISOString().slice(0, 10);
    expect(detail).toMatchObject({ numberText: '1', kind: 'Solvencia municipal', validUntil: quarterEnd });

    // Anyone with the QR code sees it, and only with it.
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/solvency/verify/${detail.verifyId}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      numero: '1',
      tipo: 'Solvencia municipal',
      contribuyente: 'Inversiones Del Valle, C.A.',
      rif: rifOf('J', '31222333'),
      objeto: null,
      fechaEmision: today,
      validaHasta: quarterEnd,
      estado: 'VIGENTE',
    });
    for (const guess of [String(detail.id), 'AAAAAAAAAAAAAAAAAAAAAA'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/online/solvency/verify/${guess}` })).json().message,
      ).toBe('SOLVENCIA NO ENCONTRADA');

    const pdf = await call('GET', `/api/collection/solvency/pdf/${detail.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('keeps the receipts it was issued on from being annulled under it', async () => {
    const refused = await annulPropertyReceipt();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'La solvencia municipal N.º 1, vigente, se emitió con este recibo pagado: anúlela antes.',
    );
  });

  it('is issued by whom holds its screen, read by whom sees taxpayers, and dated today', async () => {
    expect((await issue({}, reader)).statusCode).toBe(403);
    const list = await call(
      'GET',
      `/api/collection/solvency/findByIdPeriod/${idPeriod}?idTaxpayer=${payer}&status=posted`,
      undefined,
      reader,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows.map((r: { kind: string }) => r.kind)).toEqual([
      'Solvencia municipal',
      'Solvencia de vehículo',
    ]);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const backdated = await issue({ issueDate: yesterday });
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().fields).toContainEqual({
      field: 'issueDate',
      message: 'La solvencia se emite con la fecha de hoy',
    });
  });

  it('annulled, says so to whoever scans it, and frees its receipts', async () => {
    const list = await call(
      'GET',
      `/api/collection/solvency/findByIdPeriod/${idPeriod}?idTaxpayer=${payer}&status=posted`,
    );
    const municipal = list.json().data.rows.find((r: { kind: string }) => r.kind === 'Solvencia municipal');
    const annulled = await call('POST', `/api/collection/solvency/annul/${municipal.id}`, {
      reason: 'Emitida por error',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/solvency/verify/${municipal.verifyId}`,
    });
    expect(verified.json().data.estado).toBe('ANULADA');
    const freed = await annulPropertyReceipt();
    expect(freed.statusCode, freed.body).toBe(200);
  });

  it('and the annulment of a receipt it stands on, at the same moment: one of them, never both', async () => {
    const owed = await call('GET', `/api/collection/taxpayer/statement/${payer}?size=1`);
    const [again] = owed.json().data.pending as { period: string }[];
    const receipt = await pay(
      { kind: 'cadastre', id: property },
      propertyTax,
      again?.period as string,
      '500.00',
    );
    const made = await call(
      'POST',
      '/api/collection/solvency/create',
      { idPeriod, issueDate: today, idTaxpayer: payer, idKind: 1 },
      cashier,
    );
    const [issued, annulled] = await Promise.all([
      call('POST', `/api/collection/solvency/post/${made.json().data.id}`, undefined, cashier),
      call('POST', `/api/collection/receipt/annul/${receipt}`, { reason: 'Duplicado' }, cashier),
    ]);
    expect([issued.statusCode, annulled.statusCode].sort()).toEqual([200, 409]);
    const state = await t.db.execute<{ solvent: boolean; paid: boolean }>(sql`
      select exists (select 1 from solvency where id = ${made.json().data.id} and status = 'posted') as solvent,
             exists (select 1 from paid_obligation where id_receipt = ${receipt}) as paid`);
    // A solvency stands only on what is paid.
    expect(state.rows[0]?.solvent).toBe(state.rows[0]?.paid);
  });
});
