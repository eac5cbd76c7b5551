import { resourceNamed } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStructure } from '../../../test/budget-fixtures.ts';
import { bearer } from '../../../test/harness.ts';
import { createSample, systemAuth } from '../../../test/resource-samples.ts';
import { testSuite } from '../../../test/suite.ts';

const t = testSuite();
let current: number;
let next: number;

beforeAll(async () => {
  current = (await t.db.execute<{ id: number }>(sql`select id from period where id_client = ${t.clients[0]}`))
    .rows[0]?.id as number;
  const year = new Date().getFullYear() + 1;
  next = (
    await t.db.execute<{ id: number }>(sql`insert into period (id_client, description, start_date, end_date)
      values (${t.clients[0]}, ${String(year)}, ${`${year}-01-01`}, ${`${year}-12-31`}) returning id`)
  ).rows[0]?.id as number;
});

const copy = (fromIdPeriod: number, toIdPeriod: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/budget/budget-period/copyStructure',
    headers: bearer(t.admin),
    payload: { fromIdPeriod, toIdPeriod },
  });

/** The full code path of every account of a period, with its amount: what the copy must reproduce. */
async function accountsOf(idPeriod: number) {
  const rows = await t.db.execute<{ path: string; amount: string }>(sql`
    select concat_ws('.', l1.code, l2.code, l3.code, l4.code, l5.code, l6.code, l7.code, s.account_code) as path,
           s.initial_amount::text as amount
      from budget_specific s
      join budget_level7 l7 on l7.id = s.id_level7 join budget_level6 l6 on l6.id = l7.id_level6
      join budget_level5 l5 on l5.id = l6.id_level5 join budget_level4 l4 on l4.id = l5.id_level4
      join budget_level3 l3 on l3.id = l4.id_level3 join budget_level2 l2 on l2.id = l3.id_level2
      join budget_level1 l1 on l1.id = l2.id_level1
     where l1.id_period = ${idPeriod} order by 1`);
  return rows.rows;
}

describe('copying the budget structure into a new period', () => {
  it('reproduces every level and account by code, with initial amounts at zero', async () => {
    const auth = systemAuth(t.clients[0]);
    const sector = await createSample(t.db, auth, resourceNamed('budgetLevel1'), {
      idPeriod: current,
      code: '01',
    });
    let parent = sector;
    for (let n = 2; n <= 7; n++) {
      parent = await createSample(t.db, auth, resourceNamed(`budgetLevel${n}`), {
        [`idLevel${n - 1}`]: parent.id,
        code: '01',
      });
    }
    for (const code of ['4.01.01.01.00', '4.03.18.01.00']) {
      await createSample(t.db, auth, resourceNamed('budgetSpecific'), {
        idLevel7: parent.id,
        accountCode: code,
        initialAmount: '1500000.75',
      });
    }
    // A second sector sharing codes below it: copies must follow the path, not the code alone.
    const second = await createSample(t.db, auth, resourceNamed('budgetLevel1'), {
      idPeriod: current,
      code: '02',
    });
    await createSample(t.db, auth, resourceNamed('budgetLevel2'), { idLevel1: second.id, code: '01' });

    const res = await copy(current, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ levels: [2, 2, 1, 1, 1, 1, 1], accounts: 2 });
    const before = await accountsOf(current);
    const after = await accountsOf(next);
    expect(after.map((r) => r.path)).toEqual(before.map((r) => r.path));
    expect(after.map((r) => r.amount)).toEqual(['0.00', '0.00']);
    expect(before.map((r) => r.amount)).toEqual(['1500000.75', '1500000.75']);
  });

  it('does not copy over an existing structure, into an expired period, or across institutions', async () => {
    expect((await copy(current, next)).statusCode).toBe(409);
    const expired = (
      await t.db.execute<{ id: number }>(sql`insert into period (id_client, description, start_date, end_date)
        values (${t.clients[0]}, '2000', '2000-01-01', '2000-12-31') returning id`)
    ).rows[0]?.id as number;
    const late = await copy(current, expired);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain('vencido');
    const theirs = (
      await t.db.execute<{ id: number }>(sql`select id from period where id_client = ${t.clients[1]}`)
    ).rows[0]?.id as number;
    expect((await copy(current, theirs)).statusCode).toBe(404);
  });
});

describe('the structure as a tree', () => {
  it('opens a branch at a time, each node with its accounts and amounts summed below it', async () => {
    const [first] = await buildStructure(
      t.db,
      t.clients[0],
      current,
      [
        { code: '4.01.01.01.00', initial: '100.50' },
        { code: '4.02.01.01.00', initial: '200.25' },
      ],
      '01',
      '42',
    );
    const branch = async (level: number, parent?: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/budget/budget-period/tree/${current}?level=${level}${parent ? `&parent=${parent}` : ''}`,
        headers: bearer(t.admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        id: number;
        code: string;
        children: number;
        accounts: number;
        initial: string;
      }[];
    };
    const sector = (await branch(1)).find((n) => n.code === '42');
    expect(sector).toMatchObject({ children: 1, accounts: 2, initial: '300.75' });
    let node = sector;
    for (let level = 2; level <= 7; level++) {
      [node] = await branch(level, node?.id);
      expect(node).toMatchObject({ accounts: 2, initial: '300.75' });
    }
    expect(node?.children).toBe(2);
    const accounts = await branch(8, node?.id);
    expect(accounts.map((a) => [a.code, a.initial])).toEqual([
      ['4.01.01.01.00', '100.50'],
      ['4.02.01.01.00', '200.25'],
    ]);
    expect(accounts[0]?.id).toBe(first);
  });
});

describe('the structure, period by period', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.admin) });
  const ids = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.rows as { id: number }[]).map((r) => r.id);
  };

  it('lists levels and accounts by period, and never mixes periods', async () => {
    const [now] = await buildStructure(
      t.db,
      t.clients[0],
      current,
      [{ code: '4.04.01.01.00', initial: '1.00' }],
      '01',
      '77',
    );
    const [later] = await buildStructure(
      t.db,
      t.clients[0],
      next,
      [{ code: '4.04.01.01.00', initial: '2.00' }],
      '01',
      '77',
    );
    const nodes = async (period: number, level: number) =>
      (
        await t.db.execute<{ id: number }>(sql`
          select l.id from budget_account a join ${sql.identifier(`budget_level${level}`)} l
            on l.id = a.${sql.identifier(`id_level${level}`)} where a.id = ${period === current ? now : later}`)
      ).rows[0]?.id as number;
    for (let level = 2; level <= 7; level++) {
      const mine = await nodes(current, level);
      const theirs = await nodes(next, level);
      const byPeriod = await ids(`/api/budget/budget-local${level}/findByIdPeriod/${next}?size=500`);
      expect(byPeriod).toContain(theirs);
      expect(byPeriod).not.toContain(mine);
      // findAll without a period is the current one's.
      const all = await ids(`/api/budget/budget-local${level}/findAll?size=500`);
      expect(all).toContain(mine);
      expect(all).not.toContain(theirs);
      expect(await ids(`/api/budget/budget-local${level}/findAll?size=500&idPeriod=${next}`)).toEqual(
        byPeriod,
      );
    }
    const sectors = await ids(`/api/budget/budget-local1/findByIdPeriod/${next}?size=500`);
    expect(sectors).toContain(await nodes(next, 1));
    expect(sectors).not.toContain(await nodes(current, 1));
    const accounts = await ids(`/api/budget/budget-specific/findByIdPeriod/${current}?size=500`);
    expect(accounts).toContain(now);
    expect(accounts).not.toContain(later);
    const options = await get(`/api/budget/budget-specific/options?idPeriod=${next}&search=4.04`);
    expect(options.json().data.map((o: { id: number }) => o.id)).toEqual([later]);
    const theirs = (
      await t.db.execute<{ id: number }>(sql`select id from period where id_client = ${t.clients[1]}`)
    ).rows[0]?.id as number;
    expect((await get(`/api/budget/budget-specific/findByIdPeriod/${theirs}`)).statusCode).toBe(404);
  });
});

describe('picking a row of the structure', () => {
  it('tells two obras of the same name apart by their whole code and their actividad', async () => {
    const auth = systemAuth(t.clients[0]);
    let parent = await createSample(t.db, auth, resourceNamed('budgetLevel1'), {
      idPeriod: current,
      code: '09',
      name: 'Sector de la prueba de opciones',
    });
    for (let n = 2; n <= 5; n++)
      parent = await createSample(t.db, auth, resourceNamed(`budgetLevel${n}`), {
        [`idLevel${n - 1}`]: parent.id,
        code: '01',
      });
    for (const [code, name] of [
      ['01', 'Bacheo'],
      ['02', 'Alumbrado'],
    ] as const) {
      const activity = await createSample(t.db, auth, resourceNamed('budgetLevel6'), {
        idLevel5: parent.id,
        code,
        name,
      });
      await createSample(t.db, auth, resourceNamed('budgetLevel7'), {
        idLevel6: activity.id,
        code: '00',
        name: 'Sin obra repetida',
      });
    }
    const answer = await t.app.inject({
      url: `/api/budget/budget-local7/options?idPeriod=${current}&search=${encodeURIComponent('Sin obra repetida')}`,
      headers: bearer(t.admin),
    });
    expect(answer.json().data.map((o: { label: string; detail: string }) => [o.label, o.detail])).toEqual([
      ['Sin obra repetida', '09.01.01.01.01.01.00 · Bacheo'],
      ['Sin obra repetida', '09.01.01.01.01.02.00 · Alumbrado'],
    ]);
    // A sector's parent is the period the screen already shows: only its code is said.
    const sectors = await t.app.inject({
      url: `/api/budget/budget-local1/options?idPeriod=${current}&search=${encodeURIComponent('prueba de opciones')}`,
      headers: bearer(t.admin),
    });
    expect(sectors.json().data).toEqual([
      { id: expect.any(Number), label: 'Sector de la prueba de opciones', detail: '09' },
    ]);
  });
});

describe("each account's kept place", () => {
  /** Every account's place as the levels say it now, and as it is kept: the two must agree. */
  const places = async () => {
    const joined = sql.raw(
      [7, 6, 5, 4, 3, 2, 1]
        .map((n) =>
          n === 7
            ? 'join budget_level7 l7 on l7.id = s.id_level7'
            : `join budget_level${n} l${n} on l${n}.id = l${n + 1}.id_level${n}`,
        )
        .join(' '),
    );
    const computed = await t.db.execute(sql`
      select s.id, l1.id_period, s.account_code,
             concat_ws('.', l1.code, l2.code, l3.code, l4.code, l5.code, l6.code, l7.code) || ' ' || s.account_code as code,
             array[l1.id, l2.id, l3.id, l4.id, l5.id, l6.id, l7.id] as levels
        from budget_specific s ${joined}
       where s.id_client = ${t.clients[0]} order by s.id`);
    const kept = await t.db.execute(sql`
      select id, id_period, account_code, code,
             array[id_level1, id_level2, id_level3, id_level4, id_level5, id_level6, id_level7] as levels
        from budget_account_place where id_client = ${t.clients[0]} order by id`);
    return { computed: computed.rows, kept: kept.rows };
  };

  it('follows a level renamed or moved, an account moved or recoded, and one deleted', async () => {
    const [a, b] = await buildStructure(
      t.db,
      t.clients[0],
      current,
      [
        { code: '4.05.01.01.00', initial: '1.00' },
        { code: '4.05.02.01.00', initial: '1.00' },
      ],
      '01',
      '63',
    );
    const [c] = await buildStructure(
      t.db,
      t.clients[0],
      current,
      [{ code: '4.05.03.01.00', initial: '1.00' }],
      '02',
      '63',
    );
    const level = async (n: number, id: number) =>
      (
        await t.db.execute<{ id: number }>(
          sql`select ${sql.raw(`id_level${n}`)} as id from budget_account where id = ${id}`,
        )
      ).rows[0]?.id as number;
    await t.db.execute(sql`update budget_level3 set code = '09' where id = ${await level(3, a as number)}`);
    expect(
      (await t.db.execute<{ code: string }>(sql`select code from budget_account where id = ${a}`)).rows[0]
        ?.code,
    ).toBe('63.01.09.01.01.01.01 4.05.01.01.00');
    // The whole branch (both obras) moves under a sector of the next period.
    const sector64 = (
      await t.db.execute<{ id: number }>(sql`insert into budget_level1 (id_client, id_period, code, name)
        values (${t.clients[0]}, ${next}, '64', 'Sector 64') returning id`)
    ).rows[0]?.id as number;
    await t.db.execute(
      sql`update budget_level2 set id_level1 = ${sector64} where id = ${await level(2, c as number)}`,
    );
    await t.db.execute(
      sql`update budget_specific set account_code = '4.05.02.02.00', id_level7 = ${await level(7, c as number)} where id = ${b}`,
    );
    await t.db.execute(sql`delete from budget_specific where id = ${a}`);
    const { computed, kept } = await places();
    expect(kept).toEqual(computed);
    expect(kept.find((r) => r.id === b)).toMatchObject({
      id_period: next,
      code: '64.01.09.01.01.01.02 4.05.02.02.00',
    });
    expect(kept.some((r) => r.id === a)).toBe(false);
  });
});
