import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf.ts';
import { revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Collection notices (issue 40), through HTTP, on 14 June: a taxpayer whose first quarter of vehicle
 * tax (1.000,00) is past due gets a notice claiming it with its interest to that day (44,69, as the
 * statement and the arrears say), printed and verified by its QR code; one who owes nothing late
 * gets none; its delivery is recorded within its dates; annulled, its verification says so.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let year: number;
let idPeriod: number;
let late: number;
let onTime: number;
let clerk: string;
let reader: string;
let vehicleOf: (rif: string, name: string, plate: string, registeredOn: string) => Promise<number>;

const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-06-14`);
  ({ id: idPeriod } = await t.currentPeriod(home));
  clerk = await t.newUser({ username: 'avisos', memberships: [{ idClient: home, screens: ['REC-AVI-01'] }] });
  reader = await t.newUser({ username: 'ficha', memberships: [{ idClient: home, screens: ['REC-CON-01'] }] });
  vehicleOf = async (rif: string, name: string, plate: string, registeredOn: string) => {
    const payer = await masters.taxpayer(
      { code: `T${plate.slice(0, 3)}`, description: `Tipo ${plate}` },
      { rif, name },
    );
    await masters.vehicle(
      payer,
      { plate, registeredOn },
      {
        mark: { code: `M${plate.slice(0, 3)}`, description: 'Ford' },
        use: { code: `U${plate.slice(0, 3)}`, description: 'Particular' },
        type: { code: `Y${plate.slice(0, 3)}`, description: 'Automóvil' },
      },
    );
    return payer;
  };
  late = await vehicleOf(rifOf('V', '11222333'), 'José Rondón', 'AA111BB', `${year}-01-01`);
  // Registered in April: its first quarter owed is the second, not due until 30 June.
  onTime = await vehicleOf(rifOf('V', '14555666'), 'Ana Colmenares', 'CC222DD', `${year}-04-01`);
  await masters.concept({
    code: 'IVEH',
    description: 'Impuesto sobre vehículos',
    incomeCode: '3.01.02.03.00',
    tariff: '1000.00',
    periodicity: 'quarterly',
    taxedObject: 'vehicle',
    dueFrom: `${year}-01-01`,
  });
  for (const [validFrom, rate] of [
    [`${year}-04-01`, '19.50'],
    [`${year}-05-01`, '22.75'],
  ])
    await master('collection/lateInterestRate', { validFrom, rate, source: 'BCV' });
});

const issue = async (idTaxpayer: number, as = clerk) => {
  const made = await call(
    'POST',
    '/api/collection/collectionNotice/create',
    { idPeriod, noticeDate: t.today(), idTaxpayer },
    as,
  );
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  return { id, posted: await call('POST', `/api/collection/collectionNotice/post/${id}`, undefined, as) };
};

describe('collection notices', () => {
  let notice: number;

  it('claim what is past due with its interest to the day, as the statement and the arrears say it', async () => {
    const { id, posted } = await issue(late);
    expect(posted.statusCode, posted.body).toBe(200);
    notice = id;
    const n = (await call('GET', `/api/collection/collectionNotice/findById/${id}`, undefined, clerk)).json()
      .data;
    expect(n).toMatchObject({ status: 'posted', owed: '1000.00', interest: '44.69', total: '1044.69' });
    expect(n.lines).toEqual([
      expect.objectContaining({
        code: 'IVEH',
        period: `${year}-T1`,
        dueDate: `${year}-03-31`,
        amount: '1000.00',
        interest: '44.69',
        interestBasis: `Mora del 01/04/${year} al 14/06/${year}, 75 días: 30 al 19,50 % + 45 al 22,75 % anual sobre 1.000,00 Bs (año de 360 días) = 44,69 Bs`,
      }),
    ]);
    const arrears = await call(
      'GET',
      `/api/reports/revenue/morosos?idPeriod=${idPeriod}&asOf=${year}-06-14&size=50`,
    );
    expect(arrears.json().data.rows).toEqual([
      expect.objectContaining({
        taxpayer: 'José Rondón',
        owed: n.owed,
        interest: n.interest,
        total: n.total,
      }),
    ]);
    const printed = pdfText(
      (await call('GET', `/api/collection/collectionNotice/pdf/${id}`, undefined, clerk)).rawPayload,
    );
    expect(printed).toContain(`Aviso de cobro N° ${n.numberText}`);
    expect(printed).toContain('= 44,69 Bs');
    expect(printed).toContain('1.044,69');
    expect(printed).toContain('Pague en las taquillas');
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/collectionNotice/verify/${n.verifyId}`,
    });
    expect(verified.json().data).toMatchObject({
      numero: n.numberText,
      contribuyente: 'José Rondón',
      periodos: 1,
      total: '1044.69',
      estado: 'EMITIDO',
    });
  });

  it('are not issued twice in a day, to whom owes nothing past due, nor by whom only reads taxpayers', async () => {
    const again = await issue(late);
    expect(again.posted.statusCode).toBe(409);
    expect(again.posted.json().message).toMatch(
      /^Hoy ya se emitió a este contribuyente el aviso de cobro N\.º \d+: anúlelo para emitir otro\.$/,
    );
    const { posted } = await issue(onTime);
    expect(posted.statusCode).toBe(409);
    expect(posted.json().message).toBe(
      'El contribuyente no debe períodos vencidos con monto: no hay qué cobrarle en un aviso.',
    );
    const refused = await call(
      'POST',
      '/api/collection/collectionNotice/create',
      { idPeriod, noticeDate: t.today(), idTaxpayer: late },
      reader,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/collection/collectionNotice/findById/${notice}`, undefined, reader))
        .statusCode,
    ).toBe(200);
  });

  it('record their delivery from their day to today, and an annulled one says so to whom scans it', async () => {
    const deliver = (deliveredOn: string, as = clerk) =>
      call(
        'POST',
        `/api/collection/collectionNotice/delivered/${notice}`,
        { deliveredOn, deliveredNote: 'En persona' },
        as,
      );
    for (const day of [`${year}-06-13`, `${year}-06-15`]) {
      const wrong = await deliver(day);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual([
        { field: 'deliveredOn', message: 'La entrega es del día del aviso en adelante, y no después de hoy' },
      ]);
    }
    expect((await deliver(`${year}-06-14`, reader)).statusCode).toBe(403);
    const done = await deliver(`${year}-06-14`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ deliveredOn: `${year}-06-14`, deliveredNote: 'En persona' });

    const annulled = await call(
      'POST',
      `/api/collection/collectionNotice/annul/${notice}`,
      { reason: 'Pagó antes de recibirlo' },
      clerk,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect((await deliver(`${year}-06-14`)).statusCode).toBe(409);
    const n = (
      await call('GET', `/api/collection/collectionNotice/findById/${notice}`, undefined, clerk)
    ).json().data;
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/collectionNotice/verify/${n.verifyId}`,
    });
    expect(verified.json().data.estado).toBe('ANULADO');
    // Its reversal claims nothing: printed without the call to pay.
    const reversal = pdfText(
      (await call('GET', `/api/collection/collectionNotice/pdf/${n.idReversal}`, undefined, clerk))
        .rawPayload,
    );
    expect(reversal).toContain('Este reverso anula el aviso de cobro');
    expect(reversal).not.toContain('Pague en las taquillas');
  });
});

describe('a batch of collection notices', () => {
  const batch = (body: Record<string, unknown>, as = clerk) =>
    call('POST', '/api/collection/collectionNotice/batch', { idPeriod, ...body }, as);
  const next = (id: number, size?: number) =>
    call(
      'POST',
      `/api/collection/collectionNotice/batch/${id}/next${size ? `?size=${size}` : ''}`,
      undefined,
      clerk,
    );

  it("issues, a chunk per request, a notice to each of the arrears report's taxpayers who has none today", async () => {
    // José's notice was annulled: he has none in force. Pedro gets his by hand before the batch;
    // Luisa gets hers by hand while the batch runs, so at her turn she is passed over.
    const pedro = await vehicleOf(rifOf('V', '15777888'), 'Pedro Lugo', 'EE333FF', `${year}-01-01`);
    const luisa = await vehicleOf(rifOf('V', '16999000'), 'Luisa Mora', 'GG444HH', `${year}-01-01`);
    const sam = await vehicleOf(rifOf('V', '17111222'), 'Samuel Paz', 'JJ555KK', `${year}-01-01`);
    expect((await issue(pedro)).posted.statusCode).toBe(200);

    expect((await batch({}, reader)).statusCode).toBe(403);
    const started = await batch({});
    expect(started.statusCode, started.body).toBe(200);
    const b = started.json().data;
    expect(b).toMatchObject({ total: 3, done: 0, issued: 0, skipped: 0, firstNumber: null, parts: 0 });
    expect((await issue(luisa)).posted.statusCode).toBe(200);
    const numbers = async () =>
      (
        await call(
          'GET',
          `/api/collection/collectionNotice/findByIdPeriod/${idPeriod}?size=50`,
          undefined,
          clerk,
        )
      )
        .json()
        .data.rows.filter(
          (r: { status: string; idReverses: number | null }) => r.status === 'posted' && !r.idReverses,
        )
        .map((r: { taxpayerName: string; numberText: string }) => `${r.taxpayerName} ${r.numberText}`)
        .sort();

    const first = await next(b.id, 2);
    expect(first.statusCode, first.body).toBe(200);
    // In taxpayer order: José, then Luisa (passed over), then Samuel.
    expect(first.json().data).toMatchObject({ total: 3, done: 2, issued: 1, skipped: 1 });
    const last = (await next(b.id)).json().data;
    expect(last).toMatchObject({ total: 3, done: 3, issued: 2, skipped: 1, parts: 1 });
    // Numbered on from the notices by hand (1 annulled, 2 Pedro, 3 Luisa), without a gap.
    expect(last).toMatchObject({ firstNumber: '4', lastNumber: '5' });
    expect(await numbers()).toEqual(['José Rondón 4', 'Luisa Mora 3', 'Pedro Lugo 2', 'Samuel Paz 5']);
    // Asked again once done, it changes nothing.
    expect((await next(b.id)).json().data).toEqual(last);

    // Each says what the statement says, as one issued by hand would.
    const found = await call(
      'GET',
      `/api/collection/collectionNotice/findByIdPeriod/${idPeriod}?idTaxpayer=${sam}`,
      undefined,
      clerk,
    );
    const n = (
      await call(
        'GET',
        `/api/collection/collectionNotice/findById/${found.json().data.rows[0].id}`,
        undefined,
        clerk,
      )
    ).json().data;
    expect(n).toMatchObject({ status: 'posted', owed: '1000.00', interest: '44.69', total: '1044.69' });
    expect(n.lines[0].interestBasis).toMatch(/^Mora del 01\/04\/\d{4} al 14\/06\/\d{4}, 75 días/);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/collectionNotice/verify/${n.verifyId}`,
    });
    expect(verified.json().data).toMatchObject({
      numero: '5',
      contribuyente: 'Samuel Paz',
      estado: 'EMITIDO',
    });

    const printed = await call(
      'GET',
      `/api/collection/collectionNotice/batch/${b.id}/pdf?part=1`,
      undefined,
      reader,
    );
    expect(printed.statusCode).toBe(200);
    const text = pdfText(printed.rawPayload);
    expect(text).toContain('Aviso de cobro N° 4');
    expect(text).toContain('Aviso de cobro N° 5');
    expect(text).toContain('Samuel Paz');
    expect(text).not.toContain('Pedro Lugo');
    const missing = await call(
      'GET',
      `/api/collection/collectionNotice/batch/${b.id}/pdf?part=2`,
      undefined,
      clerk,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`El lote N.º ${b.id} se imprime en una parte.`);

    // Everybody late has today's notice: a batch now has nobody to claim from.
    const empty = await batch({});
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(
      'Nadie con estos filtros debe hoy períodos vencidos con monto sin un aviso de hoy: no hay avisos que emitir.',
    );
  });

  it('is issued on the day it was prepared, and refuses filters it does not know, writing nothing', async () => {
    const before = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from collection_notice_batch`)
    ).rows[0]?.n;
    const badBand = await batch({ band: 'todo' });
    expect(badBand.statusCode).toBe(400);
    const badConcept = await batch({ idCollectionConcept: 999_999 });
    expect(badConcept.statusCode).toBe(400);
    expect(badConcept.json().fields).toEqual([
      { field: 'idCollectionConcept', message: 'El concepto no existe en esta institución' },
    ]);
    expect((await next(999_999)).statusCode).toBe(404);
    const after = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from collection_notice_batch`)
    ).rows[0]?.n;
    expect(after).toBe(before);

    // A batch prepared today and left unfinished is not issued tomorrow, on today's figures.
    const ramon = await vehicleOf(rifOf('V', '18333444'), 'Ramón Gil', 'LL666MM', `${year}-01-01`);
    const b = (await batch({})).json().data;
    expect(b.total).toBe(1);
    setDay(`${year}-06-15`);
    const late = await next(b.id);
    setDay(`${year}-06-14`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Este lote se preparó otro día/);
    expect((await next(b.id)).json().data).toMatchObject({ done: 1, issued: 1 });
    expect(ramon).toBeGreaterThan(0);
  });
});
