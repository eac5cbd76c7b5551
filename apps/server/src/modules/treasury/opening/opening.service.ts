import type { CarriedBalances } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict } from '../../../platform/errors.ts';
import { assertPeriodOpen } from '../../../platform/periods/period.ts';
import { SIGNED } from '../bank-movements/bank-movement.service.ts';
import { bankItems, bookItems, scopeOf } from '../reconciliation/reconciliation.service.ts';

/**
 * Opens a period with what the previous one (the institution's period that ended last before it)
 * closed with, for every account that has no opening balance in it yet: per book, the previous
 * opening plus its posted movements; per bank, its last statement's closing (without statements,
 * the book's). What was still in transit at that end (unmatched book movements and statement lines,
 * and items in transit never matched) is carried as the new period's operations in transit, which
 * its first reconciliation matches. Accounts that have their opening balance are left as they are.
 */
export async function carryFromPreviousPeriod(
  db: Db,
  auth: AuthContext,
  idPeriod: number,
): Promise<CarriedBalances> {
  return withTransaction(db, auth, async (tx) => {
    await assertPeriodOpen(tx, auth, idPeriod);
    const previous = await tx.execute<{ id: number; description: string; last_month: number }>(sql`
      select p.id, p.description, extract(month from p.end_date)::int as last_month
        from period p, period n
       where n.id = ${idPeriod} and n.id_client = ${auth.idClient}
         and p.id_client = n.id_client and p.end_date < n.start_date
       order by p.end_date desc limit 1`);
    const from = previous.rows[0];
    if (!from) throw conflict('No hay un período anterior del que traer los saldos.');
    const accounts = await tx.execute<{ id: number; carried: boolean }>(sql`
      select a.id, exists (select 1 from opening_balance o where o.id_period = ${idPeriod} and o.id_bank_account = a.id) as carried
        from bank_account a where a.id_client = ${auth.idClient} order by a.id`);
    let created = 0;
    let transits = 0;
    for (const account of accounts.rows) {
      if (account.carried) continue;
      // Per book and per bank at the previous period's end.
      const made = await tx.execute<{ n: number }>(sql`
        with book as (
          select coalesce((select book_balance from opening_balance where id_period = ${from.id} and id_bank_account = ${account.id}), 0)
               + coalesce((select sum(${SIGNED}) from bank_movement m
                            where m.id_period = ${from.id} and m.id_bank_account = ${account.id} and m.status <> 'draft'), 0) as amount),
        bank as (
          select closing_balance as amount from bank_statement
           where id_period = ${from.id} and id_bank_account = ${account.id} order by month desc limit 1),
        added as (
          insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance, note)
          select ${auth.idClient}, ${idPeriod}, ${account.id}, book.amount, coalesce((select amount from bank), book.amount),
                 ${`Saldo de cierre del período ${from.description}`}
            from book
          returning 1)
        select count(*)::int as n from added`);
      created += made.rows[0]?.n ?? 0;
      // What stayed in transit: the book's outflows as cheques and inflows as deposits not credited,
      // the bank's credits and debits as notes not booked; each reference told apart if repeated.
      const scope = await scopeOf(tx, auth.idClient, {
        idBankAccount: account.id,
        idPeriod: from.id,
        month: from.last_month,
      });
      const carried = await tx.execute<{ n: number }>(sql`
        with pending as (
          select case when amount < 0 then 'CH' else 'DP' end as kind, date, coalesce(nullif(reference, ''), kind || ' ' || id) as ref,
                 description, abs(amount) as amount
            from (${bookItems(scope, null)}) b
          union all
          select case when amount < 0 then 'ND' else 'NC' end, date, coalesce(nullif(reference, ''), 'L-' || id),
                 description, abs(amount)
            from (${bankItems(scope, null)}) k),
        named as (
          select *, row_number() over (partition by kind, ref order by date) as n from pending),
        added as (
          insert into transit_operation (id_client, id_period, id_bank_account, kind, operation_date, reference, description, amount)
          select ${auth.idClient}, ${idPeriod}, ${account.id}, kind, date,
                 left(case when n = 1 then ref else ref || ' #' || n end, 30), left(description, 250), amount
            from named
          returning 1)
        select count(*)::int as n from added`);
      transits += carried.rows[0]?.n ?? 0;
    }
    return {
      fromPeriod: from.description,
      created,
      skipped: accounts.rows.filter((a) => a.carried).length,
      transits,
    };
  });
}
