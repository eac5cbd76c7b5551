import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

/**
 * A current account of the client, in bolívares, at its bank (the Banco de Venezuela unless told;
 * the bank and the currency are made the first time), written straight to the tables (the masters'
 * own suite tests their API).
 */
export async function bankAccount(
  db: Db,
  idClient: number,
  accountNumber: string,
  bank = { code: '0102', name: 'Banco de Venezuela' },
): Promise<number> {
  const currency = await db.execute<{ id: number }>(sql`
    with made as (insert into currency (code, name, symbol) values ('VES', 'Bolívar', 'Bs.')
                  on conflict do nothing returning id)
    select id from made union all select id from currency where code = 'VES'`);
  const found = await db.execute<{ id: number }>(sql`
    select id from bank where id_client = ${idClient} and code = ${bank.code}`);
  const idBank =
    found.rows[0]?.id ??
    (
      await db.execute<{ id: number }>(sql`
        insert into bank (id_client, code, name, active) values (${idClient}, ${bank.code}, ${bank.name}, true)
        returning id`)
    ).rows[0]?.id;
  const made = await db.execute<{ id: number }>(sql`
    insert into bank_account (id_client, id_bank, account_number, account_type, id_currency, active)
    values (${idClient}, ${idBank}, ${accountNumber}, 'CORRIENTE', ${currency.rows[0]?.id}, true) returning id`);
  return made.rows[0]?.id as number;
}

let accounts = 0;

/**
 * A bank account of the client (bankAccount), with its opening book and bank balance in the period.
 * Each call makes a new account number unless given one.
 */
export async function fundedAccount(
  db: Db,
  idClient: number,
  idPeriod: number,
  opening: string,
  accountNumber = `0102${String(idClient).padStart(4, '0')}${String(++accounts).padStart(12, '0')}`,
) {
  const id = await bankAccount(db, idClient, accountNumber);
  await db.execute(sql`
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    values (${idClient}, ${idPeriod}, ${id}, ${opening}, ${opening})`);
  return { id, accountNumber };
}
