/**
 * The expense budget's share of `npm run bench`: a period with 10,000 specific accounts and
 * 1,000,000 imputation lines (100,000 posted documents of ten lines), then posting, the concurrent
 * posting race, and every expense report against its own SQL straight on the same database.
 */
import { BUDGET_REPORTS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { BUDGET_REPORT_SOURCES } from '../../apps/server/src/modules/budget/reports/budget-reports.sql.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import {
  type AnyReportSource,
  reportStatements,
} from '../../apps/server/src/platform/reports/report.service.ts';

export const ACCOUNTS = 10_000;
export const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
export const LINES_PER_DOCUMENT = 10;
const BENEFICIARIES = 1_000;

export interface BudgetFixture {
  idPeriod: number;
  year: number;
  /** An account with exactly 1.000,00 available, for the race. */
  raceAccount: number;
  raceCode: string;
  accountIds: number[];
  idBeneficiary: number;
  types: Record<number, number>;
}

/**
 * Loads the period in bulk, in one transaction with triggers off (no audit rows, no per-row foreign
 * key checks: the data is generated consistent), then derives the running totals from the lines as
 * the postings would have kept them, and the numbering as they would have left it.
 */
export async function populateBudget(db: Db, idClient: number): Promise<BudgetFixture> {
  const period = (
    await db.execute<{ id: number; year: number }>(sql`
      select id, extract(year from start_date)::int as year from period where id_client = ${idClient} order by id limit 1`)
  ).rows[0];
  if (!period) throw new Error('sin período');
  const p = period.id;
  const types = Object.fromEntries(
    (await db.execute<{ id: number; code: number }>(sql`select id, code from document_type`)).rows.map(
      (r) => [r.code, r.id],
    ),
  ) as Record<number, number>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into budget_level1 (id_client, id_period, code, name)
      select ${idClient}, ${p}, lpad(g::text, 2, '0'), 'Sector ' || g from generate_series(1, 10) g`);
    await tx.execute(sql`insert into budget_level2 (id_client, id_level1, code, name)
      select ${idClient}, l.id, lpad(g::text, 2, '0'), 'Programa ' || g
        from budget_level1 l, generate_series(1, 10) g where l.id_period = ${p}`);
    for (let n = 3; n <= 6; n++) {
      await tx.execute(sql`insert into ${sql.identifier(`budget_level${n}`)} (id_client, ${sql.raw(`id_level${n - 1}`)}, code, name)
        select ${idClient}, l.id, '01', 'Nivel ${sql.raw(String(n))}' from ${sql.identifier(`budget_level${n - 1}`)} l
         where l.id_client = ${idClient}`);
    }
    await tx.execute(sql`insert into budget_level7 (id_client, id_level6, code, name)
      select ${idClient}, l.id, lpad(g::text, 2, '0'), 'Obra ' || g
        from budget_level6 l, generate_series(1, 2) g where l.id_client = ${idClient}`);
    // 200 obras × 50 partidas.
    await tx.execute(sql`insert into budget_specific (id_client, id_level7, account_code, description, initial_amount)
      select ${idClient}, o.id, '4.0' || (1 + (g - 1) / 10) || '.' || lpad(((g - 1) % 10 + 1)::text, 2, '0') || '.01.00',
             'Partida ' || g, 1000000.00
        from budget_level7 o, generate_series(1, 50) g where o.id_client = ${idClient}
       order by o.id, g`);
    await tx.execute(sql`insert into beneficiary (id_client, code, name)
      select ${idClient}, 'J-' || lpad((30000000 + g)::text, 8, '0') || '-' || (g % 10), 'Proveedor ' || g
        from generate_series(1, ${BENEFICIARIES}) g`);
    // 60% commitments, 25% direct causations, 15% direct payment orders, spread over the year.
    await tx.execute(sql`
      with b as (select min(id) as first from beneficiary where id_client = ${idClient})
      insert into budget_document (id_client, id_period, id_document_type, status, number, number_text, date_order,
                                   description, id_beneficiary, committed, caused, paid, verify_id, posted_at)
      select ${idClient}, ${p},
             case when g % 20 < 12 then ${types[8]}::int when g % 20 < 17 then ${types[9]}::int else ${types[10]}::int end,
             'posted', g, g::text, make_date(${period.year}, 1, 1) + (g % 334),
             'Documento de carga ' || g, b.first + g % ${BENEFICIARIES}, true, g % 20 >= 12, g % 20 >= 17,
             md5('bench' || g), now()
        from generate_series(1, ${DOCUMENTS}) g, b`);
    await tx.execute(sql`
      with a as (select min(id) as first from budget_specific where id_client = ${idClient})
      insert into budget_imputation (id_client, id_document, id_budget_account, amount_committed, amount_caused, amount_paid)
      select ${idClient}, d.id, a.first + (d.id * 7 + k * 1013) % ${ACCOUNTS}, x.amount,
             case when d.caused then x.amount else 0 end, case when d.paid then x.amount else 0 end
        from budget_document d cross join generate_series(1, ${LINES_PER_DOCUMENT}) k cross join a
        cross join lateral (select ((d.id * 31 + k * 17) % 9000 + 1000) / 100.0 as amount) x
       where d.id_client = ${idClient} and d.id_period = ${p}`);
    await tx.execute(sql`update budget_document d
         set amount = s.committed, line_count = s.n, total_committed = s.committed, total_caused = s.caused,
             total_paid = s.paid
        from (select id_document, count(*)::int as n, sum(amount_committed) as committed,
                     sum(amount_caused) as caused, sum(amount_paid) as paid
                from budget_imputation group by id_document) s
       where s.id_document = d.id`);
    await tx.execute(sql`insert into budget_bill (id_client, id_document, date_bill, control, number, amount_taxed,
                                                  amount_without_tax_iva, amount_tax_iva, amount_base, retention_iva)
      select ${idClient}, d.id, d.date_order, '00-' || d.id, 'F-' || d.id, 0, round(d.amount / 1.16, 2),
             d.amount - round(d.amount / 1.16, 2), round(d.amount / 1.16, 2), round((d.amount - round(d.amount / 1.16, 2)) * 0.75, 2)
        from budget_document d where d.id_client = ${idClient} and d.id % 5 = 0`);
    await tx.execute(sql`insert into budget_balance (id_budget_account, id_client, id_period, committed, caused, paid)
      select i.id_budget_account, ${idClient}, ${p}, sum(i.amount_committed), sum(i.amount_caused), sum(i.amount_paid)
        from budget_imputation i group by i.id_budget_account`);
    await tx.execute(sql`insert into budget_balance_month (id_budget_account, year, month, id_client, id_period, committed, caused, paid)
      select i.id_budget_account, extract(year from d.date_order)::int, extract(month from d.date_order)::int,
             ${idClient}, ${p}, sum(i.amount_committed), sum(i.amount_caused), sum(i.amount_paid)
        from budget_imputation i join budget_document d on d.id = i.id_document group by 1, 2, 3`);
    await tx.execute(sql`insert into budget_period_month (id_client, id_period, year, month, aditional, decrease, committed, caused, paid)
      select id_client, id_period, year, month, sum(aditional), sum(decrease), sum(committed), sum(caused), sum(paid)
        from budget_balance_month where id_client = ${idClient} group by 1, 2, 3, 4`);
    await tx.execute(sql`insert into budget_beneficiary_month
        (id_client, id_period, year, month, id_beneficiary, documents, lines, committed, caused, paid)
      select id_client, id_period, extract(year from date_order), extract(month from date_order), id_beneficiary,
             count(*) filter (where status = 'posted' and id_reverses is null and line_count > 0), sum(line_count),
             sum(total_committed), sum(total_caused), sum(total_paid)
        from budget_document where id_client = ${idClient} and status <> 'draft' and id_beneficiary is not null
       group by 1, 2, 3, 4, 5`);
    await tx.execute(sql`insert into budget_period_month as p
        (id_client, id_period, year, month, lines, in_force, amount, bill_base, bill_iva, bill_retention)
      select d.id_client, d.id_period, extract(year from d.date_order), extract(month from d.date_order), sum(d.line_count),
             count(*) filter (where f.yes), coalesce(sum(d.amount) filter (where f.yes), 0),
             coalesce(sum(b.base) filter (where f.yes), 0), coalesce(sum(b.iva) filter (where f.yes), 0),
             coalesce(sum(b.retention) filter (where f.yes), 0)
        from budget_document d
       cross join lateral (select d.status = 'posted' and d.id_reverses is null as yes) f
        left join lateral (select sum(amount_base) as base, sum(amount_tax_iva) as iva, sum(retention_iva) as retention
                             from budget_bill where id_document = d.id) b on true
       where d.id_client = ${idClient} and d.status <> 'draft'
       group by 1, 2, 3, 4
      on conflict (id_client, id_period, year, month) do update
         set lines = p.lines + excluded.lines, in_force = p.in_force + excluded.in_force, amount = p.amount + excluded.amount,
             bill_base = p.bill_base + excluded.bill_base, bill_iva = p.bill_iva + excluded.bill_iva,
             bill_retention = p.bill_retention + excluded.bill_retention`);
    await tx.execute(sql`insert into document_number (id_client, id_period, id_document_type, last_number)
      select ${idClient}, ${p}, t.id, ${DOCUMENTS} from document_type t
      on conflict (id_client, id_period, id_document_type) do update set last_number = excluded.last_number`);
    // The race account: its own obra, 1.000,00 assigned and nothing spent.
    await tx.execute(sql`insert into budget_level7 (id_client, id_level6, code, name)
      select ${idClient}, min(l.id), '99', 'Obra de la carrera' from budget_level6 l where l.id_client = ${idClient}`);
    await tx.execute(sql`insert into budget_specific (id_client, id_level7, account_code, description, initial_amount)
      select ${idClient}, o.id, '4.09.09.09.00', 'Partida de la carrera', 1000.00
        from budget_level7 o where o.id_client = ${idClient} and o.code = '99'`);
    // What each commitment and causación owes, as the triggers would have kept it.
    await tx.execute(
      sql`select budget_debt_of(array(select id from budget_document where id_client = ${idClient} and status = 'posted'))`,
    );
    // Each account's kept place, as the triggers (off for the load) would have written it.
    await tx.execute(
      sql`select budget_account_place_of(0, array(select id from budget_specific where id_client = ${idClient}))`,
    );
  });
  await db.execute(sql`analyze`);
  const race = (
    await db.execute<{ id: number; code: string }>(
      sql`select id, code from budget_account where id_client = ${idClient} and account_code = '4.09.09.09.00'`,
    )
  ).rows[0];
  const accounts = await db.execute<{ id: number }>(
    sql`select id from budget_specific where id_client = ${idClient} and account_code <> '4.09.09.09.00' order by id limit 200`,
  );
  const beneficiary = await db.execute<{ id: number }>(
    sql`select min(id) as id from beneficiary where id_client = ${idClient}`,
  );
  if (!race) throw new Error('sin cuenta de carrera');
  return {
    idPeriod: p,
    year: period.year,
    raceAccount: race.id,
    raceCode: race.code,
    accountIds: accounts.rows.map((r) => r.id),
    idBeneficiary: beneficiary.rows[0]?.id ?? 0,
    types,
  };
}

/** What each report is asked in the benchmark: the whole period, first page of 100 rows. */
export function reportQueries(
  f: BudgetFixture,
): { slug: string; title: string; query: Record<string, string> }[] {
  const whole = { from: `${f.year}-01-01`, to: `${f.year}-12-31` };
  const extra: Record<string, Record<string, string>> = {
    'por-nivel': { level: '2' },
    'por-mes': { month: '6' },
    'mes-trimestre': { month: '6' },
    'por-documento-rango-fecha': whole,
    gastos: whole,
    'cuenta-trimestre': { moment: 'caused' },
    'ejecucion-financiera-por-rango': whole,
    'ejecucion-por-mes-y-periodo': { month: '12' },
  };
  return BUDGET_REPORTS.map((r) => ({
    slug: r.slug,
    title: r.title,
    query: { idPeriod: String(f.idPeriod), page: '0', size: '100', ...(extra[r.slug] ?? {}) },
  }));
}

export interface Timing {
  p50: number;
  p95: number;
}

export function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * A report as the benchmark asks it: its source (the SQL the kit runs, and through its declaration
 * the route `/api/reports/<group>/<slug>`) and the query, first page included. Any module's reports
 * are timed by the same two helpers below.
 */
export interface ReportCase {
  source: AnyReportSource;
  query: Record<string, string>;
  /** What its figures are kept under; the report's slug unless one report is asked twice. */
  key?: string;
}

/** The expense budget's reports as the benchmark asks them. */
export function budgetReportCases(f: BudgetFixture): ReportCase[] {
  return reportQueries(f).flatMap(({ slug, query }) => {
    const source = BUDGET_REPORT_SOURCES.find((s) => s.report.slug === slug);
    return source ? [{ source, query }] : [];
  });
}

/** Each report's two statements (totals, then the page) straight on the database: its floor. */
export async function timeReportSql(
  db: Db,
  idClient: number,
  cases: ReportCase[],
  runs: number,
): Promise<Map<string, Timing>> {
  const out = new Map<string, Timing>();
  for (const { source, query, key } of cases) {
    const statements = reportStatements(source, idClient, source.report.query.parse(query));
    await db.execute(statements.summary);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await db.execute(statements.summary);
      await db.execute(statements.rows);
      times.push(performance.now() - start);
    }
    out.set(key ?? source.report.slug, percentiles(times));
  }
  return out;
}

/** Each report through the API, one request at a time, after one warm-up. */
export async function timeReportRoutes(
  base: string,
  headers: Record<string, string>,
  cases: ReportCase[],
  runs: number,
) {
  const out = new Map<string, Timing & { rows: number }>();
  for (const { source, query, key } of cases) {
    const { group, slug } = source.report;
    const url = `${base}/api/reports/${group}/${slug}?${new URLSearchParams(query)}`;
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${slug}: ${first.status} ${await first.text()}`);
    const rows = (await first.json()).data.total as number;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    out.set(key ?? slug, { ...percentiles(times), rows });
  }
  return out;
}

async function json(res: Response) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Posting a five-line commitment, one after another: what a person waits for after "Registrar". */
export async function timePosting(
  base: string,
  headers: Record<string, string>,
  f: BudgetFixture,
  count: number,
): Promise<Timing> {
  const h = { ...headers, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const lines = Array.from({ length: 5 }, (_, k) => ({
      idBudgetAccount: f.accountIds[(i * 5 + k) % f.accountIds.length],
      amount: '1.00',
    }));
    const created = await json(
      await fetch(`${base}/api/budget/document/create`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({
          idPeriod: f.idPeriod,
          idDocumentType: f.types[8],
          dateOrder: `${f.year}-06-15`,
          description: `Compromiso de la medición ${i}`,
          idBeneficiary: f.idBeneficiary,
          lines,
        }),
      }),
    );
    const start = performance.now();
    await json(
      await fetch(`${base}/api/budget/document/post/${created.data.id}`, { method: 'POST', headers }),
    );
    times.push(performance.now() - start);
  }
  return percentiles(times);
}

/** Twenty commitments of 100,00 posted at once against 1.000,00: exactly ten may pass. */
export async function race(base: string, headers: Record<string, string>, f: BudgetFixture) {
  const h = { ...headers, 'content-type': 'application/json' };
  const drafts: number[] = [];
  for (let i = 0; i < 20; i++) {
    const created = await json(
      await fetch(`${base}/api/budget/document/create`, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({
          idPeriod: f.idPeriod,
          idDocumentType: f.types[8],
          dateOrder: `${f.year}-07-01`,
          description: `Carrera ${i}`,
          idBeneficiary: f.idBeneficiary,
          lines: [{ idBudgetAccount: f.raceAccount, amount: '100.00' }],
        }),
      }),
    );
    drafts.push(created.data.id);
  }
  const start = performance.now();
  const statuses = await Promise.all(
    drafts.map((id) =>
      fetch(`${base}/api/budget/document/post/${id}`, { method: 'POST', headers }).then((r) => r.status),
    ),
  );
  const wall = performance.now() - start;
  const account = await json(
    await fetch(`${base}/api/budget/document/accounts/${f.idPeriod}?search=4.09.09.09.00`, { headers }),
  );
  return {
    wall,
    posted: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 422).length,
    committed: account.data[0]?.committed as string,
    available: account.data[0]?.available as string,
  };
}
