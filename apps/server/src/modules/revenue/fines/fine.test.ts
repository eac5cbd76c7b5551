import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writesSoFar } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { revenueMasters } from '../../../test/revenue-fixtures.ts';
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

beforeAll(async () => {
  const [home] = t.clients as [number, number];
  ({ id: idPeriod, today } = await t.currentPeriod(home));
  officer = await t.newUser({
    username: 'multas',
    memberships: [{ idClient: home, screens: ['REC-MUL-01'] }],
  });
  reader = await t.newUser({ username: 'ficha', memberships: [{ idClient: home, screens: ['REC-CON-01'] }] });
  payer = await masters.taxpayer(
    { code: 'ORD', description: 'Ordinario' },
    { rif: rifOf('J', '30111222'), name: 'Comercial El Puerto, C.A.', address: 'Av. Bolívar 12' },
  );
  const inBolivares = await masters.concept({
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
    const printed = pdfText(
      (await call('GET', `/api/collection/fine/pdf/${fine}`, undefined, officer)).rawPayload,
    );
    expect(printed).toContain(`Multa N° ${f.numberText}`);
    expect(printed).toContain(
      '10,00 % de 15.000,00 Bs de tributo = 1.500,00 Bs (límites: 1,00 % a 100,00 %, COT art. 110)',
    );
    expect(printed).toContain('Resolución DH-2026-0153');
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

  it("of another institution's type are refused, and an annulled one's QR says so", async () => {
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
    const annulled = await call(
      'POST',
      `/api/collection/fine/annul/${fine}`,
      { reason: 'Revocada por el recurso jerárquico' },
      officer,
    );
    expect(annulled.statusCode, annulled.body).toBe(200);
    const f = (await call('GET', `/api/collection/fine/findById/${fine}`, undefined, officer)).json().data;
    const verified = await t.app.inject({ method: 'GET', url: `/api/online/fine/verify/${f.verifyId}` });
    expect(verified.json().data.estado).toBe('ANULADA');
  });
});
