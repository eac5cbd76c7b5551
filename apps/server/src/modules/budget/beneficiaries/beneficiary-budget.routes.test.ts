import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';

const t = testSuite();

const save = (beneficiaries: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/budget/beneficiaryBudget/saveAll',
    headers: bearer(t.admin),
    payload: { beneficiaries },
  });
const find = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/budget/beneficiaryBudget/findBeneficiaryByFilter',
    headers: bearer(t.admin),
    payload: body,
  });

describe('budget beneficiaries', () => {
  it('saves a list at once, updating by RIF, and finds by name without accents or case', async () => {
    const first = await save([
      { code: 'J-30123456-7', name: 'Constructora Guárico, C.A.', active: true },
      { code: 'V-12345678', name: 'María Pérez', email: 'maria@ejemplo.ve', active: true },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { created: 2, updated: 0 } });
    const second = await save([
      { code: 'J-30123456-7', name: 'Constructora Guárico, S.A.', active: true },
      { code: 'G-20000001-1', name: 'Instituto Autónomo de Vialidad', active: false },
    ]);
    expect(second.json()).toMatchObject({
      data: { created: 1, updated: 1 },
      message: '1 beneficiarios creados y 1 actualizados',
    });
    const found = await find({ filter: 'guarico' });
    expect(found.json()).toMatchObject({
      result: true,
      total: 1,
      list: [{ code: 'J-30123456-7', name: 'Constructora Guárico, S.A.' }],
    });
    const active = await find({ active: true, size: 10 });
    // With the SENIAT every institution has (treasury's collecting bodies).
    expect(active.json().list.map((b: { code: string }) => b.code)).toEqual([
      'J-30123456-7',
      'V-12345678',
      'G-20000303-0',
    ]);
  });

  it("sets the IVA withholding where a row gives it, and keeps each one's where it does not", async () => {
    const first = await save([
      { code: 'J-31000001-0', name: 'Sin RIF al día, C.A.', active: true, ivaWithholding: '100' },
      { code: 'J-31000002-9', name: 'Ordinaria, C.A.', active: true },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await save([
      { code: 'J-31000001-0', name: 'Sin RIF al día, S.A.', active: true },
      { code: 'J-31000002-9', name: 'Ordinaria, C.A.', active: true, ivaWithholding: '0' },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    const found = await find({ filter: 'J-3100000', size: 10 });
    expect(
      found.json().list.map((b: { code: string; ivaWithholding: string }) => [b.code, b.ivaWithholding]),
    ).toEqual([
      ['J-31000002-9', '0'],
      ['J-31000001-0', '100'],
    ]);
    const bad = await save([
      { code: 'J-31000003-7', name: 'Otra, C.A.', active: true, ivaWithholding: '50' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('beneficiaries.0.ivaWithholding');
  });

  it('refuses the whole list when one row is wrong, saying which, and writes nothing', async () => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int n from beneficiary`);
    const res = await save([
      { code: 'J-30999999-1', name: 'Nueva, C.A.', active: true },
      { code: '123', name: 'Sin formato', active: true },
      { code: 'J-30999999-1', name: 'Repetida', active: true },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'beneficiaries.1.code', message: 'Use un RIF (J-12345678-9) o una cédula (V-12345678)' },
      { field: 'beneficiaries.2.code', message: 'RIF o cédula repetido en la fila 1' },
    ]);
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int n from beneficiary`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("never shows another institution's beneficiaries", async () => {
    await t.db.execute(
      sql`insert into beneficiary (id_client, code, name) values (${t.clients[1]}, 'J-40000000-0', 'Ajena Guárico')`,
    );
    const found = await find({ filter: 'ajena' });
    expect(found.json()).toMatchObject({ total: 0, list: [] });
  });
});
