import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStructure, documentTypeIds, periodOf, postThroughApi } from '../../../test/budget-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';
import { ONAPRE_EXPENSE_CLASSIFIER } from './onapre.catalogue.ts';

/**
 * The ONAPRE expense classifier: one catalogue per period, inherited by the next, and the structure's
 * accounts opened only on its entries that take imputations; the execution rolled up its levels.
 */
const t = testSuite();
let idPeriod: number;
let idLevel7: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  idPeriod = await periodOf(t.db, t.clients[0]);
  await buildStructure(t.db, t.clients[0], idPeriod, []);
  idLevel7 = (
    await t.db.execute<{ id: number }>(
      sql`select id from budget_level7 where id_client = ${t.clients[0]} limit 1`,
    )
  ).rows[0]?.id as number;
});

const { call } = t.api;

const account = (accountCode: string, initialAmount = '100.00') =>
  call('POST', '/api/budget/budget-specific/create', {
    idLevel7,
    accountCode,
    description: `Cuenta ${accountCode}`,
    initialAmount,
  });

const entry = (code: string, name = `Entrada ${code}`) =>
  call('POST', '/api/budget/budget-classifier/create', { idPeriod, code, name });

const codesOf = async (period: number) =>
  (
    await t.db.execute<{ code: string }>(
      sql`select code from budget_classifier where id_period = ${period} order by code`,
    )
  ).rows.map((r) => r.code);

describe('the catalogue of each period', () => {
  it('seeds every period with the standard classifier, partidas 4.01 to 4.98', async () => {
    const codes = await codesOf(idPeriod);
    expect(codes).toEqual(ONAPRE_EXPENSE_CLASSIFIER.map(([code]) => code).sort());
    const partidas = codes.filter((c) => c.endsWith('.00.00.00'));
    expect(partidas[0]).toBe('4.01.00.00.00');
    expect(partidas.at(-1)).toBe('4.98.00.00.00');
    const list = await call('GET', `/api/budget/budget-classifier/findByIdPeriod/${idPeriod}?size=5`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows[0]).toMatchObject({
      code: '4.01.00.00.00',
      name: 'Gastos de personal',
      level: 'Partida',
    });
  });

  it('gives a new period the previous one with what the institution added, and keeps each apart', async () => {
    expect((await entry('4.03.18.01.01', 'IVA por compras de bienes')).statusCode).toBe(200);
    const next = await call('POST', '/api/budget/budget-period/create', {
      description: String(year + 1),
      startDate: `${year + 1}-01-01`,
      endDate: `${year + 1}-12-31`,
    });
    expect(next.statusCode, next.body).toBe(200);
    const nextCodes = await codesOf(next.json().data.id);
    expect(nextCodes).toContain('4.03.18.01.01');
    expect(nextCodes).toEqual(await codesOf(idPeriod));
    // Another institution's first period starts from the standard one.
    const other = await periodOf(t.db, t.clients[1]);
    expect(await codesOf(other)).not.toContain('4.03.18.01.01');
    // The new period's list shows only its own entries.
    const listed = await call(
      'GET',
      `/api/budget/budget-classifier/findByIdPeriod/${next.json().data.id}?search=4.03.18.01&size=50`,
    );
    expect(
      listed.json().data.rows.every((r: { idPeriod: number }) => r.idPeriod === next.json().data.id),
    ).toBe(true);
    // A period with nothing posted can be deleted: its classifier goes with it.
    const removed = await call('DELETE', `/api/budget/budget-period/deleteById/${next.json().data.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await codesOf(next.json().data.id)).toEqual([]);
  });

  it('refuses entries out of shape or without the one above them, and changes nothing', async () => {
    const before = await codesOf(idPeriod);
    const badShape = await entry('4.01.00.01.00');
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().fields[0].field).toBe('code');
    expect((await entry('4.99.00.00.00')).statusCode).toBe(400);
    const orphan = await entry('4.02.77.01.00');
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(
      'Primero agregue 4.02.77.00.00 al clasificador del período: 4.02.77.01.00 va debajo',
    );
    expect(await codesOf(idPeriod)).toEqual(before);
  });
});

describe('specific accounts open on the classifier', () => {
  it('refuses a code not in the period classifier, a partida or genérica, and one with subespecíficas', async () => {
    const unknown = await account('4.02.77.01.00');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      {
        field: 'accountCode',
        message: `La partida 4.02.77.01.00 no está en el clasificador presupuestario del período ${year}: agréguela en «Clasificador presupuestario» o elija otra`,
      },
    ]);
    const generic = await account('4.02.01.00.00');
    expect(generic.statusCode).toBe(400);
    expect(generic.json().message).toBe(
      '4.02.01.00.00 es una genérica del clasificador: las cuentas se abren en una específica o subespecífica',
    );
    // 4.03.18.01.01 was added above: 4.03.18.01.00 now has a subespecífica and takes no accounts.
    const parent = await account('4.03.18.01.00');
    expect(parent.statusCode).toBe(400);
    expect(parent.json().message).toBe(
      '4.03.18.01.00 tiene subespecíficas en el clasificador: abra la cuenta en una de ellas',
    );
    const none = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from budget_specific`);
    expect(none.rows[0]?.n).toBe(0);
    // Its subespecífica does, and an específica without any.
    expect((await account('4.03.18.01.01')).statusCode).toBe(200);
    const ok = await account('4.02.01.01.00', '500.00');
    expect(ok.statusCode).toBe(200);
    // Changing the code to one outside the classifier is refused the same way.
    const moved = await call('PUT', '/api/budget/budget-specific/update', {
      ...ok.json().data,
      accountCode: '4.02.01.55.00',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields[0].field).toBe('accountCode');
  });

  it('keeps entries that accounts or other entries hang from', async () => {
    const find = async (code: string) =>
      (
        await t.db.execute<{ id: number }>(
          sql`select id from budget_classifier where id_period = ${idPeriod} and code = ${code}`,
        )
      ).rows[0]?.id as number;
    const used = await call(
      'DELETE',
      `/api/budget/budget-classifier/deleteById/${await find('4.02.01.01.00')}`,
    );
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      '4.02.01.01.00 es la partida de una cuenta de la estructura del período: no se elimina del clasificador',
    );
    const parent = await call(
      'DELETE',
      `/api/budget/budget-classifier/deleteById/${await find('4.02.01.00.00')}`,
    );
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toMatch(/^4\.02\.01\.00\.00 tiene \d+ partidas debajo en el clasificador/);
    // No subespecífica under an específica that already has accounts: they would stop taking imputations.
    const under = await entry('4.02.01.01.01');
    expect(under.statusCode).toBe(409);
    // A leaf nobody uses goes.
    const leaf = await call(
      'DELETE',
      `/api/budget/budget-classifier/deleteById/${await find('4.02.99.01.00')}`,
    );
    expect(leaf.statusCode).toBe(200);
  });
});

describe('execution by partida, genérica and específica', () => {
  it('rolls every account up the classifier, counts each once in the totals, and prints', async () => {
    const [a, b, c] = await buildStructure(
      t.db,
      t.clients[0],
      idPeriod,
      [
        { code: '4.01.01.01.00', initial: '1000.00' },
        { code: '4.01.01.02.00', initial: '500.00' },
        { code: '4.02.01.01.00', initial: '300.00' },
      ],
      '02',
    );
    const types = await documentTypeIds(t.db);
    const idBeneficiary = (
      await call('POST', '/api/finance/beneficiary/create', {
        code: 'V-11222333',
        name: 'Ana Mora',
        active: true,
      })
    ).json().data.id;
    await postThroughApi(t.app, t.admin, {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: `${year}-03-02`,
      description: 'Compromiso',
      idBeneficiary,
      lines: [
        { idBudgetAccount: a, amount: '200.00' },
        { idBudgetAccount: b, amount: '50.25' },
        { idBudgetAccount: c, amount: '10.00' },
      ],
    });
    const res = await call(
      'GET',
      `/api/reports/budget/clasificador?idPeriod=${idPeriod}&depth=3&size=100&account=4.0`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as Record<string, string>[];
    const row = (code: string) => rows.find((r) => r.code === code);
    // Accounts made through the master above (4.02.01.01.00 with 500, 4.03.18.01.01 with 100) count too.
    expect(row('4.01.00.00.00')).toMatchObject({
      description: 'Gastos de personal',
      level: 'Partida',
      initial: '1500.00',
      committed: '250.25',
      available: '1249.75',
    });
    expect(row('4.01.01.00.00')).toMatchObject({
      level: 'Genérica',
      initial: '1500.00',
      committed: '250.25',
    });
    expect(row('4.01.01.02.00')).toMatchObject({
      description: 'Sueldos básicos personal fijo a tiempo parcial',
      level: 'Específica',
      initial: '500.00',
      committed: '50.25',
    });
    expect(row('4.02.00.00.00')).toMatchObject({ initial: '800.00', committed: '10.00' });
    expect(row('4.03.18.01.00')).toMatchObject({ level: 'Específica', initial: '100.00' });
    expect(rows.map((r) => r.code)).toEqual([...rows.map((r) => r.code)].sort());
    expect(res.json().data.totals).toMatchObject({ initial: '2400.00', committed: '260.25' });
    // Down to the partida only.
    const partidas = await call('GET', `/api/reports/budget/clasificador?idPeriod=${idPeriod}&depth=1`);
    expect(partidas.json().data.rows.map((r: { code: string }) => r.code)).toEqual([
      '4.01.00.00.00',
      '4.02.00.00.00',
      '4.03.00.00.00',
    ]);
    for (const format of ['pdf', 'xlsx']) {
      const file = await call('GET', `/api/reports/budget/clasificador/${format}?idPeriod=${idPeriod}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(1000);
    }
  });
});
