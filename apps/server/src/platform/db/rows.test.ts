import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from './database.ts';
import { selectRow, selectRows } from './rows.ts';

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
});
