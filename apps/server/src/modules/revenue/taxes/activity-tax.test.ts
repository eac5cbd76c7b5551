import { rifOf } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writesSoFar } from '../../../test/harness.ts';
import { revenueMasters } from '../../../test/revenue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The activity tax's tables (issue 39): the municipality's classifier of activities, each one's rate
 * on gross income (at most 3 %) and monthly minimum in TCMMV, dated by its ordinance; the licence's
 * term (three years at least) and the activities it authorises.
 */
const t = testSuite();
const { call, master } = t.api;
const masters = revenueMasters(master);
let year: number;
let payer: number;
let grocery: number;

beforeAll(async () => {
  year = Number((await t.currentPeriod(t.clients[0] as number)).today.slice(0, 4));
  payer = await masters.taxpayer(
    { code: 'JUR', description: 'Persona jurídica' },
    { rif: rifOf('J', '31234567'), name: 'Abastos El Cardonal, C.A.' },
  );
  grocery = await master('collection/economicActivity', {
    code: '4711',
    description: 'Comercio al por menor de alimentos',
    active: true,
  });
});

describe('the activity tax tables', () => {
  it('keep each rate by the day its ordinance took effect, refusing one above 3 % or a negative minimum', async () => {
    const before = await writesSoFar(t.db);
    const rate = (body: Record<string, unknown>) =>
      call('POST', '/api/collection/activityRate/create', {
        idEconomicActivity: grocery,
        validFrom: `${year}-01-01`,
        rate: '1.50',
        minimumUnits: '2.00',
        ...body,
      });
    const above = await rate({ rate: '3.01' });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields).toEqual([
      {
        field: 'rate',
        message: 'La alícuota debe ser mayor que cero y no pasar del 3 % de los ingresos brutos',
      },
    ]);
    expect((await rate({ rate: '0.00' })).json().fields?.[0]?.field).toBe('rate');
    const negative = await rate({ minimumUnits: '-1.00' });
    expect(negative.json().fields).toEqual([
      { field: 'minimumUnits', message: 'El mínimo tributable no puede ser negativo' },
    ]);
    expect(await writesSoFar(t.db)).toBe(before);

    expect((await rate({ rate: '3.00', validFrom: `${year - 1}-01-01` })).statusCode).toBe(200);
    expect((await rate({})).statusCode).toBe(200);
    const twice = await rate({ rate: '2.00' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esa actividad ya tiene alícuota desde ese día');
    // Another institution's activity is not one of this one's.
    const [theirs] = await t.rows<{ id: number }>(sql`
      insert into economic_activity (id_client, code, description, active)
      values (${t.clients[1]}, '4711', 'Comercio al por menor de alimentos', true) returning id`);
    const foreign = await rate({ idEconomicActivity: theirs?.id, validFrom: `${year}-02-01` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields?.[0]?.field).toBe('idEconomicActivity');
  });

  it('grants a licence for three years at least, and lists the activities it authorises once each', async () => {
    const licence = (body: Record<string, unknown>) =>
      call('POST', '/api/collection/patentTaxpayer/create', {
        idTaxpayer: payer,
        licenceNumber: 'LAE-001',
        activityCode: '4711',
        activity: 'Abasto',
        startDate: `${year}-03-15`,
        active: true,
        ...body,
      });
    const short = await licence({ expiresOn: `${year + 3}-03-13` });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { field: 'expiresOn', message: 'Una licencia se otorga por al menos tres años desde su inicio' },
    ]);
    const made = await licence({ expiresOn: `${year + 3}-03-14` });
    expect(made.statusCode, made.body).toBe(200);
    const idPatent = made.json().data.id as number;
    const authorise = () =>
      call('POST', '/api/collection/patentActivity/create', { idPatent, idEconomicActivity: grocery });
    expect((await authorise()).statusCode).toBe(200);
    const again = await authorise();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La licencia ya tiene esa actividad');
    const listed = await call('GET', `/api/collection/patentActivity/findByIdPatent/${idPatent}`);
    expect(listed.json().data.rows).toMatchObject([{ idPatent, idEconomicActivity: grocery }]);
  });
});
