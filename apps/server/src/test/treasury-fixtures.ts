import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

let accounts = 0;

/**
 * A bank account of the client (on the Banco de Venezuela, in bolívares), with its opening book and
 * bank balance in the period, written straight to the tables (the masters' own suite tests their
 * API). Each call makes a new account number.
 */
export async function fundedAccount(db: Db, idClient: number, idPeriod: number, opening: string) {
  const currency = await db.execute<{ id: number }>(sql`
    with made as (insert into currency (code, name, symbol) values ('VES', 'Bolívar', 'Bs.')
                  on conflict do nothing returning id)
    select id from made union all select id from currency where code = 'VES'`);
  const bank = await db.execute<{ id: number }>(sql`
    select id from bank where id_client = ${idClient} and code = '0102'`);
  const idBank =
    bank.rows[0]?.id ??
    (
      await db.execute<{ id: number }>(sql`
        insert into bank (id_client, code, name, active) values (${idClient}, '0102', 'Banco de Venezuela', true)
        returning id`)
    ).rows[0]?.id;
  accounts += 1;
  const accountNumber = `0102${String(idClient).padStart(4, '0')}${String(accounts).padStart(12, '0')}`;
  const made = await db.execute<{ id: number }>(sql`
    insert into bank_account (id_client, id_bank, account_number, account_type, id_currency, active)
    values (${idClient}, ${idBank}, ${accountNumber}, 'CORRIENTE', ${currency.rows[0]?.id}, true) returning id`);
  const id = made.rows[0]?.id as number;
  await db.execute(sql`
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    values (${idClient}, ${idPeriod}, ${id}, ${opening}, ${opening})`);
  return { id, accountNumber };
}
