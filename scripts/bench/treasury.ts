/**
 * The treasury's figures for `npm run bench`: the automatic bank reconciliation of one account's
 * month with 100,000 book movements against 100,000 statement lines (issue target: under 5 s),
 * beside its floor, the same unmatched items of both sides read once.
 */
import { sql } from 'drizzle-orm';
import {
  autoMatch,
  readReconciliation,
} from '../../apps/server/src/modules/treasury/reconciliation/reconciliation.service.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';

export const MOVEMENTS = 100_000;
/** Cheques cashed with their number, transfers debited without one, deposits credited in one line a day. */
const CHEQUES = 50_000;
const TRANSFERS = 45_000;
const DEPOSIT_DAYS = 28;
const DEPOSITS_PER_DAY = 100;
const IN_TRANSIT = MOVEMENTS - CHEQUES - TRANSFERS - DEPOSIT_DAYS * DEPOSITS_PER_DAY;
const LINES = MOVEMENTS;

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
    // Cheques (1), transfers (2), deposits (3) and withdrawals still in transit (4), all posted in January.
    await tx.execute(sql`
      insert into bank_movement (id_client, id_period, id_kind, id_bank_account, movement_date, reference, description,
                                 amount, status, number, number_text, posted_at)
      select ${idClient}::int, ${idPeriod}::int, kind, ${id}::int, ${jan}::date + day, ref, 'Movimiento ' || g, amount, 'posted',
             row_number() over (partition by kind order by g), (row_number() over (partition by kind order by g))::text, now()
        from (select g,
                     case when g <= ${CHEQUES} then 1 when g <= ${CHEQUES + TRANSFERS} then 2
                          when g <= ${MOVEMENTS - IN_TRANSIT} then 3 else 4 end as kind,
                     case when g <= ${CHEQUES + TRANSFERS} then g % 28
                          when g <= ${MOVEMENTS - IN_TRANSIT} then (g - ${CHEQUES + TRANSFERS} - 1) / ${DEPOSITS_PER_DAY}
                          else g % 28 end as day,
                     case when g <= ${CHEQUES} then lpad(g::text, 8, '0') when g <= ${CHEQUES + TRANSFERS} then 'TRF-' || g
                          when g <= ${MOVEMENTS - IN_TRANSIT} then 'DP-' || g else 'RET-' || g end as ref,
                     ((g::bigint * 7919) % 99999900 + 100) / 100.0 as amount
                from generate_series(1, ${MOVEMENTS}) g) m`);
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
  const admin = (await db.execute<{ id: number }>(sql`select id from app_user where username = 'admin'`))
    .rows[0];
  const auth = { idUser: admin?.id ?? 1, idClient, role: 'SA' } as Parameters<typeof autoMatch>[1];

  // The floor: both sides' unmatched items, read once, as the matching reads them.
  const floorStart = performance.now();
  await db.execute(sql`
    select (select count(*) from bank_movement where id_bank_account = ${idBankAccount} and status <> 'draft'
              and not exists (select 1 from reconciliation_item i where i.source = 'movement' and i.id_item = bank_movement.id)),
           (select count(*) from bank_statement_line l where l.id_bank_account = ${idBankAccount}
              and not exists (select 1 from reconciliation_item i where i.source = 'line' and i.id_item = l.id))`);
  const floorMs = performance.now() - floorStart;

  const start = performance.now();
  const found = await autoMatch(db, auth, key);
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

/** The section of docs/performance.md. */
export function treasurySection(results: { target: string; r: ReconciliationResult }[]): string[] {
  if (results.length === 0) return [];
  const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
  return [
    '## Tesorería: conciliación bancaria',
    '',
    `Una cuenta con ${MOVEMENTS.toLocaleString('de-DE')} movimientos del libro en un mes contra ${LINES.toLocaleString('de-DE')} líneas de su estado de cuenta:`,
    `${CHEQUES.toLocaleString('de-DE')} cheques cobrados con su número (sin los ceros), ${TRANSFERS.toLocaleString('de-DE')} transferencias debitadas al día siguiente sin referencia,`,
    `${(DEPOSIT_DAYS * DEPOSITS_PER_DAY).toLocaleString('de-DE')} depósitos acreditados en una línea por día, ${IN_TRANSIT.toLocaleString('de-DE')} retiros aún en tránsito y comisiones que el libro no tiene.`,
    'La conciliación automática completa (las tres reglas, cada conciliación con su porqué y lo que unió, su propio rastro) en una transacción,',
    'frente a su piso: leer una vez las partidas sin conciliar de ambos lados. Objetivo: menos de 5 s.',
    '',
    '| Base de datos | Conciliación automática | Piso | Por referencia | Por monto y fecha | Varios contra uno | Quedan en tránsito (libro / banco) | Leer la conciliación después | Objetivo |',
    '|---|---:|---:|---:|---:|---:|---|---:|---|',
    ...results.map(
      ({ target, r }) =>
        `| ${target} | ${fmt(r.matchMs)} | ${fmt(r.floorMs)} | ${r.byReference.toLocaleString('de-DE')} | ${r.byAmount.toLocaleString('de-DE')} | ${r.byGroup} | ${r.bookLeft.toLocaleString('de-DE')} / ${r.bankLeft.toLocaleString('de-DE')} | ${fmt(r.viewMs)} | ${r.matchMs < 5000 ? 'cumple' : 'NO cumple'} |`,
    ),
    '',
  ];
}
