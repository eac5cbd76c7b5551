import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';

/**
 * A current account of the client, in bolívares unless told, at its bank (the Banco de Venezuela
 * unless told; the bank and the currency are made the first time), written straight to the tables
 * (the masters' own suite tests their API).
 */
export async function bankAccount(
  db: Db,
  idClient: number,
  accountNumber: string,
  bank = { code: '0102', name: 'Banco de Venezuela' },
  currencyCode = 'VES',
): Promise<number> {
  const currency = await db.execute<{ id: number }>(sql`
    with made as (insert into currency (code, name, symbol) values (${currencyCode}, ${currencyCode}, ${currencyCode})
                  on conflict do nothing returning id)
    select id from made union all select id from currency where code = ${currencyCode}`);
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
  currency = 'VES',
) {
  const id = await bankAccount(db, idClient, accountNumber, undefined, currency);
  await db.execute(sql`
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    values (${idClient}, ${idPeriod}, ${id}, ${opening}, ${opening})`);
  return { id, accountNumber };
}

/**
 * The days of an account's book where the kept totals (`bank_day`) are not what its posted rows add
 * up to, as `day: kept ≠ summed`; none when they agree. Drafts are not in the book.
 */
export async function keptDaysApart(db: Pick<Db, 'execute'>, idBankAccount: number): Promise<string[]> {
  const found = await db.execute<{ day: string; kept: string; summed: string }>(sql`
    with summed as (
      select m.movement_date as day, sum(greatest(s.signed, 0)) as inflow, sum(greatest(-s.signed, 0)) as outflow,
             count(*)::int as movements
        from bank_movement m
       cross join lateral (select case when m.id_kind in (1, 2, 4, 5) then -m.amount else m.amount end as signed) s
       where m.id_bank_account = ${idBankAccount} and m.status <> 'draft'
       group by m.movement_date),
    kept as (select day, inflow, outflow, movements from bank_day where id_bank_account = ${idBankAccount})
    select to_char(coalesce(k.day, s.day), 'YYYY-MM-DD') as day,
           concat_ws(' / ', k.inflow, k.outflow, k.movements) as kept,
           concat_ws(' / ', s.inflow, s.outflow, s.movements) as summed
      from kept k full join summed s on s.day = k.day
     where coalesce(k.inflow, 0) <> coalesce(s.inflow, 0) or coalesce(k.outflow, 0) <> coalesce(s.outflow, 0)
        or coalesce(k.movements, 0) <> coalesce(s.movements, 0)`);
  return found.rows.map((r) => `${r.day}: ${r.kept} ≠ ${r.summed}`);
}
