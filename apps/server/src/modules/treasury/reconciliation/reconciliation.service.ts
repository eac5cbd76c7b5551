import {
  type AutoMatchInput,
  type AutoMatchResult,
  type BookLineInput,
  CREDIT_NOTE_KIND,
  DEBIT_NOTE_KIND,
  formatMoney,
  type ManualMatchInput,
  MONTHS,
  type ReconciliationItem,
  type ReconciliationKey,
  type ReconciliationMatch,
  type ReconciliationSummary,
  type ReconciliationView,
  reconciliationItem,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { assertPeriodOpen } from '../../../platform/periods/period.ts';
import { KIND_CODE, movements, SIGNED } from '../bank-movements/bank-movement.service.ts';
import { assertMonthOpen, lastClosedMonth } from './closed-months.ts';
import { reasonOf } from './reasons.ts';

/** How far apart the book and the bank may date the same money, in days, by rule. */
export const WINDOWS = {
  /** A cheque is cashed when the payee takes it to the bank: weeks, sometimes months later. */
  reference: { before: 5, after: 120 },
  /** Without a reference, only a close date tells two equal amounts apart. */
  amount: { before: 3, after: 5 },
  group: { before: 0, after: 5 },
};
/** How many unmatched items of each side the view lists; the rest are counted. */
const SHOWN = 500;
const SHOWN_MATCHES = 200;

/** The account, the period and the month's bounds, once the key is known to be the caller's. */
export interface Scope extends ReconciliationKey {
  idClient: number;
  accountNumber: string;
  bankName: string;
  from: string;
  to: string;
  periodStart: string;
}

export async function scopeOf(db: Db, idClient: number, key: ReconciliationKey): Promise<Scope> {
  const found = await db.execute<{
    account_number: string;
    bank_name: string;
    period_start: string | null;
    from: string | null;
    to: string | null;
  }>(sql`
    select a.account_number, b.name as bank_name, to_char(p.start_date, 'YYYY-MM-DD') as period_start,
           to_char(m.first, 'YYYY-MM-DD') as "from",
           to_char((m.first + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as "to"
      from bank_account a
      join bank b on b.id = a.id_bank
      left join period p on p.id = ${key.idPeriod} and p.id_client = ${idClient}
      left join lateral (
        -- A period that does not start in January runs into the next year: a month before its first is there.
        select make_date(extract(year from p.start_date)::int
                         + case when ${key.month}::int < extract(month from p.start_date) then 1 else 0 end,
                         ${key.month}::int, 1) as first) m on true
     where a.id = ${key.idBankAccount} and a.id_client = ${idClient}`);
  const row = found.rows[0];
  if (!row) throw notFound('Cuenta bancaria no encontrada');
  if (!row.period_start || !row.from || !row.to) throw notFound('Período no encontrado');
  const period = await db.execute<{ inside: boolean }>(sql`
    select ${row.to}::date >= start_date and ${row.from}::date <= end_date as inside from period where id = ${key.idPeriod}`);
  if (!period.rows[0]?.inside)
    throw badRequest('El mes no está en el período', [
      { field: 'month', message: 'El mes no está en el período' },
    ]);
  return {
    ...key,
    idClient,
    accountNumber: row.account_number,
    bankName: row.bank_name,
    from: row.from,
    to: row.to,
    periodStart: row.period_start,
  };
}

type Source = 'movement' | 'line' | 'transit';

/** An item is matched as of a month when a match of that month or an earlier one holds it. */
const matchedAsOf = (source: Source, id: SQL, month: number | null) =>
  month === null
    ? sql`exists (select 1 from reconciliation_item i where i.source = ${source} and i.id_item = ${id})`
    : sql`exists (select 1 from reconciliation_item i join reconciliation_match mt on mt.id = i.id_match
                   where i.source = ${source} and i.id_item = ${id} and mt.month <= ${month})`;

/**
 * How a side's items are told from the matched ones. `probe`: one look at `reconciliation_item`
 * per item, which holds whatever the statistics say. `set`: the account's matches in force (of the
 * period, up to the month) read once from their own lists into `matched` and hashed, which is what
 * a run over 100.000 items a side wants; only under `enable_nestloop = off` (see `autoMatch`), since
 * a stale estimate of one match would otherwise scan the set once per item.
 */
type Lookup = 'probe' | 'set';

const matchedIn = (lookup: Lookup, month: number | null) => (source: Source, id: SQL) =>
  lookup === 'probe'
    ? matchedAsOf(source, id, month)
    : sql`exists (select 1 from matched i where i.source = ${source} and i.id = ${id})`;

const withMatched = (lookup: Lookup, s: Scope, month: number | null) =>
  lookup === 'probe'
    ? sql``
    : sql`with matched as materialized (
        select u.source, u.id from reconciliation_match mt cross join lateral unnest(mt.sources, mt.ids) as u(source, id)
         where mt.id_client = ${s.idClient} and mt.id_bank_account = ${s.idBankAccount} and mt.id_period = ${s.idPeriod}
           and mt.undone_at is null ${month === null ? sql`` : sql`and mt.month <= ${month}`})`;

/**
 * The book's items of the account up to the month's end: the posted movements (an annulled one and
 * its reversal, both unmatched by then, net to nothing and leave) and the book-side items in transit
 * when the period started (cheques not cashed, deposits not credited). `month` is the period's
 * month of the item (0 for what comes from before the period). `unmatchedAsOf` null: unmatched at all.
 */
export function bookItems(s: Scope, unmatchedAsOf: number | null, lookup: Lookup = 'probe'): SQL {
  const matched = matchedIn(lookup, unmatchedAsOf);
  return sql`
    ${withMatched(lookup, s, unmatchedAsOf)}
    select 'movement'::text as source, m.id, m.movement_date as date, ${KIND_CODE} as kind, m.reference,
           m.description, (${SIGNED})::numeric(18, 2) as amount, extract(month from m.movement_date)::int as month
      from bank_movement m
     where m.id_client = ${s.idClient} and m.id_bank_account = ${s.idBankAccount} and m.id_period = ${s.idPeriod}
       and m.status <> 'draft' and m.movement_date <= ${s.to}::date
       and not ${matched('movement', sql`m.id`)}
       and not (m.status = 'annulled' and m.id_reverses is null and exists (
                  select 1 from bank_movement r where r.id_reverses = m.id and r.movement_date <= ${s.to}::date
                     and not ${matched('movement', sql`r.id`)}))
       and not (m.id_reverses is not null and not ${matched('movement', sql`m.id_reverses`)})
    union all
    select 'transit', t.id, t.operation_date, t.kind, t.reference, coalesce(t.description, 'Operación en tránsito'),
           case when t.kind = 'CH' then -t.amount else t.amount end, 0
      from transit_operation t
     where t.id_client = ${s.idClient} and t.id_bank_account = ${s.idBankAccount} and t.id_period = ${s.idPeriod}
       and t.kind in ('CH', 'DP') and not ${matched('transit', sql`t.id`)}`;
}

/** The bank's items up to the month: its statements' lines and the bank-side items in transit. */
export function bankItems(s: Scope, unmatchedAsOf: number | null, lookup: Lookup = 'probe'): SQL {
  const matched = matchedIn(lookup, unmatchedAsOf);
  return sql`
    ${withMatched(lookup, s, unmatchedAsOf)}
    select 'line'::text as source, l.id, l.line_date as date, null::text as kind, l.reference, l.description,
           l.amount, st.month
      from bank_statement_line l
      join bank_statement st on st.id = l.id_statement
     where st.id_client = ${s.idClient} and st.id_bank_account = ${s.idBankAccount} and st.id_period = ${s.idPeriod}
       and st.month <= ${s.month} and not ${matched('line', sql`l.id`)}
    union all
    select 'transit', t.id, t.operation_date, t.kind, t.reference, coalesce(t.description, 'Operación en tránsito'),
           case when t.kind = 'ND' then -t.amount else t.amount end, 0
      from transit_operation t
     where t.id_client = ${s.idClient} and t.id_bank_account = ${s.idBankAccount} and t.id_period = ${s.idPeriod}
       and t.kind in ('NC', 'ND') and not ${matched('transit', sql`t.id`)}`;
}

const ITEM_COLUMNS = sql`source, id, to_char(date, 'YYYY-MM-DD') as date, kind, reference, description, amount::text as amount`;

/** The reconciliation of the account's month as it stands: the statement, what is in transit, the matches. */
export async function readReconciliation(
  db: Db,
  idClient: number,
  key: ReconciliationKey,
): Promise<ReconciliationView> {
  const s = await scopeOf(db, idClient, key);
  const closed = await db.execute<{ closed_at: string | Date; closed_by: string | null }>(sql`
    select r.closed_at, u.username as closed_by from bank_reconciliation r left join app_user u on u.id = r.closed_by
     where r.id_client = ${idClient} and r.id_bank_account = ${s.idBankAccount} and r.id_period = ${s.idPeriod}
       and r.month = ${s.month}`);
  const figures = await db.execute<{
    id_statement: number | null;
    closing: string | null;
    book: string;
    book_out: string;
    book_in: string;
    bank_in: string;
    bank_out: string;
    book_n: number;
    bank_n: number;
  }>(sql`
    with book as (${bookItems(s, s.month)}), bank as (${bankItems(s, s.month)})
    select (select id from bank_statement where id_client = ${idClient} and id_bank_account = ${s.idBankAccount}
              and id_period = ${s.idPeriod} and month = ${s.month}) as id_statement,
           (select closing_balance::text from bank_statement where id_client = ${idClient}
              and id_bank_account = ${s.idBankAccount} and id_period = ${s.idPeriod} and month = ${s.month}) as closing,
           (coalesce((select book_balance from opening_balance where id_client = ${idClient}
                       and id_bank_account = ${s.idBankAccount} and id_period = ${s.idPeriod}), 0)
            + coalesce((select sum(${SIGNED}) from bank_movement m
                         where m.id_client = ${idClient} and m.id_bank_account = ${s.idBankAccount}
                           and m.id_period = ${s.idPeriod} and m.status <> 'draft'
                           and m.movement_date <= ${s.to}::date), 0))::numeric(18, 2)::text as book,
           coalesce(-(select sum(amount) from book where amount < 0), 0)::numeric(18, 2)::text as book_out,
           coalesce((select sum(amount) from book where amount > 0), 0)::numeric(18, 2)::text as book_in,
           coalesce((select sum(amount) from bank where amount > 0), 0)::numeric(18, 2)::text as bank_in,
           coalesce(-(select sum(amount) from bank where amount < 0), 0)::numeric(18, 2)::text as bank_out,
           (select count(*) from book)::int as book_n, (select count(*) from bank)::int as bank_n`);
  const f = figures.rows[0];
  if (!f) throw new Error('Sin cifras de conciliación');
  const computed = new Decimal(f.book).plus(f.book_out).minus(f.book_in).plus(f.bank_in).minus(f.bank_out);
  const summary: ReconciliationSummary = {
    bookBalance: f.book,
    plusBookOutflows: f.book_out,
    minusBookInflows: f.book_in,
    plusBankCredits: f.bank_in,
    minusBankDebits: f.bank_out,
    computedBankBalance: computed.toFixed(2),
    bankBalance: f.closing,
    difference: f.closing === null ? null : computed.minus(f.closing).toFixed(2),
  };
  const book = await selectRows(
    db,
    reconciliationItem,
    sql`select ${ITEM_COLUMNS} from (${bookItems(s, s.month)}) x order by date, id limit ${SHOWN}`,
  );
  const bank = await selectRows(
    db,
    reconciliationItem,
    sql`select ${ITEM_COLUMNS} from (${bankItems(s, s.month)}) x order by date, id limit ${SHOWN}`,
  );
  const matches = await matchesOf(db, s);
  const done = closed.rows[0];
  return {
    idBankAccount: s.idBankAccount,
    idPeriod: s.idPeriod,
    month: s.month,
    accountNumber: s.accountNumber,
    bankName: s.bankName,
    from: s.from,
    to: s.to,
    status: done ? 'closed' : 'open',
    closedAt: done ? new Date(done.closed_at).toISOString() : null,
    closedBy: done?.closed_by ?? null,
    idStatement: f.id_statement,
    summary,
    book,
    bank,
    bookMore: Math.max(0, f.book_n - book.length),
    bankMore: Math.max(0, f.bank_n - bank.length),
    matches: matches.rows,
    matchCount: matches.count,
  };
}

/** The month's matches, newest first, each with its items on both sides (one query for all). */
async function matchesOf(db: Db, s: Scope, only?: number) {
  const found = await db.execute<{
    id: number;
    rule: ReconciliationMatch['rule'];
    side: 'book' | 'bank';
    item: ReconciliationItem | null;
    total: number;
  }>(sql`
    with chosen as (
      select mt.id, mt.rule, mt.sources, mt.ids, count(*) over ()::int as total from reconciliation_match mt
       where mt.id_client = ${s.idClient} and mt.id_bank_account = ${s.idBankAccount} and mt.id_period = ${s.idPeriod}
         and mt.undone_at is null and ${only === undefined ? sql`mt.month = ${s.month}` : sql`mt.id = ${only}`}
       order by mt.id desc limit ${SHOWN_MATCHES})
    select c.id, c.rule, c.total, x.side, to_jsonb(x) - 'side' as item
      from chosen c
      cross join lateral unnest(c.sources, c.ids) as i(source, id_item)
      join lateral (
        select 'book' as side, 'movement' as source, m.id, to_char(m.movement_date, 'YYYY-MM-DD') as date,
               ${KIND_CODE} as kind, m.reference, m.description, (${SIGNED})::numeric(18, 2)::text as amount
          from bank_movement m
         where i.source = 'movement' and m.id = i.id_item
        union all
        select 'bank', 'line', l.id, to_char(l.line_date, 'YYYY-MM-DD'), null, l.reference, l.description, l.amount::text
          from bank_statement_line l where i.source = 'line' and l.id = i.id_item
        union all
        select case when t.kind in ('CH', 'DP') then 'book' else 'bank' end, 'transit', t.id,
               to_char(t.operation_date, 'YYYY-MM-DD'), t.kind, t.reference,
               coalesce(t.description, 'Operación en tránsito'),
               (case when t.kind in ('CH', 'ND') then -t.amount else t.amount end)::text
          from transit_operation t where i.source = 'transit' and t.id = i.id_item) x on true
     order by c.id desc, x.side, x.date, x.id`);
  const byId = new Map<number, ReconciliationMatch>();
  for (const row of found.rows) {
    const match = byId.get(row.id) ?? { id: row.id, rule: row.rule, reason: '', book: [], bank: [] };
    byId.set(row.id, match);
    if (row.item) match[row.side].push(row.item);
  }
  const rows = [...byId.values()].map((m) => ({ ...m, reason: reasonOf(m.rule, m.book, m.bank) }));
  return { rows, count: found.rows[0]?.total ?? 0 };
}

/** A reference as banks print it: capitals and digits, without leading zeros. */
const normal = (ref: SQL) =>
  sql`ltrim(regexp_replace(upper(coalesce(${ref}, '')), '[^0-9A-Z]', '', 'g'), '0')`;

/** A pair's book item (`b`) and bank item (`k`), as the one-to-one rules yield them. */
const PAIR = sql.raw('b.source as book_source, b.id as book_id, k.source as bank_source, k.id as bank_id');

/**
 * What a rule left of a side: the side (`from`) without the items the rule (`rule`) took. A pair
 * rule names its book and bank items (`PAIR`); a group rule lists them (`sources`, `ids`).
 */
const left = (name: string, from: string, rule: string, side: 'book' | 'bank' | 'group') =>
  sql.raw(
    `${name} as (select * from ${from} x where not exists (${
      side === 'group'
        ? `select 1 from ${rule} p cross join lateral unnest(p.sources, p.ids) as t(source, id)
          where t.source = x.source and t.id = x.id`
        : `select 1 from ${rule} p where p.${side}_id = x.id and p.${side}_source = x.source`
    }))`,
  );

/**
 * Automatic matching of the month, in SQL, rule after rule over what is still unmatched: the same
 * reference and amount (a cheque and its cashing, dated within `WINDOWS.reference`); then the same
 * amount on close dates (one to one, in date order, within `WINDOWS.amount`); then several items of
 * one side on one day whose sum is one item of the other (a deposit slip's cheques credited as one
 * line, or the bank's split of one transfer). Nothing pairs into a closed month.
 *
 * One statement does it all: each side is read once, each rule works on what the rules before it
 * left, and the matches and their items are written at the end. 100.000 items a side took 15 s when
 * each rule wrote its matches and removed them from working tables; see docs/performance.md. Each
 * side is told from what is matched by one hash of the account's matches (`Lookup` 'set'): a probe
 * per item into `reconciliation_item` was a third of the run's reading.
 */
export async function autoMatch(db: Db, auth: AuthContext, key: AutoMatchInput): Promise<AutoMatchResult> {
  return withTransaction(db, auth, async (tx) => {
    const s = await lockScope(tx, auth, key);
    const closed = await lastClosedMonth(tx, { ...s });
    // A run sorts and hashes its 200.000 items: in memory, not in temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    // Every join of the run is of sets of thousands: hashed or merged, never one side scanned per row
    // of the other, whatever the statistics say. The embedded database has no autovacuum to refresh
    // them: after a first run they still count no matches, and a nested loop over the 95.000 it
    // wrote took minutes.
    await tx.execute(sql`set local enable_nestloop = off`);
    const open = (month: SQL) => sql`${month} > ${closed}`;

    const w = WINDOWS.reference;
    const byReference = sql`
      b_ref as (select *, row_number() over (partition by amount, ref order by date, id) as rn from book0 where ref <> ''),
      k_ref as (select *, row_number() over (partition by amount, ref order by date, id) as rn from bank0 where ref <> ''),
      by_reference as (
        select 'reference' as rule, greatest(b.month, k.month) as month, ${PAIR}
          from b_ref b join k_ref k on k.amount = b.amount and k.ref = b.ref and k.rn = b.rn
         where k.date between b.date - ${w.before}::int and b.date + ${w.after}::int
           and ${open(sql`greatest(b.month, k.month)`)})`;

    const a = WINDOWS.amount;
    const byAmount = sql`
      b_amount as (select *, row_number() over (partition by amount order by date, id) as rn from book1),
      k_amount as (select *, row_number() over (partition by amount order by date, id) as rn from bank1),
      by_amount as (
        select 'amount' as rule, greatest(b.month, k.month) as month, ${PAIR}
          from b_amount b join k_amount k on k.amount = b.amount and k.rn = b.rn
         where k.date between b.date - ${a.before}::int and b.date + ${a.after}::int
           and ${open(sql`greatest(b.month, k.month)`)})`;

    const g = WINDOWS.group;
    /** Several items of `many` on one day against one of `one`; `name` is the rule's CTE. */
    const group = (name: string, many: string, one: string, manyIsBook: boolean) => sql`
      ${sql.raw(name)}_many as (
        select date, sum(amount) as amount, max(month) as month,
               array_agg(source order by id) as sources, array_agg(id order by id) as ids,
               row_number() over (partition by sum(amount) order by date) as rn
          from ${sql.raw(many)} group by date, sign(amount) having count(*) > 1),
      ${sql.raw(name)}_one as (
        select *, row_number() over (partition by amount order by date, id) as rn from ${sql.raw(one)}),
      ${sql.raw(name)} as (
        select 'group' as rule, greatest(gr.month, single.month) as month, gr.sources || single.source as sources, gr.ids || single.id as ids
          from ${sql.raw(name)}_many gr join ${sql.raw(name)}_one single on single.amount = gr.amount and single.rn = gr.rn
         where ${manyIsBook ? sql`single.date between gr.date - ${g.before}::int and gr.date + ${g.after}::int` : sql`gr.date between single.date - ${g.before}::int and single.date + ${g.after}::int`}
           and ${open(sql`greatest(gr.month, single.month)`)})`;

    const found = await tx.execute<{ reference: number; amount: number; group: number }>(sql`
      with book0 as materialized (
        select source, id, date, amount, month, ${normal(sql`reference`)} as ref from (${bookItems(s, null, 'set')}) x),
      bank0 as materialized (
        select source, id, date, amount, month, ${normal(sql`reference`)} as ref from (${bankItems(s, null, 'set')}) x),
      ${byReference},
      ${left('book1', 'book0', 'by_reference', 'book')}, ${left('bank1', 'bank0', 'by_reference', 'bank')},
      ${byAmount},
      ${left('book2', 'book1', 'by_amount', 'book')}, ${left('bank2', 'bank1', 'by_amount', 'bank')},
      ${group('by_book_group', 'book2', 'bank2', true)},
      ${left('book3', 'book2', 'by_book_group', 'group')}, ${left('bank3', 'bank2', 'by_book_group', 'group')},
      ${group('by_bank_group', 'bank3', 'book3', false)},
      pairs as (
        select nextval('reconciliation_match_id_seq'::regclass)::int as id_match, p.*
          from (select rule, month, array[book_source, bank_source] as sources, array[book_id, bank_id] as ids
                  from by_reference
                union all
                select rule, month, array[book_source, bank_source], array[book_id, bank_id] from by_amount
                union all select * from by_book_group union all select * from by_bank_group) p),
      matches as (
        insert into reconciliation_match (id, id_client, id_period, id_bank_account, month, rule, sources, ids, created_by)
        select id_match, ${s.idClient}, ${s.idPeriod}, ${s.idBankAccount}, month, rule, sources, ids, ${auth.idUser}
          from pairs
        returning rule),
      items as (
        insert into reconciliation_item (source, id_item, id_match)
        select i.source, i.id, p.id_match from pairs p cross join lateral unnest(p.sources, p.ids) as i(source, id)
        returning 1)
      select count(*) filter (where rule = 'reference')::int as reference,
             count(*) filter (where rule = 'amount')::int as amount,
             count(*) filter (where rule = 'group')::int as "group",
             (select count(*) from items) as items
        from matches`);
    const n = found.rows[0];
    // Groups of items a few days apart, the treasurer's window, over what the rules above left.
    const spread = key.groupDays > 0 ? await groupAcrossDays(tx, auth, s, closed, key.groupDays) : 0;
    return { byReference: n?.reference ?? 0, byAmount: n?.amount ?? 0, byGroup: (n?.group ?? 0) + spread };
  });
}

/** An item as the windowed groups read it: its amount in céntimos and its day as a number. */
interface Loose {
  source: string;
  id: number;
  day: number;
  cents: number;
  month: number;
}

/** Most items of one side a windowed group joins, and most candidates it looks among for one item. */
const GROUP_MOST = 4;
const GROUP_CANDIDATES = 20;

/**
 * Several items of one side dated up to `groupDays` apart whose sum is one item of the other (two
 * deposits of the 20th and the 21st credited as one line; one transfer the bank split over two days),
 * among what is still unmatched. Each item of the other side, oldest first, takes the group nearest
 * in time (fewest days spanned, then fewest items, then the earliest), of 2 to GROUP_MOST items among the
 * GROUP_CANDIDATES closest to it; the dates keep to the rule's window (`WINDOWS.group`) stretched by the
 * days asked. Nothing pairs into a closed month. Answers how many groups it made.
 */
async function groupAcrossDays(tx: Tx, auth: AuthContext, s: Scope, closed: number, groupDays: number) {
  const read = async (items: SQL) =>
    (
      await tx.execute<{ source: string; id: number; day: number; cents: string; month: number }>(sql`
        select source, id, (date - date '2000-01-01')::int as day, (amount * 100)::bigint::text as cents, month
          from (${items}) x order by date, id`)
    ).rows.map((r) => ({ ...r, cents: Number(r.cents) }));
  const book = await read(bookItems(s, null));
  const bank = await read(bankItems(s, null));
  const taken = new Set<string>();
  const key = (i: Loose) => `${i.source}:${i.id}`;
  const g = WINDOWS.group;
  const made: { month: number; items: Loose[] }[] = [];
  const pass = (many: Loose[], one: Loose[], manyIsBook: boolean) => {
    for (const single of one) {
      if (taken.has(key(single))) continue;
      // The book's items come before the bank's line that joins them; the bank's lines after the book's item.
      const near = many
        .filter(
          (m) =>
            !taken.has(key(m)) &&
            Math.sign(m.cents) === Math.sign(single.cents) &&
            (manyIsBook
              ? single.day - m.day >= -g.before && single.day - m.day <= g.after + groupDays
              : m.day - single.day >= -g.before && m.day - single.day <= g.after + groupDays),
        )
        .sort((a, b) => Math.abs(a.day - single.day) - Math.abs(b.day - single.day) || a.day - b.day)
        .slice(0, GROUP_CANDIDATES);
      const group = bestGroup(near, single.cents, groupDays);
      if (!group) continue;
      const month = Math.max(single.month, ...group.map((m) => m.month));
      if (month <= closed) continue;
      for (const m of [...group, single]) taken.add(key(m));
      made.push({ month, items: manyIsBook ? [...group, single] : [single, ...group] });
    }
  };
  pass(book, bank, true);
  pass(bank, book, false);
  await recordMatches(tx, auth, s, 'group', made);
  return made.length;
}

/** A match to write: the month it belongs to and its items on both sides. */
interface MatchToRecord {
  month: number;
  items: readonly { source: string; id: number }[];
}

/**
 * Writes matches of one rule and their items, all in one statement (PostgreSQL runs a data-changing
 * WITH whether or not the query reads it), and answers their ids in the order given. Each caller has
 * checked its items are unmatched under the account's lock (lockScope).
 */
async function recordMatches(
  tx: Tx,
  auth: AuthContext,
  s: Scope,
  rule: ReconciliationMatch['rule'],
  made: readonly MatchToRecord[],
): Promise<number[]> {
  if (made.length === 0) return [];
  const given = made.map((m, n) => ({
    n,
    month: m.month,
    sources: m.items.map((i) => i.source),
    ids: m.items.map((i) => i.id),
  }));
  const found = await tx.execute<{ id: number }>(sql`
    with given as materialized (
      select g.n, g.month, g.sources, g.ids, nextval('reconciliation_match_id_seq'::regclass)::int as id
        from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as g(n int, month int, sources text[], ids int[])),
    matches as (
      insert into reconciliation_match (id, id_client, id_period, id_bank_account, month, rule, sources, ids, created_by)
      select id, ${s.idClient}, ${s.idPeriod}, ${s.idBankAccount}, month, ${rule}, sources, ids, ${auth.idUser}
        from given),
    items as (
      insert into reconciliation_item (id_match, source, id_item)
      select g.id, i.source, i.id from given g cross join lateral unnest(g.sources, g.ids) as i(source, id))
    select id from given order by n`);
  return found.rows.map((r) => r.id);
}

/** A match just made, as the reconciliation screen shows it, read after its transaction committed. */
async function readMatch(
  db: Db,
  auth: AuthContext,
  key: ReconciliationKey,
  id: number,
): Promise<ReconciliationMatch> {
  const made = await matchesOf(db, await scopeOf(db, auth.idClient, key), id);
  const match = made.rows[0];
  if (!match) throw new Error('No se leyó la conciliación hecha');
  return match;
}

/** Of `near`, the 2 to GROUP_MOST items spanning at most `groupDays` whose céntimos sum to `cents`: the tightest. */
function bestGroup(near: Loose[], cents: number, groupDays: number): Loose[] | null {
  let best: Loose[] | null = null;
  const span = (items: Loose[]) =>
    Math.max(...items.map((i) => i.day)) - Math.min(...items.map((i) => i.day));
  const better = (a: Loose[]) =>
    !best || span(a) < span(best) || (span(a) === span(best) && a.length < best.length);
  const walk = (from: number, chosen: Loose[], sum: number) => {
    if (chosen.length >= 2 && sum === cents && span(chosen) <= groupDays && better(chosen))
      best = [...chosen];
    if (chosen.length === GROUP_MOST) return;
    for (let i = from; i < near.length; i++) {
      const item = near[i] as Loose;
      // Every candidate has the single's sign: past its amount, a group only grows away from it.
      if (Math.abs(sum + item.cents) > Math.abs(cents)) continue;
      chosen.push(item);
      if (span(chosen) <= groupDays) walk(i + 1, chosen, sum + item.cents);
      chosen.pop();
    }
  };
  walk(0, [], 0);
  return best;
}

/**
 * Serialises the work on one account's reconciliation (two people matching at once would take one
 * item twice), on an open period.
 */
async function lockScope(tx: Tx, auth: AuthContext, key: ReconciliationKey): Promise<Scope> {
  const s = await scopeOf(tx, auth.idClient, key);
  await assertPeriodOpen(tx, auth, s.idPeriod);
  await tx.execute(sql`select id from bank_account where id = ${s.idBankAccount} for update`);
  return s;
}

/**
 * Matches by hand what the person chose: at least one item on each side, all of this account and
 * period, unmatched, within the month, and the book's sum equal to the bank's.
 */
export async function manualMatch(
  db: Db,
  auth: AuthContext,
  input: ManualMatchInput,
): Promise<ReconciliationMatch> {
  const id = await withTransaction(db, auth, async (tx) => {
    const s = await lockScope(tx, auth, input);
    const ids = (values: number[]) =>
      values.length
        ? sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )
        : sql`null`;
    const chosen = await tx.execute<{
      side: 'book' | 'bank';
      source: string;
      id: number;
      amount: string;
      month: number;
    }>(sql`
      select 'book' as side, source, id, amount::text, month from (${bookItems(s, null)}) b
       where (source = 'movement' and id in (${ids(input.movements)})) or (source = 'transit' and id in (${ids(input.transits)}))
      union all
      select 'bank', source, id, amount::text, month from (${bankItems(s, null)}) k
       where (source = 'line' and id in (${ids(input.lines)})) or (source = 'transit' and id in (${ids(input.transits)}))`);
    const asked = new Set(input.movements).size + new Set(input.lines).size + new Set(input.transits).size;
    if (chosen.rows.length !== asked)
      throw conflict(
        'Alguna partida elegida ya está conciliada, no es de esta cuenta o es posterior al mes: recargue la conciliación.',
      );
    const sum = (side: 'book' | 'bank') =>
      chosen.rows.filter((r) => r.side === side).reduce((t, r) => t.plus(r.amount), new Decimal(0));
    if (!chosen.rows.some((r) => r.side === 'book') || !chosen.rows.some((r) => r.side === 'bank'))
      throw badRequest('Elija al menos una partida del libro y una del banco');
    if (!sum('book').eq(sum('bank')))
      throw new AppError(
        422,
        `No cuadran: el libro suma ${formatMoney(sum('book').toFixed(2))} y el banco ${formatMoney(sum('bank').toFixed(2))}.`,
      );
    const month = Math.max(...chosen.rows.map((r) => r.month));
    await assertMonthOpen(tx, { ...s, month });
    const [idMatch] = await recordMatches(tx, auth, s, 'manual', [{ month, items: chosen.rows }]);
    return idMatch as number;
  });
  return readMatch(db, auth, input, id);
}

/**
 * Enters in the book a line only the bank has (a fee, interest, a debit or credit note) from the line
 * itself, and matches the two at once: a debit note for money out, a credit note for money in, of
 * the line's date, amount and reference, numbered and checked as one typed by hand (open period and
 * month, active account, no overdraft unless allowed). It stays a movement of the book: undoing the
 * match leaves it there, and annulling it is done on the movement.
 */
export async function bookLine(
  db: Db,
  auth: AuthContext,
  input: BookLineInput,
): Promise<ReconciliationMatch> {
  const id = await withTransaction(db, auth, async (tx) => {
    const s = await lockScope(tx, auth, input);
    const found = await tx.execute<{
      date: string;
      amount: string;
      reference: string | null;
      description: string;
      month: number;
    }>(sql`
      select to_char(date, 'YYYY-MM-DD') as date, amount::text as amount, reference, description, month
        from (${bankItems(s, null)}) k where source = 'line' and id = ${input.idLine}`);
    const line = found.rows[0];
    if (!line)
      throw conflict(
        'La línea ya está conciliada, no es de esta cuenta o es posterior al mes: recargue la conciliación.',
      );
    await assertMonthOpen(tx, { ...s, month: line.month });
    const amount = new Decimal(line.amount);
    const entered = await movements.issue(tx, auth, {
      idPeriod: s.idPeriod,
      idBankAccount: s.idBankAccount,
      idKind: amount.isNegative() ? DEBIT_NOTE_KIND : CREDIT_NOTE_KIND,
      movementDate: line.date,
      reference: input.reference ?? line.reference,
      idBeneficiary: null,
      description: (input.description ?? line.description).slice(0, 250),
      amount: amount.abs().toFixed(2),
      idBudgetDocument: null,
    });
    const [idMatch] = await recordMatches(tx, auth, s, 'booked', [
      {
        month: line.month,
        items: [
          { source: 'movement', id: entered.id },
          { source: 'line', id: input.idLine },
        ],
      },
    ]);
    return idMatch as number;
  });
  return readMatch(db, auth, input, id);
}

/** Undoes a match: its items are in transit again; the match stays, marked undone. Not in a closed month. */
export async function unmatch(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ idBankAccount: number; idPeriod: number; month: number }>(sql`
      select id_bank_account as "idBankAccount", id_period as "idPeriod", month from reconciliation_match
       where id = ${id} and id_client = ${auth.idClient} and undone_at is null`);
    const match = found.rows[0];
    if (!match) throw notFound('Conciliación no encontrada');
    await lockScope(tx, auth, match);
    await assertMonthOpen(tx, { ...match, idClient: auth.idClient });
    // The match stays, undone, with who and when and what it had joined: its items are free again.
    await tx.execute(sql`
      update reconciliation_match set undone_at = now(), undone_by = ${auth.idUser}
       where id = ${id} and undone_at is null`);
    await tx.execute(sql`
      delete from reconciliation_item i using reconciliation_match m, unnest(m.sources, m.ids) as u(source, id)
       where m.id = ${id} and i.source = u.source and i.id_item = u.id and i.id_match = m.id`);
  });
}

/**
 * Closes the month: its statement is in, the months before it in the period are closed, and the
 * reconciliation has no difference. The balances it closed with are kept; the month is locked.
 */
export async function closeMonth(db: Db, auth: AuthContext, key: ReconciliationKey): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const s = await lockScope(tx, auth, key);
    const closed = await lastClosedMonth(tx, s);
    if (closed >= s.month) throw conflict(`La conciliación de ${MONTHS[s.month - 1]} ya está cerrada.`);
    // In order: a month of the period with its statement in, before this one, is closed first.
    const earlier = await tx.execute<{ month: number }>(sql`
      select month from bank_statement
       where id_client = ${s.idClient} and id_bank_account = ${s.idBankAccount} and id_period = ${s.idPeriod}
         and month > ${closed} and month < ${s.month} order by month limit 1`);
    const pending = earlier.rows[0]?.month;
    if (pending) throw conflict(`Cierre primero ${MONTHS[pending - 1]}: los meses se cierran en orden.`);
    const view = await readReconciliation(tx, auth.idClient, key);
    if (view.summary.bankBalance === null)
      throw conflict(`Falta el estado de cuenta de ${MONTHS[s.month - 1]}: sin él no hay con qué conciliar.`);
    if (!new Decimal(view.summary.difference ?? '0').isZero())
      throw new AppError(
        422,
        `La conciliación no cuadra: según libros da ${formatMoney(view.summary.computedBankBalance)} en el banco y el estado de cuenta dice ${formatMoney(view.summary.bankBalance)} (diferencia ${formatMoney(view.summary.difference ?? '0')}).`,
      );
    await tx.execute(sql`
      insert into bank_reconciliation (id_client, id_period, id_bank_account, month, book_balance, bank_balance, closed_by)
      values (${s.idClient}, ${s.idPeriod}, ${s.idBankAccount}, ${s.month}, ${view.summary.bookBalance},
              ${view.summary.bankBalance}, ${auth.idUser})`);
  });
}
