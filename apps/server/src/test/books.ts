import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { keptDaysApart } from './treasury-fixtures.ts';

/** The numbered families: their documents, their counters and the series both carry. */
const NUMBERED = [
  ['budget_document', 'document_number', 'id_document_type'],
  ['bank_movement', 'bank_movement_number', 'id_kind'],
  ['receipt', 'receipt_number', 'id_cash_box'],
  ['asset_movement', 'asset_movement_number', 'id_kind'],
  ['payroll_run', 'payroll_run_number', 'id_employee_type'],
] as const;

/**
 * What the books of an institution say that does not add up, one sentence each; none when they agree.
 * Read straight from the tables, after anything that could have left them half-written:
 * - every series' numbers run without gap or repeat up to its counter's last number (from 1, unless the
 *   series went on from another system's numbers);
 * - every document that left its draft has what it is made of: a budget document its imputations and
 *   its totals, a receipt its concepts and payments adding up to its amount, an asset movement its
 *   lines and BM ledger, a closed payroll run its workers and its commitment and causación (a
 *   reversal, which reads its original's, is left out where it holds none of its own);
 * - every kept total is the sum of the rows it keeps: the budget's balances by account and by month,
 *   each bank account's book and days.
 */
export async function booksApart(db: Pick<Db, 'execute'>, idClient: number): Promise<string[]> {
  const apart: string[] = [];
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ what: string }>(query)).rows.map((r) => r.what);

  for (const [documents, counters, series] of NUMBERED) {
    const [d, c, s] = [sql.identifier(documents), sql.identifier(counters), sql.identifier(series)];
    apart.push(
      ...(await rows(sql`
        select ${documents} || ' serie ' || k.id_period || '/' || k.${s} || ': números ' ||
               coalesce(n.numbers, 'ninguno') || ' con el contador en ' || k.last_number as what
          from ${c} k
          left join lateral (
            select count(*)::int as taken, count(distinct number)::int as distinct_numbers,
                   min(number) as low, max(number) as high,
                   string_agg(number::text, ',' order by number) as numbers
              from ${d} x
             where x.id_client = k.id_client and x.id_period = k.id_period and x.${s} = k.${s}
               and x.status <> 'draft' and x.id_reverses is null) n on true
         where k.id_client = ${idClient}
           -- A series may go on from another system's numbers (its counter set by hand): no gap and
           -- no repeat from its first number to the counter's.
           and not (coalesce(n.taken, 0) = 0
                    or (n.distinct_numbers = n.taken and n.high = k.last_number and n.high - n.low + 1 = n.taken))`)),
      // A reversal carries its original's number as its text (ANUL. …), never one of its own.
      ...(await rows(sql`
        select ${documents} || ' ' || x.id || ': ' || x.status || ' sin número' as what
          from ${d} x where x.id_client = ${idClient} and x.status <> 'draft' and x.number is null
           and x.id_reverses is null`)),
    );
  }

  apart.push(
    // A budget document is its imputations: its totals are theirs, and a posted one has some.
    ...(await rows(sql`
      select 'documento presupuestario ' || d.id || ': líneas ' || d.line_count || '/' || count(i.id) ||
             ', comprometido ' || d.total_committed || '/' || coalesce(sum(i.amount_committed), 0) ||
             ', causado ' || d.total_caused || '/' || coalesce(sum(i.amount_caused), 0) ||
             ', pagado ' || d.total_paid || '/' || coalesce(sum(i.amount_paid), 0) as what
        from budget_document d left join budget_imputation i on i.id_document = d.id
       where d.id_client = ${idClient} and d.status <> 'draft'
       group by d.id
      having count(i.id) = 0 or d.line_count <> count(i.id)
          or d.total_committed <> coalesce(sum(i.amount_committed), 0)
          or d.total_caused <> coalesce(sum(i.amount_caused), 0)
          or d.total_paid <> coalesce(sum(i.amount_paid), 0)`)),
    // Each account's kept balance is what the documents out of draft imputed to it.
    ...(await rows(sql`
      with summed as (
        select i.id_budget_account, sum(i.amount_aditional) as aditional, sum(i.amount_decrease) as decrease,
               sum(i.amount_committed) as committed, sum(i.amount_caused) as caused, sum(i.amount_paid) as paid
          from budget_imputation i join budget_document d on d.id = i.id_document
         where d.id_client = ${idClient} and d.status <> 'draft'
         group by i.id_budget_account)
      select 'partida ' || coalesce(b.id_budget_account, s.id_budget_account) || ': saldo guardado ' ||
             concat_ws('/', b.aditional, b.decrease, b.committed, b.caused, b.paid) || ', sumado ' ||
             concat_ws('/', s.aditional, s.decrease, s.committed, s.caused, s.paid) as what
        from (select * from budget_balance where id_client = ${idClient}) b
        full join summed s on s.id_budget_account = b.id_budget_account
       where (coalesce(b.aditional, 0), coalesce(b.decrease, 0), coalesce(b.committed, 0), coalesce(b.caused, 0),
              coalesce(b.paid, 0))
             is distinct from (coalesce(s.aditional, 0), coalesce(s.decrease, 0), coalesce(s.committed, 0),
              coalesce(s.caused, 0), coalesce(s.paid, 0))`)),
    // And its months add up to it.
    ...(await rows(sql`
      select 'partida ' || b.id_budget_account || ': sus meses suman otro comprometido, causado o pagado' as what
        from budget_balance b
        left join (select id_budget_account, sum(committed) as committed, sum(caused) as caused, sum(paid) as paid
                     from budget_balance_month group by id_budget_account) m on m.id_budget_account = b.id_budget_account
       where b.id_client = ${idClient}
         and (b.committed, b.caused, b.paid) is distinct from
             (coalesce(m.committed, 0), coalesce(m.caused, 0), coalesce(m.paid, 0))`)),
    // Each bank account's book is its movements out of draft, signed by kind (its days: below).
    ...(await rows(sql`
      with summed as (
        select id_bank_account, sum(case when id_kind in (1, 2, 4, 5) then -amount else amount end) as movements
          from bank_movement where id_client = ${idClient} and status <> 'draft' group by id_bank_account)
      select 'cuenta ' || coalesce(b.id_bank_account, s.id_bank_account) || ': libro guardado ' ||
             coalesce(b.movements::text, 'ninguno') || ', sumado ' || coalesce(s.movements::text, '0') as what
        from (select id_bank_account, sum(movements) as movements from bank_balance
               where id_client = ${idClient} group by id_bank_account) b
        full join summed s on s.id_bank_account = b.id_bank_account
       where coalesce(b.movements, 0) <> coalesce(s.movements, 0)`)),
    // A receipt is its concepts, paid by its vouchers.
    ...(await rows(sql`
      select 'recibo ' || r.id || ': neto ' || r.amount_net || ', conceptos ' || coalesce(c.net, 0) ||
             ', pagos ' || coalesce(v.paid, 0) as what
        from receipt r
        left join (select id_receipt, sum(amount_net) as net from receipt_concept group by id_receipt) c
               on c.id_receipt = r.id
        left join (select id_receipt, sum(amount) as paid from receipt_voucher group by id_receipt) v
               on v.id_receipt = r.id
       where r.id_client = ${idClient} and r.status <> 'draft' and r.id_reverses is null
         and (c.net is null or v.paid is null or r.amount_net <> c.net or r.amount_net <> v.paid)`)),
    // An asset movement moves its lines, and each line left its entry in the BM ledger.
    ...(await rows(sql`
      select 'movimiento de bienes ' || m.id || ': ' || count(distinct l.id) || ' líneas, ' ||
             count(distinct g.id) || ' asientos del libro BM' as what
        from asset_movement m
        left join asset_movement_line l on l.id_movement = m.id
        left join asset_ledger g on g.id_movement = m.id
       where m.id_client = ${idClient} and m.status <> 'draft' and m.id_kind in (1, 2)
       group by m.id
      having count(distinct l.id) = 0 or count(distinct g.id) < count(distinct l.id)`)),
    // An incorporated asset is worth what its ledger brought in and took out.
    ...(await rows(sql`
      select 'bien ' || a.id || ': vale ' || a.value || ', su libro BM suma ' || coalesce(g.net, 0) as what
        from asset a
        left join (select id_asset, sum(case when direction = 'in' then amount else -amount end) as net
                     from asset_ledger group by id_asset) g on g.id_asset = a.id
       where a.id_client = ${idClient} and a.status = 'in' and coalesce(g.net, 0) <> a.value`)),
    // A closed payroll run has its workers, whose totals are its own, and its budget documents.
    ...(await rows(sql`
      select 'nómina ' || r.id || ': ' || r.employees || ' trabajadores y ' || r.assignments ||
             ' en asignaciones, sus líneas ' || count(e.id) || ' y ' || coalesce(sum(e.assignments), 0) ||
             case when c.status is distinct from 'posted' or k.status is distinct from 'posted'
                  then ', sin su compromiso y causado registrados' else '' end as what
        from payroll_run r
        left join payroll_run_employee e on e.id_run = r.id
        left join budget_document c on c.id = r.id_commitment
        left join budget_document k on k.id = r.id_causation
       where r.id_client = ${idClient} and r.status = 'posted' and r.id_reverses is null
       group by r.id, c.status, k.status
      having count(e.id) = 0 or r.employees <> count(e.id) or r.assignments <> coalesce(sum(e.assignments), 0)
          or c.status is distinct from 'posted' or k.status is distinct from 'posted'`)),
  );
  const accounts = await db.execute<{ id: number }>(
    sql`select id from bank_account where id_client = ${idClient} order by id`,
  );
  for (const { id } of accounts.rows)
    apart.push(...(await keptDaysApart(db, id)).map((day) => `cuenta ${id}, día ${day}`));
  return apart;
}
