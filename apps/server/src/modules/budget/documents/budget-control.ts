import { formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';

/** What a posting (or its reversal) moves on one account. */
export interface AccountDelta {
  idBudgetAccount: number;
  aditional: string;
  decrease: string;
  committed: string;
  caused: string;
  paid: string;
}

export interface ControlOptions {
  /** The document's date (ISO): its year and month key the monthly totals. */
  date: string;
  /** The client lets spending go over availability with a warning (client.valid_overdraft). */
  allowOverdraft: boolean;
}

type Locked = {
  id_budget_account: number;
  code: string;
  initial_amount: string;
  aditional: string;
  decrease: string;
  committed: string;
  caused: string;
  paid: string;
};

const D = (v: string) => new Decimal(v);

/**
 * Budget control, the one place it is enforced (SIGESP's saldosAjusta): locks the balance rows of
 * the accounts in id order (so two postings never deadlock), checks what the movement leaves, and
 * applies it to the running and monthly totals. Must run inside the posting transaction: a refusal
 * throws and the whole posting rolls back. Returns warnings for overdrafts the client allows.
 *
 * - availability = initial + aditional − decrease − committed must stay ≥ 0 when the movement
 *   decreases or commits (or takes back a credit). Only spending may overdraw, and only where the
 *   client allows it; a traslado or reduction never may.
 * - cumulative caused ≤ committed, and paid ≤ caused, always.
 */
export async function applyBudgetMovement(
  tx: Tx,
  idClient: number,
  idPeriod: number,
  deltas: AccountDelta[],
  options: ControlOptions,
): Promise<string[]> {
  const moving = deltas
    .filter((d) => [d.aditional, d.decrease, d.committed, d.caused, d.paid].some((v) => !D(v).isZero()))
    .sort((a, b) => a.idBudgetAccount - b.idBudgetAccount);
  if (moving.length === 0) return [];
  const ids = moving.map((d) => d.idBudgetAccount);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

  await lockBalances(tx, idClient, ids);
  // Read after the lock, in its own statement: it sees an initial amount changed by whoever held the
  // lock before (the specific-accounts master takes the same lock to change it).
  const locked = await tx.execute<Locked>(sql`
    select b.id_budget_account, a.code, a.initial_amount::text, b.aditional::text, b.decrease::text,
           b.committed::text, b.caused::text, b.paid::text
      from budget_balance b
      join budget_account a on a.id = b.id_budget_account
     where b.id_budget_account in (${idList}) and b.id_client = ${idClient} and b.id_period = ${idPeriod}`);
  const byId = new Map(locked.rows.map((r) => [r.id_budget_account, r]));

  const warnings: string[] = [];
  const refusals: string[] = [];
  for (const delta of moving) {
    const row = byId.get(delta.idBudgetAccount);
    if (!row) throw new AppError(422, 'Una de las cuentas imputadas no pertenece al período del documento.');
    const aditional = D(row.aditional).plus(delta.aditional);
    const decrease = D(row.decrease).plus(delta.decrease);
    const committed = D(row.committed).plus(delta.committed);
    const caused = D(row.caused).plus(delta.caused);
    const paid = D(row.paid).plus(delta.paid);
    const available = D(row.initial_amount).plus(aditional).minus(decrease).minus(committed);

    const takes = D(delta.decrease).gt(0) || D(delta.committed).gt(0) || D(delta.aditional).lt(0);
    if (takes && available.lt(0)) {
      const before = available.plus(delta.committed).plus(delta.decrease).minus(delta.aditional);
      const wanted = D(delta.committed).plus(delta.decrease).minus(delta.aditional);
      const text = `${row.code}: disponible ${formatMoney(before.toFixed(2))}, se requieren ${formatMoney(wanted.toFixed(2))}`;
      const spending = D(delta.decrease).isZero() && D(delta.aditional).gte(0);
      if (spending && options.allowOverdraft) warnings.push(`Sobregiro en ${text}`);
      else refusals.push(`Disponibilidad insuficiente en ${text}`);
    }
    if ((D(delta.caused).gt(0) || D(delta.committed).lt(0)) && caused.gt(committed)) {
      refusals.push(
        `${row.code}: el monto a causar es mayor que el comprometido (comprometido ${formatMoney(committed.toFixed(2))}, causado ${formatMoney(caused.toFixed(2))})`,
      );
    }
    if ((D(delta.paid).gt(0) || D(delta.caused).lt(0)) && paid.gt(caused)) {
      refusals.push(
        `${row.code}: el monto a pagar es mayor que el causado (causado ${formatMoney(caused.toFixed(2))}, pagado ${formatMoney(paid.toFixed(2))})`,
      );
    }
  }
  if (refusals.length > 0) throw new AppError(422, refusals.join('. '));

  const values = sql.join(
    moving.map(
      (d) =>
        sql`(${d.idBudgetAccount}::integer, ${d.aditional}::numeric, ${d.decrease}::numeric, ${d.committed}::numeric, ${d.caused}::numeric, ${d.paid}::numeric)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update budget_balance b
       set aditional = b.aditional + d.aditional, decrease = b.decrease + d.decrease,
           committed = b.committed + d.committed, caused = b.caused + d.caused, paid = b.paid + d.paid
      from (values ${values}) as d(id, aditional, decrease, committed, caused, paid)
     where b.id_budget_account = d.id`);
  await tx.execute(sql`
    insert into budget_balance_month
           (id_budget_account, year, month, id_client, id_period, aditional, decrease, committed, caused, paid)
    select d.id, ${Number(options.date.slice(0, 4))}, ${Number(options.date.slice(5, 7))}, ${idClient}, ${idPeriod}, d.aditional, d.decrease, d.committed, d.caused, d.paid
      from (values ${values}) as d(id, aditional, decrease, committed, caused, paid)
    on conflict (id_budget_account, year, month) do update
       set aditional = budget_balance_month.aditional + excluded.aditional,
           decrease = budget_balance_month.decrease + excluded.decrease,
           committed = budget_balance_month.committed + excluded.committed,
           caused = budget_balance_month.caused + excluded.caused,
           paid = budget_balance_month.paid + excluded.paid`);
  return warnings;
}

/**
 * Creates the balance rows the accounts lack and locks them, in id order so that two lockers never
 * deadlock. Everyone who changes what an account has available takes this lock first: postings,
 * annulments and the specific-accounts master.
 */
export async function lockBalances(tx: Tx, idClient: number, accounts: number[]): Promise<void> {
  if (accounts.length === 0) return;
  const sorted = [...accounts].sort((a, b) => a - b);
  const idList = sql.join(
    sorted.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into budget_balance (id_budget_account, id_client, id_period)
    select id, id_client, id_period from budget_account where id in (${idList}) and id_client = ${idClient}
    on conflict (id_budget_account) do nothing`);
  await tx.execute(sql`
    select id_budget_account from budget_balance
     where id_budget_account in (${idList}) and id_client = ${idClient} order by id_budget_account for update`);
}
