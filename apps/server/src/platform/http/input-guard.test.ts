import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildStructure,
  documentTypeIds,
  periodOf,
  postThroughApi,
  TEST_ACT,
} from '../../test/budget-fixtures.ts';
import { bearer, createUser, writesSoFar } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * The inputs an outside test once turned into 500s, each answered now with a Spanish 400 that names
 * the field and writes nothing. The hostile sweep (hostile-sweep.test.ts) looks for the class; these
 * keep the instances it was found with.
 */
const t = testSuite();

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL byte in a body, a path, a query and a key, without a session too', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/user/auth',
        payload: { usuario: 'ad\u0000min', password: 'x' },
        field: 'usuario',
      },
      { method: 'GET', url: '/api/online/document/verify/abc%00def', field: 'id' },
      { method: 'GET', url: '/api/user/user/all?search=a%00b', field: 'search', auth: true },
      {
        method: 'POST',
        url: '/api/finance/bank/create',
        payload: { code: '0102', name: 'Banco', 'n\u0000': 1 },
        field: 'n\\0',
        auth: true,
      },
    ] as const;
    for (const c of cases) {
      const before = await writesSoFar(t.db);
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: 'auth' in c ? bearer(t.admin) : {},
        payload: 'payload' in c ? c.payload : undefined,
      });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json()).toMatchObject({
        result: false,
        fields: [{ field: c.field, message: 'contiene caracteres no permitidos' }],
      });
      expect(res.json().message).toContain('Datos inválidos');
      expect(await writesSoFar(t.db)).toBe(before);
    }
  });
});

describe('ids and numbers', () => {
  it('takes only a positive integer as an id: not true, not [7], not past the integer range', async () => {
    const [home] = t.clients;
    const victim = await createUser(t.db, { username: 'no-me-borren', memberships: [{ idClient: home }] });
    for (const idUser of [[victim], true, `${victim}.0`, 2_147_483_648, '99999999999999999999', 0, -victim]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/user/delete',
        headers: bearer(t.admin),
        payload: { idUser },
      });
      expect(res.statusCode, JSON.stringify(idUser)).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ field: 'idUser' });
    }
    const still = await t.db.execute(sql`select 1 from user_client where id_user = ${victim}`);
    expect(still.rows).toHaveLength(1);
    for (const url of [
      '/api/finance/bank/findById/2147483648',
      '/api/finance/bank/findById/99999999999999999999',
      '/api/finance/bank/findAll?page=99999999999',
      '/api/finance/bank/findAll?size=1e3',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Datos inválidos: /);
    }
  });

  it('refuses a date PostgreSQL cannot hold (year 0000) or that does not exist, naming the field', async () => {
    for (const startDate of ['0000-01-01', '2026-02-30']) {
      const before = await writesSoFar(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/budget/budget-period/create',
        headers: bearer(t.admin),
        payload: { description: `Período ${startDate}`, startDate, endDate: '2026-12-31' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('startDate');
      // The message names the field as the form does, never by its key.
      expect(res.json().message).toMatch(/^Datos inválidos: Fecha de inicio: /);
      expect(res.json().message).not.toContain('startDate');
      expect(await writesSoFar(t.db)).toBe(before);
    }
  });
});

describe('amounts that add up past what the database holds', () => {
  it('refuses a draft whose lines, and a posting whose balance, would pass numeric(18,2), writing nothing', async () => {
    const [home] = t.clients;
    const idPeriod = await periodOf(t.db, home);
    const [account] = await buildStructure(
      t.db,
      home,
      idPeriod,
      [{ code: '4.07.01.01.00', initial: '0.00' }],
      '02',
    );
    const source = await t.app.inject({
      method: 'POST',
      url: '/api/finance/fundingSource/create',
      headers: bearer(t.admin),
      payload: { code: '09', name: 'Fuente al límite', active: true },
    });
    const types = await documentTypeIds(t.db);
    const MAX = '9999999999999999.00';
    const credit = (lines: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/budget/document/create',
        headers: bearer(t.admin),
        payload: {
          idPeriod,
          idDocumentType: types.get(1),
          dateOrder: `${new Date().getFullYear()}-04-01`,
          description: 'Crédito al límite',
          idFundingSource: source.json().data.id,
          act: TEST_ACT,
          lines: lines.map((amount) => ({ idBudgetAccount: account, amount })),
        },
      });
    const postIt = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/budget/document/post/${id}`, headers: bearer(t.admin) });
    const capacity =
      'La operación excede lo que el sistema puede registrar: un monto o total pasaría de 9.999.999.999.999.999,99.';

    let before = await writesSoFar(t.db);
    const twoLines = await credit([MAX, MAX]);
    expect(twoLines.statusCode, twoLines.body).toBe(422);
    expect(twoLines.json().message).toBe(capacity);
    expect(await writesSoFar(t.db)).toBe(before);

    // One credit of the largest amount posts; a second would take the account's increases past it.
    const first = await credit([MAX]);
    expect((await postIt(first.json().data.id)).statusCode).toBe(200);
    const second = await credit([MAX]);
    before = await writesSoFar(t.db);
    const over = await postIt(second.json().data.id);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().message).toBe(capacity);
    expect(await writesSoFar(t.db)).toBe(before);
    const status = await t.db.execute<{ status: string }>(
      sql`select status from budget_document where id = ${second.json().data.id}`,
    );
    expect(status.rows[0]?.status).toBe('draft');
  });
});

describe('what the framework refuses before any route', () => {
  it('answers a malformed percent-encoding and an overlong path parameter in Spanish, in the envelope', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/online/document/verify/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ result: false, message: 'La dirección solicitada no es válida.' });
    const long = await t.app.inject({ method: 'GET', url: `/api/online/document/verify/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ result: false, message: 'La dirección solicitada es demasiado larga.' });
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      headers: { 'content-type': 'text/xml' },
      payload: '<usuario/>',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({ result: false, message: 'Tipo de contenido no admitido.' });
    // Only JSON bodies: plain text, which a page of another site may post without asking, is refused.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      headers: { 'content-type': 'text/plain' },
      payload: '{"usuario":"admin","password":"x"}',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('select options', () => {
  it('lists document numberings with a label once a document is posted (no prefix)', async () => {
    const [home] = t.clients;
    const idPeriod = await periodOf(t.db, home);
    const [account] = await buildStructure(t.db, home, idPeriod, [
      { code: '4.01.01.01.00', initial: '100.00' },
    ]);
    const beneficiary = await t.app.inject({
      method: 'POST',
      url: '/api/finance/beneficiary/create',
      headers: bearer(t.admin),
      payload: { code: 'J-30123456-7', name: 'Proveedor', active: true },
    });
    await postThroughApi(t.app, t.admin, {
      idPeriod,
      idDocumentType: (await documentTypeIds(t.db)).get(8),
      dateOrder: `${new Date().getFullYear()}-03-01`,
      description: 'Compromiso',
      idBeneficiary: beneficiary.json().data.id,
      lines: [{ idBudgetAccount: account, amount: '10.00' }],
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/budget/documentNumber/options',
      headers: bearer(t.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    for (const option of res.json().data) expect(option.label).not.toBe('');
  });
});
