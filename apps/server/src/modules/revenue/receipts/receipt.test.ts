import { formatMoney, rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { pdfText, placedText } from '../../../test/pdf.ts';
import { revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Cash boxes and receipts through HTTP: who opens a box and issues on it, the receipt that balances
 * or is refused, the box's gapless numbers under concurrent posting, the deposits a transfer makes
 * in the treasury's book and their undoing, annulment before the close, and the public verification.
 */
const t = testSuite();
let cashier: string;
let clerk: string;
let idPeriod: number;
let periodStart: string;
let box: number;
let otherBox: number;
let account: number;
let payer: number;
let concept: number;
let cash: number;
let transfer: number;
let cheque: number;
let bank: number;
const SCREENS = ['REC-CAJ-01', 'REC-REC-01', 'REC-REC-02', 'REC-REC-03', 'REC-REP-01'];

const { call, master } = t.api;
const masters = revenueMasters(master);

let today: string;

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  // The SA of the demo is no cashier: the flags are the membership's, not the role's.
  await t.db.execute(
    sql`update user_client set is_cashier = false, is_supervisor_cashier = false where id_client = ${home}`,
  );
  for (const [username, flags] of [
    ['cajera', { isCashier: true }],
    ['cajero2', { isCashier: true }],
    ['oficinista', {}],
    ['supervisora', { isSupervisorCashier: true }],
  ] as const)
    await createUser(t.db, { username, memberships: [{ idClient: home, screens: SCREENS, ...flags }] });
  cashier = await t.signInAs('cajera');
  clerk = await t.signInAs('oficinista');
  ({ id: idPeriod, start: periodStart, today } = await t.currentPeriod(home));

  const currency = await t.db.execute<{ id: number }>(
    sql`insert into currency (code, name, symbol) values ('VES', 'Bolívar', 'Bs.') on conflict do nothing returning id`,
  );
  const idCurrency =
    currency.rows[0]?.id ??
    (await t.db.execute<{ id: number }>(sql`select id from currency where code = 'VES'`)).rows[0]?.id;
  bank = await master('finance/bank', { code: '0102', name: 'Banco de Venezuela', active: true });
  account = await master('finance/bankAccount', {
    idBank: bank,
    accountNumber: '01020000000000000777',
    accountType: 'CORRIENTE',
    idCurrency,
    active: true,
  });
  [box, otherBox] = (await masters.boxes(
    { code: 'SEDE', name: 'Sede de la Alcaldía' },
    { code: 'C1', name: 'Caja 1', idBankAccount: account },
    { code: 'C2', name: 'Caja 2' },
  )) as [number, number];
  payer = await masters.taxpayer(
    { code: 'ORD', description: 'Ordinario' },
    { rif: rifOf('J', '30555666'), name: 'Ferretería El Tornillo, C.A.' },
  );
  concept = await masters.concept({
    code: 'ISAE',
    description: 'Impuesto sobre actividades económicas',
    incomeCode: '3.01.02.01.00',
  });
  cash = await masters.paymentForm();
  transfer = await masters.paymentForm({
    code: 'TR',
    description: 'Transferencia',
    kind: 'transfer',
    idBankAccount: account,
  });
  cheque = await masters.paymentForm({ code: 'CH', description: 'Cheque', kind: 'cheque' });
});

const draft = (over: Record<string, unknown> = {}) => ({
  idPeriod,
  idCashBox: box,
  receiptDate: today,
  idTaxpayer: payer,
  concepts: [
    { idCollectionConcept: concept, amount: '1000.00', discount: '100.00', details: ['1er trimestre 2026'] },
  ],
  vouchers: [
    { idPaymentForm: cash, amount: '400.00', voucherDate: today },
    {
      idPaymentForm: transfer,
      amount: '500.00',
      voucherDate: today,
      idBankAccount: account,
      reference: '778899',
    },
  ],
  ...over,
});

async function saved(body: object, token = cashier): Promise<number> {
  const res = await call('POST', '/api/collection/receipt/create', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe('cash boxes', () => {
  it('are opened by a cashier only, one day at a time, one box per cashier', async () => {
    const refused = await call('POST', '/api/collection/box/open', { idCashBox: box }, clerk);
    expect(refused.statusCode).toBe(403);
    const notYet = await call(
      'POST',
      `/api/collection/receipt/post/${await saved(draft())}`,
      undefined,
      cashier,
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('La caja Caja 1 no está abierta: ábrala para cobrar.');

    const opened = await call(
      'POST',
      '/api/collection/box/open',
      { idCashBox: box, openingFloat: '50.00' },
      cashier,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({
      day: today,
      cashier: 'Usuario cajera',
      openingFloat: '50.00',
      idClose: null,
    });
    const twice = await call('POST', '/api/collection/box/open', { idCashBox: box }, cashier);
    expect(twice.statusCode).toBe(409);
    const second = await call('POST', '/api/collection/box/open', { idCashBox: otherBox }, cashier);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Ya tiene abierta otra caja: ciérrela antes de abrir una nueva.');
    const mine = await call('GET', '/api/collection/box/mine', undefined, cashier);
    expect(mine.json().data.idCashBox).toBe(box);
  });

  it('two cashiers opening the same box at once: one holds it', async () => {
    const a = await t.signInAs('cajero2');
    const b = await t.signInAs('supervisora');
    const tries = await Promise.all(
      [a, b].map((token) => call('POST', '/api/collection/box/open', { idCashBox: otherBox }, token)),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const open = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cash_box_day where id_cash_box = ${otherBox} and id_close is null`,
    );
    expect(open.rows[0]?.n).toBe(1);
  });
});

describe('receipts', () => {
  it('post only when the concepts and the payments agree, and the refusal spends no number', async () => {
    const unbalanced = await saved(
      draft({ vouchers: [{ idPaymentForm: cash, amount: '800.00', voucherDate: today }] }),
    );
    const refused = await call('POST', `/api/collection/receipt/post/${unbalanced}`, undefined, cashier);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      field: 'vouchers',
      message: 'Los conceptos suman 900,00 y los pagos 800,00: la diferencia (100,00) debe ser cero',
    });
    const noCheque = await saved(
      draft({ vouchers: [{ idPaymentForm: cheque, amount: '900.00', voucherDate: today }] }),
    );
    const chequeRefused = await call('POST', `/api/collection/receipt/post/${noCheque}`, undefined, cashier);
    expect(chequeRefused.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'vouchers.0.idBank',
      'vouchers.0.reference',
    ]);

    const good = await saved(draft());
    const posted = await call('POST', `/api/collection/receipt/post/${good}`, undefined, cashier);
    expect(posted.statusCode, posted.body).toBe(200);
    const doc = posted.json().data.document;
    expect(doc).toMatchObject({
      status: 'posted',
      numberText: '1',
      conceptsTotal: '900.00',
      vouchersTotal: '900.00',
      difference: '0.00',
      cashier: 'Usuario cajera',
    });
    expect(doc.concepts[0]).toMatchObject({
      code: 'ISAE',
      amountNet: '900.00',
      details: ['1er trimestre 2026'],
    });
    // The transfer is in the bank's book today, issued by the receipt.
    const deposit = await t.db.execute<{
      kind: number;
      amount: string;
      reference: string;
      by: string;
      status: string;
    }>(sql`
      select m.id_kind as kind, m.amount::text as amount, m.reference, m.issued_by_table as by, m.status
        from receipt_voucher v join bank_movement m on m.id = v.id_bank_movement where v.id_receipt = ${good}`);
    expect(deposit.rows).toEqual([
      { kind: 3, amount: '500.00', reference: '778899', by: 'receipt', status: 'posted' },
    ]);
  });

  it('are dated on the box day, issued by the cashier holding the box, and not by anyone else', async () => {
    const otherDay = await saved(draft({ receiptDate: periodStart }));
    const dated = await call('POST', `/api/collection/receipt/post/${otherDay}`, undefined, cashier);
    expect(dated.statusCode).toBe(400);
    expect(dated.json().fields[0].field).toBe('receiptDate');
    const supervisor = await t.signInAs('supervisora');
    const notHers = await call(
      'POST',
      `/api/collection/receipt/post/${await saved(draft(), supervisor)}`,
      undefined,
      supervisor,
    );
    expect(notHers.statusCode).toBe(403);
  });

  it('are charged on a vehicle, patente or property of their own taxpayer only', async () => {
    const mark = await master('collection/vehicleMark', { code: 'FOR', description: 'Ford', active: true });
    const use = await master('collection/vehicleUse', { code: 'CAR', description: 'Carga', active: true });
    const type = await master('collection/vehicleType', { code: 'CMN', description: 'Camión', active: true });
    const truck = {
      plate: 'A47BC9K',
      idVehicleMark: mark,
      idVehicleUse: use,
      idVehicleType: type,
      active: true,
    };
    const mine = await master('collection/vehicle', { ...truck, idTaxpayer: payer });
    const kind = (
      await t.db.execute<{ id: number }>(sql`select id_taxpayer_type as id from taxpayer where id = ${payer}`)
    ).rows[0]?.id;
    const neighbour = await master('collection/taxpayer', {
      rif: rifOf('V', '11222333'),
      name: 'Pedro Vecino',
      idTaxpayerType: kind,
      active: true,
    });
    const theirs = await master('collection/vehicle', { ...truck, plate: 'B12CD3E', idTaxpayer: neighbour });
    const listed = await call('GET', `/api/collection/receipt/taxedObjects/${payer}`, undefined, cashier);
    expect(listed.json().data).toEqual([{ kind: 'vehicle', id: mine, label: 'Vehículo A47BC9K' }]);
    const wrong = await call(
      'POST',
      '/api/collection/receipt/create',
      draft({ taxedObject: { kind: 'vehicle', id: theirs } }),
      cashier,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'taxedObject', message: 'El vehículo no es de este contribuyente' },
    ]);
    const right = await saved(draft({ taxedObject: { kind: 'vehicle', id: mine } }));
    const read = await call('GET', `/api/collection/receipt/findById/${right}`, undefined, cashier);
    expect(read.json().data.taxedObject).toEqual({ kind: 'vehicle', id: mine, label: 'Vehículo A47BC9K' });
  });

  it('are numbered by their box without gaps when a dozen are posted at once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await saved(draft({ vouchers: [{ idPaymentForm: cash, amount: '900.00', voucherDate: today }] })),
      );
    const results = await Promise.all(
      ids.map((id) => call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const numbers = await t.db.execute<{ number: number }>(sql`
      select number from receipt where id_cash_box = ${box} and number is not null order by number`);
    expect(numbers.rows.map((r) => r.number)).toEqual(
      Array.from({ length: numbers.rows.length }, (_, i) => i + 1),
    );
  });

  it('are annulled before the close by their cashier or a supervisor, undoing the deposit', async () => {
    const id = await saved(draft());
    await call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier);
    const stranger = await t.signInAs('cajero2');
    const refused = await call(
      'POST',
      `/api/collection/receipt/annul/${id}`,
      { reason: 'Error de monto' },
      stranger,
    );
    expect(refused.statusCode).toBe(403);
    const movement = await t.db.execute<{ id: number }>(
      sql`select id_bank_movement as id from receipt_voucher where id_receipt = ${id} and id_bank_movement is not null`,
    );
    const alone = await call('POST', `/api/finance/bankingMovement/annul/${movement.rows[0]?.id}`, {
      reason: 'Por error',
    });
    expect(alone.statusCode).toBe(409);

    const annulled = await call(
      'POST',
      `/api/collection/receipt/annul/${id}`,
      { reason: 'Error de monto' },
      cashier,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().data.status).toBe('annulled');
    const after = await t.db.execute<{ status: string }>(
      sql`select status from bank_movement where id = ${movement.rows[0]?.id}`,
    );
    expect(after.rows[0]?.status).toBe('annulled');
    const reversal = await call(
      'GET',
      `/api/collection/receipt/findById/${annulled.json().data.idReversal}`,
      undefined,
      cashier,
    );
    expect(reversal.json().data).toMatchObject({
      numberText: expect.stringMatching(/^ANUL\. /),
      conceptsTotal: '-900.00',
    });
  });

  it('print as a PDF and verify publicly; an unknown id is RECIBO NO ENCONTRADO', async () => {
    const base = draft();
    const id = await saved({
      ...base,
      vouchers: [
        base.vouchers[0],
        { ...base.vouchers[1], details: ['Pago móvil 0414-1234567', 'Aprobación 55821'] },
      ],
    });
    await call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier);
    const pdf = await call('GET', `/api/collection/receipt/pdf/${id}`, undefined, cashier);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const verifyId = (await call('GET', `/api/collection/receipt/findById/${id}`, undefined, cashier)).json()
      .data.verifyId;
    const page = await t.app.inject({ method: 'GET', url: `/api/online/receipt/verify/${verifyId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      result: true,
      data: {
        nameTaxPayer: 'Ferretería El Tornillo, C.A.',
        cashRegister: 'Caja 1 · Sede de la Alcaldía',
        amountNet: '900.00',
        difference: '0.00',
        amountInWords: '(NOVECIENTOS BOLÍVARES CON 00/100)',
        annulledOn: null,
      },
    });
    expect(page.json().data.forConcepts[0]).toMatchObject({
      cod: 'ISAE',
      discount: '100.00',
      num: 1,
      ser: null,
      ut: null,
      v1: '1er trimestre 2026',
    });
    // A transfer names the bank the money reached, and carries its further values as v1 to v8.
    expect(page.json().data.vouchers[1]).toMatchObject({
      nameBank: 'Banco de Venezuela',
      reference: '778899',
      v1: 'Pago móvil 0414-1234567',
      v2: 'Aprobación 55821',
      v3: null,
      v8: null,
    });
    expect(pdfText(pdf.rawPayload)).toContain('778899 · Pago móvil 0414-1234567 · Aprobación 55821');
    for (const guess of ['AAAAAAAAAAAAAAAAAAAAAA', String(id)]) {
      const none = await t.app.inject({ method: 'GET', url: `/api/online/receipt/verify/${guess}` });
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe('RECIBO NO ENCONTRADO');
    }
  });

  it('print on the paper their box prints on: half a Letter sheet, or an 80 mm roll in one column', async () => {
    // The receipt printed above, on other paper (no new receipt: the day's close below counts them).
    const [last] = await t.rows<{ id: number }>(
      sql`select id from receipt where id_cash_box = ${box} and status = 'posted' order by id desc limit 1`,
    );
    const id = last?.id as number;
    const printed = async () => {
      const pdf = await call('GET', `/api/collection/receipt/pdf/${id}`, undefined, cashier);
      expect(pdf.statusCode).toBe(200);
      return pdf.rawPayload;
    };
    try {
      await t.db.execute(sql`update cash_box set paper = 'HALF_LETTER' where id = ${box}`);
      const half = placedText(await printed());
      expect(half.widthMm).toBeCloseTo(215.9, 0);
      expect(half.heightMm).toBeCloseTo(139.7, 0);
      await t.db.execute(sql`update cash_box set paper = 'ROLL_80' where id = ${box}`);
      const pdf = await printed();
      const roll = placedText(pdf);
      expect(roll.widthMm).toBeCloseTo(80, 0);
      // As long as the receipt, on one page, and nothing past the paper's edges.
      expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
      expect(roll.runs.length).toBeGreaterThan(20);
      for (const run of roll.runs) {
        expect(run.leftMm, run.text).toBeGreaterThanOrEqual(3);
        expect(run.leftMm, run.text).toBeLessThan(77);
        expect(run.baselineMm, run.text).toBeLessThan(roll.heightMm);
      }
      const text = pdfText(pdf);
      expect(text.split('\n')[0]).not.toBe('ANULADO');
      // An annulled one says so on its first line (a roll's length comes too late for a watermark).
      const [annulled] = await t.rows<{ id: number }>(
        sql`select id from receipt where id_cash_box = ${box} and status = 'annulled' order by id desc limit 1`,
      );
      const marked = await call('GET', `/api/collection/receipt/pdf/${annulled?.id}`, undefined, cashier);
      expect(pdfText(marked.rawPayload).split('\n')[0]).toBe('ANULADO');
      for (const shown of [
        'Total conceptos',
        '900,00',
        'Impuesto sobre actividades económicas',
        'Verifique este documento en',
      ])
        expect(text).toContain(shown);
    } finally {
      await t.db.execute(sql`update cash_box set paper = 'LETTER' where id = ${box}`);
    }
  });

  it('add up by month for the dashboard, against the revenue budget’s goal', async () => {
    // A parent entry's goal is its children's: counted once, through them.
    const [home] = t.clients as [number, number];
    const parent = '3.09.00.00.00';
    await t.db.execute(sql`
      insert into income_classifier (id_client, id_period, code, name, estimated)
      values (${home}, ${idPeriod}, ${parent}, 'Otros ingresos', 999999999.00),
             (${home}, ${idPeriod}, '3.09.01.01.00', 'Multas', 1500.00)`);
    const res = await call('GET', `/api/collection/receipt/months/${idPeriod}`);
    expect(res.statusCode, res.body).toBe(200);
    const { months, goal } = res.json().data as {
      goal: string;
      months: { year: number; month: number; collected: string }[];
    };
    const [expected] = await t.rows<{ collected: string; goal: string; months: number }>(sql`
      select (select coalesce(sum(amount_net), 0)::numeric(18, 2)::text from receipt
               where id_period = ${idPeriod} and status = 'posted' and id_reverses is null
                 and to_char(receipt_date, 'YYYY-MM') = ${today.slice(0, 7)}) as collected,
             (select coalesce(sum(estimated), 0)::numeric(18, 2)::text from income_classifier
               where id_period = ${idPeriod} and code <> ${parent}) as goal,
             (select ((extract(year from end_date) - extract(year from start_date)) * 12
                      + extract(month from end_date) - extract(month from start_date) + 1)::int
                from period where id = ${idPeriod}) as months`);
    expect(Number(expected?.collected)).toBeGreaterThan(0);
    expect(months).toHaveLength(expected?.months as number);
    const now = months.find((m) => `${m.year}-${String(m.month).padStart(2, '0')}` === today.slice(0, 7));
    expect(now?.collected).toBe(expected?.collected);
    expect(goal).toBe(expected?.goal);
    expect(Number(goal)).toBeGreaterThanOrEqual(1500);
    await t.db.execute(
      sql`delete from income_classifier where id_period = ${idPeriod} and code in (${parent}, '3.09.01.01.00')`,
    );
    // A cashier does not open the dashboard: none of it.
    expect(
      (await call('GET', `/api/collection/receipt/months/${idPeriod}`, undefined, cashier)).statusCode,
    ).toBe(403);
  });

  it('add up by concept for the dashboard, the largest first, as the receipts in force have them', async () => {
    const res = await call('GET', `/api/collection/receipt/concepts/${idPeriod}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = await t.rows<{ code: string; amount: string }>(sql`
      select k.code, sum(rc.amount_net)::numeric(18, 2)::text as amount
        from receipt r join receipt_concept rc on rc.id_receipt = r.id
        join collection_concept k on k.id = rc.id_collection_concept
       where r.id_period = ${idPeriod} and r.status = 'posted' and r.id_reverses is null
       group by k.code order by sum(rc.amount_net) desc, k.code`);
    expect(expected.length).toBeGreaterThan(0);
    const bars = res.json().data as { code: string; name: string; amount: string }[];
    // At most seven concepts and «Otros conceptos» for the rest, adding up to the whole.
    expect(bars.map((b) => [b.code, b.amount])).toEqual(
      expected.length <= 8
        ? expected.map((e) => [e.code, e.amount])
        : [
            ...expected.slice(0, 7).map((e) => [e.code, e.amount]),
            [
              '…',
              expected
                .slice(7)
                .reduce((sum, e) => sum + Number(e.amount), 0)
                .toFixed(2),
            ],
          ],
    );
    expect(
      (await call('GET', `/api/collection/receipt/concepts/${idPeriod}`, undefined, cashier)).statusCode,
    ).toBe(403);
  });

  it('are not reached from another institution', async () => {
    const id = await saved(draft());
    const other = await createUser(t.db, {
      username: 'ajena',
      memberships: [{ idClient: t.clients[1] as number, screens: SCREENS, isCashier: true }],
    });
    expect(other).toBeGreaterThan(0);
    const theirs = await t.signInAs('ajena');
    const read = await call('GET', `/api/collection/receipt/findById/${id}`, undefined, theirs);
    expect([403, 404]).toContain(read.statusCode);
  });
});

describe('the daily close', () => {
  it('counts the day by concept, form and account, records the shortage, and locks the day', async () => {
    const mine = (await call('GET', '/api/collection/box/mine', undefined, cashier)).json().data;
    const preview = await call('GET', `/api/collection/cashClose/preview/${mine.id}`, undefined, cashier);
    expect(preview.statusCode, preview.body).toBe(200);
    const live = preview.json().data;
    // In force: the first receipt, the dozen, and the one verified (one was annulled).
    const inForce = await t.db.execute<{ n: number; net: string; cash: string }>(sql`
      select count(*)::int as n, sum(r.amount_net)::text as net,
             (select sum(v.amount) from receipt_voucher v join receipt x on x.id = v.id_receipt
               join payment_form f on f.id = v.id_payment_form
              where x.id_cash_box_day = ${mine.id} and x.status = 'posted' and x.id_reverses is null and f.kind = 'cash')::text as cash
        from receipt r where r.id_cash_box_day = ${mine.id} and r.status = 'posted' and r.id_reverses is null`);
    const expected = inForce.rows[0];
    expect(live).toMatchObject({ receiptsAnnulled: 1, collected: expected?.net, openingFloat: '50.00' });
    expect(live.receiptsIssued).toBe((expected?.n ?? 0) + 1);
    expect(live.byConcept).toEqual([
      {
        code: 'ISAE',
        description: 'Impuesto sobre actividades económicas',
        incomeCode: '3.01.02.01.00',
        receipts: expected?.n,
        amount: expected?.net,
      },
    ]);
    expect(live.byBankAccount[0]).toMatchObject({ accountNumber: '01020000000000000777', amount: '1000.00' });
    expect(live.expectedCash).toBe((Number(expected?.cash) + 50).toFixed(2));

    const left = await saved(draft());
    const short = (Number(live.expectedCash) - 10).toFixed(2);
    // A shortage is closed with its reason, never without one.
    const before = await writesSoFar(t.db);
    const unexplained = await call(
      'POST',
      '/api/collection/cashClose/create',
      { idPeriod, idCashBoxDay: mine.id, closeDate: today, countedCash: short, note: 'faltó' },
      cashier,
    );
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fields).toEqual([
      {
        field: 'note',
        message: 'Hay un faltante de 10,00: explique su motivo en la observación (al menos 10 caracteres)',
      },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);
    const made = await call(
      'POST',
      '/api/collection/cashClose/create',
      {
        idPeriod,
        idCashBoxDay: mine.id,
        closeDate: today,
        countedCash: short,
        note: 'Vuelto mal dado a un contribuyente',
      },
      cashier,
    );
    expect(made.statusCode, made.body).toBe(200);
    const other = await t.signInAs('cajero2');
    const notHis = await call(
      'POST',
      `/api/collection/cashClose/post/${made.json().data.id}`,
      undefined,
      other,
    );
    expect(notHis.statusCode).toBe(403);
    const closed = await call(
      'POST',
      `/api/collection/cashClose/post/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const drafts = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from receipt where id_cash_box = ${box} and status = 'draft' and receipt_date = ${today}`,
    );
    expect(closed.json().data.warnings).toEqual([
      `Faltante de 10,00: se contaron ${formatMoney(short)} y los recibos dicen ${formatMoney(live.expectedCash)}`,
      `Quedaron ${drafts.rows[0]?.n} borradores de recibo sin registrar en el día`,
    ]);
    expect(closed.json().data.document).toMatchObject({
      difference: '-10.00',
      summary: { collected: expected?.net },
    });
    // The posted close downloads as a spreadsheet too: its figures, the shortage and its reason.
    const sheetFile = await call(
      'GET',
      `/api/collection/cashClose/xlsx/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(sheetFile.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheetFile.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const lines = (sheet?.getSheetValues() ?? []).map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(String(lines[3]?.[0])).toContain('Observación: Vuelto mal dado a un contribuyente');
    expect(lines).toContainEqual(['Resumen', 'Diferencia', undefined, -10]);
    expect(lines).toContainEqual(['Resumen', 'Efectivo contado', undefined, Number(short)]);

    // After the close, nothing of that day moves.
    const late = await call('POST', `/api/collection/receipt/post/${left}`, undefined, cashier);
    expect(late.statusCode).toBe(409);
    const one = await t.db.execute<{ id: number }>(
      sql`select id from receipt where id_cash_box_day = ${mine.id} and status = 'posted' limit 1`,
    );
    const annul = await call(
      'POST',
      `/api/collection/receipt/annul/${one.rows[0]?.id}`,
      { reason: 'Después del cierre' },
      cashier,
    );
    expect(annul.statusCode).toBe(409);
    expect(annul.json().message).toMatch(/ya se cerró: sus recibos no se anulan/);
    const again = await call('POST', '/api/collection/box/open', { idCashBox: box }, cashier);
    expect(again.json().message).toBe('La caja Caja 1 ya se cerró hoy: un día cerrado no se reabre.');

    // A supervisor annuls the close and the day opens again; the cashier cannot.
    const byCashier = await call(
      'POST',
      `/api/collection/cashClose/annul/${made.json().data.id}`,
      { reason: 'Conteo errado' },
      cashier,
    );
    expect(byCashier.statusCode).toBe(403);
    const supervisor = await t.signInAs('supervisora');
    const reopened = await call(
      'POST',
      `/api/collection/cashClose/annul/${made.json().data.id}`,
      { reason: 'Conteo errado' },
      supervisor,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    const day = await t.db.execute<{ closed: boolean }>(
      sql`select id_close is not null as closed from cash_box_day where id = ${mine.id}`,
    );
    expect(day.rows[0]?.closed).toBe(false);
  });

  it('and a receipt posted at the same moment take turns: the close counts it, or it is refused', async () => {
    const mine = (await call('GET', '/api/collection/box/mine', undefined, cashier)).json().data;
    for (let run = 0; run < 3; run++) {
      const receipt = await saved(draft());
      const close = await call(
        'POST',
        '/api/collection/cashClose/create',
        {
          idPeriod,
          idCashBoxDay: mine.id,
          closeDate: today,
          countedCash: '0.00',
          note: 'Cierre de prueba sin contar el efectivo',
        },
        cashier,
      );
      expect(close.statusCode, close.body).toBe(200);
      const idClose = close.json().data.id as number;
      const [posted, closed] = await Promise.all([
        call('POST', `/api/collection/receipt/post/${receipt}`, undefined, cashier),
        call('POST', `/api/collection/cashClose/post/${idClose}`, undefined, cashier),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect([200, 409]).toContain(posted.statusCode);
      // What the close froze is what the day's receipts in force add up to, the racing one included or not.
      const day = await t.db.execute<{ collected: string; frozen: string }>(sql`
        select (select coalesce(sum(r.amount_net), 0)::numeric(18, 2)::text from receipt r
                 where r.id_cash_box_day = ${mine.id} and r.status = 'posted' and r.id_reverses is null) as collected,
               (select summary->>'collected' from cash_close where id = ${idClose}) as frozen`);
      expect(day.rows[0]?.frozen).toBe(day.rows[0]?.collected);
      // A supervisor reopens the day for the next run.
      const supervisor = await t.signInAs('supervisora');
      const reopened = await call(
        'POST',
        `/api/collection/cashClose/annul/${idClose}`,
        { reason: 'Otra vuelta' },
        supervisor,
      );
      expect(reopened.statusCode, reopened.body).toBe(200);
    }
  });
});

describe('the revenue reports', () => {
  const report = async (slug: string, query = '') => {
    const res = await call(
      'GET',
      `/api/reports/revenue/${slug}?idPeriod=${idPeriod}&from=${today}&to=${today}&size=100${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Record<string, unknown>[]; totals: Record<string, string> };
  };

  it('add up to what the receipts in force collected, by concept, payment form, account and goal', async () => {
    const inForce = await t.db.execute<{ net: string; transfers: string; receipts: number }>(sql`
      select sum(r.amount_net)::text as net, count(*)::int as receipts,
             (select sum(v.amount) from receipt_voucher v join receipt x on x.id = v.id_receipt
               where x.id_cash_box = ${box} and x.status = 'posted' and x.id_reverses is null
                 and v.id_bank_movement is not null)::text as transfers
        from receipt r where r.id_cash_box = ${box} and r.status = 'posted' and r.id_reverses is null`);
    const expected = inForce.rows[0];
    const concepts = await report('recaudacion-por-concepto');
    expect(concepts.rows).toEqual([
      expect.objectContaining({ code: 'ISAE', receipts: expected?.receipts, amount: expected?.net }),
    ]);
    expect((await report('comprobantes-por-forma-de-pago')).totals.amount).toBe(expected?.net);
    expect((await report('comprobantes-por-cuenta')).rows).toEqual([
      expect.objectContaining({ account: '01020000000000000777', amount: expected?.transfers }),
    ]);
    expect((await report('conceptos-del-dia', `&idCashBox=${box}`)).totals.amount).toBe(expected?.net);
    expect((await report('comprobantes')).totals.amount).toBe(expected?.net);
    expect((await report('conceptos-por-fecha')).totals.amount).toBe(expected?.net);
    expect((await report('pagadores-por-concepto', `&idCollectionConcept=${concept}`)).rows).toEqual([
      expect.objectContaining({ name: 'Ferretería El Tornillo, C.A.', amount: expected?.net }),
    ]);

    // The goal of the ramo the concept collects under (3.01.02.01.00), and of the genérica above it.
    for (const [code, name] of [
      ['3.01.02.00.00', 'Impuestos municipales'],
      ['3.01.02.01.00', 'Actividades económicas'],
    ])
      await master('collection/incomeClassifier', { idPeriod, code, name, estimated: '100000.00' });
    const goals = await report('cumplimiento-metas');
    const share = `${(Number(expected?.net) / 1000).toFixed(1).replace('.', ',')} %`;
    expect(goals.rows).toEqual([
      expect.objectContaining({ code: '3.01.02.00.00', collected: expected?.net, share }),
      expect.objectContaining({ code: '3.01.02.01.00', collected: expected?.net, share }),
    ]);
  });
});

describe('the cash day', () => {
  it('is the institution’s date: a receipt at 23:30 in Caracas on the month’s last day is that day’s', async () => {
    const [home] = t.clients as [number, number];
    const late = await t.newUser({
      username: 'nocturna',
      memberships: [{ idClient: home, screens: SCREENS, isCashier: true }],
    });
    const lateBox = await master('collection/box', {
      idCollectionPoint: (
        await t.db.execute<{ id: number }>(
          sql`select id_collection_point as id from cash_box where id = ${box}`,
        )
      ).rows[0]?.id,
      code: 'C9',
      name: 'Caja nocturna',
      idBankAccount: account,
      active: true,
    });
    // 03:30 of 1 November in UTC.
    t.clock.set('2026-11-01T03:30:00Z');
    try {
      const opened = await call('POST', '/api/collection/box/open', { idCashBox: lateBox }, late);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.day).toBe('2026-10-31');
      const id = await saved(
        draft({
          idCashBox: lateBox,
          receiptDate: '2026-10-31',
          vouchers: [{ idPaymentForm: cash, amount: '900.00', voucherDate: '2026-10-31' }],
        }),
        late,
      );
      const posted = await call('POST', `/api/collection/receipt/post/${id}`, undefined, late);
      expect(posted.statusCode, posted.body).toBe(200);
      const stored = await t.db.execute<{ date: string; day: string }>(sql`
        select to_char(r.receipt_date, 'YYYY-MM-DD') as date, to_char(d.day, 'YYYY-MM-DD') as day
          from receipt r join cash_box_day d on d.id = r.id_cash_box_day where r.id = ${id}`);
      expect(stored.rows[0]).toEqual({ date: '2026-10-31', day: '2026-10-31' });
    } finally {
      t.clock.reset();
    }
  });
});
