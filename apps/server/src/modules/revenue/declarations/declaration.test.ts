import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The activity tax as a tax officer checks it on paper (issue 39), through HTTP: a licence with two
 * activities declares April's gross income; the grocery's rate on its income is above its minimum
 * and is owed in bolívares, the software house's minimum is above its rate and is owed in TCMMV,
 * paid at the rate of the day of payment. A month not declared is owed, as missing, once late.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let year: number;
let idPeriod: number;
let payer: number;
let patent: number;
let grocery: number;
let software: number;
let bakery: number;
let incomeTax: number;
let minimumTax: number;
let box: number;
let cash: number;
let cashier: string;

/** Caracas is 4 hours behind UTC: 15:00Z is 11:00 there, the same day. */
const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);
const rate = (validFrom: string, value: string) =>
  master('finance/exchangeRate', { currency: 'USD', validFrom, rate: value, source: 'bcv.org.ve' });
const activityRate = (idEconomicActivity: number, validFrom: string, rate: string, minimumUnits: string) =>
  master('collection/activityRate', { idEconomicActivity, validFrom, rate, minimumUnits });

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  ({ id: idPeriod } = await t.currentPeriod(home));
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-05-10`);
  await createUser(t.db, {
    username: 'taquilla-isae',
    memberships: [
      { idClient: home, screens: ['REC-CAJ-01', 'REC-REC-02', 'REC-CON-01', 'REC-DEC-01'], isCashier: true },
    ],
  });
  cashier = await t.signInAs('taquilla-isae');
  payer = await masters.taxpayer(
    { code: 'JUR', description: 'Persona jurídica' },
    { rif: rifOf('J', '40123456'), name: 'Inversiones Ávila, C.A.' },
  );
  const activity = (code: string, description: string) =>
    master('collection/economicActivity', { code, description, active: true });
  grocery = await activity('4711', 'Comercio al por menor de alimentos');
  software = await activity('6201', 'Desarrollo de programas informáticos');
  bakery = await activity('1071', 'Elaboración de productos de panadería');
  await activityRate(grocery, `${year}-01-01`, '1.50', '2.00');
  // A new ordinance from May: April is still taxed by the rate in force on its first day.
  await activityRate(grocery, `${year}-05-01`, '2.50', '2.00');
  await activityRate(software, `${year}-01-01`, '2.00', '5.00');
  await activityRate(bakery, `${year}-01-01`, '1.00', '1.00');
  patent = await master('collection/patentTaxpayer', {
    idTaxpayer: payer,
    licenceNumber: 'LAE-100',
    activityCode: '4711',
    activity: 'Abasto y programas',
    startDate: `${year - 1}-01-01`,
    expiresOn: `${year + 3}-12-31`,
    active: true,
  });
  for (const idEconomicActivity of [grocery, software])
    await master('collection/patentActivity', { idPatent: patent, idEconomicActivity });
  const declared = { incomeCode: '3.01.02.01.00', periodicity: 'monthly', taxedObject: 'patent' };
  incomeTax = await masters.concept({
    code: 'ISAE',
    description: 'Impuesto sobre actividades económicas',
    ...declared,
    basis: 'declaredIncome',
    dueFrom: `${year}-03-01`,
  });
  minimumTax = await masters.concept({
    code: 'ISAE-MIN',
    description: 'Mínimo tributable de actividades económicas',
    ...declared,
    tariffUnit: 'TCMMV',
    basis: 'declaredMinimum',
    dueFrom: `${year}-03-01`,
  });
  [box] = (await masters.boxes({ code: 'ISA', name: 'Sede' }, { code: 'I1', name: 'Taquilla 1' })) as [
    number,
  ];
  cash = await masters.paymentForm();
  await rate(`${year}-01-01`, '36.50000000');
  await rate(`${year}-05-10`, '40.00000000');
});

/** A monthly declaration of the licence: the income of each activity as given. */
const draft = (period: string, lines: [number, string][], body: Record<string, unknown> = {}) => ({
  idPeriod,
  declarationDate: t.today(),
  idKind: 1,
  idTaxpayer: payer,
  idPatent: patent,
  period,
  lines: lines.map(([idEconomicActivity, income]) => ({ idEconomicActivity, income })),
  ...body,
});

async function declare(body: object) {
  const made = await call('POST', '/api/collection/incomeDeclaration/create', body);
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().data.id as number;
  return { id, posted: await call('POST', `/api/collection/incomeDeclaration/post/${id}`) };
}

const pending = async () =>
  (await call('GET', `/api/collection/taxpayer/statement/${payer}`)).json().data.pending as {
    code: string;
    period: string;
    tariff: string | null;
    tariffUnit: string;
    amount: string | null;
    basis: string | null;
  }[];

describe('declarations of gross income', () => {
  it('refuse a negative income, an activity the licence does not authorise, a month not ended and one left out', async () => {
    const before = await writesSoFar(t.db);
    const refused = async (body: object) => {
      const r = await call('POST', '/api/collection/incomeDeclaration/create', body);
      expect(r.statusCode).toBe(400);
      return r.json().fields as { field: string; message: string }[];
    };
    expect(
      await refused(
        draft(`${year}-04`, [
          [grocery, '-1.00'],
          [software, '0.00'],
        ]),
      ),
    ).toEqual([
      { field: 'lines.0.income', message: 'Los ingresos brutos declarados no pueden ser negativos' },
    ]);
    expect(
      await refused(
        draft(`${year}-04`, [
          [grocery, '10.00'],
          [bakery, '10.00'],
        ]),
      ),
    ).toEqual([
      { field: 'lines.1.idEconomicActivity', message: 'La licencia LAE-100 no autoriza esa actividad' },
    ]);
    expect(await refused(draft(`${year}-05`, [[grocery, '10.00']]))).toEqual([
      { field: 'period', message: 'Se declaran los ingresos de un mes que ya terminó' },
    ]);
    expect(await refused(draft('0000-05', [[grocery, '10.00']]))).toEqual([
      { field: 'period', message: 'El período es de hace más de veinte años: revíselo' },
    ]);
    expect(await refused(draft(`${year}-4`, [[grocery, '10.00']]))).toEqual([
      { field: 'period', message: 'El período de la declaración mensual se escribe AAAA-MM, como 2026-03' },
    ]);
    // Hostile values: an income past numeric(18,2), a NUL in the note, a number where text goes.
    const lines: [number, string][] = [
      [grocery, '10.00'],
      [software, '10.00'],
    ];
    const huge = await call(
      'POST',
      '/api/collection/incomeDeclaration/create',
      draft(`${year}-04`, [[grocery, '12345678901234567890.00'], lines[1] as [number, string]]),
    );
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const nul = await call(
      'POST',
      '/api/collection/incomeDeclaration/create',
      draft(`${year}-04`, lines, { note: 'a\u0000b' }),
    );
    expect(nul.statusCode).toBe(400);
    const typed = await call(
      'POST',
      '/api/collection/incomeDeclaration/create',
      draft(`${year}-04`, lines, { period: 202604 }),
    );
    expect(typed.statusCode).toBe(400);
    expect(await writesSoFar(t.db)).toBe(before);

    // Posted only on the day it is filed, and only for a licence with its activities registered.
    const backdated = await declare(
      draft(
        `${year}-04`,
        [
          [grocery, '10.00'],
          [software, '10.00'],
        ],
        { declarationDate: `${year}-05-09` },
      ),
    );
    expect(backdated.posted.statusCode).toBe(400);
    expect(backdated.posted.json().fields).toEqual([
      { field: 'declarationDate', message: 'La declaración se registra con la fecha de hoy' },
    ]);
    const newcomer = await masters.taxpayer(
      { code: 'JUR2', description: 'Persona jurídica nueva' },
      { rif: rifOf('J', '40999888'), name: 'Recién Llegados, C.A.' },
    );
    const bare = await master('collection/patentTaxpayer', {
      idTaxpayer: newcomer,
      licenceNumber: 'LAE-101',
      activityCode: '4711',
      activity: 'Sin actividades registradas',
      startDate: `${year}-01-01`,
      active: true,
    });
    const empty = await declare(draft(`${year}-04`, [], { idTaxpayer: newcomer, idPatent: bare }));
    expect(empty.posted.statusCode).toBe(400);
    expect(empty.posted.json().fields).toEqual([
      {
        field: 'idPatent',
        message:
          'La licencia no tiene actividades autorizadas: regístrelas en Patentes por contribuyente antes de declarar',
      },
    ]);
    // February is before the concepts fall due: nothing would charge what it declares.
    const uncharged = await declare(
      draft(`${year}-02`, [
        [grocery, '1000.00'],
        [software, '0.00'],
      ]),
    );
    expect(uncharged.posted.statusCode).toBe(409);
    expect(uncharged.posted.json().message).toBe(
      `Ningún concepto de recaudación activo cobra esta declaración: cree en Conceptos de recaudación uno mensual sobre patentes que se calcule por «El mínimo tributable de las actividades declaradas (en TCMMV)», debido desde febrero de ${year} o antes.`,
    );
    await call('DELETE', `/api/collection/incomeDeclaration/deleteById/${uncharged.id}`);
    await call('DELETE', `/api/collection/incomeDeclaration/deleteById/${backdated.id}`);
    await call('DELETE', `/api/collection/incomeDeclaration/deleteById/${empty.id}`);

    const { posted } = await declare(draft(`${year}-04`, [[grocery, '10.00']]));
    expect(posted.statusCode).toBe(400);
    expect(posted.json().fields).toEqual([
      {
        field: 'lines',
        message:
          'Declare los ingresos de todas las actividades de la licencia: falta 6201 Desarrollo de programas informáticos',
      },
    ]);
  });

  it('owe a month not declared once its last day to file has passed, and nothing yet for one still on time', async () => {
    // On 10 May, March (due 15 April) is late and owed as missing; April is due on 15 May.
    const owed = await pending();
    expect(owed).toEqual([
      expect.objectContaining({
        code: 'ISAE',
        period: `${year}-03`,
        tariff: null,
        amount: null,
        basis: `Falta la declaración de ingresos de marzo de ${year} de la licencia LAE-100: regístrela en Declaraciones de ingresos`,
      }),
    ]);
  });

  it('tax each activity by the larger of its rate on the income and its minimum, the minimum in TCMMV', async () => {
    const { id, posted } = await declare(
      draft(`${year}-04`, [
        [grocery, '100000.00'],
        [software, '1000.00'],
      ]),
    );
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.warnings).toEqual([]);
    const read = (await call('GET', `/api/collection/incomeDeclaration/findById/${id}`)).json().data;
    // The grocery: 100.000,00 × 1,50 % = 1.500,00 Bs against 2 TCMMV × 40 = 80,00: the rate's.
    // The software house: 1.000,00 × 2 % = 20,00 Bs against 5 TCMMV × 40 = 200,00: the minimum's.
    expect(read.lines).toEqual([
      expect.objectContaining({
        activityCode: '4711',
        income: '100000.00',
        rate: '1.50',
        rateFrom: `${year}-01-01`,
        minimumUnits: '2.00',
        byRate: '1500.00',
        minimumAmount: '80.00',
        tax: '1500.00',
        taxUnits: null,
      }),
      expect.objectContaining({
        activityCode: '6201',
        byRate: '20.00',
        minimumUnits: '5.00',
        minimumAmount: '200.00',
        tax: null,
        taxUnits: '5.00',
      }),
    ]);
    expect(read).toMatchObject({
      kind: 'Declaración mensual',
      periodLabel: `abril de ${year}`,
      dueOn: `${year}-05-15`,
      late: false,
      incomeTotal: '101000.00',
      taxAmount: '1500.00',
      taxUnits: '5.00',
      tcmmv: { rate: '40.00000000', currency: 'USD', validFrom: `${year}-05-10` },
    });
    const pdf = pdfText((await call('GET', `/api/collection/incomeDeclaration/pdf/${id}`)).rawPayload);
    expect(pdf).toContain(`Declaración mensual N° ${read.numberText}`);
    expect(pdf).toContain('1.500,00 Bs');
    expect(pdf).toContain('5,00 TCMMV');
    const verified = await call('GET', `/api/online/incomeDeclaration/verify/${read.verifyId}`);
    expect(verified.json().data).toMatchObject({
      licencia: 'LAE-100',
      ingresos: '101000.00',
      estado: 'VIGENTE',
    });

    // What is owed for April: the bolívares of the rate, and the minimum at today's TCMMV.
    const april = (await pending()).filter((p) => p.period === `${year}-04`);
    expect(april).toEqual([
      expect.objectContaining({
        code: 'ISAE',
        tariff: '1500.00',
        tariffUnit: 'VES',
        amount: '1500.00',
        basis: `Declaración mensual N.º ${read.numberText}: ingresos brutos 101.000,00 Bs; impuesto por alícuota 1.500,00 Bs`,
      }),
      expect.objectContaining({ code: 'ISAE-MIN', tariff: '5.00', tariffUnit: 'TCMMV', amount: '200.00' }),
    ]);

    const again = await declare(
      draft(`${year}-04`, [
        [grocery, '1.00'],
        [software, '1.00'],
      ]),
    );
    expect(again.posted.statusCode).toBe(409);
    expect(again.posted.json().message).toBe(
      `Ya está en vigor la declaración mensual N.º ${read.numberText} de abril de ${year} de esta licencia: anúlela para presentar una sustitutiva.`,
    );
  });

  it('are paid at the TCMMV of the day of payment, and annulled only once the receipt is', async () => {
    setDay(`${year}-05-20`);
    await rate(`${year}-05-20`, '45.00000000');
    await openBox(call, box, cashier);
    const [april] = (await t.rows<{ id: number; number_text: string }>(
      sql`select id, number_text from income_declaration where period = ${`${year}-04`} and status = 'posted'`,
    )) as [{ id: number; number_text: string }];
    const line = (idCollectionConcept: number, amount: string, units?: string) => ({
      idCollectionConcept,
      period: `${year}-04`,
      amount,
      discount: '0.00',
      details: [],
      ...(units ? { units } : {}),
    });
    const receipt = {
      idPeriod,
      idCashBox: box,
      receiptDate: t.today(),
      idTaxpayer: payer,
      taxedObject: { kind: 'patent', id: patent },
      // The minimum was 200,00 Bs on the day it was declared; today's TCMMV makes it 225,00.
      concepts: [line(incomeTax, '1500.00'), line(minimumTax, '225.00', '5.00')],
      vouchers: [{ idPaymentForm: cash, amount: '1725.00', voucherDate: t.today() }],
    };
    const stale = await call(
      'POST',
      '/api/collection/receipt/create',
      { ...receipt, concepts: [line(incomeTax, '1500.00'), line(minimumTax, '200.00', '5.00')] },
      cashier,
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().fields[0].field).toBe('concepts.1.amount');
    const made = await call('POST', '/api/collection/receipt/create', receipt, cashier);
    expect(made.statusCode, made.body).toBe(200);
    const idReceipt = made.json().data.id as number;
    const paid = await call('POST', `/api/collection/receipt/post/${idReceipt}`, undefined, cashier);
    expect(paid.statusCode, paid.body).toBe(200);
    const printed = pdfText(
      (await call('GET', `/api/collection/receipt/pdf/${idReceipt}`, undefined, cashier)).rawPayload,
    );
    expect(printed).toContain(`Declaración mensual N.º ${april.number_text}: mínimo tributable 5,00 TCMMV`);
    expect(printed).toContain('5,00 TCMMV × 45,00000000 Bs');
    expect((await pending()).filter((p) => p.period === `${year}-04`)).toEqual([]);

    const blocked = await call('POST', `/api/collection/incomeDeclaration/annul/${april.id}`, {
      reason: 'Error de cifras',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `Abril de ${year} de esta licencia ya se pagó con el recibo N.º ${paid.json().data.document.numberText}: anule el recibo primero.`,
    );
    const undone = await call(
      'POST',
      `/api/collection/receipt/annul/${idReceipt}`,
      { reason: 'Cobro duplicado' },
      cashier,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    const annulled = await call('POST', `/api/collection/incomeDeclaration/annul/${april.id}`, {
      reason: 'Error de cifras',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    // April is owed again, as missing: its last day to file, 15 May, has passed.
    expect((await pending()).filter((p) => p.period === `${year}-04`)).toEqual([
      expect.objectContaining({ code: 'ISAE', tariff: null }),
    ]);

    // March, declared on 20 May, is late.
    const march = await declare(
      draft(`${year}-03`, [
        [grocery, '0.00'],
        [software, '0.00'],
      ]),
    );
    expect(march.posted.json().data.warnings).toEqual([
      `Declaración extemporánea: el plazo de marzo de ${year} venció el 15/04/${year}.`,
    ]);
    const owedMarch = (await pending()).filter((p) => p.period === `${year}-03`);
    // Nothing declared: both activities owe their minimum (2 + 5 TCMMV at 45), none a rate in bolívares.
    expect(owedMarch).toEqual([
      expect.objectContaining({ code: 'ISAE-MIN', tariff: '7.00', amount: '315.00' }),
    ]);
  });

  it('add up by activity: the income declared in force, and what the receipts collected split as their declaration', async () => {
    // April declared again (the first was annulled), and April and March paid on 20 May at 45.
    const april = await declare(
      draft(`${year}-04`, [
        [grocery, '100000.00'],
        [software, '1000.00'],
      ]),
    );
    expect(april.posted.statusCode, april.posted.body).toBe(200);
    const line = (idCollectionConcept: number, period: string, amount: string, units?: string) => ({
      idCollectionConcept,
      period,
      amount,
      discount: '0.00',
      details: [],
      ...(units ? { units } : {}),
    });
    // March's income declared nothing by the rate: its bolívares part owes nothing.
    const nothing = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: payer,
        taxedObject: { kind: 'patent', id: patent },
        concepts: [line(incomeTax, `${year}-03`, '1.00')],
        vouchers: [{ idPaymentForm: cash, amount: '1.00', voucherDate: t.today() }],
      },
      cashier,
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fields[0].message).toMatch(/: no se debe nada de este concepto en el período$/);
    const made = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: payer,
        taxedObject: { kind: 'patent', id: patent },
        concepts: [
          line(incomeTax, `${year}-04`, '1500.00'),
          line(minimumTax, `${year}-04`, '225.00', '5.00'),
          line(minimumTax, `${year}-03`, '315.00', '7.00'),
        ],
        vouchers: [{ idPaymentForm: cash, amount: '2040.00', voucherDate: t.today() }],
      },
      cashier,
    );
    expect(made.statusCode, made.body).toBe(200);
    const paid = await call(
      'POST',
      `/api/collection/receipt/post/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(paid.statusCode, paid.body).toBe(200);

    const report = async (slug: string, query: string) => {
      const res = await call('GET', `/api/reports/revenue/${slug}?idPeriod=${idPeriod}&size=50&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rows: Record<string, unknown>[]; totals: Record<string, string> };
    };
    // March (nothing sold: both minimums) and the April in force; the annulled April is not counted.
    const declared = await report('ingresos-declarados-por-actividad', `from=${year}-03-01&to=${year}-04-30`);
    expect(declared.rows.map((r) => [r.code, r.declarations, r.income, r.tax, r.units, r.onMinimum])).toEqual(
      [
        ['4711', 2, '100000.00', '1500.00', '2.00', 1],
        ['6201', 2, '1000.00', '0.00', '10.00', 2],
      ],
    );
    const estimated = await report(
      'ingresos-declarados-por-actividad',
      `from=${year}-03-01&to=${year}-04-30&kind=2`,
    );
    expect(estimated.rows).toEqual([]);

    // The annulled receipt is not counted; March's minimum (7 TCMMV = 315,00) splits 2 to 5.
    const collected = await report('recaudacion-por-actividad', `from=${year}-05-01&to=${year}-05-31`);
    expect(collected.rows.map((r) => [r.code, r.receipts, r.byRate, r.byMinimum, r.amount])).toEqual([
      ['4711', 1, '1500.00', '90.00', '1590.00'],
      ['6201', 1, '0.00', '450.00', '450.00'],
    ]);
    expect(collected.totals.amount).toBe('2040.00');
  });

  it('settle a year paid on its estimate by the definitive: what it comes to at the day of payment less what was paid', async () => {
    const [home] = t.clients as [number, number];
    const last = String(year - 1);
    const lastPeriod = (
      await t.rows<{ id: number }>(sql`
        insert into period (id_client, description, start_date, end_date)
        values (${home}, ${last}, ${`${last}-01-01`}, ${`${last}-12-31`}) returning id`)
    )[0]?.id as number;
    await rate(`${last}-01-01`, '30.00000000');
    await activityRate(grocery, `${last}-01-01`, '1.00', '2.00');
    await activityRate(software, `${last}-01-01`, '2.00', '5.00');
    const yearly = {
      incomeCode: '3.01.02.01.00',
      periodicity: 'yearly',
      taxedObject: 'patent',
      dueFrom: `${last}-01-01`,
    };
    const byRate = await masters.concept({
      code: 'ISAE-A',
      description: 'Actividades (anual)',
      ...yearly,
      basis: 'declaredIncome',
    });
    const byMinimum = await masters.concept({
      code: 'ISAE-AM',
      description: 'Mínimo de actividades (anual)',
      ...yearly,
      tariffUnit: 'TCMMV',
      basis: 'declaredMinimum',
    });
    const owedLastYear = async () => (await pending()).filter((p) => p.period === last);

    // 20 January of last year, TCMMV 30: the grocery's 1 % of 600.000 (6.000) beats its 24 TCMMV
    // (720); the software house's 2 % of 30.000 (600) does not reach its 60 TCMMV (1.800).
    setDay(`${last}-01-20`);
    const estimate = await declare(
      draft(
        last,
        [
          [grocery, '600000.00'],
          [software, '30000.00'],
        ],
        { idKind: 2, idPeriod: lastPeriod },
      ),
    );
    expect(estimate.posted.statusCode, estimate.posted.body).toBe(200);

    // Paid this 20 May at 45: 6.000,00 + 60 TCMMV (2.700,00).
    setDay(`${year}-05-20`);
    const receipt = (concepts: object[], amount: string) => ({
      idPeriod,
      idCashBox: box,
      receiptDate: t.today(),
      idTaxpayer: payer,
      taxedObject: { kind: 'patent', id: patent },
      concepts,
      vouchers: [{ idPaymentForm: cash, amount, voucherDate: t.today() }],
    });
    const line = (idCollectionConcept: number, amount: string, units?: string) => ({
      idCollectionConcept,
      period: last,
      amount,
      discount: '0.00',
      details: [],
      ...(units ? { units } : {}),
    });
    const pay = async (body: object) => {
      const made = await call('POST', '/api/collection/receipt/create', body, cashier);
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const posted = await call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier);
      expect(posted.statusCode, posted.body).toBe(200);
      return { id, number: posted.json().data.document.numberText as string };
    };
    const onEstimate = await pay(
      receipt([line(byRate, '6000.00'), line(byMinimum, '2700.00', '60.00')], '8700.00'),
    );

    // This May, late: the grocery's 1 % of 50.000 (500) is below its 24 TCMMV; the software
    // house's 2 % of 500.000 (10.000) is above its 60. The definitive comes to 10.000 Bs + 24 TCMMV.
    const definitive = await declare(
      draft(
        last,
        [
          [grocery, '50000.00'],
          [software, '500000.00'],
        ],
        { idKind: 3 },
      ),
    );
    expect(definitive.posted.statusCode).toBe(409);
    expect(definitive.posted.json().message).toBe(
      `Ningún concepto de recaudación activo cobra esta declaración: cree en Conceptos de recaudación uno anual sobre patentes que se calcule por «La diferencia de la declaración definitiva sobre lo pagado con la estimada», debido desde el año ${last} o antes.`,
    );
    const settlement = await masters.concept({
      code: 'ISAE-LIQ',
      description: 'Liquidación de actividades (definitiva)',
      ...yearly,
      basis: 'declaredSettlement',
    });
    const posted = await call('POST', `/api/collection/incomeDeclaration/post/${definitive.id}`);
    expect(posted.statusCode, posted.body).toBe(200);

    // Owed: bolívares against bolívares (10.000,00 − 6.000,00) and TCMMV against TCMMV (24 − 60, at
    // 45 the day of payment): 4.000,00 − 1.620,00 = 2.380,00. Part by part it would have been 4.000,
    // the 60 TCMMV paid on the software house's minimum left uncounted.
    const owed = await owedLastYear();
    expect(owed).toEqual([
      expect.objectContaining({ code: 'ISAE-LIQ', tariffUnit: 'VES', amount: '2380.00' }),
    ]);
    expect(owed[0]?.basis).toBe(
      `Declaración definitiva N.º ${(await t.rows<{ n: string }>(sql`select number_text as n from income_declaration where id = ${definitive.id}`))[0]?.n} (extemporánea) de ${last}: 10.000,00 Bs y 24,00 TCMMV, menos lo pagado con la estimada (6.000,00 Bs y 60,00 TCMMV): 4.000,00 Bs − 36,00 TCMMV × 45,00000000 Bs (USD, fecha valor 20/05/${year}) = 2.380,00 Bs`,
    );
    // Its TCMMV are valued at the rate of the day of payment: on the 25th, at 50, 4.000 − 1.800 = 2.200,00.
    setDay(`${year}-05-25`);
    await rate(`${year}-05-25`, '50.00000000');
    expect(await owedLastYear()).toEqual([expect.objectContaining({ code: 'ISAE-LIQ', amount: '2200.00' })]);
    setDay(`${year}-05-20`);

    // The definitive's own parts owe nothing: the difference settles the year.
    const twice = await call(
      'POST',
      '/api/collection/receipt/create',
      receipt([line(byMinimum, '1080.00', '24.00')], '1080.00'),
      cashier,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields[0].message).toMatch(
      /: el año se pagó con la estimada: se cobra la diferencia de la definitiva$/,
    );
    // Nothing is paid on the definitive yet: it may be annulled, and the year owes it again, as missing.
    const undone = await call('POST', `/api/collection/incomeDeclaration/annul/${definitive.id}`, {
      reason: 'Cifras de la software',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await owedLastYear()).toEqual([
      expect.objectContaining({
        code: 'ISAE-LIQ',
        tariff: null,
        basis: `Falta la declaración definitiva del año ${last} de la licencia LAE-100: regístrela en Declaraciones de ingresos`,
      }),
    ]);
    const again = await declare(
      draft(
        last,
        [
          [grocery, '50000.00'],
          [software, '500000.00'],
        ],
        { idKind: 3 },
      ),
    );
    expect(again.posted.statusCode, again.posted.body).toBe(200);

    const settled = await pay(receipt([line(settlement, '2380.00')], '2380.00'));
    expect(await owedLastYear()).toEqual([]);
    const printed = pdfText(
      (await call('GET', `/api/collection/receipt/pdf/${settled.id}`, undefined, cashier)).rawPayload,
    );
    expect(printed).toContain('menos lo pagado con la estimada (6.000,00 Bs y 60,00 TCMMV)');
    expect(printed).toContain('= 2.380,00 Bs');
    // The definitive stands while a receipt in force was charged on it (the estimate's budget year is over).
    const blocked = await call('POST', `/api/collection/incomeDeclaration/annul/${again.id}`, {
      reason: 'Prueba',
    });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().message).toBe(
      `El año ${last} de esta licencia ya se pagó con el recibo N.º ${settled.number}: anule el recibo primero.`,
    );
    // Nor is what was paid on the estimate annulled under it: the settlement subtracts it.
    const underIt = await call(
      'POST',
      `/api/collection/receipt/annul/${onEstimate.id}`,
      { reason: 'Cobro duplicado' },
      cashier,
    );
    expect(underIt.statusCode, underIt.body).toBe(409);
    expect(underIt.json().message).toBe(
      `El año ${last} de esta licencia ya se liquidó con la declaración definitiva N.º ${(await t.rows<{ n: string }>(sql`select number_text as n from income_declaration where id = ${again.id}`))[0]?.n}, que descuenta lo pagado con este recibo: anule primero la definitiva.`,
    );

    // By activity, each line as the declaration it paid splits it: the estimate's 6.000,00 to the
    // grocery and its 2.700,00 to the software house; the difference as the definitive's tax in
    // bolívares (1.080,00 and 10.000,00): 231,99 and 2.148,01. With May's two months, 13.120,00.
    const collected = await call(
      'GET',
      `/api/reports/revenue/recaudacion-por-actividad?idPeriod=${idPeriod}&size=50&from=${year}-05-01&to=${year}-05-31`,
    );
    expect(collected.statusCode, collected.body).toBe(200);
    const { rows, totals } = collected.json().data as {
      rows: Record<string, unknown>[];
      totals: Record<string, string>;
    };
    expect(rows.map((r) => [r.code, r.receipts, r.byRate, r.byMinimum, r.bySettlement, r.amount])).toEqual([
      ['4711', 3, '7500.00', '90.00', '231.99', '7821.99'],
      ['6201', 3, '0.00', '3150.00', '2148.01', '5298.01'],
    ]);
    expect(totals.amount).toBe('13120.00');
  });

  it('are filed by whoever holds Declaraciones de ingresos, and only read from the taxpayers screen', async () => {
    const [home] = t.clients as [number, number];
    const clerk = await t.newUser({
      username: 'declaraciones-solo',
      memberships: [{ idClient: home, screens: ['REC-DEC-01'] }],
    });
    const reader = await t.newUser({
      username: 'contribuyentes-solo',
      memberships: [{ idClient: home, screens: ['REC-CON-01'] }],
    });
    const licences = await call(
      'GET',
      `/api/collection/incomeDeclaration/licences/${payer}`,
      undefined,
      clerk,
    );
    expect(licences.statusCode, licences.body).toBe(200);
    expect(licences.json().data).toEqual([
      expect.objectContaining({
        licenceNumber: 'LAE-100',
        activities: [expect.objectContaining({ code: '4711' }), expect.objectContaining({ code: '6201' })],
      }),
    ]);
    const options = await call('GET', '/api/collection/taxpayer/options?search=Ávila', undefined, clerk);
    expect(options.statusCode, options.body).toBe(200);
    const body = draft(`${year}-05`, [
      [grocery, '1.00'],
      [software, '1.00'],
    ]);
    expect((await call('POST', '/api/collection/incomeDeclaration/create', body, reader)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/collection/incomeDeclaration/licences/${payer}`, undefined, reader))
        .statusCode,
    ).toBe(403);
    const made = await call(
      'POST',
      '/api/collection/incomeDeclaration/create',
      { ...body, period: `${year}-04` },
      clerk,
    );
    expect(made.statusCode, made.body).toBe(200);
    const read = await call(
      'GET',
      `/api/collection/incomeDeclaration/findById/${made.json().data.id}`,
      undefined,
      reader,
    );
    expect(read.statusCode).toBe(200);
  });
});
