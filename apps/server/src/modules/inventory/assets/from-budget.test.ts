import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BudgetTest, startBudgetTest } from '../../../test/budget-fixtures.ts';
import { shares } from './from-budget.ts';

/**
 * Assets bought with the budget: the lines a posted causación caused on capital goods (4.04) are
 * offered, their assets registered in equal shares of the amount, never more than it caused, and
 * linked to the document.
 */
let b: BudgetTest;
let capital: number;
let supplies: number;
let idUnit: number;
let idSubgroup: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  b = await startBudgetTest([
    { code: '4.04.09.01.00', initial: '50000.00' },
    { code: '4.02.01.01.00', initial: '1000.00' },
  ]);
  [capital, supplies] = b.accounts as [number, number];
  await b.post(9, `${year}-03-10`, {
    lines: [
      { idBudgetAccount: capital, amount: '1000.00', detail: 'Sillas ergonómicas' },
      { idBudgetAccount: supplies, amount: '200.00' },
    ],
  });
  const dep = await b.call('POST', '/api/hr/department/create', {
    code: 'ADM',
    name: 'Administración',
    active: true,
  });
  const unit = await b.call('POST', '/api/inventory/workUnit/create', {
    code: 'U1',
    name: 'Despacho',
    idDepartment: dep.json().data.id,
    active: true,
  });
  idUnit = unit.json().data.id;
  const sub = await b.t.db.execute<{ id: number }>(sql`
    select s.id from asset_subgroup s join asset_group g on g.id = s.id_group where g.code = '2' and s.code = '01'`);
  idSubgroup = sub.rows[0]?.id as number;
});
afterAll(() => b.t.close());

const register = (body: Record<string, unknown>) =>
  b.call('POST', '/api/inventory/asset/fromBudgetLine', {
    idSubgroup,
    idWorkUnit: idUnit,
    description: 'Silla ergonómica',
    condition: 'good',
    ...body,
  });

describe('assets bought with the budget', () => {
  it('splits an amount in equal shares to the cent', () => {
    expect(shares('1000.00', 3)).toEqual(['333.34', '333.33', '333.33']);
    expect(shares('0.05', 2)).toEqual(['0.03', '0.02']);
  });

  it('offers only the caused lines on 4.04, with what remains to register', async () => {
    const res = await b.call('GET', `/api/inventory/asset/budgetLines/${b.idPeriod}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.rows;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      accountCode: '4.04.09.01.00',
      detail: 'Sillas ergonómicas',
      caused: '1000.00',
      registered: '0.00',
      remaining: '1000.00',
      documentType: 'Causación',
    });
  });

  it('registers the assets of a line, waiting, dated and linked to the document, and never more than it caused', async () => {
    const line = (await b.call('GET', `/api/inventory/asset/budgetLines/${b.idPeriod}`)).json().data.rows[0];
    const made = await register({ idLine: line.idLine, quantity: 3, amount: '600.00' });
    expect(made.statusCode, made.body).toBe(200);
    const assets = made.json().data.assets;
    expect(assets.map((a: { value: string }) => a.value)).toEqual(['200.00', '200.00', '200.00']);
    expect(assets[0]).toMatchObject({
      status: 'pending',
      acquiredOn: `${year}-03-10`,
      idBudgetDocument: line.idDocument,
    });
    expect(assets[0].budgetDocumentNumber).toBeTruthy();

    const tooMuch = await register({ idLine: line.idLine, quantity: 2, amount: '400.01' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('La línea tiene 400,00 por registrar y se piden 400,01.');
    const rest = await register({ idLine: line.idLine, quantity: 2 });
    expect(rest.json().data.assets.map((a: { value: string }) => a.value)).toEqual(['200.00', '200.00']);
    const after = (await b.call('GET', `/api/inventory/asset/budgetLines/${b.idPeriod}`)).json().data.rows[0];
    expect(after).toMatchObject({ registered: '1000.00', remaining: '0.00' });
    const done = await register({ idLine: line.idLine, quantity: 1 });
    expect(done.statusCode).toBe(422);
  });

  it('refuses a line that is not on 4.04, and races to register one line without passing it', async () => {
    const other = await b.t.db.execute<{ id: number }>(
      sql`select id from budget_imputation where id_budget_account = ${supplies} limit 1`,
    );
    const refused = await register({ idLine: other.rows[0]?.id, quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].field).toBe('idLine');

    const doc = await b.post(9, `${year}-03-11`, { lines: [{ idBudgetAccount: capital, amount: '300.00' }] });
    const line = await b.t.db.execute<{ id: number }>(
      sql`select id from budget_imputation where id_document = ${doc.id}`,
    );
    const results = await Promise.all(
      [1, 2, 3].map(() => register({ idLine: line.rows[0]?.id, quantity: 1, amount: '200.00' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('keeps the causación that bought assets from being annulled while they stand', async () => {
    const doc = await b.post(9, `${year}-03-12`, { lines: [{ idBudgetAccount: capital, amount: '90.00' }] });
    const line = await b.t.db.execute<{ id: number }>(
      sql`select id from budget_imputation where id_document = ${doc.id}`,
    );
    const made = await register({ idLine: line.rows[0]?.id, quantity: 1 });
    const asset = made.json().data.assets[0];
    const refused = await b.call('POST', `/api/budget/document/annul/${doc.id}`, {
      reason: 'Factura errada',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Con este documento se registró el bien ${asset.number}: elimínelos si esperan su incorporación, o desincorpórelos, antes de anularlo.`,
    );
    expect((await b.call('DELETE', `/api/inventory/asset/deleteById/${asset.id}`)).statusCode).toBe(200);
    const annulled = await b.call('POST', `/api/budget/document/annul/${doc.id}`, {
      reason: 'Factura errada',
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
  });
});
