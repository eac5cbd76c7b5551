import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSuite } from '../../test/suite.ts';
import { withTransaction } from '../db/transaction.ts';
import { type NumberingTable, takeNumber } from './numbering.ts';

/** The budget's counters, a family's numbering table as any other. */
const BUDGET: NumberingTable = { table: 'document_number', series: 'id_document_type' };

const t = testSuite({ signInAdmin: false });
let period: number;
let documentType: number;

beforeAll(async () => {
  period = (
    await t.db.execute<{ id: number }>(sql`select id from period where id_client = ${t.clients[0]} limit 1`)
  ).rows[0]?.id as number;
  documentType = (await t.db.execute<{ id: number }>(sql`select id from document_type where code = 8`))
    .rows[0]?.id as number;
});

const actor = () => ({ idUser: 1, idClient: t.clients[0] });

describe('takeNumber', () => {
  it('hands out 1..20 to twenty concurrent postings, with no gap and no duplicate', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withTransaction(t.db, actor(), async (tx) => {
          const taken = await takeNumber(tx, BUDGET, {
            idClient: t.clients[0],
            idPeriod: period,
            series: documentType,
          });
          // Hold the transaction open a moment, as a real posting would.
          await tx.execute(sql`select pg_sleep(0.005)`);
          return taken.number;
        }),
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('gives a rolled-back posting’s number to the next one', async () => {
    await expect(
      withTransaction(t.db, actor(), async (tx) => {
        expect(
          (await takeNumber(tx, BUDGET, { idClient: t.clients[0], idPeriod: period, series: documentType }))
            .number,
        ).toBe(21);
        throw new Error('la contabilización falla');
      }),
    ).rejects.toThrow('falla');
    const next = await withTransaction(t.db, actor(), (tx) =>
      takeNumber(tx, BUDGET, { idClient: t.clients[0], idPeriod: period, series: documentType }),
    );
    expect(next.number).toBe(21);
  });

  it('numbers each client apart and prints the configured prefix', async () => {
    const otherPeriod = (
      await t.db.execute<{ id: number }>(sql`select id from period where id_client = ${t.clients[1]} limit 1`)
    ).rows[0]?.id as number;
    await t.db.execute(sql`insert into document_number (id_client, id_period, id_document_type, prefix, last_number)
      values (${t.clients[1]}, ${otherPeriod}, ${documentType}, 'OC-', 41)`);
    const taken = await withTransaction(t.db, { idUser: 1, idClient: t.clients[1] }, (tx) =>
      takeNumber(tx, BUDGET, { idClient: t.clients[1], idPeriod: otherPeriod, series: documentType }),
    );
    expect(taken).toEqual({ number: 42, text: 'OC-42' });
  });
});
