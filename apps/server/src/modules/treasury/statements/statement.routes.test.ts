import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSuite } from '../../../test/suite.ts';
import { bankAccount } from '../../../test/treasury-fixtures.ts';

/**
 * Account statements entered by hand (issue: treasury, "Statements"): one per account and month of
 * the period, lines dated in that month, the closing balance the opening plus the lines; the list by
 * institution and period answers `data.data`.
 */
const t = testSuite();
let idPeriod: number;
let account: number;
let year: number;
let startMonth: number;

beforeAll(async () => {
  const home = t.clients[0] as number;
  const period = await t.db.execute<{ id: number; year: number; month: number }>(sql`
    select id, extract(year from start_date)::int as year, extract(month from start_date)::int as month
      from period where id_client = ${home} order by id limit 1`);
  ({ id: idPeriod, year, month: startMonth } = period.rows[0] as { id: number; year: number; month: number });
  account = await bankAccount(t.db, home, '01020000000000000009');
});

const { call } = t.api;

const day = (d: number) => `${year}-${String(startMonth).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const statement = (over: Record<string, unknown> = {}) => ({
  idPeriod,
  idBankAccount: account,
  month: startMonth,
  openingBalance: '1000.00',
  closingBalance: '1450.50',
  lines: [
    { lineDate: day(3), reference: 'DP-1', description: 'Depósito', amount: '500.50' },
    { lineDate: day(9), reference: '00000101', description: 'Cheque pagado', amount: '-45.00' },
    { lineDate: day(28), reference: null, description: 'Comisión bancaria', amount: '-5.00' },
  ],
  ...over,
});

describe('account statements', () => {
  it('keep a month of the bank, listed by institution and period in data.data', async () => {
    const made = await call('POST', '/api/finance/AccountStatements/create', statement());
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      accountNumber: '01020000000000000009',
      bankName: 'Banco de Venezuela',
      month: startMonth,
      openingBalance: '1000.00',
      closingBalance: '1450.50',
      lineCount: 3,
      credits: '500.50',
      debits: '50.00',
      source: 'manual',
    });
    expect(made.json().data.lines.map((l: { amount: string }) => l.amount)).toEqual([
      '500.50',
      '-45.00',
      '-5.00',
    ]);
    const listed = await call(
      'GET',
      `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${t.clients[0]}/${idPeriod}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.data).toHaveLength(1);
    const theirs = await call(
      'GET',
      `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${t.clients[1]}/${idPeriod}`,
    );
    expect(theirs.statusCode).toBe(403);

    const twice = await call('POST', '/api/finance/AccountStatements/create', statement());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esa cuenta ya tiene estado de cuenta de ese mes');
  });

  it('refuse a closing balance that does not add up and a line of another month, keeping nothing', async () => {
    const next = startMonth === 12 ? 1 : startMonth + 1;
    const refused = await call(
      'POST',
      '/api/finance/AccountStatements/create',
      statement({
        month: next,
        closingBalance: '1500.00',
        lines: [{ lineDate: day(3), reference: 'X', description: 'Del mes anterior', amount: '10.00' }],
      }),
    );
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toEqual(['lines.0.lineDate', 'closingBalance']);
    expect(fields[0]?.message).toMatch(
      /^La línea 1 no es del mes del estado de cuenta \(del 01\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}\)$/,
    );
    expect(fields[1]?.message).toBe(
      'El saldo final no cuadra: el saldo inicial 1.000,00 más las líneas 10,00 da 1.010,00',
    );
    const kept = await t.db.execute(sql`select 1 from bank_statement where month = ${next}`);
    expect(kept.rows).toHaveLength(0);
    const zero = await call(
      'POST',
      '/api/finance/AccountStatements/create',
      statement({
        month: next,
        closingBalance: '1000.00',
        lines: [{ lineDate: day(1), description: 'Nada', amount: '0' }],
      }),
    );
    expect(zero.statusCode).toBe(400);
  });

  it('are corrected as a whole, at the version read, and deleted', async () => {
    const listed = await call(
      'GET',
      `/api/finance/AccountStatements/findAccountStatementByClientAndPeriod/${t.clients[0]}/${idPeriod}`,
    );
    const { id, version } = listed.json().data.data[0];
    const corrected = await call('PUT', '/api/finance/AccountStatements/update', {
      ...statement({
        closingBalance: '1500.50',
        lines: [{ lineDate: day(3), reference: 'DP-1', description: 'Depósito', amount: '500.50' }],
      }),
      id,
      version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({
      lineCount: 1,
      closingBalance: '1500.50',
      version: version + 1,
    });
    const stale = await call('PUT', '/api/finance/AccountStatements/update', { ...statement(), id, version });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/api/finance/AccountStatements/deleteById/${id}`)).statusCode).toBe(200);
    const lines = await t.db.execute(sql`select 1 from bank_statement_line where id_statement = ${id}`);
    expect(lines.rows).toHaveLength(0);
    expect((await call('GET', `/api/finance/AccountStatements/findById/${id}`)).statusCode).toBe(404);
  });
});
