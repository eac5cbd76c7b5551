import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from './database.ts';
import { selectPage, selectRow, selectRows } from './rows.ts';

const row = z.object({ id: z.number().int(), amount: z.string().regex(/^-?\d+\.\d{2}$/) });

/** A database that answers these rows to any query: the check is on the rows, not the SQL. */
const answering = (rows: object[]) => ({ execute: async () => ({ rows }) }) as unknown as Db;

describe('rows checked against their contract', () => {
  it('returns the rows that match, as the database gave them', async () => {
    const rows = await selectRows(answering([{ id: 1, amount: '12.50' }]), row, sql`select`);
    expect(rows).toEqual([{ id: 1, amount: '12.50' }]);
    expect(await selectRow(answering([]), row, sql`select`)).toBeUndefined();
  });

  it('fails under test, naming the field, where the SQL gives another shape', async () => {
    await expect(selectRows(answering([{ id: 1, total: 12.5 }]), row, sql`select`)).rejects.toThrow(/amount/);
  });

  it('pages a list: the rows without the count, the count of the whole list', async () => {
    const db = answering([
      { id: 7, amount: '1.00', __total: 12 },
      { id: 8, amount: '2.00', __total: 12 },
    ]);
    expect(await selectPage(db, row, sql`select`, sql`d.id`, { page: 3, size: 2 })).toEqual({
      rows: [
        { id: 7, amount: '1.00' },
        { id: 8, amount: '2.00' },
      ],
      total: 12,
      page: 3,
      size: 2,
    });
    expect((await selectPage(answering([]), row, sql`select`, sql`d.id`, { page: 9, size: 2 })).total).toBe(
      0,
    );
  });
});
