import {
  bankResource,
  budgetLevelResources,
  departmentResource,
  employeeResource,
  GUIDE_KEYS,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkedGuideKeys } from '../../platform/guide.ts';
import { createSample, systemAuth } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * The first-run guides: each step ticked by its module's check from the institution's own rows, in
 * the period asked for, and only the guides of the modules the user works in.
 */
const t = testSuite();
const { api } = t;
let idPeriod: number;

type Guide = { module: string; steps: { key: string; done: boolean }[] };
const guide = async (token?: string, period: number | null = idPeriod) => {
  const res = await api.call(
    'GET',
    `/api/user/setup/guide${period ? `?idPeriod=${period}` : ''}`,
    undefined,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.modules as Guide[];
};
const done = (guides: Guide[]) =>
  Object.fromEntries(guides.flatMap((g) => g.steps.map((s) => [s.key, s.done])));

beforeAll(async () => {
  idPeriod = (await t.currentPeriod(t.clients[0])).id;
});

describe('the first-run guide', () => {
  it('has one check in some module for every step of every guide', () => {
    expect([...checkedGuideKeys()].sort()).toEqual([...GUIDE_KEYS].sort());
  });

  it('ticks a step once the institution has its rows, in the period asked for', async () => {
    const before = done(await guide());
    expect(before['budget.period']).toBe(true);
    expect(before['treasury.banks']).toBe(false);
    expect(before['budget.structure']).toBe(false);
    // The SENIAT every institution is given is not a beneficiary the budget office registered.
    expect(before['budget.beneficiaries']).toBe(false);
    const auth = systemAuth(t.clients[0]);
    await createSample(t.db, auth, bankResource);
    await createSample(t.db, auth, budgetLevelResources[0] as (typeof budgetLevelResources)[number], {
      idPeriod,
    });
    const after = done(await guide());
    expect(after['treasury.banks']).toBe(true);
    expect(after['budget.structure']).toBe(true);
    // Without a period, what belongs to one is not done.
    expect(done(await guide(undefined, null))['budget.structure']).toBe(false);
  });

  it('asks payroll for what its close will need: every staffed department with its budget category', async () => {
    const auth = systemAuth(t.clients[0]);
    const department = await createSample(t.db, auth, departmentResource, {
      budgetCategory: null,
      active: true,
    });
    await createSample(t.db, auth, employeeResource, {
      idDepartment: department.id,
      hireDate: '2020-01-02',
      terminationDate: null,
    });
    expect(done(await guide())['payroll.departments']).toBe(false);
    await t.db.execute(
      sql`update department set budget_category = '01.02.00.00.00.51.00' where id = ${department.id as number}`,
    );
    expect(done(await guide())['payroll.departments']).toBe(true);
  });

  it("shows a user only their modules' guides, and refuses another institution's period", async () => {
    const cashier = await t.newUser({
      username: 'guia-cajera',
      memberships: [{ idClient: t.clients[0], screens: ['REC-REC-02'] }],
    });
    expect((await guide(cashier)).map((g) => g.module)).toEqual(['REC']);
    const theirs = (await t.currentPeriod(t.clients[1])).id;
    const refused = await api.call('GET', `/api/user/setup/guide?idPeriod=${theirs}`, undefined, cashier);
    expect(refused.statusCode).toBe(404);
  });
});
