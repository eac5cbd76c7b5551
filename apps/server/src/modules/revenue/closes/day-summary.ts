import { type CashDaySummary, cashDaySummary } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

/**
 * What a box's day collected, in SQL over its receipts (one statement per part, each on the
 * receipts' day index): the receipts issued and annulled, the totals by concept, by payment form and
 * by bank account, and the cash the drawer should hold. Only receipts in force count toward the
 * totals; annulled ones are listed apart.
 */
export async function daySummary(db: Db | Tx, idDay: number): Promise<CashDaySummary> {
  const head = await db.execute<{
    issued: number;
    annulled: number;
    first: string | null;
    last: string | null;
    collected: string;
    float: string;
    cash: string;
    cheques: string;
  }>(sql`
    with r as (select id, number, number_text, status, amount_net from receipt
                where id_cash_box_day = ${idDay} and id_reverses is null and status <> 'draft'),
         v as (select f.kind, sum(v.amount) as amount from receipt_voucher v
                 join r on r.id = v.id_receipt and r.status = 'posted'
                 join payment_form f on f.id = v.id_payment_form group by f.kind)
    select (select count(*)::int from r) as issued,
           (select count(*)::int from r where status = 'annulled') as annulled,
           (select number_text from r order by number limit 1) as first,
           (select number_text from r order by number desc limit 1) as last,
           (select coalesce(sum(amount_net), 0)::text from r where status = 'posted') as collected,
           d.opening_float::text as float,
           coalesce((select amount from v where kind = 'cash'), 0)::text as cash,
           coalesce((select amount from v where kind = 'cheque'), 0)::text as cheques
      from cash_box_day d where d.id = ${idDay}`);
  const h = head.rows[0];
  const byConcept = await selectRows(
    db,
    cashDaySummary.shape.byConcept.element,
    sql`
    select coalesce(l.code, c.code) as code, coalesce(l.description, c.description) as description,
           coalesce(l.income_code, c.income_code) as "incomeCode",
           count(distinct r.id)::int as receipts, sum(l.amount_net)::text as amount
      from receipt r join receipt_concept l on l.id_receipt = r.id
      join collection_concept c on c.id = l.id_collection_concept
     where r.id_cash_box_day = ${idDay} and r.status = 'posted' and r.id_reverses is null
     group by 1, 2, 3 order by 1`,
  );
  const byForm = await selectRows(
    db,
    cashDaySummary.shape.byPaymentForm.element,
    sql`
    select f.description as "paymentForm", f.kind, count(distinct r.id)::int as receipts, sum(v.amount)::text as amount
      from receipt r join receipt_voucher v on v.id_receipt = r.id join payment_form f on f.id = v.id_payment_form
     where r.id_cash_box_day = ${idDay} and r.status = 'posted' and r.id_reverses is null
     group by f.id, f.description, f.kind order by f.description`,
  );
  const byAccount = await selectRows(
    db,
    cashDaySummary.shape.byBankAccount.element,
    sql`
    select a.account_number as "accountNumber", b.name as "bankName", count(distinct r.id)::int as receipts,
           sum(v.amount)::text as amount
      from receipt r join receipt_voucher v on v.id_receipt = r.id
      join bank_account a on a.id = v.id_bank_account join bank b on b.id = a.id_bank
     where r.id_cash_box_day = ${idDay} and r.status = 'posted' and r.id_reverses is null and v.id_bank_movement is not null
     group by a.id, a.account_number, b.name order by a.account_number`,
  );
  const annulled = await selectRows(
    db,
    cashDaySummary.shape.annulled.element,
    sql`
    select r.number_text as "numberText", t.name as taxpayer, r.amount_net::text as amount, r.annul_reason as reason
      from receipt r join taxpayer t on t.id = r.id_taxpayer
     where r.id_cash_box_day = ${idDay} and r.status = 'annulled' order by r.number`,
  );
  const fixed = (v: string | undefined) => new Decimal(v ?? 0).toFixed(2);
  return {
    receiptsIssued: h?.issued ?? 0,
    receiptsAnnulled: h?.annulled ?? 0,
    firstNumber: h?.first ?? null,
    lastNumber: h?.last ?? null,
    collected: fixed(h?.collected),
    openingFloat: fixed(h?.float),
    cashReceived: fixed(h?.cash),
    expectedCash: new Decimal(h?.float ?? 0).plus(h?.cash ?? 0).toFixed(2),
    cheques: fixed(h?.cheques),
    byConcept: byConcept,
    byPaymentForm: byForm,
    byBankAccount: byAccount,
    annulled: annulled,
  };
}
