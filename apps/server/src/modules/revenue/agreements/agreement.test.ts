import { proposeInstalments, rifOf } from '@erario/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Payment agreements (issue 40), through HTTP, as an auditor can follow them on paper. On 10 June a
 * taxpayer owes its vehicle tax's first quarter (1.000,00, late since 1 April: 71 days at 24 % =
 * 47,33), the second (1.000,00, due 30 June) and a fine (300,00): 2.347,33. It signs an agreement of
 * 6 monthly instalments of a kind that asks 20 % up front and gives 10 days of grace: 469,47 on the
 * day, then four of 375,57 and one of 375,58. It pays the first two on the day; its debts stop being
 * owed on their own and accrue no interest; up to date, it gets its solvency. The third (10 August)
 * goes unpaid: within its grace it is late; on 21 August the agreement has ended, and its balance
 * (1.502,29) is owed at once, with interest from 11 August on its tax (1.502,29 × 2.300,00 / 2.347,33 =
 * 1.472,00; 11 days at 24 % = 10,79), not on the interest the agreement already counted.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let year: number;
let idPeriod: number;
let payer: number;
let other: number;
let vehicle: number;
let otherVehicle: number;
let vehicleTax: number;
let kind: number;
let agreementConcept: number;
let fine: number;
let officer: string;
let cashier: string;
let otherCashier: string;
let box: number;
let otherBox: number;
let cash: number;

const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-06-10`);
  ({ id: idPeriod } = await t.currentPeriod(home));
  officer = await t.newUser({
    username: 'convenios',
    memberships: [{ idClient: home, screens: ['REC-CNV-01', 'REC-MUL-01', 'REC-SOL-01'] }],
  });
  await createUser(t.db, {
    username: 'taquilla-convenios',
    memberships: [{ idClient: home, screens: ['REC-CAJ-01', 'REC-REC-02', 'REC-CON-01'], isCashier: true }],
  });
  cashier = await t.signInAs('taquilla-convenios');
  await createUser(t.db, {
    username: 'taquilla-convenios-2',
    memberships: [{ idClient: home, screens: ['REC-CAJ-01', 'REC-REC-02', 'REC-CON-01'], isCashier: true }],
  });
  otherCashier = await t.signInAs('taquilla-convenios-2');
  [box, otherBox] = (await masters.boxes(
    { code: 'CNV', name: 'Sede' },
    { code: 'V1', name: 'Taquilla 1' },
    { code: 'V2', name: 'Taquilla 2' },
  )) as [number, number];
  cash = await masters.paymentForm();
  const of = { mark: { code: 'FOR', description: 'Ford' }, use: { code: 'PAR', description: 'Particular' } };
  payer = await masters.taxpayer(
    { code: 'NAT', description: 'Persona natural' },
    { rif: rifOf('V', '11222333'), name: 'José Rondón' },
  );
  vehicle = await masters.vehicle(
    payer,
    { plate: 'AA111BB', registeredOn: `${year}-01-01` },
    { ...of, type: { code: 'AUT', description: 'Automóvil' } },
  );
  other = await masters.taxpayer(
    { code: 'NA2', description: 'Otra persona natural' },
    { rif: rifOf('V', '14555666'), name: 'Ana Colmenares' },
  );
  otherVehicle = await masters.vehicle(
    other,
    { plate: 'CC222DD', registeredOn: `${year}-01-01` },
    {
      mark: { code: 'FO2', description: 'Fiat' },
      use: { code: 'PA2', description: 'Privado' },
      type: { code: 'AU2', description: 'Auto' },
    },
  );
  vehicleTax = await masters.concept({
    code: 'IVEH',
    description: 'Impuesto sobre vehículos',
    incomeCode: '3.01.02.03.00',
    tariff: '1000.00',
    periodicity: 'quarterly',
    taxedObject: 'vehicle',
    dueFrom: `${year}-01-01`,
  });
  await master('collection/lateInterestRate', { validFrom: `${year}-04-01`, rate: '24.00', source: 'BCV' });
  const fines = await masters.concept({ code: 'MULT', description: 'Multas', incomeCode: '3.01.09.01.00' });
  const fineType = await master('collection/fineType', {
    code: 'PAGR',
    description: 'Pago con retraso',
    legalBasis: 'COT art. 110',
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    idCollectionConcept: fines,
    active: true,
  });
  const imposed = await call(
    'POST',
    '/api/collection/fine/create',
    {
      idPeriod,
      fineDate: t.today(),
      idTaxpayer: payer,
      idFineType: fineType,
      taxAmount: '3000.00',
      value: '10.00',
      act: 'Resolución DH-2026-0301',
      reason: 'Pagó con retraso el año anterior, tres trimestres.',
    },
    officer,
  );
  fine = imposed.json().data.id;
  await call('POST', `/api/collection/fine/post/${fine}`, undefined, officer);
  agreementConcept = await masters.concept({
    code: 'CONV',
    description: 'Cuotas de convenios de pago',
    incomeCode: '3.01.02.03.00',
  });
  kind = await master('collection/agreementType', {
    code: 'CNV6',
    description: 'Convenio de hasta seis cuotas',
    legalBasis: 'Ordenanza de Hacienda, art. 45',
    maxInstalments: 6,
    minFirstPercent: '20.00',
    graceDays: 10,
    allowsSolvency: true,
    idCollectionConcept: agreementConcept,
    active: true,
  });
});

const debts = () => [
  { objectKind: 'vehicle', idObject: vehicle, idCollectionConcept: vehicleTax, period: `${year}-T1` },
  { objectKind: 'vehicle', idObject: vehicle, idCollectionConcept: vehicleTax, period: `${year}-T2` },
];
const agreement = (body: Record<string, unknown>) => ({
  idPeriod,
  agreementDate: t.today(),
  idTaxpayer: payer,
  idAgreementType: kind,
  ...body,
});
const statement = async (idTaxpayer = payer) =>
  (
    await call('GET', `/api/collection/taxpayer/statement/${idTaxpayer}?page=0&size=5`, undefined, cashier)
  ).json().data.pending as {
    objectKind: string;
    period: string;
    periodLabel: string;
    amount: string;
    interest: string;
  }[];

describe('payment agreements', () => {
  let id: number;
  let numberText: string;
  let instalments: { dueDate: string; amount: string }[];

  it('refuse debts the taxpayer does not owe and instalments that do not add up, writing nothing', async () => {
    const owed = await call('GET', `/api/collection/paymentAgreement/debts/${payer}`, undefined, officer);
    const fineKey = owed.json().data.find((p: { objectKind: string }) => p.objectKind === 'fine');
    expect(fineKey).toMatchObject({ amount: '300.00', interest: '0.00' });
    const all = [
      ...debts(),
      {
        objectKind: 'fine',
        idObject: fine,
        idCollectionConcept: fineKey.idCollectionConcept,
        period: fineKey.period,
      },
    ];
    instalments = proposeInstalments('2347.33', 6, '20.00', t.today());
    expect(instalments.map((x) => x.amount)).toEqual([
      '469.47',
      '375.57',
      '375.57',
      '375.57',
      '375.57',
      '375.58',
    ]);
    const create = (body: Record<string, unknown>) =>
      call(
        'POST',
        '/api/collection/paymentAgreement/create',
        agreement({ debts: all, instalments, ...body }),
        officer,
      );

    const before = await writesSoFar(t.db);
    const short = await create({
      instalments: instalments.map((x, i) => (i === 5 ? { ...x, amount: '328.25' } : x)),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      {
        field: 'instalments',
        message:
          'Las cuotas suman 2.300,00 y las deudas 2.347,33 (tributo e intereses de mora a la fecha del convenio): deben sumar lo mismo',
      },
    ]);
    const theirs = await create({
      debts: [
        ...all,
        {
          objectKind: 'vehicle',
          idObject: otherVehicle,
          idCollectionConcept: vehicleTax,
          period: `${year}-T1`,
        },
      ],
    });
    expect(theirs.json().fields).toEqual([
      {
        field: 'debts.3',
        message:
          'El contribuyente no debe hoy esa deuda: está pagada, en otro convenio o es de otro contribuyente',
      },
    ]);
    const seven = await create({
      instalments: [
        ...instalments.slice(0, 5),
        { dueDate: `${year}-11-10`, amount: '187.79' },
        { dueDate: `${year}-12-10`, amount: '187.79' },
      ],
    });
    expect(seven.json().fields).toContainEqual({
      field: 'instalments',
      message:
        'El Convenio de hasta seis cuotas admite hasta 6 cuotas (Ordenanza de Hacienda, art. 45), la inicial incluida',
    });
    const small = await create({
      instalments: [
        { dueDate: t.today(), amount: '100.00' },
        { dueDate: `${year}-07-10`, amount: '2247.33' },
      ],
    });
    expect(small.json().fields).toEqual([
      {
        field: 'instalments.0.amount',
        message: 'La cuota inicial es al menos el 20,00 % de la deuda: 469,47',
      },
    ]);
    const disordered = await create({
      instalments: instalments.map((x, i) => (i === 2 ? { ...x, dueDate: `${year}-07-01` } : x)),
    });
    expect(disordered.json().fields).toEqual([
      { field: 'instalments.2.dueDate', message: `La cuota 3 vence después de la 2 (10/07/${year})` },
    ]);
    const negative = await create({ instalments: [{ dueDate: t.today(), amount: '-2347.33' }] });
    expect(negative.statusCode).toBe(400);
    expect(await writesSoFar(t.db)).toBe(before);

    const made = await create({});
    expect(made.statusCode, made.body).toBe(200);
    id = made.json().data.id;
    const posted = await call('POST', `/api/collection/paymentAgreement/post/${id}`, undefined, officer);
    expect(posted.statusCode, posted.body).toBe(200);
    const g = posted.json().data.document;
    numberText = g.numberText;
    expect(g).toMatchObject({
      state: 'inForce',
      owed: '2300.00',
      interest: '47.33',
      total: '2347.33',
      balance: '2347.33',
    });
    expect(
      g.debts.map((d: { periodLabel: string; interest: string }) => [d.periodLabel, d.interest]),
    ).toEqual([
      [`1.er trimestre de ${year}`, '47.33'],
      [`2.º trimestre de ${year}`, '0.00'],
      [`Multa N.º 1`, '0.00'],
    ]);
    const printed = pdfText(
      (await call('GET', `/api/collection/paymentAgreement/pdf/${id}`, undefined, officer)).rawPayload,
    );
    expect(printed).toContain(`Convenio de pago N° ${numberText}`);
    expect(printed).toContain('1 (inicial)');
    expect(printed).toContain('10 días después de su vencimiento');
  });

  it('owes its instalments instead of the debts; paid in order and up to date, the taxpayer is solvent', async () => {
    // The debts are owed through the agreement now: its first instalment, due today.
    expect((await statement()).map((p) => [p.periodLabel, p.amount])).toEqual([
      [`Cuota 1 del convenio N.º ${numberText}`, '469.47'],
    ]);
    await openBox(call, box, cashier);
    const line = (instalment: number, amount: string) => ({
      idCollectionConcept: agreementConcept,
      amount,
      discount: '0.00',
      details: [],
      idAgreement: id,
      instalment,
    });
    const receipt = (concepts: unknown[], amount: string) =>
      call(
        'POST',
        '/api/collection/receipt/create',
        {
          idPeriod,
          idCashBox: box,
          receiptDate: t.today(),
          idTaxpayer: payer,
          concepts,
          vouchers: [{ idPaymentForm: cash, amount, voucherDate: t.today() }],
        },
        cashier,
      );
    // What the agreement took is not paid on its own any more: not the quarter, not the fine.
    const quarter = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: payer,
        taxedObject: { kind: 'vehicle', id: vehicle },
        concepts: [
          {
            idCollectionConcept: vehicleTax,
            amount: '1000.00',
            discount: '0.00',
            interest: '47.33',
            period: `${year}-T1`,
            details: [],
          },
        ],
        vouchers: [{ idPaymentForm: cash, amount: '1047.33', voucherDate: t.today() }],
      },
      cashier,
    );
    expect(quarter.json().fields).toContainEqual({
      field: 'concepts.0.period',
      message: `IVEH de 1.er trimestre de ${year} está en el convenio de pago N.º ${numberText}: se paga por sus cuotas`,
    });
    const theFine = await call(
      'POST',
      `/api/collection/fine/annul/${fine}`,
      { reason: 'Revocada en recurso' },
      officer,
    );
    expect(theFine.statusCode).toBe(409);
    expect(theFine.json().message).toBe(
      `La multa está en el convenio de pago N.º ${numberText}: anule el convenio antes.`,
    );
    const outOfOrder = await receipt([line(3, '375.57')], '375.57');
    expect(outOfOrder.json().fields).toEqual([
      {
        field: 'concepts.0.idAgreement',
        message: `Las cuotas se pagan en orden: antes, la 1 de el convenio N.º ${numberText}`,
      },
    ]);
    const wrong = await receipt([line(1, '400.00')], '400.00');
    expect(wrong.json().fields).toEqual([
      { field: 'concepts.0.amount', message: `La cuota 1 de el convenio N.º ${numberText} es de 469,47` },
    ]);
    const made = await receipt([line(1, '469.47'), line(2, '375.57')], '845.04');
    expect(made.statusCode, made.body).toBe(200);
    const posted = await call(
      'POST',
      `/api/collection/receipt/post/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    // Up to date: the next instalment, not due yet, does not bar the solvency.
    expect((await statement()).map((p) => [p.periodLabel, p.amount])).toEqual([
      [`Cuota 3 del convenio N.º ${numberText}`, '375.57'],
    ]);
    const solvency = await call(
      'POST',
      '/api/collection/solvency/create',
      { idPeriod, issueDate: t.today(), idTaxpayer: payer, idKind: 1 },
      officer,
    );
    expect(solvency.statusCode, solvency.body).toBe(200);
    const issued = await call(
      'POST',
      `/api/collection/solvency/post/${solvency.json().data.id}`,
      undefined,
      officer,
    );
    expect(issued.statusCode, issued.body).toBe(200);
    // The solvency stands on it, and it has payments: it is not annulled.
    const annul = await call(
      'POST',
      `/api/collection/paymentAgreement/annul/${id}`,
      { reason: 'Firmado por error' },
      officer,
    );
    expect(annul.statusCode).toBe(409);
    expect(annul.json().message).toMatch(
      /^La solvencia N\.º \d+, vigente, se emitió con este convenio al día: anúlela antes\.$/,
    );
  });

  it('ends when an instalment goes unpaid past its grace, and its balance is owed at once with interest', async () => {
    // 15 August: the third (10 August) is late, within its grace; the agreement is up to date still.
    setDay(`${year}-08-15`);
    const within = await call('GET', `/api/collection/paymentAgreement/findById/${id}`, undefined, officer);
    expect(within.json().data).toMatchObject({ state: 'inForce', breachedOn: null, balance: '1502.29' });
    expect((await statement()).filter((p) => p.objectKind === 'agreement').map((p) => p.periodLabel)).toEqual(
      [`Cuota 3 del convenio N.º ${numberText}`],
    );
    const arrears = (
      await call('GET', `/api/reports/revenue/morosos?idPeriod=${idPeriod}&asOf=${year}-08-15&size=50`)
    ).json().data.rows;
    expect(arrears.find((r: { taxpayer: string }) => r.taxpayer === 'José Rondón')).toMatchObject({
      owed: '375.57',
      interest: '0.00',
      fines: '0.00',
    });

    // 21 August: ten days of grace are over; the balance of its four instalments is owed at once.
    setDay(`${year}-08-21`);
    const ended = (
      await call('GET', `/api/collection/paymentAgreement/findById/${id}`, undefined, officer)
    ).json().data;
    expect(ended).toMatchObject({ state: 'breached', breachedOn: `${year}-08-21`, balance: '1502.29' });
    const owed = (await statement()).filter((p) => p.objectKind !== 'vehicle' || p.period !== `${year}-T3`);
    expect(owed.map((p) => [p.periodLabel, p.amount, p.interest])).toEqual([
      [`Saldo del convenio N.º ${numberText}`, '1502.29', '10.79'],
    ]);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/online/paymentAgreement/verify/${ended.verifyId}`,
    });
    expect(verified.json().data).toMatchObject({ cuotas: 6, pagadas: 2, estado: 'INCUMPLIDO' });
    // Its instalments are no longer paid one by one: the balance is, whole, with its interest.
    const draft = (concept: Record<string, unknown>, amount: string) =>
      call(
        'POST',
        '/api/collection/receipt/create',
        {
          idPeriod,
          idCashBox: box,
          receiptDate: t.today(),
          idTaxpayer: payer,
          concepts: [
            {
              idCollectionConcept: agreementConcept,
              discount: '0.00',
              details: [],
              idAgreement: id,
              ...concept,
            },
          ],
          vouchers: [{ idPaymentForm: cash, amount, voucherDate: t.today() }],
        },
        cashier,
      );
    const instalment = await draft({ instalment: 3, amount: '375.57' }, '375.57');
    expect(instalment.json().fields).toEqual([
      {
        field: 'concepts.0.idAgreement',
        message: `El convenio N.º ${numberText} terminó por una cuota sin pagar: se paga su saldo, no sus cuotas`,
      },
    ]);
    const noInterest = await draft({ amount: '1502.29' }, '1502.29');
    expect(noInterest.json().fields).toEqual([
      {
        field: 'concepts.0.interest',
        message: `Mora del 11/08/${year} al 21/08/${year}, 11 días: 11 al 24,00 % anual sobre 1.472,00 Bs (año de 360 días) = 10,79 Bs: la línea debe 10,79 Bs de intereses de mora`,
      },
    ]);
    const whole = await draft({ amount: '1502.29', interest: '10.79' }, '1513.08');
    expect(whole.statusCode, whole.body).toBe(200);

    // Paid at another box open today, the agreement is done: nothing of it, or of its debts, is owed.
    await openBox(call, otherBox, otherCashier);
    const paying = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: otherBox,
        receiptDate: t.today(),
        idTaxpayer: payer,
        concepts: [
          {
            idCollectionConcept: agreementConcept,
            amount: '1502.29',
            interest: '10.79',
            discount: '0.00',
            details: [],
            idAgreement: id,
          },
        ],
        vouchers: [{ idPaymentForm: cash, amount: '1513.08', voucherDate: t.today() }],
      },
      otherCashier,
    );
    expect(paying.statusCode, paying.body).toBe(200);
    const posted = await call(
      'POST',
      `/api/collection/receipt/post/${paying.json().data.id}`,
      undefined,
      otherCashier,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const done = (
      await call('GET', `/api/collection/paymentAgreement/findById/${id}`, undefined, officer)
    ).json().data;
    expect(done).toMatchObject({ state: 'completed', balance: '0.00' });
    expect(
      (await statement()).filter((p) => p.objectKind === 'agreement' || p.period === `${year}-T1`),
    ).toEqual([]);
    const receipt = (
      await call('GET', `/api/collection/receipt/findById/${paying.json().data.id}`, undefined, otherCashier)
    ).json().data;
    expect(receipt.concepts[0].basis).toBe(
      `Saldo del convenio N.º ${numberText} (Convenio de hasta seis cuotas)`,
    );
  });

  it('annulled with nothing paid, gives its debts back with their interest', async () => {
    setDay(`${year}-06-10`);
    const made = await call(
      'POST',
      '/api/collection/paymentAgreement/create',
      agreement({
        idTaxpayer: other,
        debts: [
          {
            objectKind: 'vehicle',
            idObject: otherVehicle,
            idCollectionConcept: vehicleTax,
            period: `${year}-T1`,
          },
        ],
        instalments: [
          { dueDate: t.today(), amount: '523.67' },
          { dueDate: `${year}-07-10`, amount: '523.66' },
        ],
      }),
      officer,
    );
    expect(made.statusCode, made.body).toBe(200);
    const other_ = made.json().data.id;
    expect(
      (await call('POST', `/api/collection/paymentAgreement/post/${other_}`, undefined, officer)).statusCode,
    ).toBe(200);
    expect((await statement(other)).map((p) => p.period)).not.toContain(`${year}-T1`);
    const annulled = await call(
      'POST',
      `/api/collection/paymentAgreement/annul/${other_}`,
      { reason: 'El contribuyente desistió' },
      officer,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    const back = (await statement(other)).find((p) => p.period === `${year}-T1`);
    expect(back).toMatchObject({ amount: '1000.00', interest: '47.33' });
  });
});
