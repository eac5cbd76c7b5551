import { rifOf } from '@erario/contracts';
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

const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-06-14`);
  ({ id: idPeriod } = await t.currentPeriod(home));
  clerk = await t.newUser({ username: 'avisos', memberships: [{ idClient: home, screens: ['REC-AVI-01'] }] });
  reader = await t.newUser({ username: 'ficha', memberships: [{ idClient: home, screens: ['REC-CON-01'] }] });
  const vehicleOf = async (rif: string, name: string, plate: string, registeredOn: string) => {
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
