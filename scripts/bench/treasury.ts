/**
 * The treasury's figures for `npm run bench`, each beside its floor from the same run:
 *
 * - importing a bank's statement file as large as the route accepts (5 MiB of CSV), through the
 *   HTTP route, and the same file again (it adds nothing), against the same lines inserted by bare SQL;
 * - the bank book (by month and by date range) of an account with 1,000,000 posted movements in the
 *   period, through its report routes, against the two statements the report kit runs;
 * - the automatic bank reconciliation of one account's month with 100,000 book movements against
 *   100,000 statement lines (issue target: under 5 s), against reading the unmatched items once.
 *
 * Sizes come from the environment so a trial can run small: BENCH_BOOK_MOVEMENTS, BENCH_BOOK_RUNS,
 * BENCH_IMPORT_LINES (unset: as many lines as fit in 5 MiB), BENCH_IMPORT_RUNS and
 * BENCH_RECONCILIATION_MOVEMENTS.
 */
import { STATEMENT_FILE_MAX, type StatementFormat } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { SIGNED } from '../../apps/server/src/modules/treasury/bank-movements/bank-movement.service.ts';
import {
  autoMatch,
  readReconciliation,
} from '../../apps/server/src/modules/treasury/reconciliation/reconciliation.service.ts';
import { TREASURY_REPORT_SOURCES } from '../../apps/server/src/modules/treasury/reports/treasury-reports.sql.ts';
import { readStatementFile } from '../../apps/server/src/modules/treasury/statements/statement-files.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { withTransaction } from '../../apps/server/src/platform/db/transaction.ts';
import { percentiles, type ReportCase, type Timing } from './budget.ts';
import { signedInAdmin } from './signed-in.ts';

/** A size from the environment: a positive integer, or the default. */
export function size(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} debe ser un entero positivo: ${raw}`);
  return n;
}

export const MOVEMENTS = size('BENCH_RECONCILIATION_MOVEMENTS', 100_000);
/**
 * Cheques cashed with their number, transfers debited without one, deposits credited in one line a
 * day; the rest are withdrawals still in transit. The shares are those of 100,000 at any size.
 */
const CHEQUES = Math.floor(MOVEMENTS * 0.5);
const TRANSFERS = Math.floor(MOVEMENTS * 0.45);
const DEPOSIT_DAYS = 28;
const DEPOSITS_PER_DAY = Math.max(1, Math.floor((MOVEMENTS * 0.028) / DEPOSIT_DAYS));
const IN_TRANSIT = MOVEMENTS - CHEQUES - TRANSFERS - DEPOSIT_DAYS * DEPOSITS_PER_DAY;
const LINES = MOVEMENTS;

/** The bank book's account: this many posted movements over the whole period. */
export const BOOK_MOVEMENTS = size('BENCH_BOOK_MOVEMENTS', 1_000_000);
/** A second account with a tenth of them: how the book's time grows with its rows. */
const SMALL_BOOK_MOVEMENTS = Math.max(1, Math.floor(BOOK_MOVEMENTS / 10));
/** Each book report over a million rows takes seconds: five runs give its median and its slowest. */
export const BOOK_RUNS = size('BENCH_BOOK_RUNS', 5);
/** One movement in this many is annulled, its reversal beside it: the book shows both. */
const ANNUL_EVERY = 1_000;
const BOOK_BENEFICIARIES = 500;
/** Lines of the imported file; null fills it up to the 5 MiB the route accepts. */
const IMPORT_LINES = process.env.BENCH_IMPORT_LINES ? size('BENCH_IMPORT_LINES', 1) : null;
/** Each import starts on a fresh account (its month without a statement): this many, for a median. */
export const IMPORT_RUNS = size('BENCH_IMPORT_RUNS', 3);
/** What the bank carried into the imported month on each import account. */
const IMPORT_OPENING_CENTS = 500_000_000;

/** The period the benchmark works in, and the months the book and the import ask for. */
type PeriodOf = {
  id: number;
  year: number;
  start: string;
  end: string;
  firstMonth: number;
  lastMonth: number;
};

/** What the server phase and the database phase both need: accounts, months and the bank's file. */
export interface TreasuryFixture {
  period: PeriodOf;
  idUser: number;
  bookAccount: number;
  /** Posted movements in the book's account (the reversals of annulments included). */
  bookMovements: number;
  /** The account with a tenth of the movements, and how many it has posted. */
  smallBookAccount: number;
  smallBookMovements: number;
  /**
   * Fresh accounts, one per import through the route, one per import by bare SQL, and one per
   * bare import with triggers off (what the audit trail costs).
   */
  importAccounts: { route: number[]; floor: number[]; bare: number[] };
  importMonth: number;
  file: BankFile;
}

interface BankFile {
  /** The file as it travels, base64. */
  content: string;
  bytes: number;
  lines: number;
  format: StatementFormat;
  /** The closing balance the bank prints: the opening plus every line. */
  closingBalance: string;
}

async function periodOf(db: Db, idClient: number): Promise<PeriodOf> {
  const found = await db.execute<PeriodOf>(sql`
    select id, extract(year from start_date)::int as year, to_char(start_date, 'YYYY-MM-DD') as start,
           to_char(end_date, 'YYYY-MM-DD') as "end", extract(month from start_date)::int as "firstMonth",
           extract(month from end_date)::int as "lastMonth"
      from period where id_client = ${idClient} order by id limit 1`);
  const period = found.rows[0];
  if (!period) throw new Error('sin período');
  return period;
}

/**
 * A bank of the client with `count` active current accounts in the test currency, their numbers
 * the bank's code and the account's rank (20 digits, as the master requires).
 */
async function bankWithAccounts(
  tx: Db,
  idClient: number,
  bank: { code: string; name: string },
  count: number,
): Promise<number[]> {
  const made = await tx.execute<{ id: number }>(sql`
    with made as (insert into currency (code, name, symbol) values ('XTS', 'Moneda de prueba', 'T')
                      on conflict do nothing returning id),
         cur as (select coalesce((select id from made), (select id from currency c where c.code = 'XTS')) as id),
         bank as (insert into bank (id_client, code, name, active) values (${idClient}, ${bank.code}, ${bank.name}, true)
                  returning id)
    insert into bank_account (id_client, id_bank, account_number, account_type, id_currency, active)
    select ${idClient}::int, bank.id, ${bank.code} || lpad(g::text, 16, '0'), 'CORRIENTE', cur.id, true
      from bank, cur, generate_series(1, ${count}) g
     order by g
    returning id`);
  return made.rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * The counters of the movements' numbers, left where posting would leave them: at the highest
 * number of each kind in the period. Fixtures number past them, so they never collide.
 */
async function syncCounters(tx: Db, idClient: number, idPeriod: number): Promise<void> {
  await tx.execute(sql`
    insert into bank_movement_number as n (id_client, id_period, id_kind, last_number)
    select ${idClient}::int, ${idPeriod}::int, id_kind, max(number) from bank_movement
     where id_client = ${idClient} and id_period = ${idPeriod} and number is not null group by id_kind
    on conflict (id_client, id_period, id_kind)
    do update set last_number = excluded.last_number, version = n.version + 1`);
}

/** The counters as they stand, to number new movements after them. */
const counters = (idClient: number, idPeriod: number) => sql`
  (select id_kind, last_number, prefix from bank_movement_number
    where id_client = ${idClient} and id_period = ${idPeriod})`;

/**
 * The bank book's account, written set-based in one transaction with triggers off (no audit rows,
 * no per-row foreign key checks: the rows are generated consistent), left as posting would have
 * left it: cheques, transfers, deposits, withdrawals, debit and credit notes spread evenly over the
 * period's days, numbered per kind after the counters in date order, one in ANNUL_EVERY annulled
 * with its reversal (same kind, amount negated, a few days later); an opening book balance that
 * keeps the running balance above zero (posting refuses to overdraw), and `bank_balance` holding
 * what the posted movements add, as moveBalance keeps it.
 */
async function populateBook(
  tx: Db,
  idClient: number,
  period: PeriodOf,
  idUser: number,
  book: { movements: number; bank: { code: string; name: string } },
): Promise<number> {
  const [account] = await bankWithAccounts(tx, idClient, book.bank, 1);
  if (account === undefined) throw new Error('sin cuenta del libro');
  const p = period.id;
  // One in each block of ANNUL_EVERY, at a rank that moves with the block, so every kind has some.
  const annulled = sql`m.g % ${ANNUL_EVERY} = ${ANNUL_EVERY / 2} + (m.g / ${ANNUL_EVERY}) % 20`;
  // 40% cheques, 20% transfers (both to a beneficiary), 20% deposits, 5% withdrawals, 5% debit
  // notes, 10% credit notes; what comes in is larger than what goes out, as a treasury's account is fed.
  await tx.execute(sql`
    with ben as (select min(id) as first from beneficiary where id_client = ${idClient} and name like 'Proveedor del libro %'),
         days as (select (${period.end}::date - ${period.start}::date + 1) as n)
    insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, reference, id_beneficiary,
                               description, amount, status, number, number_text, verify_id, created_by, posted_by,
                               posted_at, annulled_by, annulled_at, annul_reason)
    select ${idClient}::int, ${p}::int, m.kind, ${account}::int, m.day, m.ref,
           case when m.kind in (1, 2) then ben.first + m.g % ${BOOK_BENEFICIARIES} end, m.description,
           case when m.kind in (3, 6) then ((m.g::bigint * 104729) % 2999900 + 100) / 100.0
                else ((m.g::bigint * 7919) % 999900 + 100) / 100.0 end,
           case when ${annulled} then 'annulled' else 'posted' end,
           coalesce(c.last_number, 0) + row_number() over (partition by m.kind order by m.g),
           coalesce(c.prefix, '') || (coalesce(c.last_number, 0) + row_number() over (partition by m.kind order by m.g)),
           md5('libro-' || ${account} || '-' || m.g), ${idUser}::int, ${idUser}::int, m.day + time '10:00',
           case when ${annulled} then ${idUser}::int end,
           case when ${annulled} then least(m.day + 3, ${period.end}::date) + time '11:00' end,
           case when ${annulled} then 'Emitido por error' end
      from (select g, k.kind, ${period.start}::date + ((g - 1)::bigint * days.n / ${book.movements})::int as day,
                   case k.kind when 1 then lpad(g::text, 10, '0') when 2 then 'TRF' || g when 3 then 'DP' || g
                               when 4 then 'RET' || g when 5 then 'ND' || g else 'NC' || g end as ref,
                   case k.kind when 1 then 'Pago de la orden ' || g when 2 then 'Transferencia a proveedor ' || g
                               when 3 then 'Depósito de recaudación ' || g when 4 then 'Retiro para caja chica ' || g
                               when 5 then 'Comisión bancaria ' || g else 'Situado: transferencia recibida ' || g end
                     as description
              from generate_series(1, ${book.movements}) g, days,
                   lateral (select case when g % 20 < 8 then 1 when g % 20 < 12 then 2 when g % 20 < 16 then 3
                                        when g % 20 = 16 then 4 when g % 20 = 17 then 5 else 6 end as kind) k) m
      cross join ben
      left join ${counters(idClient, p)} c on c.id_kind = m.kind
     order by m.g`);
  // Each annulment's reversal, as the document kit writes it: posted, unnumbered, amount negated.
  await tx.execute(sql`
    insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, reference, id_beneficiary,
                               description, amount, status, number_text, id_reverses, annul_reason, created_by,
                               posted_by, posted_at)
    select d.id_client, d.id_period, d.id_kind, d.id_bank_account, least(d.movement_date + 3, ${period.end}::date), d.reference, d.id_beneficiary,
           'Anulación: ' || d.annul_reason, -d.amount, 'posted', 'ANUL. ' || d.number_text, d.id, d.annul_reason,
           ${idUser}::int, ${idUser}::int, d.annulled_at
      from bank_movement d
     where d.id_bank_account = ${account} and d.status = 'annulled'
     order by d.id`);
  await syncCounters(tx, idClient, p);
  const posted = sql`m.id_bank_account = ${account} and m.id_period = ${p} and m.status <> 'draft'`;
  // The opening balance: the lowest running balance in book order, rounded up to a million, plus one.
  await tx.execute(sql`
    insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
    select ${idClient}::int, ${p}::int, ${account}::int, b, b
      from (select (ceil(greatest(0, -coalesce(min(run), 0)) / 1000000) + 1) * 1000000 as b
              from (select sum(${SIGNED}) over (order by m.movement_date, m.id) as run
                      from bank_movement m where ${posted}) r) x`);
  await tx.execute(sql`
    insert into bank_balance (id_client, id_period, id_bank_account, movements)
    select ${idClient}::int, ${p}::int, ${account}::int, coalesce(sum(${SIGNED}), 0)
      from bank_movement m where ${posted}`);
  await keepDays(tx, account);
  return account;
}

/**
 * An account's `bank_day`, as its trigger keeps it when movements are written with triggers on:
 * what each day's posted movements put in and took out, and how many they are.
 */
async function keepDays(tx: Db, account: number): Promise<void> {
  await tx.execute(sql`
    insert into bank_day (id_client, id_period, id_bank_account, day, inflow, outflow, movements)
    select m.id_client, m.id_period, m.id_bank_account, m.movement_date,
           coalesce(sum(${SIGNED}) filter (where ${SIGNED} > 0), 0),
           coalesce(-sum(${SIGNED}) filter (where ${SIGNED} < 0), 0), count(*)
      from bank_movement m where m.id_bank_account = ${account} and m.status <> 'draft'
     group by m.id_client, m.id_period, m.id_bank_account, m.movement_date`);
}

/** Cents as a bank prints them in Venezuela: `1.234,56`. */
function printed(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** Cents as the API's decimal text: `-1234.56`. */
function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A month's statement as a Venezuelan bank exports it: Latin-1 CSV with `;`, a heading row, the
 * date DD/MM/AAAA, reference, concept, debit and credit in separate columns with decimal commas,
 * and the running balance (which the mapping ignores). Cheques cashed, transfers out, deposits,
 * taxpayers' transfers in, and the fees and the financial transactions tax, whose identical lines
 * on a day are told apart by their rank in the file. Lines are spread over the month's days in order.
 */
function bankFile(year: number, month: number, lines: number | null): BankFile {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  const date = (day: number) => `${String(day).padStart(2, '0')}/${mm}/${year}`;
  const heading = 'Fecha;Referencia;Descripción;Débito;Crédito;Saldo';
  // Each row's content depends only on its rank (the date has a fixed width), so the rows that fit
  // are counted first and then dated across the month.
  const row = (i: number, balance: number, day: string): { text: string; cents: number } => {
    const kind = i % 10;
    const big = ((i * 7919) % 4_999_900) + 100;
    const [reference, concept, cents] =
      kind < 4
        ? [String(100_000 + i).padStart(8, '0'), `CHEQUE PAGADO N° ${100_000 + i}`, -big]
        : kind < 6
          ? [String(900_000_000_000 + i * 7), `TRANSFERENCIA A TERCEROS PROVEEDOR ${i % 997}`, -big]
          : kind === 6
            ? [
                String(500_000 + i),
                `DEPÓSITO EN EFECTIVO AGENCIA ${i % 53}`,
                ((i * 104729) % 9_999_900) + 100,
              ]
            : kind === 7
              ? [String(700_000_000_000 + i * 3), `TRANSF. RECIBIDA CONTRIBUYENTE ${i % 4999}`, big * 3]
              : kind === 8
                ? ['', 'COMISIÓN POR TRANSFERENCIA', -50]
                : ['', 'IMPUESTO A LAS GRANDES TRANSACCIONES FINANCIERAS', -((i % 7) + 1) * 100];
    const after = balance + cents;
    const text = `${day};${reference};${concept};${cents < 0 ? printed(-cents) : ''};${cents > 0 ? printed(cents) : ''};${printed(after)}`;
    return { text, cents };
  };
  let count = lines ?? 0;
  if (lines === null) {
    let bytes = heading.length;
    let balance = IMPORT_OPENING_CENTS;
    for (;;) {
      const r = row(count, balance, date(1));
      if (bytes + 2 + r.text.length > STATEMENT_FILE_MAX) break;
      bytes += 2 + r.text.length;
      balance += r.cents;
      count++;
    }
  }
  const rows = [heading];
  let balance = IMPORT_OPENING_CENTS;
  for (let i = 0; i < count; i++) {
    const r = row(i, balance, date(1 + Math.floor((i * days) / count)));
    rows.push(r.text);
    balance += r.cents;
  }
  const buffer = Buffer.from(rows.join('\r\n'), 'latin1');
  if (buffer.length > STATEMENT_FILE_MAX)
    throw new Error(`BENCH_IMPORT_LINES=${count} da un archivo de ${buffer.length} bytes: pasa de 5 MiB`);
  return {
    content: buffer.toString('base64'),
    bytes: buffer.length,
    lines: count,
    format: {
      delimiter: ';',
      dateFormat: 'DD/MM/AAAA',
      decimal: 'comma',
      skipRows: 1,
      dateColumn: 1,
      referenceColumn: 2,
      descriptionColumn: 3,
      amountColumn: null,
      debitColumn: 4,
      creditColumn: 5,
    },
    closingBalance: decimal(balance),
  };
}

/**
 * The bank book's account and the import's accounts (fresh, with the bank's opening balance), in
 * one transaction; run before the server starts, so both phases see the same database.
 */
export async function populateTreasury(db: Db, idClient: number): Promise<TreasuryFixture> {
  const period = await periodOf(db, idClient);
  const admin = await db.execute<{ id: number }>(sql`select id from app_user where username = 'admin'`);
  const idUser = admin.rows[0]?.id ?? 1;
  const fixture = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into beneficiary (id_client, code, name)
      select ${idClient}::int, 'J-' || (40000000 + g) || '-' || (g % 10), 'Proveedor del libro ' || g
        from generate_series(1, ${BOOK_BENEFICIARIES}) g order by g`);
    const bookAccount = await populateBook(tx, idClient, period, idUser, {
      movements: BOOK_MOVEMENTS,
      bank: { code: '0198', name: 'Banco del libro' },
    });
    const smallBookAccount = await populateBook(tx, idClient, period, idUser, {
      movements: SMALL_BOOK_MOVEMENTS,
      bank: { code: '0196', name: 'Banco del libro pequeño' },
    });
    const accounts = await bankWithAccounts(
      tx,
      idClient,
      { code: '0197', name: 'Banco del archivo' },
      IMPORT_RUNS * 3,
    );
    await tx.execute(sql`
      insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
      select ${idClient}::int, ${period.id}::int, a, ${decimal(IMPORT_OPENING_CENTS)}::numeric, ${decimal(IMPORT_OPENING_CENTS)}::numeric
        from unnest(${`{${accounts.join(',')}}`}::int[]) a`);
    const posted = async (account: number) =>
      (
        await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from bank_movement where id_bank_account = ${account} and status <> 'draft'`)
      ).rows[0]?.n ?? 0;
    return {
      bookAccount,
      bookMovements: await posted(bookAccount),
      smallBookAccount,
      smallBookMovements: await posted(smallBookAccount),
      importAccounts: {
        route: accounts.slice(0, IMPORT_RUNS),
        floor: accounts.slice(IMPORT_RUNS, IMPORT_RUNS * 2),
        bare: accounts.slice(IMPORT_RUNS * 2),
      },
    };
  });
  await db.execute(sql`analyze`);
  return {
    period,
    idUser,
    ...fixture,
    importMonth: period.firstMonth,
    file: bankFile(period.year, period.firstMonth, IMPORT_LINES),
  };
}

/**
 * The bank book as the benchmark asks it: the period's last month, and the whole period by dates,
 * on the account of a tenth of the movements and on the big one (keyed `slug@movements`).
 */
export function bookCases(f: TreasuryFixture): ReportCase[] {
  const source = (slug: string) => {
    const found = TREASURY_REPORT_SOURCES.find((s) => s.report.slug === slug);
    if (!found) throw new Error(`sin reporte ${slug}`);
    return found;
  };
  return [
    [f.smallBookAccount, f.smallBookMovements],
    [f.bookAccount, f.bookMovements],
  ].flatMap(([account, movements]) => {
    const base = { idPeriod: String(f.period.id), idBankAccount: String(account), page: '0', size: '100' };
    return [
      {
        source: source('libro-banco'),
        key: `libro-banco@${movements}`,
        query: { ...base, month: String(f.period.lastMonth) },
      },
      {
        source: source('libro-banco-rango'),
        key: `libro-banco-rango@${movements}`,
        query: { ...base, from: f.period.start, to: f.period.end },
      },
    ];
  });
}

/** Milliseconds of each import, first into an empty month and then the same file again. */
export interface ImportTimes {
  first: number[];
  again: number[];
}

/**
 * The file imported through `POST /api/finance/AccountStatements/import`, once on each of the
 * route's accounts and then again on the same account: the first adds every line, the second none.
 */
export async function timeImportRoutes(
  base: string,
  headers: Record<string, string>,
  f: TreasuryFixture,
): Promise<ImportTimes> {
  const times: ImportTimes = { first: [], again: [] };
  for (const idBankAccount of f.importAccounts.route) {
    // The body is built before the clock starts: the client's work is not the route's.
    const body = JSON.stringify({
      idPeriod: f.period.id,
      idBankAccount,
      month: f.importMonth,
      kind: 'csv',
      fileName: 'estado-de-cuenta.csv',
      content: f.file.content,
      format: f.file.format,
      closingBalance: f.file.closingBalance,
    });
    for (const [round, expected] of [
      ['first', { imported: f.file.lines, repeated: 0 }],
      ['again', { imported: 0, repeated: f.file.lines }],
    ] as const) {
      const start = performance.now();
      const res = await fetch(`${base}/api/finance/AccountStatements/import`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const answer = await res.json();
      times[round].push(performance.now() - start);
      if (!res.ok) throw new Error(`importar: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
      const { imported, repeated } = answer.data as { imported: number; repeated: number };
      if (imported !== expected.imported || repeated !== expected.repeated)
        throw new Error(`importar (${round}): ${imported} importadas y ${repeated} repetidas`);
    }
  }
  return times;
}

/** The import's floor: the same lines, already read, inserted by bare SQL; and the reading alone. */
export interface ImportFloor extends ImportTimes {
  /** Reading and checking the file (base64, CSV, amounts, prints), in the benchmark's process. */
  read: number[];
  /** The first insert with triggers off: no audit rows, the lowest the tables allow. */
  bare: number[];
}

/** A new statement of the import's month on an account, with the lines inserted by one statement. */
async function insertStatement(
  db: Db,
  idClient: number,
  f: TreasuryFixture,
  idBankAccount: number,
  lines: string,
  options: { audited: boolean },
): Promise<{ id: number; inserted: number }> {
  return withTransaction(db, { idUser: f.idUser, idClient }, async (tx) => {
    if (!options.audited) await tx.execute(sql`set local session_replication_role = replica`);
    const made = await tx.execute<{ id: number }>(sql`
      insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance, source)
      values (${idClient}, ${f.period.id}, ${idBankAccount}, ${f.importMonth}, ${decimal(IMPORT_OPENING_CENTS)},
              ${f.file.closingBalance}, 'csv')
      returning id`);
    const id = made.rows[0]?.id as number;
    return { id, inserted: await insertLines(tx, idClient, id, idBankAccount, lines) };
  });
}

/** The lines into a statement, the ones it already has (by their prints) skipped, as the import does. */
async function insertLines(
  tx: Db,
  idClient: number,
  idStatement: number,
  idBankAccount: number,
  lines: string,
): Promise<number> {
  const added = await tx.execute<{ n: number }>(sql`
    with added as (
      insert into bank_statement_line (id_client, id_statement, id_bank_account, line_date, reference, description,
                                       amount, fingerprint)
      select ${idClient}::int, ${idStatement}::int, ${idBankAccount}::int, l."lineDate"::date, l.reference, l.description,
             l.amount::numeric, l.fingerprint
        from jsonb_to_recordset(${lines}::jsonb)
             as l("lineDate" text, reference text, description text, amount text, fingerprint text)
      on conflict (id_statement, fingerprint) where fingerprint is not null do nothing
      returning 1)
    select count(*)::int as n from added`);
  return added.rows[0]?.n ?? 0;
}

/**
 * The floor of the import, on the floor's accounts: the lines the route would keep (read by the
 * server's own reader, outside the clock) inserted into a new statement of the month with one
 * statement, in a transaction tagged like the route's, so the audit trigger writes the same trail;
 * then the same insert again, which the prints turn into nothing. And on the bare accounts, the
 * first insert with triggers off, to tell the audit trail's share.
 */
export async function timeImportSql(db: Db, idClient: number, f: TreasuryFixture): Promise<ImportFloor> {
  const times: ImportFloor = { first: [], again: [], read: [], bare: [] };
  const readFile = async () => {
    const start = performance.now();
    const file = await readStatementFile('csv', Buffer.from(f.file.content, 'base64'), f.file.format);
    times.read.push(performance.now() - start);
    if (file.errors.length > 0 || file.lines.length !== f.file.lines)
      throw new Error(`el archivo no se leyó: ${JSON.stringify(file.errors.slice(0, 3))}`);
    return JSON.stringify(file.lines);
  };
  for (const [i, idBankAccount] of f.importAccounts.floor.entries()) {
    const lines = await readFile();
    const start = performance.now();
    const first = await insertStatement(db, idClient, f, idBankAccount, lines, { audited: true });
    times.first.push(performance.now() - start);
    const againStart = performance.now();
    const again = await withTransaction(db, { idUser: f.idUser, idClient }, (tx) =>
      insertLines(tx, idClient, first.id, idBankAccount, lines),
    );
    times.again.push(performance.now() - againStart);
    const bareAccount = f.importAccounts.bare[i] as number;
    const bareStart = performance.now();
    const bare = await insertStatement(db, idClient, f, bareAccount, lines, { audited: false });
    times.bare.push(performance.now() - bareStart);
    if (first.inserted !== f.file.lines || again !== 0 || bare.inserted !== f.file.lines)
      throw new Error(
        `piso de la importación: ${first.inserted}, luego ${again}; sin auditoría ${bare.inserted}`,
      );
  }
  return times;
}

export interface ReconciliationResult {
  movements: number;
  lines: number;
  matchMs: number;
  floorMs: number;
  viewMs: number;
  byReference: number;
  byAmount: number;
  byGroup: number;
  bookLeft: number;
  bankLeft: number;
}

/** An account of the client with the month's book and statement, written straight to the tables. */
async function populate(db: Db, idClient: number, idPeriod: number, year: number): Promise<number> {
  const jan = `${year}-01-01`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const account = await tx.execute<{ id: number }>(sql`
      with made as (insert into currency (code, name, symbol) values ('XTS', 'Moneda de prueba', 'T')
                        on conflict do nothing returning id),
           bank as (insert into bank (id_client, code, name, active) values (${idClient}, '0199', 'Banco de la prueba', true)
                    returning id)
      insert into bank_account (id_client, id_bank, account_number, account_type, id_currency, active)
      select ${idClient}::int, bank.id, '01990000000000000001', 'CORRIENTE',
             coalesce((select id from made), (select id from currency c where c.code = 'XTS')), true from bank
      returning id`);
    const id = account.rows[0]?.id as number;
    await tx.execute(sql`insert into opening_balance (id_client, id_period, id_bank_account, book_balance, bank_balance)
      values (${idClient}, ${idPeriod}, ${id}, 0, 0)`);
    // Cheques (1), transfers (2), deposits (3) and withdrawals still in transit (4), all posted in
    // January, numbered after the period's counters (the bank book's account numbered before).
    await tx.execute(sql`
      insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, reference, description,
                                 amount, status, number, number_text, posted_at)
      select ${idClient}::int, ${idPeriod}::int, m.kind, ${id}::int, ${jan}::date + m.day, m.ref, 'Movimiento ' || m.g, m.amount,
             'posted', coalesce(c.last_number, 0) + row_number() over (partition by m.kind order by m.g),
             coalesce(c.prefix, '') || (coalesce(c.last_number, 0) + row_number() over (partition by m.kind order by m.g)), now()
        from (select g,
                     case when g <= ${CHEQUES} then 1 when g <= ${CHEQUES + TRANSFERS} then 2
                          when g <= ${MOVEMENTS - IN_TRANSIT} then 3 else 4 end as kind,
                     case when g <= ${CHEQUES + TRANSFERS} then g % 28
                          when g <= ${MOVEMENTS - IN_TRANSIT} then (g - ${CHEQUES + TRANSFERS} - 1) / ${DEPOSITS_PER_DAY}
                          else g % 28 end as day,
                     case when g <= ${CHEQUES} then lpad(g::text, 8, '0') when g <= ${CHEQUES + TRANSFERS} then 'TRF-' || g
                          when g <= ${MOVEMENTS - IN_TRANSIT} then 'DP-' || g else 'RET-' || g end as ref,
                     ((g::bigint * 7919) % 99999900 + 100) / 100.0 as amount
                from generate_series(1, ${MOVEMENTS}) g) m
        left join ${counters(idClient, idPeriod)} c on c.id_kind = m.kind
       order by m.g`);
    await syncCounters(tx, idClient, idPeriod);
    await keepDays(tx, id);
    const statement = await tx.execute<{ id: number }>(sql`
      insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance)
      values (${idClient}, ${idPeriod}, ${id}, 1, 0, 0) returning id`);
    const idStatement = statement.rows[0]?.id as number;
    // The bank's side: each cheque cashed up to 9 days later with its number, each transfer the next
    // day without reference, the day's deposits as one credit, and fees the book does not have.
    await tx.execute(sql`
      insert into bank_statement_line (id_client, id_statement, id_bank_account, line_date, reference, description, amount)
      select ${idClient}::int, ${idStatement}::int, ${id}::int, least(m.movement_date + (m.id % 10)::int, ${`${year}-01-31`}::date),
             ltrim(m.reference, '0'), 'Cheque pagado', -m.amount
        from bank_movement m where m.id_bank_account = ${id} and m.id_kind = 1
      union all
      select ${idClient}::int, ${idStatement}::int, ${id}::int, m.movement_date + 1, null, 'Transferencia', -m.amount
        from bank_movement m where m.id_bank_account = ${id} and m.id_kind = 2
      union all
      select ${idClient}::int, ${idStatement}::int, ${id}::int, m.movement_date, 'LOTE', 'Depósitos del día', sum(m.amount)
        from bank_movement m where m.id_bank_account = ${id} and m.id_kind = 3 group by m.movement_date
      union all
      select ${idClient}::int, ${idStatement}::int, ${id}::int, ${jan}::date + (g % 28), 'COM' || g, 'Comisión', -(g % 97 + 1) / 1000.0
        from generate_series(1, ${LINES - CHEQUES - TRANSFERS - DEPOSIT_DAYS}) g`);
    await tx.execute(sql`
      update bank_statement s set closing_balance = (select sum(amount) from bank_statement_line where id_statement = s.id)
       where s.id = ${idStatement}`);
    return id;
  });
}

export async function timeReconciliation(db: Db, idClient: number): Promise<ReconciliationResult> {
  const period = (
    await db.execute<{ id: number; year: number }>(sql`
      select id, extract(year from start_date)::int as year from period where id_client = ${idClient} order by id limit 1`)
  ).rows[0];
  if (!period) throw new Error('sin período');
  const idBankAccount = await populate(db, idClient, period.id, period.year);
  await db.execute(sql`analyze`);
  const key = { idBankAccount, idPeriod: period.id, month: 1 };
  // The whole context a request carries: the period's checks read its clock and zone.
  const auth = await signedInAdmin(db, idClient);

  // The floor: both sides' unmatched items, read once, as the matching reads them.
  const floorStart = performance.now();
  await db.execute(sql`
    select (select count(*) from bank_movement where id_bank_account = ${idBankAccount} and status <> 'draft'
              and not exists (select 1 from reconciliation_item i where i.source = 'movement' and i.id_item = bank_movement.id)),
           (select count(*) from bank_statement_line l where l.id_bank_account = ${idBankAccount}
              and not exists (select 1 from reconciliation_item i where i.source = 'line' and i.id_item = l.id))`);
  const floorMs = performance.now() - floorStart;

  const start = performance.now();
  const found = await autoMatch(db, auth, { ...key, groupDays: 0 });
  const matchMs = performance.now() - start;
  const viewStart = performance.now();
  const view = await readReconciliation(db, idClient, key);
  const viewMs = performance.now() - viewStart;
  return {
    movements: MOVEMENTS,
    lines: LINES,
    matchMs,
    floorMs,
    viewMs,
    ...found,
    bookLeft: view.book.length + view.bookMore,
    bankLeft: view.bank.length + view.bankMore,
  };
}

/** What the server phase measures: the import through its route, and the book's two report routes. */
export interface TreasuryRoutes {
  imports: ImportTimes;
  book: Map<string, Timing & { rows: number }>;
}

/** What the database phase measures: the floors of both, and the reconciliation with its own. */
export interface TreasurySql {
  imports: ImportFloor;
  book: Map<string, Timing>;
  reconciliation: ReconciliationResult;
}

export interface TreasuryResult {
  target: string;
  fixture: TreasuryFixture;
  routes: TreasuryRoutes;
  sql: TreasurySql;
}

const n = (value: number) => value.toLocaleString('de-DE');
const duration = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms)
    ? '—'
    : ms >= 1000
      ? `${(ms / 1000).toFixed(2)} s`
      : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
/** A handful of runs: their median and the slowest. */
const spread = (times: number[]) => {
  const t = percentiles(times);
  return times.length > 1 ? `${duration(t.p50)} / ${duration(t.p95)}` : duration(t.p50);
};
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');

/** The section of docs/performance.md. */
export function treasurySection(results: TreasuryResult[]): string[] {
  const first = results[0];
  if (!first) return [];
  const f = first.fixture;
  const titles = new Map(bookCases(f).map((c) => [c.key ?? c.source.report.slug, c.source.report.title]));
  const lines = [
    '## Tesorería',
    '',
    '### Importar el estado de cuenta',
    '',
    `El archivo CSV de un banco con ${n(f.file.lines)} líneas de un mes (${(f.file.bytes / 1024 / 1024).toFixed(2)} MiB; la ruta acepta hasta 5 MiB): Latin-1, separado por «;», fila de títulos,`,
    'fecha DD/MM/AAAA, referencia, concepto, débito y crédito con coma decimal y el saldo; cheques cobrados, transferencias, depósitos, comisiones e IGTF.',
    'Se importó con `POST AccountStatements/import` (HTTP, base64, cada línea leída y revisada con su huella, las líneas guardadas, el saldo final comprobado',
    'y la respuesta con el estado de cuenta y todas sus líneas) en una cuenta sin estado de cuenta del mes, y luego el mismo archivo otra vez (no agrega nada),',
    'frente a su piso: las mismas líneas, ya leídas, insertadas con una sola sentencia SQL en las tablas del estado de cuenta, con el mismo rastro de auditoría',
    '(y, aparte, sin disparadores: lo que cuesta ese rastro).',
    `Cada cifra: mediana / la más lenta de ${IMPORT_RUNS} cuentas; «Leer el archivo» es la lectura sola (base64, CSV, montos, huellas) con el lector del servidor.`,
    '',
    '| Base de datos | Importar (ruta) | Piso: insertar las líneas | Ruta / piso | Piso sin auditoría | Leer el archivo | Importar otra vez (ruta) | Piso: insertar otra vez | Ruta / piso |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(({ target, routes, sql: floor }) => {
      const route = routes.imports;
      return `| ${target} | ${spread(route.first)} | ${spread(floor.imports.first)} | ${ratio(percentiles(route.first).p50, percentiles(floor.imports.first).p50)} | ${spread(floor.imports.bare)} | ${spread(floor.imports.read)} | ${spread(route.again)} | ${spread(floor.imports.again)} | ${ratio(percentiles(route.again).p50, percentiles(floor.imports.again).p50)} |`;
    }),
    '',
    '### Libro de banco',
    '',
    `Una cuenta con ${n(f.bookMovements)} movimientos registrados en el período (${n(BOOK_MOVEMENTS)} repartidos por igual en sus días: 40 % cheques, 20 % transferencias,`,
    `20 % depósitos, 5 % retiros, 5 % notas de débito y 10 % de crédito; uno de cada ${n(ANNUL_EVERY)} anulado con su reverso; numerados por tipo y con el saldo según libros`,
    'guardado como lo deja registrar). El libro del último mes del período (su fila «Saldo inicial» suma los meses anteriores) y el libro por rango de fechas del período entero,',
    `primera página de 100 filas y totales de todas, ${BOOK_RUNS} veces seguidas tras una de calentamiento: la ruta completa (HTTP, permiso, JSON) frente a sus dos sentencias SQL`,
    '(totales y página) directas sobre la misma base. Lo mismo en otra cuenta igual con la décima parte de los movimientos',
    `(${n(f.smallBookMovements)}): «Crece» es la ruta de la cuenta grande entre la de la pequeña (p50); 1,00 es plano, 10 sería lineal.`,
    '',
    '| Base de datos | Reporte | Filas | SQL directo p50 / p95 | Ruta p50 / p95 | Ruta / SQL (p50) | Crece (×10 filas) |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const { target, routes, sql: floor } of results) {
    for (const [key, route] of routes.book) {
      const direct = floor.book.get(key);
      const [slug, movements] = key.split('@');
      const small =
        Number(movements) === f.bookMovements ? routes.book.get(`${slug}@${f.smallBookMovements}`) : null;
      lines.push(
        `| ${target} | ${titles.get(key) ?? key} | ${n(route.rows)} | ${duration(direct?.p50)} / ${duration(direct?.p95)} | ${duration(route.p50)} / ${duration(route.p95)} | ${direct ? ratio(route.p50, direct.p50) : '—'} | ${small ? ratio(route.p50, small.p50) : '—'} |`,
      );
    }
  }
  lines.push(
    '',
    '### Conciliación bancaria',
    '',
    `Una cuenta con ${n(MOVEMENTS)} movimientos del libro en un mes contra ${n(LINES)} líneas de su estado de cuenta:`,
    `${n(CHEQUES)} cheques cobrados con su número (sin los ceros), ${n(TRANSFERS)} transferencias debitadas al día siguiente sin referencia,`,
    `${n(DEPOSIT_DAYS * DEPOSITS_PER_DAY)} depósitos acreditados en una línea por día, ${n(IN_TRANSIT)} retiros aún en tránsito y comisiones que el libro no tiene.`,
    'La conciliación automática completa (las tres reglas, en una sentencia: cada conciliación con su regla y lo que unió, su propio rastro; el porqué se lee de sus partidas) en una transacción,',
    'frente a su piso: leer una vez las partidas sin conciliar de ambos lados. Objetivo: menos de 5 s.',
    '',
    '| Base de datos | Conciliación automática | Piso | Por referencia | Por monto y fecha | Varios contra uno | Quedan en tránsito (libro / banco) | Leer la conciliación después | Objetivo |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|',
    ...results.map(({ target, sql: { reconciliation: r } }) => {
      const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
      return `| ${target} | ${fmt(r.matchMs)} | ${fmt(r.floorMs)} | ${n(r.byReference)} | ${n(r.byAmount)} | ${r.byGroup} | ${n(r.bookLeft)} / ${n(r.bankLeft)} | ${fmt(r.viewMs)} | ${r.matchMs < 5000 ? 'cumple' : 'NO cumple'} |`;
    }),
    '',
  );
  return lines;
}
