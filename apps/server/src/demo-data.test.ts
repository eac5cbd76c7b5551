import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from './demo-data.seed.ts';
import { loadConfig } from './platform/config.ts';
import { startServer } from './server.ts';
import { ADMIN_PASSWORD, bearer, signIn, startTestApp } from './test/harness.ts';

describe('demo data', () => {
  it('gives the demo institution a day-one budget, banks and months of posted documents, and nothing to the other', async () => {
    const t = await startTestApp();
    try {
      const year = new Date().getFullYear();
      await seedDemoData(t.app, ADMIN_PASSWORD, `${year}-11-24`);
      const [demo, other] = t.clients;
      const count = async (table: string, idClient?: number) =>
        (
          await t.db.execute<{ n: number }>(
            idClient === undefined
              ? sql`select count(*)::int as n from ${sql.identifier(table)}`
              : sql`select count(*)::int as n from ${sql.identifier(table)} where id_client = ${idClient}`,
          )
        ).rows[0]?.n;
      const currencies = await t.db.execute<{ code: string }>(sql`select code from currency order by code`);
      expect(currencies.rows.map((r) => r.code)).toEqual(['EUR', 'USD', 'VES']);
      const banks = await t.db.execute<{ code: string }>(
        sql`select code from bank where id_client = ${demo}`,
      );
      expect(banks.rows).toHaveLength(23);
      expect(banks.rows.every((b) => /^\d{4}$/.test(b.code))).toBe(true);
      expect(banks.rows.map((b) => b.code)).toContain('0102');
      // Eleven months of payroll and food, four of stationery, five of road works, one of furniture,
      // each committed, caused, ordered and disbursed; and the council's traslado.
      expect(await count('budget_document', demo)).toBe((11 + 11 + 4 + 5 + 1) * 4 + 1);
      const statuses = await t.db.execute<{ status: string }>(
        sql`select distinct status from budget_document where id_client = ${demo}`,
      );
      expect(statuses.rows.map((r) => r.status)).toEqual(['posted']);
      for (const table of ['bank', 'budget_specific', 'budget_document'])
        expect(await count(table, other), table).toBe(0);
      // Of beneficiaries, only what every institution has: the SENIAT its withholdings are paid to.
      const theirs = await t.db.execute<{ code: string }>(
        sql`select code from beneficiary where id_client = ${other}`,
      );
      expect(theirs.rows).toEqual([{ code: 'G-20000303-0' }]);

      // Every report has something to show: the execution by accounts adds up to what was posted.
      const { token } = await signIn(t.app, 'admin', ADMIN_PASSWORD);
      const idPeriod = (
        await t.db.execute<{ id: number }>(
          sql`select id from period where id_client = ${demo} order by id limit 1`,
        )
      ).rows[0]?.id;
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/reports/budget/por-cuentas?idPeriod=${idPeriod}`,
        headers: bearer(token),
      });
      expect(report.statusCode).toBe(200);
      expect(report.json().data.totals).toMatchObject({
        initial: '26654000.00',
        modified: '0.00',
        committed: '22802080.00',
        caused: '22802080.00',
        paid: '22802080.00',
      });
      // What was paid left the treasury's account, funded by the opening balance and eleven
      // transfers of the situado, less what the bills withheld (kept back from the suppliers, still to
      // pay over) and the 36.600,00 that bought a thousand dollars for the dollar account:
      // 850.000 + 11 × 2.500.000 − 22.802.080 + 286.560 + 2.269 − 36.600.
      const book = await t.db.execute<{ kind: number; n: number; balance: string }>(sql`
        select m.id_kind as kind, count(*)::int as n,
               (select o.book_balance + b.movements from opening_balance o
                  join bank_balance b on b.id_bank_account = o.id_bank_account and b.id_period = o.id_period
                 where o.id_bank_account = m.id_bank_account)::text as balance
          from bank_movement m join bank_account a on a.id = m.id_bank_account
         where m.id_client = ${demo} and m.status = 'posted' and a.account_number = '01020001110000012345'
         group by m.id_kind, m.id_bank_account order by m.id_kind`);
      expect(book.rows).toEqual([
        { kind: 1, n: 11 + 4 + 5 + 1, balance: '5800149.00' },
        { kind: 2, n: 11 + 1, balance: '5800149.00' },
        { kind: 3, n: 11, balance: '5800149.00' },
      ]);
      // The dollars arrived in their own book, at the rate the two amounts make (36,60 Bs per dollar).
      const dollars = await t.db.execute<{ kind: number; amount: string; rate: string }>(sql`
        select r.id_kind as kind, r.amount::text as amount, s.rate::text as rate
          from bank_movement r join bank_movement s on s.id = r.issued_by_id and r.issued_by_table = 'bank_movement'
          join bank_account a on a.id = r.id_bank_account
         where r.id_client = ${demo} and a.account_number = '01020001110000067890'`);
      expect(dollars.rows).toEqual([{ kind: 7, amount: '1000.00', rate: '36.60000000' }]);
      // The suppliers' bills withheld IVA (75 % of 16 %) on stationery and road works, and the
      // 1×1000 on the contractor's work: in the register, to be paid over.
      const withheld = await t.db.execute<{ kind: number; n: number; amount: string }>(sql`
        select id_kind as kind, count(*)::int as n, sum(amount)::text as amount from withholding
         where id_client = ${demo} and status = 'withheld' group by id_kind order by id_kind`);
      expect(withheld.rows).toEqual([
        { kind: 1, n: 4 + 5, amount: '286560.00' }, // 4 × 10.140,00 + 5 × 49.200,00
        { kind: 3, n: 5, amount: '2269.00' }, // 424,60 + 439,20 + 453,80 + 468,40 + 483,00
      ]);

      // The tax office opens with box 1 open and the morning's first three receipts on it; the
      // transfer and the card payment are in the collection account's book.
      const box = await t.app.inject({
        method: 'GET',
        url: '/api/collection/box/mine',
        headers: bearer(token),
      });
      // The bakery paid last month's activity tax after the 15th with its interest on late payment,
      // at the rates the office recorded, each line saying how it was reached.
      const late = await t.db.execute<{ interest: string; explained: boolean }>(sql`
        select coalesce(sum(l.interest), 0)::text as interest,
               bool_and((l.interest > 0) = (l.interest_basis is not null)) as explained
          from receipt_concept l join receipt r on r.id = l.id_receipt
         where r.id_client = ${demo} and r.status = 'posted'`);
      expect(late.rows[0]?.explained).toBe(true);
      const interest = Number(late.rows[0]?.interest);
      expect(box.json().data).toMatchObject({
        cashBoxName: 'Caja 1',
        receipts: 3,
        collected: (3349.25 + interest).toFixed(2),
      });
      const deposits = await t.db.execute<{ amount: string }>(sql`
        select sum(m.amount)::text as amount from bank_movement m join bank_account a on a.id = m.id_bank_account
         where a.account_number = '01340002220000067890' and m.status = 'posted'`);
      expect(deposits.rows[0]?.amount).toBe('1315.00');
    } finally {
      await t.close();
    }
  }, 120_000);

  describe('on a real start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'erario-demo-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const config = {
      ...loadConfig({}),
      dataDir: dir,
      port: 0,
      adminPassword: ADMIN_PASSWORD,
      databaseUrl: undefined,
    };

    it('is created by the start that creates the demo, and never again', async () => {
      const banks = async (server: Awaited<ReturnType<typeof startServer>>) => {
        const { token } = await signIn(server.app, 'admin', ADMIN_PASSWORD);
        const list = await server.app.inject({
          method: 'GET',
          url: '/api/finance/bank/findAll?page=0&size=5',
          headers: bearer(token),
        });
        return list.json().data.total as number;
      };
      // As production starts: the SA must set up a second factor before anything else opens, and the
      // installation seeds the demo all the same.
      const first = await startServer(config);
      const signed = await signIn(first.app, 'admin', ADMIN_PASSWORD);
      expect(signed.user).toMatchObject({ mfaSetupRequired: true, src: [] });
      await first.stop();
      const optional = { ...config, saMfaRequired: false };
      const second = await startServer(optional);
      expect(await banks(second)).toBe(23);
      await second.stop();
      const off = await startServer({ ...optional, dataDir: join(dir, 'vacía'), demoData: false });
      expect(await banks(off)).toBe(0);
      await off.stop();
    }, 180_000);
  });
});
