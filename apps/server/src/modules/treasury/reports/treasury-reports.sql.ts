import { type AnyReport, MONTHS, treasuryReports } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyReportSource,
  type PageWindow,
  reportSource,
} from '../../../platform/reports/report.service.ts';
import { monthEnd, monthStart } from '../../../platform/reports/report-dates.ts';
import { KINDS, SIGNED } from '../bank-movements/bank-movement.service.ts';

/** The month names, to say in SQL the month a match belongs to. */
const MONTH_NAMES = sql.raw(`(array[${MONTHS.map((m) => `'${m}'`).join(', ')}]::text[])`);

/**
 * An account's book between two days, in SQL: the opening row (the period's opening book balance
 * plus the kept days before the first), then each posted movement (annulments and their reversals
 * both) with the balance it leaves. Given a page's window only that page's movements are read, in
 * the order of the account's index: the page's first balance starts from the kept days before its
 * first day and that day's earlier movements, so the first page of a month of a million movements
 * costs what it costs in a month of ten. Without a window (a file), every movement of the range.
 * With `reconciled`, the month each movement of the page was reconciled in.
 */
function bookRows(
  idClient: number,
  idPeriod: number,
  account: number,
  range: { start: SQL; end: SQL | null },
  reconciled: boolean,
  window: PageWindow | null,
): SQL {
  const posted = sql`m.id_client = ${idClient} and m.id_period = ${idPeriod}
    and m.id_bank_account = ${account} and m.status <> 'draft'`;
  const days = sql`d.id_client = ${idClient} and d.id_period = ${idPeriod} and d.id_bank_account = ${account}`;
  // The opening row is the book's first: the first page holds one movement less, the next ones
  // start one movement earlier.
  const first = window === null || window.offset === 0;
  const cut =
    window === null
      ? sql``
      : first
        ? sql`limit ${Math.max(window.limit - 1, 0)}`
        : sql`limit ${window.limit} offset ${window.offset - 1}`;
  return sql`
    with opening as (
      select coalesce((select o.book_balance from opening_balance o
                        where o.id_client = ${idClient} and o.id_period = ${idPeriod}
                          and o.id_bank_account = ${account}), 0)
           + coalesce((select sum(d.inflow - d.outflow) from bank_day d
                        where ${days} and d.day < ${range.start}), 0) as amount
    ),
    page as (
      select m.id, m.movement_date, m.id_kind, m.number_text, m.reference, m.id_beneficiary, m.description,
             ${SIGNED} as signed
        from bank_movement m
       where ${posted} and m.movement_date >= ${range.start}
         ${range.end ? sql`and m.movement_date <= ${range.end}` : sql``}
       order by m.movement_date, m.id ${cut}
    ),
    head as (select movement_date, id from page order by movement_date, id limit 1),
    before as (
      select coalesce((select sum(d.inflow - d.outflow) from bank_day d, head h
                        where ${days} and d.day >= ${range.start} and d.day < h.movement_date), 0)
           + coalesce((select sum(${SIGNED}) from bank_movement m, head h
                        where ${posted} and m.movement_date = h.movement_date and m.id < h.id), 0) as amount
    )
    ${
      first
        ? sql`select ${range.start} as "movementDate", 'Saldo inicial' as kind, null as number, null as reference,
           null as beneficiary, null as description, null::numeric as inflow, null::numeric as outflow,
           o.amount as balance, ${reconciled ? sql`null as reconciled,` : sql``} 0 as "__order", 0 as "__id"
      from opening o
    union all`
        : sql``
    }
    select p.movement_date as "movementDate", k.label as kind, p.number_text as number, p.reference,
           be.name as beneficiary, p.description, case when p.signed > 0 then p.signed end as inflow,
           case when p.signed < 0 then -p.signed end as outflow,
           o.amount + b.amount + sum(p.signed) over (order by p.movement_date, p.id) as balance,
           ${
             reconciled
               ? sql`(select ${MONTH_NAMES}[mt.month] from reconciliation_item i
                        join reconciliation_match mt on mt.id = i.id_match
                       where i.source = 'movement' and i.id_item = p.id) as reconciled,`
               : sql``
           }
           1 as "__order", p.id as "__id"
      from page p
      join (values ${KINDS}) k(id, code, label) on k.id = p.id_kind
      left join beneficiary be on be.id = p.id_beneficiary
      cross join opening o
      cross join before b`;
}

/**
 * The book's row count and totals from the kept days of its range, with its opening row: a month
 * reads its thirty days, whatever its movements.
 */
function bookSummary(
  idClient: number,
  idPeriod: number,
  account: number,
  range: { start: SQL; end: SQL | null },
): SQL {
  return sql`
    select 1 + coalesce(sum(d.movements), 0)::int as "__count", coalesce(sum(d.inflow), 0) as inflow,
           coalesce(sum(d.outflow), 0) as outflow
      from bank_day d
     where d.id_client = ${idClient} and d.id_period = ${idPeriod} and d.id_bank_account = ${account}
       and d.day >= ${range.start} ${range.end ? sql`and d.day <= ${range.end}` : sql``}`;
}

const periodStart = (idPeriod: number) => sql`(select start_date from period where id = ${idPeriod})`;
const BOOK_ORDER = sql`r."__order", r."movementDate", r."__id"`;

type BookQuery = Record<string, unknown> & { idPeriod: number };

/** An account's book over the range its query names: paged by itself, counted and totalled from the kept days. */
function bookSource(
  report: AnyReport,
  reconciled: boolean,
  range: (q: BookQuery) => { start: SQL; end: SQL | null },
): AnyReportSource {
  const account = (q: Record<string, unknown>) => q.idBankAccount as number;
  return {
    report,
    pages: true,
    select: (idClient, q, window) =>
      bookRows(idClient, q.idPeriod as number, account(q), range(q as BookQuery), reconciled, window ?? null),
    summary: (idClient, q) => bookSummary(idClient, q.idPeriod as number, account(q), range(q as BookQuery)),
    order: BOOK_ORDER,
  };
}

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
  bookSource(treasuryReports.movements, false, (q) => ({
    start: q.from ? sql`${q.from}::date` : periodStart(q.idPeriod),
    end: q.to ? sql`${q.to}::date` : null,
  })),
  bookSource(treasuryReports.bankBook, true, (q) => ({
    start: monthStart(q.idPeriod, q.month as number),
    end: monthEnd(q.idPeriod, q.month as number),
  })),
  bookSource(treasuryReports.bankBookRange, true, (q) => ({
    start: sql`${q.from}::date`,
    end: sql`${q.to}::date`,
  })),
  reportSource(treasuryReports.accounts, {
    select: (idClient, q) => accountBalances(idClient, q.idPeriod, (q.month as number | undefined) ?? null),
    order: sql`r."bankName", r."accountNumber", r."__id"`,
  }),
];
