import {
  type BankMovementDetail,
  type BankMovementDraft,
  bankMovementDetail,
  CHEQUE_KIND,
  type documentListBase,
  type FieldError,
  formatDate,
  formatMoney,
  MOVEMENT_KINDS,
  movementKind,
  TRANSFER_KIND,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { chequeErrors } from '../cheques/cheques.ts';
import { assertMonthOpen, monthOf } from '../reconciliation/closed-months.ts';
import { bankMovement } from './bank-movement.schema.ts';
import { sendTransfer, transferErrors, transferTarget, undoTransfer } from './transfers.ts';

/** Money leaving the account is negative in the book; a reversal, already negated, flips it back. */
const OUT_KINDS = sql.raw(
  MOVEMENT_KINDS.filter((k) => k.out)
    .map((k) => String(k.id))
    .join(', '),
);
export const SIGNED = sql`case when m.id_kind in (${OUT_KINDS}) then -m.amount else m.amount end`;
/** A movement's kind code (CH, TR…), as an expression on `m`: no join for each of its rows. */
export const KIND_CODE = sql.raw(
  `case m.id_kind ${MOVEMENT_KINDS.map((k) => `when ${k.id} then '${k.code}'`).join(' ')} end`,
);
/** The kinds as rows (id, code, label), to join a movement's kind by. */
export const KINDS = sql.join(
  MOVEMENT_KINDS.map((k) => sql`(${k.id}::int, ${k.code}::text, ${k.label}::text)`),
  sql`, `,
);

/**
 * The lowest balance by books the account ends a day with, from `date` on (that day included), as the
 * days kept in bank_day say (its running sum; the opening balance is the caller's): the day a back-dated
 * withdrawal would leave short although the account ends the period with enough.
 */
async function lowestDayFrom(
  tx: Tx,
  auth: AuthContext,
  key: { idPeriod: number; idBankAccount: number },
  date: string,
): Promise<{ day: string; running: string }> {
  const found = await tx.execute<{ day: string; running: string }>(sql`
    with days as (
      select day, sum(inflow - outflow) over (order by day) as running
        from bank_day
       where id_client = ${auth.idClient} and id_period = ${key.idPeriod} and id_bank_account = ${key.idBankAccount})
    select to_char(day, 'YYYY-MM-DD') as day, running::text as running
      from (select day, running from days where day > ${date}::date
            union all
            select ${date}::date, coalesce((select running from days where day <= ${date}::date order by day desc limit 1), 0)) x
     order by running, day
     limit 1`);
  return found.rows[0] ?? { day: date, running: '0' };
}

/**
 * What posting or annulling `delta` on `date` leaves an account with, refused below zero unless the
 * institution allows it: at the end of the period, and at the end of every day from `date` on (a
 * back-dated withdrawal may not overdraw a day that a later deposit covers). `included`: the movement
 * is already in bank_day (an annulment's reversal is written before its effect).
 */
async function moveBalance(
  tx: Tx,
  auth: AuthContext,
  key: { idPeriod: number; idBankAccount: number },
  delta: Decimal,
  date: string,
  included: boolean,
): Promise<string[]> {
  // The row is made once and then locked: concurrent movements on one account queue here.
  await tx.execute(sql`
    insert into bank_balance (id_client, id_period, id_bank_account)
    values (${auth.idClient}, ${key.idPeriod}, ${key.idBankAccount})
    on conflict (id_client, id_period, id_bank_account) do nothing`);
  const found = await tx.execute<{
    movements: string;
    opening: string;
    account: string;
    overdraft: boolean;
  }>(sql`
    select b.movements::text as movements,
           coalesce((select o.book_balance from opening_balance o
                      where o.id_period = b.id_period and o.id_bank_account = b.id_bank_account), 0)::text as opening,
           a.account_number as account, c.valid_overdraft as overdraft
      from bank_balance b
      join bank_account a on a.id = b.id_bank_account
      join client c on c.id = b.id_client
     where b.id_client = ${auth.idClient} and b.id_period = ${key.idPeriod} and b.id_bank_account = ${key.idBankAccount}
       for update of b`);
  const row = found.rows[0];
  if (!row) throw new Error('Saldo de la cuenta no encontrado');
  const before = new Decimal(row.opening).plus(row.movements);
  const after = before.plus(delta);
  const warnings: string[] = [];
  if (delta.isNegative() && after.isNegative()) {
    const what = `la cuenta ${row.account} tiene ${formatMoney(before.toFixed(2))} según libros y el movimiento es de ${formatMoney(delta.negated().toFixed(2))}`;
    if (!row.overdraft) throw new AppError(422, `Saldo insuficiente: ${what}.`);
    warnings.push(`La cuenta queda sobregirada en ${formatMoney(after.negated().toFixed(2))}: ${what}`);
  } else if (delta.isNegative()) {
    const low = await lowestDayFrom(tx, auth, key, date);
    const lowest = new Decimal(row.opening).plus(low.running).plus(included ? 0 : delta);
    if (lowest.isNegative()) {
      const what = `el ${formatDate(low.day)} la cuenta ${row.account} quedaría en ${formatMoney(lowest.toFixed(2))} según libros (el movimiento es de ${formatMoney(delta.negated().toFixed(2))} y lo que entra después no lo cubre ese día)`;
      if (!row.overdraft) throw new AppError(422, `Saldo insuficiente: ${what}.`);
      warnings.push(`La cuenta queda sobregirada: ${what}`);
    }
  }
  await tx.execute(sql`
    update bank_balance set movements = movements + ${delta.toFixed(2)}
     where id_client = ${auth.idClient} and id_period = ${key.idPeriod} and id_bank_account = ${key.idBankAccount}`);
  return warnings;
}

/**
 * Locks the balance rows of the accounts a transfer touches, in the order of their ids, before either
 * moves: two transfers crossing between the same accounts (A to B and B to A) queue instead of each
 * holding one row and waiting for the other's.
 */
async function lockAccounts(tx: Tx, auth: AuthContext, idPeriod: number, accounts: number[]) {
  const ids = [...new Set(accounts)].sort((a, b) => a - b);
  for (const idBankAccount of ids)
    await tx.execute(sql`
      insert into bank_balance (id_client, id_period, id_bank_account)
      values (${auth.idClient}, ${idPeriod}, ${idBankAccount})
      on conflict (id_client, id_period, id_bank_account) do nothing`);
  await tx.execute(sql`
    select 1 from bank_balance
     where id_client = ${auth.idClient} and id_period = ${idPeriod}
       and id_bank_account in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )})
     order by id_bank_account
       for update`);
}

const signedOf = (idKind: number, amount: string) =>
  movementKind(idKind)?.out ? new Decimal(amount).negated() : new Decimal(amount);

export const movementFamily: DocumentFamily<BankMovementDraft> = {
  table: bankMovement,
  date: { column: 'movement_date', field: 'movementDate', of: (d) => d.movementDate },
  numbering: { table: 'bank_movement_number', series: 'id_kind' },
  uniques: {
    bank_movement_cheque_uq: { field: 'reference', message: 'Ese número de cheque ya se usó en la cuenta' },
  },
  header: async (_tx, d) => ({
    idKind: d.idKind,
    idBankAccount: d.idBankAccount,
    movementDate: d.movementDate,
    reference: d.reference || null,
    idBeneficiary: d.idBeneficiary ?? null,
    description: d.description,
    amount: d.amount,
    idBudgetDocument: d.idBudgetDocument ?? null,
    idToAccount: d.idToAccount ?? null,
    toAmount: d.toAmount ?? null,
  }),
  async check(tx, auth, d) {
    const found = await tx.execute<{
      account: boolean;
      active: boolean;
      beneficiary: boolean;
      budget: boolean;
      toAccount: boolean;
    }>(sql`
      select exists (select 1 from bank_account where id = ${d.idBankAccount} and id_client = ${auth.idClient}) as account,
             exists (select 1 from bank_account where id = ${d.idBankAccount} and id_client = ${auth.idClient} and active) as active,
             ${d.idBeneficiary ?? null}::int is null
               or exists (select 1 from beneficiary where id = ${d.idBeneficiary ?? null} and id_client = ${auth.idClient}) as beneficiary,
             ${d.idBudgetDocument ?? null}::int is null
               or exists (select 1 from budget_document where id = ${d.idBudgetDocument ?? null} and id_client = ${auth.idClient}) as budget,
             ${d.idToAccount ?? null}::int is null
               or exists (select 1 from bank_account where id = ${d.idToAccount ?? null} and id_client = ${auth.idClient} and active) as "toAccount"`);
    const r = found.rows[0];
    const errors: FieldError[] = [];
    if (!r?.account)
      errors.push({ field: 'idBankAccount', message: 'La cuenta bancaria no existe en esta institución' });
    else if (!r.active) errors.push({ field: 'idBankAccount', message: 'La cuenta bancaria está inactiva' });
    if (!r?.beneficiary)
      errors.push({ field: 'idBeneficiary', message: 'El beneficiario no existe en esta institución' });
    if (!r?.budget)
      errors.push({
        field: 'idBudgetDocument',
        message: 'El documento presupuestario no existe en esta institución',
      });
    const target = transferTarget(d);
    if (target) errors.push(target);
    else if (!r?.toAccount)
      errors.push({
        field: 'idToAccount',
        message: 'La cuenta destino no existe en esta institución o está inactiva',
      });
    // An account that keeps cheque books issues only their cheques, each once and never a voided one.
    if (r?.account && d.idKind === CHEQUE_KIND && d.reference)
      errors.push(...(await chequeErrors(tx, auth, d.idBankAccount, d.reference)));
    return errors;
  },
  async shape(tx, d) {
    const errors: FieldError[] = await transferErrors(tx, d);
    // A transfer to another of the institution's accounts is made out to no third party.
    if ((d.idKind === CHEQUE_KIND || (d.idKind === TRANSFER_KIND && !d.idToAccount)) && !d.idBeneficiary)
      errors.push({
        field: 'idBeneficiary',
        message: 'Un cheque o una transferencia se emite a un beneficiario',
      });
    if (!d.reference)
      errors.push({
        field: 'reference',
        message:
          d.idKind === CHEQUE_KIND
            ? 'Indique el número del cheque'
            : 'Indique la referencia bancaria del movimiento',
      });
    return errors;
  },
  writeContent: async () => {},
  async load(tx, doc) {
    const found = await tx.execute<BankMovementDraft>(sql`
      select id_bank_account as "idBankAccount", id_kind as "idKind", reference, id_beneficiary as "idBeneficiary",
             description, amount::text as amount, id_budget_document as "idBudgetDocument",
             id_to_account as "idToAccount", to_amount::text as "toAmount"
        from bank_movement where id = ${doc.id}`);
    const row = found.rows[0];
    if (!row) throw notFound('Documento no encontrado');
    return { ...row, idPeriod: doc.idPeriod, movementDate: doc.date };
  },
  async post(tx, auth, doc, d) {
    const key = { idPeriod: doc.idPeriod, idBankAccount: d.idBankAccount };
    await assertMonthOpen(tx, { ...key, idClient: auth.idClient, month: monthOf(doc.date) });
    if (d.idToAccount) await lockAccounts(tx, auth, doc.idPeriod, [d.idBankAccount, d.idToAccount]);
    const warnings = await moveBalance(tx, auth, key, signedOf(d.idKind, d.amount), doc.date, false);
    const transfer = await sendTransfer(tx, auth, doc, d, movements);
    return { header: transfer.header, warnings: [...warnings, ...(transfer.warnings ?? [])] };
  },
  annul: {
    copy: ['id_bank_account', 'reference', 'id_beneficiary', 'id_budget_document'],
    negate: ['amount'],
    describe: 'description',
    async reverse(tx, auth, original, reversal) {
      const found = await tx.execute<{
        idKind: number;
        idBankAccount: number;
        amount: string;
        idToAccount: number | null;
      }>(sql`
        select id_kind as "idKind", id_bank_account as "idBankAccount", amount::text as amount,
               id_to_account as "idToAccount"
          from bank_movement where id = ${original.id}`);
      const row = found.rows[0];
      if (!row) throw notFound('Documento no encontrado');
      if (row.idToAccount)
        await lockAccounts(tx, auth, original.idPeriod, [row.idBankAccount, row.idToAccount]);
      // The reversal enters the book on its own date: a closed month takes nothing new.
      await assertMonthOpen(tx, {
        idClient: auth.idClient,
        idPeriod: original.idPeriod,
        idBankAccount: row.idBankAccount,
        month: monthOf(reversal.date),
      });
      // Undoing a deposit takes money out again: the same rule against overdrawing holds.
      const warnings = await moveBalance(
        tx,
        auth,
        { idPeriod: original.idPeriod, idBankAccount: row.idBankAccount },
        signedOf(row.idKind, row.amount).negated(),
        reversal.date,
        true,
      );
      if (warnings.length > 0) throw new AppError(422, `No se anula: ${warnings[0]}.`);
      // A transfer's money leaves the account it reached, under the same rule.
      await undoTransfer(tx, auth, original, reversal, movements);
    },
  },
};

export const movements = documentLifecycle(movementFamily);

type ListQuery = z.output<typeof documentListBase> & { idBankAccount?: number; idKind?: number };

/** A page of the period's movements, newest first, filtered by account, kind, status, dates and text. */
export async function listMovements(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    bankMovementDetail,
    sql`${DETAIL}
     where m.id_client = ${auth.idClient} and m.id_period = ${idPeriod}
       ${query.status ? sql`and m.status = ${query.status}` : sql``}
       ${query.from ? sql`and m.movement_date >= ${query.from}` : sql``}
       ${query.to ? sql`and m.movement_date <= ${query.to}` : sql``}
       ${query.idBankAccount ? sql`and m.id_bank_account = ${query.idBankAccount}` : sql``}
       ${query.idKind ? sql`and m.id_kind = ${query.idKind}` : sql``}
       ${
         like
           ? sql`and (m.description ilike ${like} or m.reference ilike ${like} or m.number_text ilike ${like}
                  or be.name ilike ${like})`
           : sql``
       }`,
    sql`d."movementDate" desc, d.id desc`,
    query,
  );
}

/** A movement as the API answers it, with its account, bank, kind and beneficiary named. */
export async function readMovement(db: Db, idClient: number, id: number): Promise<BankMovementDetail> {
  const row = await selectRow(
    db,
    bankMovementDetail,
    sql`${DETAIL} where m.id = ${id} and m.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Documento no encontrado');
  return row;
}

export const DETAIL = sql`
  select m.id, m.id_period as "idPeriod", m.status, m.number_text as "numberText", m.id_kind as "idKind",
         k.code as "kindCode", k.label as "kindLabel", to_char(m.movement_date, 'YYYY-MM-DD') as "movementDate",
         m.id_bank_account as "idBankAccount", a.account_number as "accountNumber", bk.name as "bankName",
         m.reference, m.id_beneficiary as "idBeneficiary", be.code as "beneficiaryCode", be.name as "beneficiaryName",
         m.description, m.amount::text as amount, (${SIGNED})::text as "signedAmount",
         m.id_budget_document as "idBudgetDocument", cu.code as "currencyCode",
         case when m.id_to_account is not null then json_build_object(
           'idToAccount', m.id_to_account, 'toAccountNumber', ta.account_number, 'toCurrencyCode', tc.code,
           'toAmount', coalesce(m.to_amount, case when tc.code = cu.code then m.amount end)::text,
           'idToMovement', (select t.id from bank_movement t
                             where t.issued_by_table = 'bank_movement' and t.issued_by_id = m.id and t.id_reverses is null),
           'rate', m.rate::text, 'bcvRate', m.bcv_rate::text, 'bcvValidFrom', to_char(m.bcv_valid_from, 'YYYY-MM-DD'))
         end as transfer,
         m.id_reverses as "idReverses",
         (select r.id from bank_movement r where r.id_reverses = m.id) as "idReversal",
         to_char(m.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         m.annul_reason as "annulReason", null as "verifyId", m.version
    from bank_movement m
    join bank_account a on a.id = m.id_bank_account
    join bank bk on bk.id = a.id_bank
    join currency cu on cu.id = a.id_currency
    left join bank_account ta on ta.id = m.id_to_account
    left join currency tc on tc.id = ta.id_currency
    join (values ${KINDS}) k(id, code, label) on k.id = m.id_kind
    left join beneficiary be on be.id = m.id_beneficiary`;
