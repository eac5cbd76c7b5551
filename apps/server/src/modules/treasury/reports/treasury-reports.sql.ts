import {
  type AnyReport,
  LOCAL_CURRENCY,
  MATCH_RULES,
  MONTHS,
  TIMBRE_KIND,
  TRANSIT_KINDS,
  treasuryReports,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { moneyText } from '../../../platform/db/money.ts';
import { monthsOfPeriod } from '../../../platform/periods/period.ts';
import {
  type AnyReportSource,
  type PageWindow,
  reportSource,
} from '../../../platform/reports/report.service.ts';
import { monthEnd, monthStart } from '../../../platform/reports/report-dates.ts';
import { rateOfCurrencySql } from '../../common/index.ts';
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
           st.closing_balance - (${book}) as difference, fx.rate,
           case when c.code = ${LOCAL_CURRENCY} then ${book} else round((${book}) * fx.rate, 2) end as "bookBalanceVes",
           (select ${MONTH_NAMES}[max(r.month)] from bank_reconciliation r
             where r.id_bank_account = a.id and r.id_period = ${idPeriod}) as "closedThrough",
           a.id as "__id"
      from bank_account a
      join bank bk on bk.id = a.id_bank
      left join currency c on c.id = a.id_currency
      left join lateral (
        select case when c.code <> ${LOCAL_CURRENCY} then ${rateOfCurrencySql(idClient, sql`c.code`, end)} end as rate) fx on true
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
 * The institution's book in bolívares at each month's end of the period (the dashboard's balances over
 * time; the month under way, today): each account's opening and the days kept up to that day
 * (\`bank_day\`, a year of rows at most however many movements), a foreign account at its currency's
 * BCV rate of that day (a rate published ahead for tomorrow is not yet today's).
 * A month after \`today\`'s has none; a foreign account holding money with no rate in force leaves its
 * month unsummed and counted, as the accounts report leaves its total.
 */
export function balanceMonths(idClient: number, idPeriod: number, today: string): SQL {
  return sql`
    with m as (${monthsOfPeriod(idClient, idPeriod)}),
    e as (select m.year, m.month,
                 least((make_date(m.year, m.month, 1) + interval '1 month' - interval '1 day')::date, ${today}::date) as last
            from m where make_date(m.year, m.month, 1) <= ${today}::date),
    b as (
      select e.year, e.month, c.code is distinct from ${LOCAL_CURRENCY} as is_foreign,
             coalesce(o.book_balance, 0)
             + coalesce((select sum(d.inflow - d.outflow) from bank_day d
                          where d.id_client = ${idClient} and d.id_period = ${idPeriod}
                            and d.id_bank_account = a.id and d.day <= e.last), 0) as book,
             case when c.code is distinct from ${LOCAL_CURRENCY}
                  then ${rateOfCurrencySql(idClient, sql`c.code`, sql`e.last`)} end as rate
        from e
        cross join bank_account a
        left join currency c on c.id = a.id_currency
        left join opening_balance o on o.id_client = a.id_client and o.id_period = ${idPeriod}
                                   and o.id_bank_account = a.id
       where a.id_client = ${idClient}),
    g as (
      select year, month, count(*) filter (where is_foreign and book <> 0 and rate is null)::int as unvalued,
             sum(case when not is_foreign then book when book = 0 then 0 else round(book * rate, 2) end) as book
        from b group by year, month)
    select m.year, m.month, coalesce(g.unvalued, 0) as unvalued,
           case when e.last is null or g.unvalued > 0 then null else ${moneyText(sql`g.book`)} end as book
      from m
      left join e on e.year = m.year and e.month = m.month
      left join g on g.year = m.year and g.month = m.month
     order by m.year, m.month`;
}

/** The labels of the period's opening items in transit, by their kind code. */
const TRANSIT_LABEL = sql.raw(
  `case t.kind ${TRANSIT_KINDS.map((k) => `when '${k.value}' then '${k.label}'`).join(' ')} end`,
);

/**
 * An account's items in transit at a day (`asOf`): of the period's posted movements and opening
 * items of the book, and the lines of its statements and opening items of the bank, dated by then,
 * those no match settles by then. A match settles its items at a day when it is in force and every
 * item it holds is dated by that day: a cheque of the 28th cashed on the 2nd is in transit on the
 * 31st, though matched since. An annulment and its reversal, both unsettled, net to nothing and
 * leave, as on the reconciliation screen.
 */
export function transitAt(idClient: number, idPeriod: number, account: number, asOf: string): SQL {
  const day = sql`${asOf}::date`;
  const settled = (source: string, id: SQL) =>
    sql`exists (select 1 from settled x where x.source = ${source} and x.id_item = ${id})`;
  return sql`
    with settled as materialized (
      select i.source, i.id_item
        from reconciliation_match mt
        join reconciliation_item i on i.id_match = mt.id
       where mt.id_client = ${idClient} and mt.id_period = ${idPeriod} and mt.id_bank_account = ${account}
         and mt.undone_at is null
         and not exists (
           select 1 from unnest(mt.sources, mt.ids) as u(source, id)
            where case u.source
                    when 'movement' then (select m.movement_date from bank_movement m where m.id = u.id)
                    when 'line' then (select l.line_date from bank_statement_line l where l.id = u.id)
                    else (select t.operation_date from transit_operation t where t.id = u.id)
                  end > ${day}))
    select 'Libros' as side, m.movement_date as date, k.label as kind, m.reference, m.description,
           ${SIGNED} as book, null::numeric as bank, ${day} - m.movement_date as days, 1 as "__order", m.id as "__id"
      from bank_movement m
      join (values ${KINDS}) k(id, code, label) on k.id = m.id_kind
     where m.id_client = ${idClient} and m.id_period = ${idPeriod} and m.id_bank_account = ${account}
       and m.status <> 'draft' and m.movement_date <= ${day}
       and not ${settled('movement', sql`m.id`)}
       and not (m.status = 'annulled' and m.id_reverses is null and exists (
                  select 1 from bank_movement r where r.id_reverses = m.id and r.movement_date <= ${day}
                     and not ${settled('movement', sql`r.id`)}))
       and not (m.id_reverses is not null and not ${settled('movement', sql`m.id_reverses`)})
    union all
    select case when t.kind in ('CH', 'DP') then 'Libros' else 'Banco' end, t.operation_date, ${TRANSIT_LABEL},
           t.reference, coalesce(t.description, 'Operación en tránsito'),
           case t.kind when 'CH' then -t.amount when 'DP' then t.amount end,
           case t.kind when 'ND' then -t.amount when 'NC' then t.amount end,
           ${day} - t.operation_date, 0, t.id
      from transit_operation t
     where t.id_client = ${idClient} and t.id_period = ${idPeriod} and t.id_bank_account = ${account}
       and t.operation_date <= ${day} and not ${settled('transit', sql`t.id`)}
    union all
    select 'Banco', l.line_date, case when l.amount < 0 then 'Débito del banco' else 'Crédito del banco' end,
           l.reference, l.description, null, l.amount, ${day} - l.line_date, 2, l.id
      from bank_statement_line l
      join bank_statement st on st.id = l.id_statement
     where st.id_client = ${idClient} and st.id_period = ${idPeriod} and st.id_bank_account = ${account}
       and l.line_date <= ${day} and not ${settled('line', sql`l.id`)}`;
}

/**
 * A month's statement as imported: the opening balance the bank states, each line in the bank's
 * order (date, then as it came) with the balance it leaves, and the closing balance it states (every
 * way a statement is written checks that its lines take the one to the other). Each line says the
 * month and the rule it was reconciled by.
 */
export function statementAsImported(idClient: number, idPeriod: number, account: number, month: number): SQL {
  const rules = sql.raw(
    `case mt.rule ${MATCH_RULES.map((r) => `when '${r.value}' then '${r.label.toLowerCase()}'`).join(' ')} end`,
  );
  return sql`
    with st as (
      select s.id, s.opening_balance, s.closing_balance from bank_statement s
       where s.id_client = ${idClient} and s.id_period = ${idPeriod} and s.id_bank_account = ${account}
         and s.month = ${month}),
    lines as (
      select l.id, l.line_date, l.reference, l.description, l.amount,
             st.opening_balance + sum(l.amount) over (order by l.line_date, l.id) as balance
        from bank_statement_line l join st on st.id = l.id_statement)
    select ${monthStart(idPeriod, month)} as date, null as reference, 'Saldo inicial según el banco' as description,
           null::numeric as debit, null::numeric as credit, st.opening_balance as balance, null as reconciled,
           0 as "__order", 0 as "__id"
      from st
    union all
    select l.line_date, l.reference, l.description, case when l.amount < 0 then -l.amount end,
           case when l.amount > 0 then l.amount end, l.balance,
           (select ${MONTH_NAMES}[mt.month] || ', ' || ${rules} from reconciliation_item i
              join reconciliation_match mt on mt.id = i.id_match
             where i.source = 'line' and i.id_item = l.id),
           1, l.id
      from lines l
    union all
    select ${monthEnd(idPeriod, month)}, null, 'Saldo final según el banco', null, null, st.closing_balance, null, 2, 0
      from st`;
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
  reportSource(treasuryReports.transitAtDate, {
    select: (idClient, q) => transitAt(idClient, q.idPeriod, q.idBankAccount as number, q.asOf as string),
    order: sql`r."__order", r.date, r."__id"`,
  }),
  reportSource(treasuryReports.statement, {
    select: (idClient, q) =>
      statementAsImported(idClient, q.idPeriod, q.idBankAccount as number, q.month as number),
    order: sql`r."__order", r.date, r."__id"`,
  }),
  reportSource(treasuryReports.stampTax, {
    select: (idClient, q) => sql`
      select w.withheld_on as "withheldOn", w.receipt_number as receipt, b.code as rif, b.name as beneficiary,
             w.bill_number as bill, w.bill_control as control, w.base, w.amount, w.id as "__id"
        from withholding w join beneficiary b on b.id = w.id_beneficiary
       where w.id_client = ${idClient} and w.id_kind = ${TIMBRE_KIND} and w.status <> 'annulled'
         and w.withheld_on between ${monthStart(q.idPeriod, q.month as number)} and ${monthEnd(q.idPeriod, q.month as number)}`,
    order: sql`r."withheldOn", r."__id"`,
  }),
  reportSource(treasuryReports.accounts, {
    select: (idClient, q) => accountBalances(idClient, q.idPeriod, (q.month as number | undefined) ?? null),
    order: sql`r."bankName", r."accountNumber", r."__id"`,
  }),
];
