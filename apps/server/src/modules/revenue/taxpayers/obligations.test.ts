import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/harness.ts';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * What a taxpayer owes and has paid, through HTTP: periodic concepts fall due every period on each
 * taxed object of their kind; a receipt line pays one period, once, even with two cashiers charging
 * it at the same moment; annulling the receipt makes it owed again; the taxpayer's view shows all of
 * it, to whom may see it.
 */
const t = testSuite();
let cashier: string;
let cashier2: string;
let clerk: string;
let idPeriod: number;
let today: string;
let year: number;
let quarter: number;
let box: number;
let box2: number;
let payer: number;
let vehicle: number;
let property: number;
let shop: number;
let vehicleTax: number;
let propertyTax: number;
let licenceTax: number;
let fee: number;
let cash: number;
const SCREENS = ['REC-CAJ-01', 'REC-REC-01', 'REC-REC-02', 'REC-REC-03', 'REC-CON-01'];

const { call, master } = t.api;
const masters = revenueMasters(master);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  for (const [username, flags] of [
    ['cobradora', { isCashier: true }],
    ['cobrador2', { isCashier: true }],
    ['archivista', {}],
  ] as const)
    await createUser(t.db, { username, memberships: [{ idClient: home, screens: SCREENS, ...flags }] });
  await createUser(t.db, {
    username: 'sin-ficha',
    memberships: [{ idClient: home, screens: ['REC-REC-01'] }],
  });
  cashier = await t.signInAs('cobradora');
  cashier2 = await t.signInAs('cobrador2');
  clerk = await t.signInAs('sin-ficha');
  ({ id: idPeriod, today } = await t.currentPeriod(home));
  year = Number(today.slice(0, 4));
  quarter = Math.ceil(Number(today.slice(5, 7)) / 3);

  [box, box2] = (await masters.boxes(
    { code: 'MER', name: 'Mercado municipal' },
    { code: 'M1', name: 'Taquilla 1' },
    { code: 'M2', name: 'Taquilla 2' },
  )) as [number, number];
  payer = await masters.taxpayer(
    { code: 'NAT', description: 'Persona natural' },
    { rif: rifOf('V', '12345678'), name: 'María Pérez', address: 'Calle Bolívar 12' },
  );
  vehicle = await masters.vehicle(
    payer,
    { plate: 'AB123CD', registeredOn: `${year}-01-15` },
    {
      mark: { code: 'TOY', description: 'Toyota' },
      use: { code: 'PAR', description: 'Particular' },
      type: { code: 'AUT', description: 'Automóvil' },
    },
  );
  property = await masters.property(payer, {
    cadastralCode: '01-02-03-04',
    address: 'Calle Bolívar 12',
    use: 'residential',
  });
  shop = await master('collection/patentTaxpayer', {
    idTaxpayer: payer,
    licenceNumber: 'LIC-9',
    activityCode: '1001',
    activity: 'Bodega',
    startDate: `${year - 1}-01-01`,
    endDate: `${year - 1}-06-30`,
    active: true,
  });
  vehicleTax = await masters.concept({
    code: 'IVEH',
    description: 'Impuesto sobre vehículos',
    incomeCode: '3.01.02.03.00',
    tariff: '120.00',
    periodicity: 'quarterly',
    taxedObject: 'vehicle',
    dueFrom: `${year - 1}-01-01`,
  });
  propertyTax = await masters.concept({
    code: 'IINM',
    description: 'Impuesto sobre inmuebles urbanos',
    incomeCode: '3.01.02.02.00',
    periodicity: 'yearly',
    taxedObject: 'cadastre',
    dueFrom: `${year - 1}-01-01`,
  });
  licenceTax = await masters.concept({
    code: 'IPAT',
    description: 'Patente de industria y comercio',
    incomeCode: '3.01.02.01.00',
    tariff: '50.00',
    periodicity: 'monthly',
    taxedObject: 'patent',
    dueFrom: `${year - 1}-05-01`,
  });
  fee = await masters.concept({
    code: 'TAS',
    description: 'Tasa administrativa',
    incomeCode: '3.01.03.01.00',
    tariff: '10.00',
  });
  cash = await masters.paymentForm();
  await openBox(call, box, cashier);
  await openBox(call, box2, cashier2);
});

const vehicleQuarter = (q: number) => `${year}-T${q}`;

/** A receipt on the vehicle for the concept lines given, paid in cash. */
const receipt = (
  concepts: { idCollectionConcept: number; amount: string; period?: string | null }[],
  over: Record<string, unknown> = {},
) => ({
  idPeriod,
  idCashBox: box,
  receiptDate: today,
  idTaxpayer: payer,
  taxedObject: { kind: 'vehicle', id: vehicle },
  concepts: concepts.map((c) => ({ discount: '0.00', details: [], ...c })),
  vouchers: [
    {
      idPaymentForm: cash,
      amount: concepts.reduce((s, c) => s + Number(c.amount), 0).toFixed(2),
      voucherDate: today,
    },
  ],
  ...over,
});

async function posted(body: object, token = cashier) {
  const made = await call('POST', '/api/collection/receipt/create', body, token);
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  return { id, res: await call('POST', `/api/collection/receipt/post/${id}`, undefined, token) };
}

async function statement(token = t.admin) {
  const res = await call('GET', `/api/collection/taxpayer/statement/${payer}?size=50`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const owed = (s: { pending: { code: string; period: string }[] }, code: string) =>
  s.pending.filter((p) => p.code === code).map((p) => p.period);

describe('periodic concepts', () => {
  it('name what they fall on and since when', async () => {
    const bare = await call('POST', '/api/collection/collectionConcepts/create', {
      code: 'X1',
      description: 'Sin objeto',
      incomeCode: '3.01.02.09.00',
      periodicity: 'monthly',
      active: true,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual(
      expect.arrayContaining([
        {
          field: 'taxedObject',
          message: 'Un concepto periódico se cobra sobre un vehículo, una patente o un inmueble',
        },
        { field: 'dueFrom', message: 'Indique desde cuándo se debe el concepto periódico' },
      ]),
    );
  });
});

describe('what a taxpayer owes', () => {
  it('is every period of each object, from its registration or the concept, whichever is later, to today', async () => {
    const s = await statement();
    // The vehicle was registered in January of this year: last year's quarters are not owed.
    expect(owed(s, 'IVEH')).toEqual(Array.from({ length: quarter }, (_, i) => vehicleQuarter(i + 1)));
    // The property has no registration date: owed since the concept, last year and this one.
    expect(owed(s, 'IINM')).toEqual([`${year - 1}`, `${year}`]);
    // The shop's licence ran from May (the concept's start) to June of last year.
    expect(owed(s, 'IPAT')).toEqual([`${year - 1}-05`, `${year - 1}-06`]);
    expect(s.pending.find((p: { code: string }) => p.code === 'IVEH')).toMatchObject({
      objectKind: 'vehicle',
      idObject: vehicle,
      objectLabel: 'Vehículo AB123CD',
      periodLabel: `1.er trimestre de ${year}`,
      tariff: '120.00',
    });
    expect(s.pendingTotal).toBe((quarter * 120 + 2 * 50).toFixed(2));
    expect(s.pendingWithoutTariff).toBe(2);
    expect(s.objects.map((o: { label: string }) => o.label)).toEqual([
      'Inmueble 01-02-03-04 · Calle Bolívar 12',
      'Patente LIC-9 · Bodega',
      'Vehículo AB123CD',
    ]);
    expect(s.taxpayer).toMatchObject({ name: 'María Pérez', taxpayerType: 'Persona natural' });
  });

  it("adds up in the arrears report to the taxpayer's statement, narrowed by concept and by band", async () => {
    const s = await statement();
    // The arrears are the periods past their last day to pay: the quarter and year running are not.
    type Owed = { code: string; dueDate: string; amount: string | null; interest: string | null };
    const late = (s.pending as Owed[]).filter((p) => p.dueDate < today);
    const sum = (rows: Owed[]) => rows.reduce((n, p) => n + Number(p.amount ?? 0), 0).toFixed(2);
    expect(late.map((p) => p.code).sort()).toEqual(
      [...Array(quarter - 1).fill('IVEH'), 'IINM', 'IPAT', 'IPAT'].sort(),
    );
    const arrears = async (query = '') => {
      const res = await call(
        'GET',
        `/api/reports/revenue/morosos?idPeriod=${idPeriod}&asOf=${today}&size=50${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rows: Record<string, unknown>[]; totals: Record<string, string> };
    };
    const all = await arrears();
    expect(all.rows.find((r) => r.taxpayer === 'María Pérez')).toMatchObject({
      type: 'Persona natural',
      concepts: quarter > 1 ? 'IINM, IPAT, IVEH' : 'IINM, IPAT',
      periods: late.length,
      since: `${year - 1}-01-01`,
      owed: sum(late),
      // No rate of interest is recorded in this institution: none accrues.
      interest: '0.00',
      total: sum(late),
      unpriced: late.filter((p) => p.amount === null).length,
    });
    expect(all.totals.owed).toBe(sum(late));
    const vehicles = await arrears(`&idCollectionConcept=${vehicleTax}`);
    expect(vehicles.rows).toMatchObject(
      quarter > 1
        ? [
            {
              taxpayer: 'María Pérez',
              concepts: 'IVEH',
              periods: quarter - 1,
              owed: ((quarter - 1) * 120).toFixed(2),
            },
          ]
        : [],
    );
    expect((await arrears('&band=b4')).rows).toEqual([]);
    expect((await arrears('&band=b1')).rows).toHaveLength(1);
  });

  it('is shown to whom sees taxpayers or charges them, of this institution only', async () => {
    expect(
      (await call('GET', `/api/collection/taxpayer/statement/${payer}`, undefined, clerk)).statusCode,
    ).toBe(403);
    const [, other] = t.clients as [number, number];
    const foreign = await t.db.execute<{ id: number }>(sql`
      insert into taxpayer (id_client, rif, name, id_taxpayer_type, active)
      select ${other}, ${rifOf('V', '87654321')}, 'Otro', id_taxpayer_type, true from taxpayer where id = ${payer}
      returning id`);
    expect((await call('GET', `/api/collection/taxpayer/statement/${foreign.rows[0]?.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('a receipt line of a periodic concept', () => {
  it('names a period of the concept, owed, on an object of its kind', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, { field: string; message: string }][] = [
      [
        { idCollectionConcept: vehicleTax, amount: '120.00' },
        {},
        {
          field: 'concepts.0.period',
          message: 'Indique el período que paga (AAAA-T1 a AAAA-T4, como 2026-T1)',
        },
      ],
      [
        { idCollectionConcept: vehicleTax, amount: '120.00', period: `${year}-03` },
        {},
        { field: 'concepts.0.period', message: 'El período se escribe AAAA-T1 a AAAA-T4, como 2026-T1' },
      ],
      [
        { idCollectionConcept: vehicleTax, amount: '120.00', period: vehicleQuarter(1) },
        { taxedObject: { kind: 'cadastre', id: property } },
        {
          field: 'concepts.0.idCollectionConcept',
          message: 'El concepto IVEH se cobra sobre un vehículo: elíjalo como objeto del recibo',
        },
      ],
      [
        { idCollectionConcept: vehicleTax, amount: '120.00', period: `${year - 2}-T4` },
        {},
        {
          field: 'concepts.0.period',
          message: `El concepto IVEH se debe desde 1.er trimestre de ${year - 1}`,
        },
      ],
      [
        { idCollectionConcept: vehicleTax, amount: '120.00', period: `${year + 1}-T1` },
        {},
        { field: 'concepts.0.period', message: `Se cobra por adelantado hasta el año ${year}` },
      ],
      [
        { idCollectionConcept: fee, amount: '10.00', period: `${year}` },
        {},
        { field: 'concepts.0.period', message: 'El concepto TAS no es periódico: no lleva período' },
      ],
    ];
    for (const [line, over, error] of cases) {
      const res = await call(
        'POST',
        '/api/collection/receipt/create',
        receipt([line as never], over),
        cashier,
      );
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().fields).toContainEqual(error);
    }
    const twice = await call(
      'POST',
      '/api/collection/receipt/create',
      receipt([
        { idCollectionConcept: vehicleTax, amount: '120.00', period: vehicleQuarter(1) },
        { idCollectionConcept: vehicleTax, amount: '120.00', period: vehicleQuarter(1) },
      ]),
      cashier,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toContainEqual({
      field: 'concepts.1.period',
      message: 'Ese período ya está en otra línea del recibo',
    });
  });

  it('pays the period once: a second receipt for it is refused and spends no number', async () => {
    const first = await posted(
      receipt([
        { idCollectionConcept: vehicleTax, amount: '120.00', period: vehicleQuarter(1) },
        { idCollectionConcept: fee, amount: '10.00' },
      ]),
    );
    expect(first.res.statusCode, first.res.body).toBe(200);
    const s = await statement();
    const number = s.receipts.rows[0].numberText;
    expect(owed(s, 'IVEH')).not.toContain(vehicleQuarter(1));
    expect(s.receipts.rows[0]).toMatchObject({
      id: first.id,
      status: 'posted',
      objectLabel: 'Vehículo AB123CD',
      concepts: `IVEH ${vehicleQuarter(1)}, TAS`,
      amountNet: '130.00',
    });

    const again = await posted(
      receipt([{ idCollectionConcept: vehicleTax, amount: '120.00', period: vehicleQuarter(1) }]),
    );
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().fields).toEqual([
      {
        field: 'concepts.0.period',
        message: `El IVEH de 1.er trimestre de ${year} ya está pagado (recibo N.º ${number})`,
      },
    ]);
    const next = await posted(receipt([{ idCollectionConcept: fee, amount: '10.00' }]));
    expect(next.res.statusCode, next.res.body).toBe(200);
    expect((await statement()).receipts.rows[0]).toMatchObject({
      id: next.id,
      numberText: String(Number(number) + 1),
    });
  });

  it('two cashiers charging the same period at once: one receipt pays it', async () => {
    const period = `${year}`;
    const bodies = [
      receipt([{ idCollectionConcept: propertyTax, amount: '300.00', period }], {
        taxedObject: { kind: 'cadastre', id: property },
      }),
      receipt([{ idCollectionConcept: propertyTax, amount: '300.00', period }], {
        idCashBox: box2,
        taxedObject: { kind: 'cadastre', id: property },
      }),
    ];
    const ids = await Promise.all(
      bodies.map(async (body, i) => {
        const token = i === 0 ? cashier : cashier2;
        const made = await call('POST', '/api/collection/receipt/create', body, token);
        expect(made.statusCode, made.body).toBe(200);
        return [made.json().data.id as number, token] as const;
      }),
    );
    const tries = await Promise.all(
      ids.map(([id, token]) => call('POST', `/api/collection/receipt/post/${id}`, undefined, token)),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from paid_obligation where id_collection_concept = ${propertyTax} and period = ${period}`);
    expect(paid.rows[0]?.n).toBe(1);
    expect(owed(await statement(), 'IINM')).toEqual([`${year - 1}`]);
  });

  it('is owed again when its receipt is annulled', async () => {
    const paying = await posted(
      receipt([{ idCollectionConcept: licenceTax, amount: '50.00', period: `${year - 1}-06` }], {
        taxedObject: { kind: 'patent', id: shop },
      }),
    );
    expect(paying.res.statusCode, paying.res.body).toBe(200);
    expect(owed(await statement(), 'IPAT')).toEqual([`${year - 1}-05`]);
    const annulled = await call(
      'POST',
      `/api/collection/receipt/annul/${paying.id}`,
      { reason: 'Cobrado a la patente equivocada' },
      cashier,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    const s = await statement();
    expect(owed(s, 'IPAT')).toEqual([`${year - 1}-05`, `${year - 1}-06`]);
    expect(s.receipts.rows.find((r: { id: number }) => r.id === paying.id)).toMatchObject({
      status: 'annulled',
    });
    // Its period is charged again, on a new receipt.
    const repaid = await posted(
      receipt([{ idCollectionConcept: licenceTax, amount: '50.00', period: `${year - 1}-06` }], {
        taxedObject: { kind: 'patent', id: shop },
      }),
    );
    expect(repaid.res.statusCode, repaid.res.body).toBe(200);
  });

  it('prints and verifies with the period it paid', async () => {
    const s = await statement();
    const paid = s.receipts.rows.find((r: { concepts: string }) => r.concepts.startsWith('IVEH'));
    const detail = await call('GET', `/api/collection/receipt/findById/${paid.id}`, undefined, cashier);
    expect(detail.json().data.concepts[0]).toMatchObject({ code: 'IVEH', period: vehicleQuarter(1) });
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/receipt/verify/${detail.json().data.verifyId}`,
    });
    expect(verified.json().data.forConcepts[0].obs).toBe(`1.er trimestre de ${year}`);
  });
});
