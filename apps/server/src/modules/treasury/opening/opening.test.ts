import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../../test/budget-fixtures.ts';
import { bearer } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';
import { fundedAccount } from '../../../test/treasury-fixtures.ts';

/**
 * A new period opens with what the previous one closed with (issue: treasury, "Masters"): per book
 * its movements, per bank its last statement, and what was still in transit carried over as the
 * new period's operations in transit.
 */
const t = testSuite();
let idClient: number;
let current: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  idClient = t.clients[0] as number;
  current = await periodOf(t.db, idClient);
});

const carry = (idPeriod: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/finance/openingBalance/fromPreviousPeriod',
    headers: bearer(t.admin),
    payload: { idPeriod },
  });

describe('opening balances from the previous period', () => {
  it('says so when there is no previous period', async () => {
    const res = await carry(current);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No hay un período anterior del que traer los saldos.');
  });

  it('carries each account’s closing balances and what was in transit, once', async () => {
    const last = (
      await t.db.execute<{ id: number }>(sql`
        insert into period (id_client, description, start_date, end_date)
        values (${idClient}, ${String(year - 1)}, ${`${year - 1}-01-01`}, ${`${year - 1}-12-31`}) returning id`)
    ).rows[0]?.id as number;
    const account = await fundedAccount(t.db, idClient, last, '1000.00');
    // December of last year: a deposit and a cheque cashed, a cheque not cashed, a fee not booked.
    const moved = await t.db.execute<{ id: number }>(sql`
      insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, reference, description,
                                 amount, status, number, number_text)
      values (${idClient}, ${last}, 3, ${account.id}, ${`${year - 1}-12-02`}, 'DP-1', 'Depósito', 500, 'posted', 1, '1'),
             (${idClient}, ${last}, 1, ${account.id}, ${`${year - 1}-12-05`}, '00000101', 'Cheque a proveedor', 200, 'posted', 1, '1'),
             (${idClient}, ${last}, 1, ${account.id}, ${`${year - 1}-12-28`}, '00000102', 'Cheque a proveedor', 75, 'posted', 2, '2')
      returning id`);
    const statement = (
      await t.db.execute<{ id: number }>(sql`
        insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance)
        values (${idClient}, ${last}, ${account.id}, 12, 1000, 1295) returning id`)
    ).rows[0]?.id as number;
    const lines = await t.db.execute<{ id: number }>(sql`
      insert into bank_statement_line (id_client, id_statement, id_bank_account, line_date, reference, description, amount)
      values (${idClient}, ${statement}, ${account.id}, ${`${year - 1}-12-03`}, 'DP1', 'Depósito', 500),
             (${idClient}, ${statement}, ${account.id}, ${`${year - 1}-12-09`}, '101', 'Cheque pagado', -200),
             (${idClient}, ${statement}, ${account.id}, ${`${year - 1}-12-31`}, null, 'Comisión', -5)
      returning id`);
    // The deposit and the first cheque were reconciled in December.
    for (const [movement, line] of [
      [moved.rows[0]?.id, lines.rows[0]?.id],
      [moved.rows[1]?.id, lines.rows[1]?.id],
    ]) {
      const match = await t.db.execute<{ id: number }>(sql`
        insert into reconciliation_match (id_client, id_period, id_bank_account, month, rule, sources, ids)
        values (${idClient}, ${last}, ${account.id}, 12, 'manual', '{movement,line}', array[${movement}, ${line}]::int[])
        returning id`);
      await t.db.execute(sql`
        insert into reconciliation_item (id_match, source, id_item)
        values (${match.rows[0]?.id}, 'movement', ${movement}), (${match.rows[0]?.id}, 'line', ${line})`);
    }
    const res = await carry(current);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ fromPeriod: String(year - 1), created: 1, skipped: 0, transits: 2 });
    const opening = await t.db.execute<{ book: string; bank: string; note: string }>(sql`
      select book_balance::text as book, bank_balance::text as bank, note from opening_balance
       where id_period = ${current} and id_bank_account = ${account.id}`);
    // 1.000 + 500 − 200 − 75 per book; the December statement per bank.
    expect(opening.rows).toEqual([
      { book: '1225.00', bank: '1295.00', note: `Saldo de cierre del período ${year - 1}` },
    ]);
    const transit = await t.db.execute<{ kind: string; reference: string; amount: string }>(sql`
      select kind, reference, amount::text from transit_operation where id_period = ${current} and id_bank_account = ${account.id}
       order by kind`);
    expect(transit.rows).toEqual([
      { kind: 'CH', reference: '00000102', amount: '75.00' },
      { kind: 'ND', reference: `L-${lines.rows[2]?.id}`, amount: '5.00' },
    ]);
    // Again: the account has its balance already, nothing is carried twice.
    const again = await carry(current);
    expect(again.json().data).toMatchObject({ created: 0, transits: 0 });
    expect(again.json().message).toBe('Todas las cuentas ya tenían su saldo inicial en el período');
  });
});
