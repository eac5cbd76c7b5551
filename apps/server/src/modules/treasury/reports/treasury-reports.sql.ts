import { MONTHS, treasuryReports } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyReportSource, reportSource } from '../../../platform/reports/report.service.ts';
import { monthEnd, monthStart } from '../../../platform/reports/report-dates.ts';
import { KINDS, SIGNED } from '../bank-movements/bank-movement.service.ts';

/** The month names, to say in SQL the month a match belongs to. */
const MONTH_NAMES = sql.raw(`(array[${MONTHS.map((m) => `'${m}'`).join(', ')}]::text[])`);

/**
 * An account's book between two days, in SQL: the opening row (the period's opening book balance
 * plus what was posted before the first day) and each posted movement (annulments and their
 * reversals both), with the balance it leaves summed by a window in date order, so a page of rows
 * needs no query per row. With `reconciled`, the month each movement was reconciled in.
 */
function bookRows(
  idClient: number,
  idPeriod: number,
  account: number,
  range: { start: SQL; end: SQL | null },
  reconciled: boolean,
): SQL {
  const posted = sql`m.id_client = ${idClient} and m.id_period = ${idPeriod}
    and m.id_bank_account = ${account} and m.status <> 'draft'`;
  return sql`
    with opening as (
      select coalesce((select o.book_balance from opening_balance o
                        where o.id_client = ${idClient} and o.id_period = ${idPeriod}
                          and o.id_bank_account = ${account}), 0)
           + coalesce((select sum(${SIGNED}) from bank_movement m
                        where ${posted} and m.movement_date < ${range.start}), 0) as amount
    )
    select ${range.start} as "movementDate", 'Saldo inicial' as kind, null as number, null as reference,
           null as beneficiary, null as description, null::numeric as inflow, null::numeric as outflow,
           o.amount as balance, ${reconciled ? sql`null as reconciled,` : sql``} 0 as "__order", 0 as "__id"
      from opening o
    union all
    select m.movement_date, k.label, m.number_text, m.reference, be.name, m.description,
           case when ${SIGNED} > 0 then ${SIGNED} end, case when ${SIGNED} < 0 then -(${SIGNED}) end,
           o.amount + sum(${SIGNED}) over (order by m.movement_date, m.id),
           ${
             reconciled
               ? sql`(select ${MONTH_NAMES}[mt.month] from reconciliation_item i
                        join reconciliation_match mt on mt.id = i.id_match where i.source = 'movement' and i.id_item = m.id),`
               : sql``
           }
           1, m.id
      from bank_movement m
      join (values ${KINDS}) k(id, code, label) on k.id = m.id_kind
      left join beneficiary be on be.id = m.id_beneficiary
      cross join opening o
     where ${posted} and m.movement_date >= ${range.start}
       ${range.end ? sql`and m.movement_date <= ${range.end}` : sql``}`;
}

const periodStart = (idPeriod: number) => sql`(select start_date from period where id = ${idPeriod})`;
const BOOK_ORDER = sql`r."__order", r."movementDate", r."__id"`;

/**
 * Each account of the institution at the end of a month (or of the period): the book from its
 * movements, the bank from that month's statement (without a month, the last one), the difference
 * between them and the last month reconciled and closed; one pass over the movements.
 */
export function accountBalances(idClient: number, idPeriod: number, month: number | null): SQL {
  const end = month ? monthEnd(idPeriod, month) : sql`(select end_date from period where id = ${idPeriod})`;
  const book = sql`coalesce(o.book_balance, 0) + coalesce(mv.inflow, 0) - coalesce(mv.outflow, 0)`;
  return sql`
    select bk.name as "bankName", a.account_number as "accountNumber", c.code as currency,
           coalesce(o.book_balance, 0) as opening, coalesce(mv.inflow, 0) as inflow,
           coalesce(mv.outflow, 0) as outflow, ${book} as "bookBalance", st.closing_balance as "bankBalance",
           st.closing_balance - (${book}) as difference,
           (select ${MONTH_NAMES}[max(r.month)] from bank_reconciliation r
             where r.id_bank_account = a.id and r.id_period = ${idPeriod}) as "closedThrough",
           a.id as "__id"
      from bank_account a
      join bank bk on bk.id = a.id_bank
      left join currency c on c.id = a.id_currency
      left join opening_balance o on o.id_bank_account = a.id and o.id_period = ${idPeriod}
      left join lateral (
        select sum(${SIGNED}) filter (where ${SIGNED} > 0) as inflow,
               -sum(${SIGNED}) filter (where ${SIGNED} < 0) as outflow
          from bank_movement m
         where m.id_bank_account = a.id and m.id_period = ${idPeriod} and m.status <> 'draft'
           and m.movement_date <= ${end}) mv on true
      left join lateral (
        select s.closing_balance from bank_statement s
         where s.id_bank_account = a.id and s.id_period = ${idPeriod} ${month ? sql`and s.month = ${month}` : sql``}
         order by s.month desc limit 1) st on true
     where a.id_client = ${idClient}`;
}

/**
 * Treasury's reports: an account's movements and its bank book (by month or between two dates), and
 * every account's balances per book and per bank.
 */
export const TREASURY_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(treasuryReports.movements, {
    select: (idClient, q) =>
      bookRows(
        idClient,
        q.idPeriod,
        q.idBankAccount as number,
        {
          start: q.from ? sql`${q.from}::date` : periodStart(q.idPeriod),
          end: q.to ? sql`${q.to}::date` : null,
        },
        false,
      ),
    order: BOOK_ORDER,
  }),
  reportSource(treasuryReports.bankBook, {
    select: (idClient, q) =>
      bookRows(
        idClient,
        q.idPeriod,
        q.idBankAccount as number,
        { start: monthStart(q.idPeriod, q.month as number), end: monthEnd(q.idPeriod, q.month as number) },
        true,
      ),
    order: BOOK_ORDER,
  }),
  reportSource(treasuryReports.bankBookRange, {
    select: (idClient, q) =>
      bookRows(
        idClient,
        q.idPeriod,
        q.idBankAccount as number,
        { start: sql`${q.from}::date`, end: sql`${q.to}::date` },
        true,
      ),
    order: BOOK_ORDER,
  }),
  reportSource(treasuryReports.accounts, {
    select: (idClient, q) => accountBalances(idClient, q.idPeriod, (q.month as number | undefined) ?? null),
    order: sql`r."bankName", r."accountNumber", r."__id"`,
  }),
];
