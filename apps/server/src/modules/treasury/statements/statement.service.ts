import {
  type FieldError,
  formatMoney,
  type StatementDetail,
  type StatementFormat,
  type StatementHeader,
  type StatementImportInput,
  type StatementInput,
  statementDetail,
  statementHeader,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { assertPeriodOpen } from '../../../platform/periods/period.ts';
import { assertMonthOpen } from '../reconciliation/closed-months.ts';
import { readStatementFileOffThread } from './statement-files.ts';

const NOT_FOUND = 'Estado de cuenta no encontrado';
const STALE = 'El estado de cuenta cambió desde que lo abrió. Recárguelo y vuelva a intentar.';

const HEADER = sql`
  select s.id, s.id_client as "idClient", s.id_period as "idPeriod", s.id_bank_account as "idBankAccount",
         a.account_number as "accountNumber", b.name as "bankName", s.month,
         s.opening_balance::text as "openingBalance", s.closing_balance::text as "closingBalance", s.source,
         coalesce(t.n, 0)::int as "lineCount", coalesce(t.credits, 0)::numeric(18, 2)::text as credits,
         coalesce(t.debits, 0)::numeric(18, 2)::text as debits, s.version
    from bank_statement s
    join bank_account a on a.id = s.id_bank_account
    join bank b on b.id = a.id_bank
    left join lateral (
      select count(*) as n, sum(l.amount) filter (where l.amount > 0) as credits,
             -sum(l.amount) filter (where l.amount < 0) as debits
        from bank_statement_line l where l.id_statement = s.id) t on true`;

/** The statements of an institution's period, by account and month. */
export async function listStatements(db: Db, idClient: number, idPeriod: number): Promise<StatementHeader[]> {
  const found = await selectRows(
    db,
    statementHeader,
    sql`${HEADER} where s.id_client = ${idClient} and s.id_period = ${idPeriod} order by a.account_number, s.month`,
  );
  return found;
}

export async function readStatement(db: Db, idClient: number, id: number): Promise<StatementDetail> {
  const statement = await selectRow(
    db,
    statementHeader,
    sql`${HEADER} where s.id = ${id} and s.id_client = ${idClient}`,
  );
  if (!statement) throw notFound(NOT_FOUND);
  const lines = await selectRows(
    db,
    statementDetail.shape.lines.element,
    sql`
    select id, to_char(line_date, 'YYYY-MM-DD') as "lineDate", reference, description, amount::text as amount
      from bank_statement_line where id_statement = ${id} order by line_date, id`,
  );
  return { ...statement, lines };
}

/**
 * What a statement must be to be kept: an account of the institution, a month of an open period,
 * its lines dated in that month, and its closing balance the opening plus its lines.
 */
async function check(tx: Tx, auth: AuthContext, input: StatementInput): Promise<void> {
  await assertPeriodOpen(tx, auth, input.idPeriod);
  await assertMonthOpen(tx, { ...input, idClient: auth.idClient });
  const found = await tx.execute<{ account: boolean; first: string | null; last: string | null }>(sql`
    with p as (select start_date from period where id = ${input.idPeriod} and id_client = ${auth.idClient}),
         m as (select make_date(extract(year from p.start_date)::int
                                + case when ${input.month} < extract(month from p.start_date) then 1 else 0 end,
                                ${input.month}, 1) as first from p)
    select exists (select 1 from bank_account where id = ${input.idBankAccount} and id_client = ${auth.idClient}) as account,
           to_char(m.first, 'YYYY-MM-DD') as first,
           to_char((m.first + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as last
      from m`);
  const r = found.rows[0];
  const errors: FieldError[] = [];
  if (!r?.account)
    errors.push({ field: 'idBankAccount', message: 'La cuenta bancaria no existe en esta institución' });
  const first = r?.first ?? '';
  const last = r?.last ?? '';
  input.lines.forEach((line, i) => {
    if (line.lineDate < first || line.lineDate > last)
      errors.push({
        field: `lines.${i}.lineDate`,
        message: `La línea ${i + 1} no es del mes del estado de cuenta (del ${formatDay(first)} al ${formatDay(last)})`,
      });
  });
  const lines = input.lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
  const expected = new Decimal(input.openingBalance).plus(lines);
  if (!expected.eq(input.closingBalance))
    errors.push({
      field: 'closingBalance',
      message: `El saldo final no cuadra: el saldo inicial ${formatMoney(input.openingBalance)} más las líneas ${formatMoney(lines.toFixed(2))} da ${formatMoney(expected.toFixed(2))}`,
    });
  if (errors.length > 0) throw badRequest('Revise el estado de cuenta', errors);
}

const formatDay = (iso: string) => iso.split('-').reverse().join('/');

async function writeLines(tx: Tx, auth: AuthContext, id: number, input: StatementInput): Promise<void> {
  if (input.lines.length === 0) return;
  // One statement for every line, however many the bank sent.
  await tx.execute(sql`
    insert into bank_statement_line (id_client, id_statement, id_bank_account, line_date, reference, description, amount)
    select ${auth.idClient}, ${id}, ${input.idBankAccount}, l."lineDate"::date, nullif(l.reference, ''), l.description,
           l.amount::numeric
      from jsonb_to_recordset(${JSON.stringify(input.lines)}::jsonb)
           as l("lineDate" text, reference text, description text, amount text)`);
}

/** One statement per account and month: a second one is answered as the conflict it is. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'bank_statement_month_uq')
      throw conflict('Esa cuenta ya tiene estado de cuenta de ese mes', [
        { field: 'month', message: 'Esa cuenta ya tiene estado de cuenta de ese mes' },
      ]);
    throw error;
  }
}

export async function createStatement(db: Db, auth: AuthContext, input: StatementInput): Promise<number> {
  return guarded(() =>
    withTransaction(db, auth, async (tx) => {
      await check(tx, auth, input);
      const made = await tx.execute<{ id: number }>(sql`
        insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance)
        values (${auth.idClient}, ${input.idPeriod}, ${input.idBankAccount}, ${input.month},
                ${input.openingBalance}, ${input.closingBalance}) returning id`);
      const id = made.rows[0]?.id as number;
      await writeLines(tx, auth, id, input);
      return id;
    }),
  );
}

/** Locks a statement of the caller's institution, or answers 404. */
async function lock(tx: Tx, auth: AuthContext, id: number): Promise<{ version: number; idPeriod: number }> {
  // The account first, as the reconciliation and the import take it: no match is made of these lines
  // between the check below and their change, and the locks are always taken in the same order.
  await tx.execute(sql`
    select a.id from bank_account a join bank_statement s on s.id_bank_account = a.id
     where s.id = ${id} and s.id_client = ${auth.idClient} for update of a`);
  const found = await tx.execute<{
    version: number;
    idPeriod: number;
    idBankAccount: number;
    month: number;
    matched: boolean;
  }>(sql`
    select version, id_period as "idPeriod", id_bank_account as "idBankAccount", month,
           exists (select 1 from bank_statement_line l join reconciliation_item i on i.source = 'line' and i.id_item = l.id
                    where l.id_statement = s.id) as matched
      from bank_statement s where id = ${id} and id_client = ${auth.idClient} for update`);
  const row = found.rows[0];
  if (!row) throw notFound(NOT_FOUND);
  // What the reconciliation rests on stays as it was: a closed month, or lines already matched.
  await assertMonthOpen(tx, { ...row, idClient: auth.idClient });
  if (row.matched)
    throw conflict(
      'El estado de cuenta tiene líneas conciliadas: deshaga esas conciliaciones antes de corregirlo o eliminarlo.',
    );
  return row;
}

export async function updateStatement(
  db: Db,
  auth: AuthContext,
  input: StatementInput & { id: number; version: number },
): Promise<void> {
  await guarded(() =>
    withTransaction(db, auth, async (tx) => {
      const current = await lock(tx, auth, input.id);
      if (current.version !== input.version) throw conflict(STALE);
      await assertPeriodOpen(tx, auth, current.idPeriod);
      await check(tx, auth, input);
      await tx.execute(sql`
        update bank_statement set id_period = ${input.idPeriod}, id_bank_account = ${input.idBankAccount},
               month = ${input.month}, opening_balance = ${input.openingBalance},
               closing_balance = ${input.closingBalance}, version = version + 1
         where id = ${input.id}`);
      await tx.execute(sql`delete from bank_statement_line where id_statement = ${input.id}`);
      await writeLines(tx, auth, input.id, input);
    }),
  );
}

export async function deleteStatement(db: Db, auth: AuthContext, id: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const current = await lock(tx, auth, id);
    await assertPeriodOpen(tx, auth, current.idPeriod);
    await tx.execute(sql`delete from bank_statement where id = ${id}`);
  });
}

/** The mapping last used for the bank of an account of the institution, or null. */
export async function savedFormat(
  db: Db,
  idClient: number,
  idBankAccount: number,
): Promise<StatementFormat | null> {
  const found = await db.execute<{ format: StatementFormat; account: boolean }>(sql`
    select f.format from bank_account a
      join bank_statement_format f on f.id_bank = a.id_bank and f.id_client = a.id_client
     where a.id = ${idBankAccount} and a.id_client = ${idClient}`);
  return found.rows[0]?.format ?? null;
}

/**
 * Imports a bank's file into the account's statement of the month, in one transaction: every line
 * read and checked first (a bad file is refused whole, each problem with its line), then added to
 * the month's statement (made if there is none) except those it already has from the same file.
 * The closing balance the file or the person states must be the opening plus all the lines.
 */
export async function importStatement(
  db: Db,
  auth: AuthContext,
  input: StatementImportInput,
): Promise<{ id: number; imported: number; repeated: number }> {
  // Read before the transaction opens, on a pool thread: parsing holds neither a connection nor a lock.
  const format = input.format ?? (await savedFormat(db, auth.idClient, input.idBankAccount));
  const file = await readStatementFileOffThread(input.kind, Buffer.from(input.content, 'base64'), format);
  return withTransaction(db, auth, async (tx) => {
    await assertPeriodOpen(tx, auth, input.idPeriod);
    await assertMonthOpen(tx, { ...input, idClient: auth.idClient });
    const account = await tx.execute<{ id_bank: number }>(sql`
      select id_bank from bank_account where id = ${input.idBankAccount} and id_client = ${auth.idClient} for update`);
    const idBank = account.rows[0]?.id_bank;
    if (!idBank)
      throw badRequest('Revise la importación', [
        { field: 'idBankAccount', message: 'La cuenta bancaria no existe en esta institución' },
      ]);
    const bounds = await monthBounds(tx, input.idPeriod, input.month);
    const errors = [...file.errors];
    for (const line of file.lines)
      if (line.lineDate < bounds.first || line.lineDate > bounds.last)
        errors.push({
          field: `linea.${line.at}`,
          message: `Línea ${line.at}: el ${formatDay(line.lineDate)} no es del mes que se importa (del ${formatDay(bounds.first)} al ${formatDay(bounds.last)})`,
        });
    if (errors.length === 0 && file.lines.length === 0)
      errors.push({ field: 'content', message: 'El archivo no trae líneas que importar' });
    if (errors.length > 0)
      throw badRequest(
        `El archivo no se importó: ${errors[0]?.message}${errors.length > 1 ? ` (y ${errors.length - 1} más)` : ''}`,
        errors,
      );

    // The month's statement, made with the opening balance the bank carried from the month before.
    const existing = await tx.execute<{ id: number; opening: string }>(sql`
      select id, opening_balance::text as opening from bank_statement
       where id_client = ${auth.idClient} and id_bank_account = ${input.idBankAccount} and id_period = ${input.idPeriod}
         and month = ${input.month} for update`);
    let id = existing.rows[0]?.id;
    if (id === undefined) {
      const opening = input.openingBalance ?? (await carriedBalance(tx, auth.idClient, input));
      const made = await tx.execute<{ id: number }>(sql`
        insert into bank_statement (id_client, id_period, id_bank_account, month, opening_balance, closing_balance, source)
        values (${auth.idClient}, ${input.idPeriod}, ${input.idBankAccount}, ${input.month}, ${opening}, ${opening}, ${input.kind})
        returning id`);
      id = made.rows[0]?.id as number;
    }
    const added = await tx.execute<{ n: number }>(sql`
      with added as (
        insert into bank_statement_line (id_client, id_statement, id_bank_account, line_date, reference, description,
                                         amount, fingerprint)
        select ${auth.idClient}, ${id}, ${input.idBankAccount}, l."lineDate"::date, l.reference, l.description,
               l.amount::numeric, l.fingerprint
          from jsonb_to_recordset(${JSON.stringify(file.lines)}::jsonb)
               as l("lineDate" text, reference text, description text, amount text, fingerprint text)
        on conflict (id_statement, fingerprint) where fingerprint is not null do nothing
        returning 1)
      select count(*)::int as n from added`);
    const imported = added.rows[0]?.n ?? 0;
    const totals = await tx.execute<{ opening: string; closing: string }>(sql`
      select s.opening_balance::text as opening,
             (s.opening_balance + coalesce((select sum(amount) from bank_statement_line where id_statement = s.id), 0))::text as closing
        from bank_statement s where s.id = ${id}`);
    const t = totals.rows[0];
    if (!t) throw new Error('Estado de cuenta no encontrado tras importar');
    const stated = input.closingBalance ?? file.closingBalance;
    if (stated !== null && stated !== undefined && !new Decimal(stated).eq(t.closing))
      throw badRequest('El archivo no se importó: el saldo final no cuadra', [
        {
          field: 'closingBalance',
          message: `El saldo final no cuadra: el banco dice ${formatMoney(stated)} y el saldo inicial ${formatMoney(t.opening)} más las líneas da ${formatMoney(t.closing)}`,
        },
      ]);
    await tx.execute(sql`
      update bank_statement set closing_balance = ${t.closing}, version = version + 1,
             source = case when source = 'manual' then ${input.kind} else source end
       where id = ${id}`);
    if (input.format && input.kind !== 'ofx')
      await tx.execute(sql`
        insert into bank_statement_format (id_client, id_bank, format) values (${auth.idClient}, ${idBank}, ${JSON.stringify(input.format)}::jsonb)
        on conflict (id_client, id_bank) do update set format = excluded.format, updated_at = now()`);
    return { id, imported, repeated: file.lines.length - imported };
  });
}

/** The first and last day of a month of the period (a period may run into the next year). */
async function monthBounds(
  tx: Tx,
  idPeriod: number,
  month: number,
): Promise<{ first: string; last: string }> {
  const found = await tx.execute<{ first: string; last: string }>(sql`
    with m as (select make_date(extract(year from start_date)::int
                                + case when ${month}::int < extract(month from start_date) then 1 else 0 end,
                                ${month}::int, 1) as first from period where id = ${idPeriod})
    select to_char(first, 'YYYY-MM-DD') as first,
           to_char((first + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as last from m`);
  const row = found.rows[0];
  if (!row) throw notFound('Período no encontrado');
  return row;
}

/**
 * What the bank carried into the month: the previous month's statement's closing balance, or for
 * the period's first statement the account's opening balance per bank.
 */
async function carriedBalance(
  tx: Tx,
  idClient: number,
  key: { idBankAccount: number; idPeriod: number; month: number },
) {
  const found = await tx.execute<{ balance: string }>(sql`
    select coalesce(
      (select closing_balance from bank_statement where id_client = ${idClient} and id_bank_account = ${key.idBankAccount}
          and id_period = ${key.idPeriod} and month < ${key.month} order by month desc limit 1),
      (select bank_balance from opening_balance where id_client = ${idClient} and id_bank_account = ${key.idBankAccount}
          and id_period = ${key.idPeriod}),
      0)::text as balance`);
  return found.rows[0]?.balance ?? '0.00';
}
