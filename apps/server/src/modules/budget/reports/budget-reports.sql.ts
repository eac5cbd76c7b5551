import { budgetReports as r } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyReportSource,
  type PageWindow,
  reportSource,
} from '../../../platform/reports/report.service.ts';
import { executionColumns } from '../execution/execution-columns.ts';

/**
 * The SQL of each expense-budget report (declared in contracts/reports/budget-reports.ts). Execution
 * reports read the running totals (budget_balance, budget_balance_month) kept by every posting;
 * only reports by date range or by document read the imputation lines, through indexed joins.
 */

/** What the shared pieces read of a report's query; each report passes its own, typed by its parameters. */
interface Filters {
  idPeriod: number;
  from?: string;
  to?: string;
  idDocumentType?: number;
  idBeneficiary?: number;
  account?: string;
}

/** The accounts whose code or partida starts with `account`; `a` names budget_account or the kept place. */
const accountFilter = (q: Filters, a = 'a'): SQL =>
  q.account
    ? sql`and (${sql.raw(a)}.code like ${`${q.account}%`} or ${sql.raw(a)}.account_code like ${`${q.account}%`})`
    : sql``;

/** Documents that count: posted, annulled and their reversals, which net each other out. */
const counted = (idClient: number, q: Filters): SQL => sql`
  d.id_client = ${idClient} and d.id_period = ${q.idPeriod} and d.status <> 'draft'
  ${q.from ? sql`and d.date_order >= ${q.from}` : sql``}
  ${q.to ? sql`and d.date_order <= ${q.to}` : sql``}
  ${q.idDocumentType ? sql`and d.id_document_type = ${q.idDocumentType}` : sql``}
  ${q.idBeneficiary ? sql`and d.id_beneficiary = ${q.idBeneficiary}` : sql``}`;

/** Documents in force: posted and not a reversal (annulled ones and their reversals left out). */
const inForce = (idClient: number, q: Filters): SQL => sql`
  ${counted(idClient, q)} and d.status = 'posted' and d.id_reverses is null`;

const documentLines = (idClient: number, q: Filters): SQL => sql`
  select d.number_text as number, dt.name as "typeName", d.date_order as "dateOrder", b.name as beneficiary,
         a.code, i.amount_aditional as aditional, i.amount_decrease as decrease, i.amount_committed as committed,
         i.amount_caused as caused, i.amount_paid as paid, d.id as "__doc", i.id as "__line"
    from budget_document d
    join document_type dt on dt.id = d.id_document_type
    left join beneficiary b on b.id = d.id_beneficiary
    join budget_imputation i on i.id_document = d.id
    ${
      q.account
        ? sql`join budget_account a on a.id = i.id_budget_account`
        : // One account looked up per line of the page (by primary keys), not the whole chart joined
          // to every line: the page comes off the documents' date index and stops at its size.
          sql`join lateral (select a.code from budget_account a where a.id = i.id_budget_account offset 0) a on true`
    }
   where ${counted(idClient, q)} ${accountFilter(q)}`;

const quarterOf = (month: number) => Math.floor((month - 1) / 3) * 3 + 1;

/**
 * Totals of the line reports from what is kept: unfiltered, the period's months (lines and moments)
 * and only the documents of partial days; by type or beneficiary, the documents' own totals (one row
 * per document instead of ten). With an account filter only the lines can tell, and the generic
 * aggregate is used.
 */
function lineTotalsFromDocuments(idClient: number, q: Filters): SQL | null {
  if (q.account) return null;
  const fromDocuments = (where: SQL) => sql`
    select coalesce(sum(d.line_count), 0)::int as n,
           coalesce(sum(d.total_aditional), 0) as aditional, coalesce(sum(d.total_decrease), 0) as decrease,
           coalesce(sum(d.total_committed), 0) as committed, coalesce(sum(d.total_caused), 0) as caused,
           coalesce(sum(d.total_paid), 0) as paid
      from budget_document d
     where ${where}`;
  // The moments of `x`, plus those of `y` when given.
  const sums = (x: string, y?: string) =>
    sql.raw(
      ['aditional', 'decrease', 'committed', 'caused', 'paid']
        .map((m) => `${x}.${m}${y ? ` + ${y}.${m}` : ''} as ${m}`)
        .join(', '),
    );
  if (q.idDocumentType || q.idBeneficiary)
    return sql`select x.n as "__count", ${sums('x')} from (${fromDocuments(counted(idClient, q))}) x`;
  // Unfiltered: whole months from the period's kept months, and only the documents of partial days.
  const { months, days } = rangeConditions(q);
  return sql`
    select k.n + x.n as "__count", ${sums('k', 'x')}
      from (select coalesce(sum(lines), 0)::int as n, coalesce(sum(aditional), 0) as aditional,
                   coalesce(sum(decrease), 0) as decrease, coalesce(sum(committed), 0) as committed,
                   coalesce(sum(caused), 0) as caused, coalesce(sum(paid), 0) as paid
              from budget_period_month
             where id_client = ${idClient} and id_period = ${q.idPeriod} and ${months}) k,
           (${fromDocuments(sql`${counted(idClient, { ...q, from: undefined, to: undefined })} and (${days})`)}) x`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A calendar month as one number, so that months of different years never meet. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;

/**
 * Month `month` (1–12) of the period, as a month index: its one occurrence inside the period (a
 * period lasts at most a year), so in a July-to-June period March is the March of the second year.
 */
const periodMonth = (idPeriod: number, month: number): SQL => sql`
  (select (extract(year from start_date)::int + case when ${month} < extract(month from start_date) then 1 else 0 end)
          * 12 + ${month} - 1
     from period where id = ${idPeriod})`;

/**
 * A month index as the (year, month) row the monthly totals are keyed by: compared as rows, the
 * monthly index reads them as ranges.
 */
const yearMonth = (i: SQL | number): SQL =>
  typeof i === 'number' ? sql`(${Math.floor(i / 12)}, ${(i % 12) + 1})` : sql`((${i}) / 12, (${i}) % 12 + 1)`;

const MOMENT_COLUMNS = sql.raw('aditional, decrease, committed, caused, paid');
const MOMENT_SUMS = sql.raw(
  'sum(aditional) as aditional, sum(decrease) as decrease, sum(committed) as committed, sum(caused) as caused, sum(paid) as paid',
);

/**
 * The kept totals of each account (or of `account` alone) for the whole months `first`..`last` (month
 * indexes), or for the whole period when `months` is null. A long span is read as the period's totals
 * less the months outside it, so no span reads more than half a period of monthly rows. Rows to be
 * summed per account: the complement brings negative rows.
 */
function keptMonths(
  idClient: number,
  idPeriod: number,
  months: [SQL | number, SQL | number] | null,
  long: boolean,
  account?: SQL,
): SQL {
  const one = account ? sql`and id_budget_account = ${account}` : sql``;
  const period = sql`id_client = ${idClient} and id_period = ${idPeriod} ${one}`;
  const balance = sql`select id_budget_account, ${MOMENT_COLUMNS} from budget_balance where ${period}`;
  if (!months) return balance;
  const [first, last] = months;
  const from = first === 0 ? null : yearMonth(first);
  if (!long) {
    return sql`select id_budget_account, ${MOMENT_COLUMNS} from budget_balance_month
                where ${period} ${from ? sql`and (year, month) >= ${from}` : sql``} and (year, month) <= ${yearMonth(last)}`;
  }
  const outside = from
    ? sql`((year, month) < ${from} or (year, month) > ${yearMonth(last)})`
    : sql`(year, month) > ${yearMonth(last)}`;
  return sql`${balance}
    union all
    select id_budget_account, -aditional, -decrease, -committed, -caused, -paid
      from budget_balance_month where ${period} and ${outside}`;
}

/**
 * What each account (or `account` alone) moved between two dates, one row each: whole months from the
 * monthly totals (by year and month, so a range in another year finds nothing), and only the days of a
 * partial first or last month from the lines. However long the range, it reads at most half the kept
 * months of the period and the lines of two partial months; without dates, the period's totals.
 * Not `grouped`: the rows to sum, several per account, for totals over every account.
 */
/**
 * A date range cut for the kept totals: the whole months it covers (month indexes, inclusive) and the
 * days of a partial first or last month; `dated` false when the range is not given (the whole period).
 */
function rangeParts(q: Filters): {
  dated: boolean;
  whole: [number, number] | null;
  partial: [string, string][];
} {
  const partial: [string, string][] = [];
  let whole: [number, number] | null = null;
  const dated = Boolean(q.from && q.to);
  if (q.from && q.to && q.from <= q.to) {
    const [fy, fm, fd] = q.from.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = q.to.split('-').map(Number) as [number, number, number];
    let first = monthIndex(fy, fm);
    let last = monthIndex(ty, tm);
    const endOfFirst = `${String(fy).padStart(4, '0')}-${pad(fm)}-${pad(lastDay(fy, fm))}`;
    if (first === last) {
      if (fd === 1 && td === lastDay(ty, tm)) whole = [first, last];
      else partial.push([q.from, q.to]);
    } else {
      if (fd !== 1) {
        partial.push([q.from, endOfFirst]);
        first++;
      }
      if (td !== lastDay(ty, tm)) {
        partial.push([`${String(ty).padStart(4, '0')}-${pad(tm)}-01`, q.to]);
        last--;
      }
      if (first <= last) whole = [first, last];
    }
  }
  return { dated, whole, partial };
}

/**
 * A date range as two conditions: on the kept months (`year`, `month`) for the whole months it covers,
 * and on the documents (`d.date_order`) for the days of a partial first or last month. Without a range,
 * every month and no day.
 */
function rangeConditions(q: Filters): { months: SQL; days: SQL } {
  const { dated, whole, partial } = rangeParts(q);
  const months = !dated
    ? sql`true`
    : whole
      ? sql`(year, month) between ${yearMonth(whole[0])} and ${yearMonth(whole[1])}`
      : sql`false`;
  const days =
    partial.length > 0
      ? sql.join(
          partial.map(([a, b]) => sql`d.date_order between ${a} and ${b}`),
          sql` or `,
        )
      : sql`false`;
  return { months, days };
}

function rangeMovements(idClient: number, q: Filters, account?: SQL, grouped = true): SQL {
  const { dated, whole, partial } = rangeParts(q);
  const parts: SQL[] = [];
  if (!dated) parts.push(keptMonths(idClient, q.idPeriod, null, false, account));
  else if (whole) parts.push(keptMonths(idClient, q.idPeriod, whole, whole[1] - whole[0] >= 6, account));
  if (partial.length > 0) {
    parts.push(sql`
      select i.id_budget_account, i.amount_aditional as aditional, i.amount_decrease as decrease,
             i.amount_committed as committed, i.amount_caused as caused, i.amount_paid as paid
        from budget_document d join budget_imputation i on i.id_document = d.id
       where ${counted(idClient, { ...q, from: undefined, to: undefined })}
         ${account ? sql`and i.id_budget_account = ${account}` : sql``}
         and (${sql.join(
           partial.map(([a, b]) => sql`d.date_order between ${a} and ${b}`),
           sql` or `,
         )})`);
  }
  if (parts.length === 0)
    parts.push(sql`select id_budget_account, ${MOMENT_COLUMNS} from budget_balance where false`);
  if (!grouped) return sql.join(parts, sql` union all `);
  return sql`
    select id_budget_account, ${MOMENT_SUMS}
      from (${sql.join(parts, sql` union all `)}) x
     group by id_budget_account`;
}

/**
 * The period's accounts in code order off the kept place's index, each with `columns` from `joins`
 * (its own row `a`, its place `p`); with a window only that page is read, which is what keeps a page
 * of a per-account report at a few milliseconds however many accounts and lines there are.
 */
function accountRows(
  idClient: number,
  q: Filters,
  window: PageWindow | null | undefined,
  columns: SQL,
  joins: SQL = sql``,
  where: SQL = sql``,
): SQL {
  return sql`
    select p.code, a.description, ${columns}
      from budget_account_place p
      join budget_specific a on a.id = p.id
      ${joins}
     where p.id_client = ${idClient} and p.id_period = ${q.idPeriod} ${accountFilter(q, 'p')} ${where}
     order by p.code ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`;
}

/** The kept rows `x` (by `id_budget_account`) of the accounts an account filter leaves. */
const filteredBy = (q: Filters, x: string): SQL =>
  q.account
    ? sql`join budget_account_place p on p.id = ${sql.raw(x)}.id_budget_account ${accountFilter(q, 'p')}`
    : sql``;

/**
 * Totals of an execution report (initial, modified, updated, the three moments, available) over every
 * account the filter leaves, and what is caused and not paid: the initial amounts from the accounts, the
 * moments from `moments` (rows of kept totals, summed), `count` rows.
 */
const executionTotals = (idClient: number, q: Filters, moments: SQL, count: SQL): SQL => sql`
  select ${count} as "__count", c.initial, m.aditional - m.decrease as modified,
         c.initial + m.aditional - m.decrease as updated, m.committed, m.caused, m.paid,
         c.initial + m.aditional - m.decrease - m.committed as available, m.caused - m.paid as "toPay"
    from (select coalesce(sum(a.initial_amount), 0) as initial
            from budget_account_place p join budget_specific a on a.id = p.id
           where p.id_client = ${idClient} and p.id_period = ${q.idPeriod} ${accountFilter(q, 'p')}) c,
         (select coalesce(sum(x.aditional), 0) as aditional, coalesce(sum(x.decrease), 0) as decrease,
                 coalesce(sum(x.committed), 0) as committed, coalesce(sum(x.caused), 0) as caused,
                 coalesce(sum(x.paid), 0) as paid
            from (${moments}) x ${filteredBy(q, 'x')}) m`;

/** How many accounts of the period the filter leaves. */
const accountCount = (idClient: number, q: Filters): SQL => sql`
  (select count(*)::int from budget_account_place p
    where p.id_client = ${idClient} and p.id_period = ${q.idPeriod} ${accountFilter(q, 'p')})`;

const EXECUTION = ['initial', 'modified', 'updated', 'committed', 'caused', 'paid', 'available'];
const sums = sql.raw(EXECUTION.map((c) => `sum(${c}) as ${c}`).join(', '));

/**
 * The period's accounts summed by `key` (an expression of the place `p`), with one structure of the
 * group (for a level, its path): the initial amount and the kept moments as plain sums, from which
 * `executionOf` derives the rest once per group rather than once per account.
 */
const executionBy = (idClient: number, q: Filters, key: SQL): SQL => sql`
  select ${key} as key, min(p.structure) as structure, sum(a.initial_amount) as initial,
         coalesce(sum(b.aditional), 0) as aditional, coalesce(sum(b.decrease), 0) as decrease,
         coalesce(sum(b.committed), 0) as committed, coalesce(sum(b.caused), 0) as caused,
         coalesce(sum(b.paid), 0) as paid
    from budget_account_place p
    join budget_specific a on a.id = p.id
    left join budget_balance b on b.id_budget_account = p.id
   where p.id_client = ${idClient} and p.id_period = ${q.idPeriod} ${accountFilter(q, 'p')}
   group by 1`;

/** The execution columns from the plain sums `x` of `executionBy`. */
const executionOf = (x: string): SQL =>
  sql.raw(`${x}.initial, ${x}.aditional - ${x}.decrease as modified,
           ${x}.initial + ${x}.aditional - ${x}.decrease as updated, ${x}.committed, ${x}.caused, ${x}.paid,
           ${x}.initial + ${x}.aditional - ${x}.decrease - ${x}.committed as available`);

/**
 * The execution by classifier code (partida), summed over the accounts of every obra that use it:
 * what the classifier report rolls up. Summed before it is rolled up, so the rollup handles one row
 * per partida, not one per account.
 */
const classifiedAccounts = (idClient: number, q: Filters): SQL => sql`
  select x.key as account_code, ${executionOf('x')}
    from (${executionBy(idClient, q, sql`p.account_code`)}) x`;

/**
 * The execution rolled up the classifier: every account counted once at each level down to `depth`
 * (partida, genérica, específica), named from the period's classifier.
 */
const classifierRollup = (
  idClient: number,
  q: Filters & { depth: string },
  accounts: SQL = sql`(${classifiedAccounts(idClient, q)})`,
): SQL => sql`
  select g.code, coalesce(c.name, 'Sin denominación en el clasificador') as description,
         (array['Partida', 'Genérica', 'Específica'])[g.depth] as level, ${sums}
    from (select case d.depth when 1 then left(x.account_code, 4) || '.00.00.00'
                              when 2 then left(x.account_code, 7) || '.00.00'
                              else left(x.account_code, 10) || '.00' end as code, d.depth, x.*
            from ${accounts} x, generate_series(1, ${Number(q.depth)}) d(depth)) g
    left join budget_classifier c on c.id_period = ${q.idPeriod} and c.code = g.code
   group by g.code, g.depth, c.name`;

/** Month `month` of the period as its calendar year and month: `t.year`, `t.month`. */
const yearAndMonth = (idPeriod: number, month: number): SQL => sql`
  (select i / 12 as year, i % 12 + 1 as month from (select ${periodMonth(idPeriod, month)} as i) i) t`;

/** The month's and the quarter-to-date's moments from monthly rows (`t.target` is the month asked). */
const quarterSums = (back: number, x = ''): SQL => {
  const month = sql.raw(`(${x}year * 12 + ${x}month - 1)`);
  const sumIf = (column: string, months: number) =>
    sql`coalesce(sum(case when ${month} >= t.target - ${months} then ${sql.raw(x + column)} else 0 end), 0)`;
  return sql`${sumIf('committed', 0)} as "committedMonth", ${sumIf('caused', 0)} as "causedMonth",
             ${sumIf('paid', 0)} as "paidMonth", ${sumIf('committed', back)} as "committedQuarter",
             ${sumIf('caused', back)} as "causedQuarter", ${sumIf('paid', back)} as "paidQuarter"`;
};

/** One moment of monthly rows by calendar quarter, and its total. */
const byQuarter = (moment: string, x = ''): SQL => {
  const m = sql.raw(x + moment);
  const quarter = (n: number) =>
    sql`coalesce(sum(case when ${sql.raw(x)}month between ${3 * n - 2} and ${3 * n} then ${m} else 0 end), 0)`;
  return sql`${quarter(1)} as q1, ${quarter(2)} as q2, ${quarter(3)} as q3, ${quarter(4)} as q4,
             coalesce(sum(${m}), 0) as total`;
};

/** Kept rows from the period's start to the end of month `q.month` (12 by default) of the period. */
const toMonth = (idClient: number, q: Filters & { month?: number }, account?: SQL): SQL =>
  keptMonths(idClient, q.idPeriod, [0, periodMonth(q.idPeriod, q.month ?? 12)], (q.month ?? 12) > 6, account);

/** The period whose debts are asked: this one, or for the opening debts the institution's one before. */
const debtPeriod = (q: { idPeriod: number; debts: string }): SQL =>
  q.debts === 'opening'
    ? sql`(select prev.id from period cur
             join period prev on prev.id_client = cur.id_client and prev.start_date < cur.start_date
            where cur.id = ${q.idPeriod} order by prev.start_date desc limit 1)`
    : sql`${q.idPeriod}`;

/** The fifteen reports' SQL, each paired with its declaration. */
export const BUDGET_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(r.byLevel, {
    select: (idClient, q) => {
      const level = Number(q.level);
      const node = sql.identifier(`budget_level${level}`);
      // Summed per level off the kept places and totals, then named: the levels join once per group.
      return sql`
        select left(x.structure, ${3 * level - 1}) as code, n.name as description, ${executionOf('x')}
          from (${executionBy(idClient, q, sql.raw(`p.id_level${level}`))}) x
          join ${node} n on n.id = x.key`;
    },
    order: sql`r.code, r.description`,
    summary: (idClient, q) =>
      executionTotals(
        idClient,
        q,
        keptMonths(idClient, q.idPeriod, null, false),
        sql`(select count(distinct ${sql.raw(`p.id_level${Number(q.level)}`)})::int from budget_account_place p
              where p.id_client = ${idClient} and p.id_period = ${q.idPeriod} ${accountFilter(q, 'p')})`,
      ),
  }),

  reportSource(r.byAccounts, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        executionColumns('b'),
        sql`left join budget_balance b on b.id_budget_account = p.id`,
      ),
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) =>
      executionTotals(idClient, q, keptMonths(idClient, q.idPeriod, null, false), accountCount(idClient, q)),
  }),

  reportSource(r.byMonth, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        sql`m.aditional, m.decrease, m.committed, m.caused, m.paid`,
        sql`cross join ${yearAndMonth(q.idPeriod, q.month ?? 1)}
            join budget_balance_month m on m.id_budget_account = p.id and m.year = t.year and m.month = t.month`,
      ),
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) => sql`
      select count(*)::int as "__count", ${MOMENT_SUMS}
        from budget_balance_month m cross join ${yearAndMonth(q.idPeriod, q.month ?? 1)} ${filteredBy(q, 'm')}
       where m.id_client = ${idClient} and m.id_period = ${q.idPeriod} and m.year = t.year and m.month = t.month`,
  }),

  reportSource(r.monthAndQuarter, {
    select: (idClient, q, window) => {
      const month = q.month ?? 1;
      // The quarter runs from its first month to the month asked, in the same calendar year.
      const back = month - quarterOf(month);
      return accountRows(
        idClient,
        q,
        window,
        sql`m."committedMonth", m."causedMonth", m."paidMonth", m."committedQuarter", m."causedQuarter", m."paidQuarter"`,
        sql`cross join (select ${periodMonth(q.idPeriod, month)} as target) t
            join lateral (
              select ${quarterSums(back)} from budget_balance_month
               where id_budget_account = p.id
                 and (year, month) between ${yearMonth(sql`t.target - ${back}`)} and ${yearMonth(sql`t.target`)}
              having count(*) > 0) m on true`,
      );
    },
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) => {
      const month = q.month ?? 1;
      const back = month - quarterOf(month);
      const target = sql`(select ${periodMonth(q.idPeriod, month)} as target) t`;
      const quarter = (m: string) =>
        sql`${sql.raw(m)}.id_client = ${idClient} and ${sql.raw(m)}.id_period = ${q.idPeriod}
            and (${sql.raw(m)}.year, ${sql.raw(m)}.month) between ${yearMonth(sql`t.target - ${back}`)} and ${yearMonth(sql`t.target`)}`;
      // Unfiltered, the sums come from the period's kept months (three rows); the count still reads
      // which accounts moved in the quarter.
      if (!q.account)
        return sql`
          select (select count(distinct m.id_budget_account)::int from budget_balance_month m, ${target}
                   where ${quarter('m')}) as "__count", ${quarterSums(back, 'm.')}
            from budget_period_month m, ${target} where ${quarter('m')}`;
      return sql`
        select count(distinct m.id_budget_account)::int as "__count", ${quarterSums(back, 'm.')}
          from budget_balance_month m cross join ${target} ${filteredBy(q, 'm')}
         where ${quarter('m')}`;
    },
  }),

  reportSource(r.byDocument, {
    select: documentLines,
    // Lines in the order they were entered: the page comes off the documents' date index.
    order: sql`r."dateOrder", r."__doc", r."__line"`,
    summary: lineTotalsFromDocuments,
  }),

  reportSource(r.byDocumentAndDates, {
    select: documentLines,
    order: sql`r."dateOrder", r."__doc", r."__line"`,
    summary: lineTotalsFromDocuments,
  }),

  reportSource(r.byBeneficiary, {
    select: (idClient, q) => {
      // Whole months from each beneficiary's kept months, and only the documents of partial days.
      const { months, days } = rangeConditions(q);
      const one = q.idBeneficiary ? sql`and id_beneficiary = ${q.idBeneficiary}` : sql``;
      return sql`
        select b.code as "beneficiaryCode", b.name as beneficiary, x.documents, x.committed, x.caused, x.paid
          from (select id_beneficiary, sum(documents)::int as documents, sum(committed) as committed,
                       sum(caused) as caused, sum(paid) as paid
                  from (select id_beneficiary, documents, lines, committed, caused, paid
                          from budget_beneficiary_month
                         where id_client = ${idClient} and id_period = ${q.idPeriod} ${one} and ${months}
                        union all
                        select d.id_beneficiary,
                               (d.status = 'posted' and d.id_reverses is null and d.line_count > 0)::int,
                               d.line_count, d.total_committed, d.total_caused, d.total_paid
                          from budget_document d
                         where ${counted(idClient, { ...q, from: undefined, to: undefined })}
                           and d.id_beneficiary is not null and (${days})) u
                 group by id_beneficiary
                having sum(lines) > 0) x
          join beneficiary b on b.id = x.id_beneficiary`;
    },
    order: sql`r.beneficiary, r."beneficiaryCode"`,
  }),

  reportSource(r.expenses, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        sql`x.caused, x.paid, x.caused - x.paid as "toPay"`,
        sql`join lateral (${rangeMovements(idClient, q, sql`p.id`)}) x on true`,
        sql`and (x.caused <> 0 or x.paid <> 0)`,
      ),
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) => sql`
      select count(*)::int as "__count", coalesce(sum(x.caused), 0) as caused, coalesce(sum(x.paid), 0) as paid,
             coalesce(sum(x.caused - x.paid), 0) as "toPay"
        from (${rangeMovements(idClient, q)}) x ${filteredBy(q, 'x')}
       where x.caused <> 0 or x.paid <> 0`,
  }),

  reportSource(r.documentsAndRetentions, {
    select: (idClient, q) => sql`
      select d.number_text as number, dt.name as "typeName", d.date_order as "dateOrder", b.name as beneficiary,
             d.amount, coalesce(x.base, 0) as base, coalesce(x.iva, 0) as iva, coalesce(x.retention, 0) as retention,
             d.amount - coalesce(x.retention, 0) as net, d.id as "__doc"
        from budget_document d
        join document_type dt on dt.id = d.id_document_type
        left join beneficiary b on b.id = d.id_beneficiary
        left join lateral (
          select sum(amount_base) as base, sum(amount_tax_iva) as iva, sum(retention_iva) as retention
            from budget_bill where id_document = d.id) x on true
       where ${inForce(idClient, q)}`,
    order: sql`r."dateOrder", r."__doc"`,
    summary: (idClient, q) => {
      const documents = (where: SQL) => sql`
        select count(*)::int as n, coalesce(sum(d.amount), 0) as amount, coalesce(sum(x.base), 0) as base,
               coalesce(sum(x.iva), 0) as iva, coalesce(sum(x.retention), 0) as retention
          from budget_document d
          left join lateral (
            select sum(amount_base) as base, sum(amount_tax_iva) as iva, sum(retention_iva) as retention
              from budget_bill where id_document = d.id) x on true
         where ${where}`;
      const totals = (from: SQL) => sql`
        select t.n as "__count", t.amount, t.base, t.iva, t.retention, t.amount - t.retention as net from (${from}) t`;
      if (q.idDocumentType || q.idBeneficiary) return totals(documents(inForce(idClient, q)));
      // Unfiltered: whole months from the period's kept months, and only the documents of partial days.
      const { months, days } = rangeConditions(q);
      return totals(sql`
        select k.n + p.n as n, k.amount + p.amount as amount, k.base + p.base as base, k.iva + p.iva as iva,
               k.retention + p.retention as retention
          from (select coalesce(sum(in_force), 0)::int as n, coalesce(sum(amount), 0) as amount,
                       coalesce(sum(bill_base), 0) as base, coalesce(sum(bill_iva), 0) as iva,
                       coalesce(sum(bill_retention), 0) as retention
                  from budget_period_month
                 where id_client = ${idClient} and id_period = ${q.idPeriod} and ${months}) k,
               (${documents(sql`${inForce(idClient, { ...q, from: undefined, to: undefined })} and (${days})`)}) p`);
    },
  }),

  reportSource(r.accountByQuarter, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        sql`m.q1, m.q2, m.q3, m.q4, m.total`,
        sql`join lateral (
              select ${byQuarter(q.moment)} from budget_balance_month
               where id_budget_account = p.id having count(*) > 0) m on true`,
      ),
    pages: true,
    order: sql`r.code`,
    // Unfiltered, the quarters come from the period's kept months (twelve rows); the count is of the
    // accounts that moved, read off the monthly key.
    summary: (idClient, q) =>
      q.account
        ? sql`
          select count(distinct m.id_budget_account)::int as "__count", ${byQuarter(q.moment, 'm.')}
            from budget_balance_month m ${filteredBy(q, 'm')}
           where m.id_client = ${idClient} and m.id_period = ${q.idPeriod}`
        : sql`
          select (select count(*)::int from budget_account_place p
                   where p.id_client = ${idClient} and p.id_period = ${q.idPeriod}
                     and exists (select from budget_balance_month k where k.id_budget_account = p.id)) as "__count",
                 ${byQuarter(q.moment, 'm.')}
            from budget_period_month m where m.id_client = ${idClient} and m.id_period = ${q.idPeriod}`,
  }),

  reportSource(r.financialByRange, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        sql`a.initial_amount as initial, coalesce(x.aditional, 0) - coalesce(x.decrease, 0) as modified,
            coalesce(x.committed, 0) as committed, coalesce(x.caused, 0) as caused, coalesce(x.paid, 0) as paid,
            coalesce(x.caused, 0) - coalesce(x.paid, 0) as "toPay"`,
        sql`left join lateral (${rangeMovements(idClient, q, sql`p.id`)}) x on true`,
      ),
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) =>
      executionTotals(idClient, q, rangeMovements(idClient, q, undefined, false), accountCount(idClient, q)),
  }),

  reportSource(r.cumulativeToMonth, {
    select: (idClient, q, window) =>
      accountRows(
        idClient,
        q,
        window,
        executionColumns('m'),
        sql`left join lateral (
              select ${MOMENT_SUMS} from (${toMonth(idClient, q, sql`p.id`)}) k) m on true`,
      ),
    pages: true,
    order: sql`r.code`,
    summary: (idClient, q) => executionTotals(idClient, q, toMonth(idClient, q), accountCount(idClient, q)),
  }),

  reportSource(r.byClassifier, {
    select: (idClient, q) => classifierRollup(idClient, q),
    order: sql`r.code`,
    // Totals count each account once, at its partida; the partidas are summed once for both.
    summary: (idClient, q) => sql`
      with partidas as materialized (${classifiedAccounts(idClient, q)})
      select (select count(*)::int from (${classifierRollup(idClient, q, sql`partidas`)}) r) as "__count", ${sums}
        from partidas x`,
  }),

  reportSource(r.debts, {
    // The kept debts (budget_debt), off their index in the report's order.
    select: (idClient, q, window) => sql`
      select case x.debt when 1 then 'Por causar' else 'Por pagar' end as debt, d.number_text as number,
             dt.name as "typeName", x.date_order as "dateOrder", b.name as beneficiary, x.amount, x.drawn,
             x.amount - x.drawn as pending, x.id as "__doc"
        from budget_debt x
        join budget_document d on d.id = x.id
        join document_type dt on dt.id = d.id_document_type
        left join beneficiary b on b.id = d.id_beneficiary
       where x.id_client = ${idClient} and x.id_period = ${debtPeriod(q)}
       order by x.debt, x.date_order, x.id ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`,
    pages: true,
    order: sql`r.debt, r."dateOrder", r."__doc"`,
    summary: (idClient, q) => sql`
      select count(*)::int as "__count", coalesce(sum(amount), 0) as amount, coalesce(sum(drawn), 0) as drawn,
             coalesce(sum(amount - drawn), 0) as pending
        from budget_debt where id_client = ${idClient} and id_period = ${debtPeriod(q)}`,
  }),

  reportSource(r.cashOut, {
    select: (idClient, q) => sql`
      select d.number_text as number, d.date_order as "dateOrder", b.name as beneficiary, d.description,
             (select string_agg(coalesce(o.number_text, ''), ', ' order by o.id)
                from budget_document_source s join budget_document o on o.id = s.id_document_source
               where s.id_document = d.id) as orders,
             d.amount, d.id as "__doc"
        from budget_document d
        left join beneficiary b on b.id = d.id_beneficiary
       where ${inForce(idClient, q)}
         and d.id_document_type = (select id from document_type where code = 12)`,
    order: sql`r."dateOrder", r."__doc"`,
  }),
];
