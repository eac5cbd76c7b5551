import { RESOURCES, resourceNamed } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemAuth } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';
import { bankAccount } from '../../test/treasury-fixtures.ts';
import type { Db } from '../db/database.ts';
import { LISTED_TABLES, ListCache, listReads } from './list-cache.ts';
import { resourceService } from './resource.service.ts';

const t = testSuite();
const { call } = t.api;

/** The base tables a statement reads, as PostgreSQL plans it (views opened up). */
async function relationsOf(db: Db, statement: SQL): Promise<string[]> {
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${statement}`);
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name') found.add(String(value));
      else walk(value);
    }
  };
  const first = plan.rows[0]?.['QUERY PLAN'];
  walk(typeof first === 'string' ? JSON.parse(first) : first);
  return [...found];
}

/** The statements a call to the database runs, caught on their way. */
function catching(db: Db): { db: Db; caught: SQL[] } {
  const caught: SQL[] = [];
  const spy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (statement: SQL) => {
        caught.push(statement);
        return target.execute(statement);
      };
    },
  });
  return { db: spy, caught };
}

describe("the masters' list cache", () => {
  it('knows every table each master lists from, and each of them counts its changes', async () => {
    const auth = systemAuth(t.clients[0]);
    const triggered = new Set(
      (
        await t.rows<{ name: string }>(sql`
          select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
           where g.tgname = c.relname || '_changed'`)
      ).map((r) => r.name),
    );
    const unknown: string[] = [];
    for (const def of RESOURCES) {
      const { db, caught } = catching(t.db);
      const service = resourceService(def);
      await service.list(db, auth, { page: 0, size: 10 });
      await service.list(db, auth, { page: 0, size: 10, search: 'a' });
      await service.options(db, auth, 'a');
      const reads = new Set(listReads(def));
      for (const statement of caught)
        for (const table of await relationsOf(t.db, statement))
          if (!reads.has(table)) unknown.push(`${def.name} lee ${table}`);
    }
    expect(unknown).toEqual([]);
    expect(LISTED_TABLES.filter((table) => !triggered.has(table))).toEqual([]);
    // A master read each time leaves its table uncounted: no kept master may read it.
    const uncounted = RESOURCES.filter((def) => def.cached === false).map((def) => def.table);
    expect(uncounted).toEqual(['document_number', 'cheque_book', 'cheque_void']);
    expect(LISTED_TABLES.filter((table) => uncounted.includes(table))).toEqual([]);
  });

  it('serves a page it keeps until a statement changes a table it reads, on any path', async () => {
    const idClient = t.clients[0];
    const code = 'CACHE_PRUEBA';
    await t.db.execute(sql`
      insert into general_parameter (id_client, code, description, value)
      values (${idClient}, ${code}, 'Antes', '1')`);
    const page = async () =>
      (await call('GET', `/api/user/generalParameter/findAll?search=${code}`)).json().data.rows as {
        description: string;
      }[];
    expect((await page()).map((r) => r.description)).toEqual(['Antes']);

    // Without the trigger the change is not counted, and the kept page is what comes back: the cache is real.
    await t.db.execute(sql`drop trigger general_parameter_changed on general_parameter`);
    try {
      await t.db.execute(sql`update general_parameter set description = 'Oculto' where code = ${code}`);
      expect((await page()).map((r) => r.description)).toEqual(['Antes']);
    } finally {
      await t.db.execute(sql`
        create trigger general_parameter_changed after insert or update or delete or truncate on general_parameter
        for each statement execute function erario_table_changed()`);
    }
    // A change made by hand, outside the product's routes, is seen by the next request.
    await t.db.execute(sql`update general_parameter set description = 'Después' where code = ${code}`);
    expect((await page()).map((r) => r.description)).toEqual(['Después']);
    // And one through the routes, by the same server or another process on the database.
    const [row] = (await call('GET', `/api/user/generalParameter/findAll?search=${code}`)).json().data.rows;
    const other = await t.another();
    const updated = await other.inject({
      method: 'PUT',
      url: '/api/user/generalParameter/update',
      headers: { authorization: `Bearer ${t.admin}` },
      payload: { ...row, description: 'Por otro proceso' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await page()).map((r) => r.description)).toEqual(['Por otro proceso']);
  });

  it('shows a referenced row as it is now', async () => {
    const idAccount = await bankAccount(t.db, t.clients[0], '01020000000000000077');
    const accounts = resourceNamed('bankAccount');
    const bankOf = async () => {
      const found = await call('GET', `/api/${accounts.service}/${accounts.path}/findAll?search=77`);
      const rows = found.json().data.rows as { id: number; idBankLabel: string }[];
      return rows.find((r) => r.id === idAccount)?.idBankLabel;
    };
    expect(await bankOf()).toBe('Banco de Venezuela');
    await t.db.execute(
      sql`update bank set name = 'Banco de Venezuela, S.A.' where id_client = ${t.clients[0]}`,
    );
    expect(await bankOf()).toBe('Banco de Venezuela, S.A.');
  });

  it('holds a bounded number of rows, dropping the pages used longest ago', async () => {
    const cache = new ListCache();
    const db = { execute: async () => ({ rows: [{ version: '1' }] }) } as unknown as Db;
    let reads = 0;
    const page = (n: number, rows: number) =>
      cache.read(db, ['t'], `p${n}`, async () => {
        reads++;
        return { rows: Array.from({ length: rows }, (_, i) => ({ id: i })) };
      });
    await page(0, 10);
    // Thousands of searches that find nothing still count, one each.
    for (let n = 1; n <= 30_000; n++) {
      await page(n, n % 2 ? 0 : 3);
      if (n % 1000 === 0) await page(0, 10);
    }
    expect(cache.held).toBeLessThanOrEqual(50_000);
    const before = reads;
    await page(0, 10);
    await page(30_000, 3);
    expect(reads).toBe(before);
    await page(1, 0);
    expect(reads).toBe(before + 1);
    // A page too big to keep is read each time.
    await page(-1, 500);
    await page(-1, 500);
    expect(reads).toBe(before + 3);
  });
});
