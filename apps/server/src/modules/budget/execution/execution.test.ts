import { beforeAll, describe, expect, it } from 'vitest';
import { buildStructure, documentTypeIds, periodOf, postThroughApi } from '../../../test/budget-fixtures.ts';
import { ADMIN_PASSWORD, bearer, createUser, signIn } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The period's execution on the dashboard and in the session's mainStatistics: the same figures as
 * the execution reports, from the kept totals, for those who may open the dashboard only.
 */
const t = testSuite();
let idPeriod: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  idPeriod = await periodOf(t.db, t.clients[0]);
  const [A, B] = (await buildStructure(t.db, t.clients[0], idPeriod, [
    { code: '4.01.01.01.00', initial: '1000.00' },
    { code: '4.02.01.01.00', initial: '200.00' },
  ])) as [number, number];
  const types = await documentTypeIds(t.db);
  const idBeneficiary = (
    await t.app.inject({
      method: 'POST',
      url: '/api/finance/beneficiary/create',
      headers: bearer(t.admin),
      payload: { code: 'J-60111222-3', name: 'Papelería Central', active: true },
    })
  ).json().data.id;
  const commit = (account: number, amount: string) =>
    postThroughApi(t.app, t.admin, {
      idPeriod,
      idDocumentType: types.get(8),
      dateOrder: `${year}-04-01`,
      description: 'Compromiso',
      idBeneficiary,
      lines: [{ idBudgetAccount: account, amount }],
    });
  await commit(A, '100.00');
  await commit(B, '180.00');
  const annulled = await commit(A, '50.00');
  await t.app.inject({
    method: 'POST',
    url: `/api/budget/document/annul/${annulled.id}`,
    headers: bearer(t.admin),
    payload: { reason: 'Duplicado' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/budget/document/create',
    headers: bearer(t.admin),
    payload: {
      idPeriod,
      idDocumentType: 8,
      dateOrder: `${year}-04-02`,
      description: 'Borrador',
      idBeneficiary,
      lines: [{ idBudgetAccount: A, amount: '1.00' }],
    },
  });
});

describe('the period execution', () => {
  it('adds up what the accounts keep, counts documents by status and names the tightest accounts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/budget/execution/${idPeriod}`,
      headers: bearer(t.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const execution = res.json().data;
    expect(execution).toMatchObject({
      initial: '1200.00',
      modified: '0.00',
      updated: '1200.00',
      committed: '280.00',
      caused: '0.00',
      paid: '0.00',
      available: '920.00',
      documents: { draft: 1, posted: 2, annulled: 1 },
    });
    expect(execution.tightest[0]).toMatchObject({
      code: expect.stringMatching(/4\.02\.01\.01\.00$/),
      available: '20.00',
      percent: '10.0',
    });
    // The same figures as the execution report by accounts.
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reports/budget/por-cuentas?idPeriod=${idPeriod}`,
        headers: bearer(t.admin),
      })
    ).json().data.totals;
    expect(report).toMatchObject({ initial: execution.initial, committed: execution.committed });
  });

  it('goes month by month over the period’s dates, a reversal in its own month, against the updated budget', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/budget/execution/${idPeriod}/months`,
      headers: bearer(t.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { updated, months } = res.json().data;
    expect(updated).toBe('1200.00');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year, month: 1, committed: '0.00', caused: '0.00', paid: '0.00' });
    // April: 100 + 180 committed, and the 50 annulled later; its reversal is dated the day it was
    // annulled, in its own month. The months add up to the period's committed.
    const april = t.today().slice(5, 7) === '04' ? '280.00' : '330.00';
    expect(months[3]).toEqual({ year, month: 4, committed: april, caused: '0.00', paid: '0.00' });
    const committed = months.reduce((sum: number, m: { committed: string }) => sum + Number(m.committed), 0);
    expect(committed.toFixed(2)).toBe('280.00');
    // Whoever may not open the dashboard reads none of it.
    const clerk = await t.newUser({
      username: 'sin-tablero',
      memberships: [{ idClient: t.clients[0], screens: ['PRE-DOC-01'] }],
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/budget/execution/${idPeriod}/months`,
      headers: bearer(clerk),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('travels in the session of those who may open the dashboard, and of no one else', async () => {
    const admin = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    expect(admin.user.mainStatistics).toContainEqual({
      key: 'budget.committed',
      label: 'Comprometido',
      kind: 'money',
      value: '280.00',
    });
    await createUser(t.db, {
      username: 'tesorero',
      password: 'Tesorero-Prueba-2026',
      memberships: [{ idClient: t.clients[0], screens: ['PRE-DOC-01'] }],
    });
    const clerk = await signIn(t.app, 'tesorero', 'Tesorero-Prueba-2026');
    expect(clerk.user.mainStatistics).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/budget/execution/${idPeriod}`,
      headers: bearer(clerk.token),
    });
    expect(refused.statusCode).toBe(403);
    const other = await periodOf(t.db, t.clients[1]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/budget/execution/${other}`,
      headers: bearer(t.admin),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
