import { formatDate, rifOf } from '@erario/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Interest on late payment as an auditor checks it on paper (issue 40), through HTTP: a vehicle tax
 * of 1.000,00 for the first quarter, due on 31 March, paid on 14 June: 75 days, 30 of April at its
 * rate of 19,50 % and 45 of May and June at May's 22,75 % (June has none recorded), on a year of 360
 * days: 1.000,00 × (19,50 × 30 + 22,75 × 45) / 36.000 = 44,6875, 44,69.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let year: number;
let idPeriod: number;
let payer: number;
let vehicle: number;
let vehicleTax: number;
let cleaning: number;
let box: number;
let cash: number;
let cashier: string;

const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);
const interestRate = (validFrom: string, rate: string) =>
  call('POST', '/api/collection/lateInterestRate/create', {
    validFrom,
    rate,
    lendingRate: null,
    source: 'BCV',
  });

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-06-14`);
  ({ id: idPeriod } = await t.currentPeriod(home));
  await createUser(t.db, {
    username: 'taquilla-mora',
    memberships: [{ idClient: home, screens: ['REC-CAJ-01', 'REC-REC-02', 'REC-CON-01'], isCashier: true }],
  });
  cashier = await t.signInAs('taquilla-mora');
  payer = await masters.taxpayer(
    { code: 'NAT', description: 'Persona natural' },
    { rif: rifOf('V', '11222333'), name: 'José Rondón' },
  );
  vehicle = await masters.vehicle(
    payer,
    { plate: 'AA111BB', registeredOn: `${year}-01-01` },
    {
      mark: { code: 'FOR', description: 'Ford' },
      use: { code: 'PAR', description: 'Particular' },
      type: { code: 'AUT', description: 'Automóvil' },
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
  // Paid within its first ten days: May's is late from the 11th.
  cleaning = await master('collection/collectionConcepts', {
    code: 'ASEO',
    description: 'Tasa de aseo',
    incomeCode: '3.01.03.01.00',
    tariff: '100.00',
    periodicity: 'monthly',
    taxedObject: 'vehicle',
    dueFrom: `${year}-05-01`,
    paymentDays: 10,
    active: true,
  });
  [box] = (await masters.boxes({ code: 'MOR', name: 'Sede' }, { code: 'M1', name: 'Taquilla 1' })) as [
    number,
  ];
  cash = await masters.paymentForm();
  for (const [from, rate] of [
    [`${year}-04-01`, '19.50'],
    [`${year}-05-01`, '22.75'],
  ] as const)
    expect((await interestRate(from, rate)).statusCode).toBe(200);
});

type Owed = {
  code: string;
  period: string;
  dueDate: string;
  amount: string;
  interest: string;
  interestBasis: string;
};
const statement = async () => (await call('GET', `/api/collection/taxpayer/statement/${payer}`)).json().data;

describe('interest on late payment', () => {
  it('refuses a negative rate, one not from a month’s first day, and writes nothing', async () => {
    const before = await writesSoFar(t.db);
    const negative = await interestRate(`${year}-07-01`, '-1.00');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual([
      { field: 'rate', message: 'La tasa debe ser mayor que cero y no pasar del 1.000 % anual' },
    ]);
    const midMonth = await interestRate(`${year}-07-15`, '20.00');
    expect(midMonth.statusCode).toBe(400);
    expect(midMonth.json().fields).toEqual([
      { field: 'validFrom', message: 'La tasa rige desde el primer día de un mes' },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it('runs from the day after the last day to pay, each month at its rate, to the céntimo', async () => {
    const s = await statement();
    const owed = s.pending as Owed[];
    expect(owed.map((p) => [p.code, p.period, p.dueDate, p.amount, p.interest])).toEqual([
      ['IVEH', `${year}-T1`, `${year}-03-31`, '1000.00', '44.69'],
      ['IVEH', `${year}-T2`, `${year}-06-30`, '1000.00', '0.00'],
      // 10 May: 35 days at 22,75 % on 100,00 = 2,21; 10 June: 4 days = 0,25.
      ['ASEO', `${year}-05`, `${year}-05-10`, '100.00', '2.21'],
      ['ASEO', `${year}-06`, `${year}-06-10`, '100.00', '0.25'],
    ]);
    expect(owed[0]?.interestBasis).toBe(
      `Mora del 01/04/${year} al 14/06/${year}, 75 días: 30 al 19,50 % + 45 al 22,75 % anual sobre 1.000,00 Bs (año de 360 días) = 44,69 Bs`,
    );
    expect(s.pendingInterest).toBe('47.15');
    // The arrears: what is past its last day to pay (not the second quarter), with its interest.
    const arrears = await call(
      'GET',
      `/api/reports/revenue/morosos?idPeriod=${idPeriod}&asOf=${year}-06-14&size=50`,
    );
    expect(arrears.statusCode, arrears.body).toBe(200);
    expect(arrears.json().data.rows).toEqual([
      expect.objectContaining({
        taxpayer: 'José Rondón',
        periods: 3,
        owed: '1200.00',
        interest: '47.15',
        total: '1247.15',
      }),
    ]);
  });

  it('is charged on the receipt as computed, and printed with its days and rates', async () => {
    await openBox(call, box, cashier);
    const line = (idCollectionConcept: number, period: string, amount: string, interest: string) => ({
      idCollectionConcept,
      period,
      amount,
      discount: '0.00',
      interest,
      details: [],
    });
    const receipt = (concepts: object[], total: string) => ({
      idPeriod,
      idCashBox: box,
      receiptDate: t.today(),
      idTaxpayer: payer,
      taxedObject: { kind: 'vehicle', id: vehicle },
      concepts,
      vouchers: [{ idPaymentForm: cash, amount: total, voucherDate: t.today() }],
    });
    const before = await writesSoFar(t.db);
    const wrong = await call(
      'POST',
      '/api/collection/receipt/create',
      receipt(
        [
          line(vehicleTax, `${year}-T1`, '1000.00', '44.00'),
          line(vehicleTax, `${year}-T2`, '1000.00', '1.00'),
        ],
        '2045.00',
      ),
      cashier,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      {
        field: 'concepts.0.interest',
        message: `Mora del 01/04/${year} al 14/06/${year}, 75 días: 30 al 19,50 % + 45 al 22,75 % anual sobre 1.000,00 Bs (año de 360 días) = 44,69 Bs: la línea debe 44,69 Bs de intereses de mora`,
      },
      {
        field: 'concepts.1.interest',
        message: `El 2.º trimestre de ${year} se paga sin intereses hasta el 30/06/${year}: la línea no lleva intereses`,
      },
    ]);
    const negative = await call(
      'POST',
      '/api/collection/receipt/create',
      receipt([line(vehicleTax, `${year}-T1`, '1000.00', '-44.69')], '955.31'),
      cashier,
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual([
      { field: 'concepts.0.interest', message: 'Los intereses no pueden ser negativos' },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);

    const made = await call(
      'POST',
      '/api/collection/receipt/create',
      receipt(
        [line(vehicleTax, `${year}-T1`, '1000.00', '44.69'), line(cleaning, `${year}-05`, '100.00', '2.21')],
        '1146.90',
      ),
      cashier,
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const posted = await call('POST', `/api/collection/receipt/post/${id}`, undefined, cashier);
    expect(posted.statusCode, posted.body).toBe(200);
    const detail = (await call('GET', `/api/collection/receipt/findById/${id}`, undefined, cashier)).json()
      .data;
    expect(
      detail.concepts.map((l: { interest: string; amountNet: string }) => [l.interest, l.amountNet]),
    ).toEqual([
      ['44.69', '1044.69'],
      ['2.21', '102.21'],
    ]);
    expect(detail.conceptsTotal).toBe('1146.90');
    const printed = pdfText(
      (await call('GET', `/api/collection/receipt/pdf/${id}`, undefined, cashier)).rawPayload,
    );
    expect(printed).toContain('Intereses de mora: Mora del 01/04/');
    expect(printed).toContain('= 44,69 Bs');
    // What is left owes its own interest; the receipt's is paid.
    expect((await statement()).pendingInterest).toBe('0.25');
  });

  it('gives the ordinance’s early-payment discount while its days last, by rule, and none after them', async () => {
    const yearly = (code: string, earlyDiscountDays: number) =>
      master('collection/collectionConcepts', {
        code,
        description: `Tasa anual ${code}`,
        incomeCode: '3.01.03.01.00',
        tariff: '500.00',
        periodicity: 'yearly',
        taxedObject: 'vehicle',
        dueFrom: `${year}-01-01`,
        earlyDiscount: '10.00',
        earlyDiscountDays,
        active: true,
      });
    // 14 June is the year's 165th day (166th in a leap year): the first still gives its 10 %, the
    // second's 90 days are over.
    const june14th = (Date.UTC(year, 5, 14) - Date.UTC(year, 0, 1)) / 86_400_000 + 1;
    const ninetiethDay = new Date(Date.UTC(year, 0, 90)).toISOString().slice(0, 10);
    const early = await yearly('CIRC', june14th);
    const late = await yearly('PUBL', 90);
    const refused = await call('POST', '/api/collection/collectionConcepts/create', {
      code: 'MAL',
      description: 'Sin días',
      incomeCode: '3.01.03.01.00',
      tariff: '10.00',
      periodicity: 'yearly',
      taxedObject: 'vehicle',
      dueFrom: `${year}-01-01`,
      earlyDiscount: '120.00',
      active: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.map((f: { field: string }) => f.field)).toEqual(['earlyDiscount']);
    const owed = (
      (await statement()).pending as (Owed & { discount: string; discountUntil: string })[]
    ).filter((p) => p.code === 'CIRC' || p.code === 'PUBL');
    expect(owed.map((p) => [p.code, p.discount, p.discountUntil])).toEqual([
      ['CIRC', '50.00', `${year}-06-14`],
      ['PUBL', '0.00', ninetiethDay],
    ]);
    // Days that run past a period's last day to pay end with it: a late quarter earns no discount.
    await master('collection/collectionConcepts', {
      code: 'TRIM',
      description: 'Tasa trimestral',
      incomeCode: '3.01.03.01.00',
      tariff: '500.00',
      periodicity: 'quarterly',
      taxedObject: 'vehicle',
      dueFrom: `${year}-01-01`,
      earlyDiscount: '10.00',
      earlyDiscountDays: 120,
      active: true,
    });
    const quarters = ((await statement()).pending as (Owed & { discount: string; discountUntil: string })[])
      .filter((p) => p.code === 'TRIM')
      .map((p) => [p.period, p.discount, p.discountUntil, Number(p.interest) > 0]);
    expect(quarters).toEqual([
      [`${year}-T1`, '0.00', `${year}-03-31`, true],
      [`${year}-T2`, '50.00', `${year}-06-30`, false],
    ]);
    const line = (idCollectionConcept: number, discount: string) => ({
      idCollectionConcept,
      period: String(year),
      amount: '500.00',
      discount,
      interest: '0.00',
      details: [],
    });
    const wrong = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: payer,
        taxedObject: { kind: 'vehicle', id: vehicle },
        concepts: [line(early, '0.00'), line(late, '50.00')],
        vouchers: [{ idPaymentForm: cash, amount: '950.00', voucherDate: t.today() }],
      },
      cashier,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      {
        field: 'concepts.0.discount',
        message: `Pronto pago del 10,00 % hasta el 14/06/${year}: la línea descuenta 50,00 Bs`,
      },
      {
        field: 'concepts.1.discount',
        message: `Pronto pago del 10,00 % hasta el ${formatDate(ninetiethDay)}: vencido, la línea no lleva descuento`,
      },
    ]);
    const made = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: payer,
        taxedObject: { kind: 'vehicle', id: vehicle },
        concepts: [line(early, '50.00'), line(late, '0.00')],
        vouchers: [{ idPaymentForm: cash, amount: '950.00', voucherDate: t.today() }],
      },
      cashier,
    );
    expect(made.statusCode, made.body).toBe(200);
    const posted = await call(
      'POST',
      `/api/collection/receipt/post/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(posted.statusCode, posted.body).toBe(200);
  });
});
