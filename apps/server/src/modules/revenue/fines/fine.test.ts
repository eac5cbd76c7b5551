import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../../test/harness.ts';
import { pdfText, placedText } from '../../../test/pdf.ts';
import { openBox, revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Fines (issue 40), through HTTP: a fine type records the offence, its article and the COT's limits;
 * a fine of 10 % on a tax of 15.000,00 paid late is within its 1–100 % and comes to 1.500,00; one of
 * 150 % is refused, saying the limit, and nothing is written; a fine in TCMMV keeps its multiples, paid
 * at the rate of the day of payment. Printed with its calculation and QR; annulled, its QR says so.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let idPeriod: number;
let today: string;
let payer: number;
let latePayment: number;
let noDeclaration: number;
let officer: string;
let reader: string;
let cashier: string;
let year: number;
let box: number;
let cash: number;
let inBolivares: number;

const setDay = (day: string) => t.clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  year = Number((await t.currentPeriod(home)).today.slice(0, 4));
  setDay(`${year}-06-10`);
  ({ id: idPeriod, today } = await t.currentPeriod(home));
  await createUser(t.db, {
    username: 'taquilla-multas',
    memberships: [{ idClient: home, screens: ['REC-CAJ-01', 'REC-REC-02', 'REC-CON-01'], isCashier: true }],
  });
  cashier = await t.signInAs('taquilla-multas');
  [box] = (await masters.boxes({ code: 'MUL', name: 'Sede' }, { code: 'M1', name: 'Taquilla 1' })) as [
    number,
  ];
  cash = await masters.paymentForm();
  officer = await t.newUser({
    username: 'multas',
    memberships: [{ idClient: home, screens: ['REC-MUL-01'] }],
  });
  reader = await t.newUser({ username: 'ficha', memberships: [{ idClient: home, screens: ['REC-CON-01'] }] });
  payer = await masters.taxpayer(
    { code: 'ORD', description: 'Ordinario' },
    { rif: rifOf('J', '30111222'), name: 'Comercial El Puerto, C.A.', address: 'Av. Bolívar 12' },
  );
  inBolivares = await masters.concept({
    code: 'MULT',
    description: 'Multas',
    incomeCode: '3.01.09.01.00',
  });
  const inUnits = await masters.concept({
    code: 'MULU',
    description: 'Multas en TCMMV',
    incomeCode: '3.01.09.01.00',
    tariffUnit: 'TCMMV',
  });
  await master('finance/exchangeRate', {
    currency: 'USD',
    validFrom: `${year}-01-01`,
    rate: '40.00000000',
    source: 'bcv.org.ve',
  });
  latePayment = await master('collection/fineType', {
    code: 'PAGR',
    description: 'Pago del tributo con retraso',
    legalBasis: 'COT art. 110',
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    idCollectionConcept: inBolivares,
    active: true,
  });
  noDeclaration = await master('collection/fineType', {
    code: 'NDEC',
    description: 'No presentar la declaración',
    legalBasis: 'COT art. 103, num. 1',
    kind: 'units',
    minimum: '10.00',
    maximum: '100.00',
    idCollectionConcept: inUnits,
    active: true,
  });
});

const draft = (body: Record<string, unknown>) => ({
  idPeriod,
  fineDate: today,
  idTaxpayer: payer,
  act: 'Resolución DH-2026-0153',
  reason: 'Pagó el impuesto del primer trimestre 40 días después de su vencimiento.',
  ...body,
});
const impose = async (body: Record<string, unknown>, as = officer) => {
  const made = await call('POST', '/api/collection/fine/create', draft(body), as);
  if (made.statusCode !== 200) return { made, posted: made };
  const id = made.json().data.id as number;
  return { made, posted: await call('POST', `/api/collection/fine/post/${id}`, undefined, as), id };
};

describe('fine types', () => {
  it('are collected under a concept charged once, in the unit they are measured in', async () => {
    const periodic = await masters.concept({
      code: 'PATQ',
      description: 'Patente trimestral',
      incomeCode: '3.01.02.01.00',
      periodicity: 'quarterly',
      taxedObject: 'patent',
      dueFrom: `${today.slice(0, 4)}-01-01`,
    });
    const type = {
      code: 'XX',
      description: 'Prueba',
      legalBasis: 'COT art. 99',
      kind: 'taxPercent',
      minimum: '1.00',
      maximum: '10.00',
      active: true,
    };
    const wrong = await call('POST', '/api/collection/fineType/create', {
      ...type,
      idCollectionConcept: periodic,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      {
        field: 'idCollectionConcept',
        message: 'El concepto PATQ es periódico: una multa se cobra con un concepto que se cobra una vez',
      },
    ]);
    const inverted = await call('POST', '/api/collection/fineType/create', {
      ...type,
      minimum: '20.00',
      idCollectionConcept: periodic,
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toContainEqual({
      field: 'maximum',
      message: 'El máximo debe ser mayor que cero y no menor que el mínimo',
    });
  });
});

describe('fines', () => {
  let fine: number;

  it('within the limit of their type are imposed, computed, printed and verified', async () => {
    const { posted, id } = await impose({ idFineType: latePayment, taxAmount: '15000.00', value: '10.00' });
    expect(posted.statusCode, posted.body).toBe(200);
    fine = id as number;
    const f = (await call('GET', `/api/collection/fine/findById/${fine}`, undefined, reader)).json().data;
    expect(f).toMatchObject({
      status: 'posted',
      typeCode: 'PAGR',
      offence: 'Pago del tributo con retraso',
      legalBasis: 'COT art. 110',
      kind: 'taxPercent',
      amount: '1500.00',
      units: null,
    });
    const paper = (await call('GET', `/api/collection/fine/pdf/${fine}`, undefined, officer)).rawPayload;
    const printed = pdfText(paper);
    expect(printed).toContain(`Multa N° ${f.numberText}`);
    expect(printed).toContain(
      '10,00 % de 15.000,00 Bs de tributo = 1.500,00 Bs (límites: 1,00 % a 100,00 %, COT art. 110)',
    );
    expect(printed).toContain('Resolución DH-2026-0153');
    // The footer's verification address on one line, as a person copies it from the paper.
    const { runs } = placedText(paper);
    // pdfmake writes it a word at a time, cut at «/» and «-» (a verification id may hold one).
    const from = runs.findIndex((r) => r.text.startsWith('Verifique'));
    expect(from).toBeGreaterThanOrEqual(0);
    let to = from;
    let address = '';
    while (to < runs.length && !address.includes(f.verifyId)) address += runs[to++]?.text ?? '';
    expect(address).toContain(f.verifyId);
    expect(new Set(runs.slice(from, to).map((r) => r.baselineMm)).size).toBe(1);
    const verified = await t.app.inject({ method: 'GET', url: `/api/online/fine/verify/${f.verifyId}` });
    expect(verified.json().data).toMatchObject({
      numero: f.numberText,
      contribuyente: 'Comercial El Puerto, C.A.',
      infraccion: 'Pago del tributo con retraso',
      monto: '1.500,00 Bs',
      estado: 'VIGENTE',
    });

    // In TCMMV: its multiples, paid in bolívares at the rate of the day of payment.
    const units = await impose({ idFineType: noDeclaration, value: '50.00' });
    expect(units.posted.statusCode, units.posted.body).toBe(200);
    const u = (await call('GET', `/api/collection/fine/findById/${units.id}`, undefined, officer)).json()
      .data;
    expect(u).toMatchObject({ kind: 'units', units: '50.00', amount: null });
  });

  it('beyond the limit, or without what they are measured on, are refused saying why, and nothing is written', async () => {
    const before = await writesSoFar(t.db);
    const beyond = await impose({ idFineType: latePayment, taxAmount: '15000.00', value: '150.00' });
    expect(beyond.made.statusCode).toBe(400);
    expect(beyond.made.json().fields).toEqual([
      {
        field: 'value',
        message:
          'La multa por Pago del tributo con retraso va de 1,00 a 100,00 % (COT art. 110): 150,00 % pasa del límite',
      },
    ]);
    const below = await impose({ idFineType: noDeclaration, value: '5.00' });
    expect(below.made.json().fields).toEqual([
      {
        field: 'value',
        message:
          'La multa por No presentar la declaración va de 10,00 a 100,00 TCMMV (COT art. 103, num. 1): 5,00 TCMMV no llega al mínimo',
      },
    ]);
    const noTax = await impose({ idFineType: latePayment, value: '10.00' });
    expect(noTax.made.json().fields).toEqual([
      { field: 'taxAmount', message: 'Indique el tributo sobre el que se calcula el porcentaje' },
    ]);
    const taxOnUnits = await impose({ idFineType: noDeclaration, taxAmount: '100.00', value: '20.00' });
    expect(taxOnUnits.made.statusCode).toBe(400);
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    const future = await impose({
      idFineType: latePayment,
      taxAmount: '100.00',
      value: '10.00',
      fineDate: tomorrow,
    });
    expect(future.made.statusCode).toBe(400);
    const negative = await impose({ idFineType: latePayment, taxAmount: '100.00', value: '-10.00' });
    expect(negative.made.statusCode).toBe(400);
    // Who only reads taxpayers sees fines and imposes none.
    const refused = await impose({ idFineType: latePayment, taxAmount: '100.00', value: '10.00' }, reader);
    expect(refused.made.statusCode).toBe(403);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it("of another institution's type are refused", async () => {
    const [, other] = t.clients as [number, number];
    const theirs = await t.db.execute<{ id: number }>(sql`
      with concept as (
        insert into collection_concept (id_client, code, description, income_code, active)
        values (${other}, 'MULT', 'Multas', '3.01.09.01.00', true) returning id)
      insert into fine_type (id_client, code, description, legal_basis, kind, minimum, maximum, id_collection_concept, active)
      select ${other}, 'PAGR', 'Pago con retraso', 'COT art. 110', 'taxPercent', 1, 100, concept.id, true from concept
      returning id`);
    const foreign = await impose({ idFineType: theirs.rows[0]?.id, taxAmount: '100.00', value: '10.00' });
    expect(foreign.made.statusCode).toBe(400);
    expect(foreign.made.json().fields).toEqual([
      { field: 'idFineType', message: 'El tipo de multa no existe en esta institución' },
    ]);
  });

  it('are owed in the statement and, past their term, in the arrears; paid whole by a receipt line that names them', async () => {
    const f = (await call('GET', `/api/collection/fine/findById/${fine}`, undefined, officer)).json().data;
    const statement = async () =>
      (
        await call('GET', `/api/collection/taxpayer/statement/${payer}?page=0&size=5`, undefined, cashier)
      ).json().data;
    const owed = (await statement()).pending.filter((p: { objectKind: string }) => p.objectKind === 'fine');
    expect(owed).toEqual([
      expect.objectContaining({
        objectKind: 'fine',
        idObject: fine,
        code: 'MULT',
        period: `multa:${f.numberText}`,
        periodLabel: `Multa N.º ${f.numberText}`,
        amount: '1500.00',
        interest: '0.00',
        dueDate: `${year}-07-05`,
        basis: 'Pago del tributo con retraso (COT art. 110)',
      }),
      // In TCMMV, its multiples at today's rate: 50 × 40,00.
      expect.objectContaining({
        objectKind: 'fine',
        tariff: '50.00',
        tariffUnit: 'TCMMV',
        amount: '2000.00',
      }),
    ]);
    // Not in arrears within its 25 days; past them, in its own column.
    const arrears = async (asOf: string) =>
      (await call('GET', `/api/reports/revenue/morosos?idPeriod=${idPeriod}&asOf=${asOf}&size=50`)).json()
        .data;
    expect((await arrears(`${year}-07-05`)).rows).toEqual([]);
    const late = await arrears(`${year}-07-06`);
    expect(late.rows).toEqual([
      expect.objectContaining({
        taxpayer: 'Comercial El Puerto, C.A.',
        owed: '0.00',
        fines: '3500.00',
        total: '3500.00',
      }),
    ]);

    await openBox(call, box, cashier);
    const receipt = (line: Record<string, unknown>, amount: string) => ({
      idPeriod,
      idCashBox: box,
      receiptDate: t.today(),
      idTaxpayer: payer,
      concepts: [{ idCollectionConcept: inBolivares, discount: '0.00', details: [], ...line }],
      vouchers: [{ idPaymentForm: cash, amount, voucherDate: t.today() }],
    });
    const create = (line: Record<string, unknown>, amount: string) =>
      call('POST', '/api/collection/receipt/create', receipt(line, amount), cashier);
    const before = await writesSoFar(t.db);
    const unnamed = await create({ amount: '1500.00' }, '1500.00');
    expect(unnamed.json().fields).toEqual([
      { field: 'concepts.0.idFine', message: 'El concepto MULT cobra multas: elija la multa que paga' },
    ]);
    const short = await create({ amount: '1000.00', idFine: fine }, '1000.00');
    expect(short.json().fields).toEqual([
      {
        field: 'concepts.0.amount',
        message: `La multa N.º ${f.numberText} es de 1.500,00 Bs: la línea debe decir 1.500,00`,
      },
    ]);
    const discounted = await create({ amount: '1500.00', discount: '100.00', idFine: fine }, '1400.00');
    expect(discounted.json().fields).toEqual([
      { field: 'concepts.0.discount', message: 'Una multa se paga completa: sin descuento' },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);

    const made = await create({ amount: '1500.00', idFine: fine }, '1500.00');
    expect(made.statusCode, made.body).toBe(200);
    const paying = made.json().data.id as number;
    const posted = await call('POST', `/api/collection/receipt/post/${paying}`, undefined, cashier);
    expect(posted.statusCode, posted.body).toBe(200);
    const r = (await call('GET', `/api/collection/receipt/findById/${paying}`, undefined, cashier)).json()
      .data;
    expect(r.concepts[0]).toMatchObject({
      idFine: fine,
      basis: `Multa N.º ${f.numberText} (Resolución DH-2026-0153): Pago del tributo con retraso, COT art. 110`,
    });
    expect((await statement()).pending.some((p: { idObject: number }) => p.idObject === fine)).toBe(false);
    const twice = await create({ amount: '1500.00', idFine: fine }, '1500.00');
    expect(twice.json().fields).toEqual([
      {
        field: 'concepts.0.idFine',
        message: `La multa N.º ${f.numberText} ya está pagada (recibo N.º ${r.numberText})`,
      },
    ]);

    // Paid, the fine is not annulled; once its receipt is, it is owed again, and then it can be.
    const annul = () =>
      call(
        'POST',
        `/api/collection/fine/annul/${fine}`,
        { reason: 'Revocada por el recurso jerárquico' },
        officer,
      );
    const blocked = await annul();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      `La multa está pagada con el recibo N.º ${r.numberText}: anule el recibo antes.`,
    );
    const undone = await call(
      'POST',
      `/api/collection/receipt/annul/${paying}`,
      { reason: 'Cobrada por error' },
      cashier,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await statement()).pending.some((p: { idObject: number }) => p.idObject === fine)).toBe(true);
    expect((await annul()).statusCode).toBe(200);
    expect((await statement()).pending.some((p: { idObject: number }) => p.idObject === fine)).toBe(false);
    const verified = await t.app.inject({ method: 'GET', url: `/api/online/fine/verify/${f.verifyId}` });
    expect(verified.json().data.estado).toBe('ANULADA');
    // An annulled fine is charged by no receipt.
    const annulled = await create({ amount: '1500.00', idFine: fine }, '1500.00');
    expect(annulled.json().fields).toEqual([
      { field: 'concepts.0.idFine', message: `La multa N.º ${f.numberText} no está en vigor` },
    ]);
  });
});

describe('fines prepared by rule', () => {
  it('a late payment and a late declaration each prepare a draft fine for an officer to complete', async () => {
    const inUnits = await master('collection/collectionConcepts', {
      code: 'MULR',
      description: 'Multas por declarar tarde',
      incomeCode: '3.01.09.01.00',
      tariffUnit: 'TCMMV',
      active: true,
    });
    const onPayment = await master('collection/fineType', {
      code: 'PAGX',
      description: 'Pagar el tributo vencido',
      legalBasis: 'COT art. 110',
      kind: 'taxPercent',
      minimum: '1.00',
      maximum: '100.00',
      idCollectionConcept: inBolivares,
      appliesTo: 'latePayment',
      ruleValue: '5.00',
      active: true,
    });
    const outOfLimits = await call('POST', '/api/collection/fineType/create', {
      code: 'DECZ',
      description: 'Prueba',
      legalBasis: 'COT art. 103',
      kind: 'units',
      minimum: '10.00',
      maximum: '100.00',
      idCollectionConcept: inUnits,
      appliesTo: 'lateDeclaration',
      ruleValue: '150.00',
      active: true,
    });
    expect(outOfLimits.json().fields).toEqual([
      {
        field: 'ruleValue',
        message: 'Indique el valor que propone la regla, dentro de los límites del tipo',
      },
    ]);
    const onDeclaration = await master('collection/fineType', {
      code: 'DECX',
      description: 'Declarar fuera de plazo',
      legalBasis: 'COT art. 103',
      kind: 'units',
      minimum: '10.00',
      maximum: '100.00',
      idCollectionConcept: inUnits,
      appliesTo: 'lateDeclaration',
      ruleValue: '20.00',
      active: true,
    });
    const late = await masters.taxpayer(
      { code: 'NAT', description: 'Persona natural' },
      { rif: rifOf('V', '12333444'), name: 'Ramón Gil' },
    );
    const drafts = async (idFineType: number) =>
      (
        await call(
          'GET',
          `/api/collection/fine/findByIdPeriod/${idPeriod}?idTaxpayer=${late}&idFineType=${idFineType}&status=draft`,
          undefined,
          officer,
        )
      ).json().data.rows;

    // The first quarter of its vehicle tax, paid on 10 June with its interest.
    const vehicle = await masters.vehicle(
      late,
      { plate: 'RG100AA', registeredOn: `${year}-01-01` },
      {
        mark: { code: 'TOY', description: 'Toyota' },
        use: { code: 'PAR', description: 'Particular' },
        type: { code: 'AUT', description: 'Automóvil' },
      },
    );
    const vehicleTax = await masters.concept({
      code: 'IVEH',
      description: 'Impuesto sobre vehículos',
      incomeCode: '3.01.02.03.00',
      tariff: '1000.00',
      periodicity: 'quarterly',
      taxedObject: 'vehicle',
      dueFrom: `${year}-01-01`,
    });
    await master('collection/lateInterestRate', { validFrom: `${year}-04-01`, rate: '24.00', source: 'BCV' });
    const owed = (
      await call('GET', `/api/collection/taxpayer/statement/${late}?page=0&size=5`, undefined, cashier)
    ).json().data.pending;
    const firstQuarter = owed.find((p: { period: string }) => p.period === `${year}-T1`);
    expect(firstQuarter.interest).toBe('47.33');
    const made = await call(
      'POST',
      '/api/collection/receipt/create',
      {
        idPeriod,
        idCashBox: box,
        receiptDate: t.today(),
        idTaxpayer: late,
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
    expect(made.statusCode, made.body).toBe(200);
    const posted = await call(
      'POST',
      `/api/collection/receipt/post/${made.json().data.id}`,
      undefined,
      cashier,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data.warnings).toEqual([
      'Se preparó un borrador de multa (PAGX) para que Hacienda lo revise y dicte su acto',
    ]);
    const [paymentFine] = await drafts(onPayment);
    expect(paymentFine).toMatchObject({
      status: 'draft',
      taxAmount: '1000.00',
      value: '5.00',
      act: 'Por dictar',
      reason: `Pagó con retraso, el 10/06/${year} en la caja Taquilla 1, 1.er trimestre de ${year}: 1.000,00 Bs de tributo.`,
    });
    // Not as the rule left it: the act is to be dictated.
    const asIs = await call('POST', `/api/collection/fine/post/${paymentFine.id}`, undefined, officer);
    expect(asIs.statusCode).toBe(400);
    expect(asIs.json().fields).toEqual([
      { field: 'act', message: 'Escriba el acto que impone la multa: la regla lo dejó por dictar' },
    ]);
    // The officer writes the act and imposes it: 5 % of 1.000,00.
    const completed = await call(
      'PUT',
      '/api/collection/fine/update',
      {
        id: paymentFine.id,
        version: paymentFine.version,
        idPeriod,
        fineDate: t.today(),
        idTaxpayer: late,
        idFineType: onPayment,
        taxAmount: '1000.00',
        value: '5.00',
        act: 'Resolución DH-2026-0200',
        reason: paymentFine.reason,
      },
      officer,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const imposed = await call('POST', `/api/collection/fine/post/${paymentFine.id}`, undefined, officer);
    expect(imposed.statusCode, imposed.body).toBe(200);
    expect(imposed.json().data.document).toMatchObject({ status: 'posted', amount: '50.00' });

    // April's declaration of its licence, filed on 10 June (its last day was 15 May).
    const activity = await master('collection/economicActivity', {
      code: '4711',
      description: 'Comercio al por menor de alimentos',
      active: true,
    });
    await master('collection/activityRate', {
      idEconomicActivity: activity,
      validFrom: `${year}-01-01`,
      rate: '1.50',
      minimumUnits: '2.00',
    });
    const licence = await master('collection/patentTaxpayer', {
      idTaxpayer: late,
      licenceNumber: 'LAE-900',
      activityCode: '4711',
      activity: 'Abasto',
      startDate: `${year}-01-01`,
      expiresOn: `${year + 3}-12-31`,
      active: true,
    });
    await master('collection/patentActivity', { idPatent: licence, idEconomicActivity: activity });
    const declared = { incomeCode: '3.01.02.01.00', periodicity: 'monthly', taxedObject: 'patent' };
    await masters.concept({
      code: 'ISAE',
      description: 'Impuesto sobre actividades económicas',
      ...declared,
      basis: 'declaredIncome',
      dueFrom: `${year}-04-01`,
    });
    await masters.concept({
      code: 'ISAE-MIN',
      description: 'Mínimo tributable',
      ...declared,
      tariffUnit: 'TCMMV',
      basis: 'declaredMinimum',
      dueFrom: `${year}-04-01`,
    });
    const declaration = await call('POST', '/api/collection/incomeDeclaration/create', {
      idPeriod,
      declarationDate: t.today(),
      idKind: 1,
      idTaxpayer: late,
      idPatent: licence,
      period: `${year}-04`,
      lines: [{ idEconomicActivity: activity, income: '100000.00' }],
    });
    expect(declaration.statusCode, declaration.body).toBe(200);
    const filed = await call('POST', `/api/collection/incomeDeclaration/post/${declaration.json().data.id}`);
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().data.warnings).toEqual([
      `Declaración extemporánea: el plazo de abril de ${year} venció el 15/05/${year}.`,
      'Se preparó un borrador de multa (DECX) para que Hacienda lo revise y dicte su acto',
    ]);
    const [declarationFine] = await drafts(onDeclaration);
    expect(declarationFine).toMatchObject({
      status: 'draft',
      taxAmount: null,
      value: '20.00',
      act: 'Por dictar',
      reason: `Declaración mensual de abril de ${year} presentada el 10/06/${year}, fuera del plazo que venció el 15/05/${year}.`,
    });
  });
});
