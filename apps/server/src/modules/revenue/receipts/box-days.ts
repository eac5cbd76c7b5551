import { type CashBoxDay, cashBoxDay, formatDate, type ReceiptFormData } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { tcmmvOn } from '../../common/index.ts';
import { unitOfBasisSql } from '../taxes/charges.ts';
import { taxedObjectsOf } from '../taxpayers/taxed-objects.ts';

/** The session user's cashier flags in the token's institution (spec section 3: isCashier, isSupervisorCashier). */
export async function cashierFlags(
  db: Db | Tx,
  auth: AuthContext,
): Promise<{ cashier: boolean; supervisor: boolean }> {
  const found = await db.execute<{ cashier: boolean; supervisor: boolean }>(sql`
    select is_cashier as cashier, is_supervisor_cashier as supervisor
      from user_client where id_user = ${auth.idUser} and id_client = ${auth.idClient}`);
  return found.rows[0] ?? { cashier: false, supervisor: false };
}

/** A box's day as the screens show it, with what its posted receipts collected. */
const DAY = sql`
  select d.id, d.id_cash_box as "idCashBox", b.name as "cashBoxName", p.name as "collectionPointName",
         to_char(d.day, 'YYYY-MM-DD') as day, d.id_cashier as "idCashier", u.name as cashier,
         d.opening_float::text as "openingFloat",
         to_char(d.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "openedAt",
         d.id_close as "idClose",
         (select count(*)::int from receipt r where r.id_cash_box_day = d.id and r.id_reverses is null) as receipts,
         (select coalesce(sum(r.amount_net), 0)::text from receipt r
           where r.id_cash_box_day = d.id and r.status = 'posted' and r.id_reverses is null) as collected
    from cash_box_day d
    join cash_box b on b.id = d.id_cash_box
    join collection_point p on p.id = b.id_collection_point
    join app_user u on u.id = d.id_cashier`;

/**
 * A cashier opens a box for today with its cash float: the box is the institution's and active, not
 * open already, not closed today, and the cashier holds no other open box.
 */
export async function openBox(
  db: Db,
  auth: AuthContext,
  input: { idCashBox: number; openingFloat: string },
): Promise<CashBoxDay> {
  const flags = await cashierFlags(db, auth);
  if (!flags.cashier && !flags.supervisor)
    throw forbidden('Solo un cajero abre una caja: pida que lo marquen como cajero en esta institución.');
  if (input.openingFloat.startsWith('-'))
    throw new AppError(400, 'El fondo de caja no puede ser negativo', [
      { field: 'openingFloat', message: 'El fondo de caja no puede ser negativo' },
    ]);
  const id = await withTransaction(db, auth, async (tx) => {
    // The box's row is the lock two cashiers opening it at once queue on.
    const box = await tx.execute<{ name: string; active: boolean }>(sql`
      select name, active from cash_box where id = ${input.idCashBox} and id_client = ${auth.idClient} for update`);
    const row = box.rows[0];
    if (!row) throw notFound('Caja no encontrada');
    if (!row.active) throw new AppError(422, `La caja ${row.name} está inactiva.`);
    const open = await tx.execute<{ cashier: string; day: string; mine: boolean }>(sql`
      select u.name as cashier, to_char(d.day, 'YYYY-MM-DD') as day, d.id_cash_box = ${input.idCashBox} as mine
        from cash_box_day d join app_user u on u.id = d.id_cashier
       where d.id_close is null and (d.id_cash_box = ${input.idCashBox}
             or (d.id_client = ${auth.idClient} and d.id_cashier = ${auth.idUser}))
       order by mine desc`);
    const busy = open.rows[0];
    if (busy?.mine)
      throw conflict(
        `La caja ${row.name} ya está abierta por ${busy.cashier} desde el ${formatDate(busy.day)}.`,
      );
    if (busy) throw conflict('Ya tiene abierta otra caja: ciérrela antes de abrir una nueva.');
    // The cash day is the institution's date now: a box opened at 21:00 in Caracas opens that day.
    const day = todayOf(auth);
    const today = await tx.execute<{ closed: boolean }>(sql`
      select true as closed from cash_box_day where id_cash_box = ${input.idCashBox} and day = ${day}::date`);
    if (today.rows[0]) throw conflict(`La caja ${row.name} ya se cerró hoy: un día cerrado no se reabre.`);
    const made = await tx.execute<{ id: number }>(sql`
      insert into cash_box_day (id_client, id_cash_box, day, id_cashier, opening_float)
      values (${auth.idClient}, ${input.idCashBox}, ${day}::date, ${auth.idUser}, ${input.openingFloat})
      returning id`);
    return made.rows[0]?.id as number;
  });
  return readDay(db, auth.idClient, id);
}

export async function readDay(db: Db, idClient: number, id: number): Promise<CashBoxDay> {
  const found = await selectRows(
    db,
    cashBoxDay,
    sql`${DAY} where d.id = ${id} and d.id_client = ${idClient}`,
  );
  const row = found[0];
  if (!row) throw notFound('Día de caja no encontrado');
  return row;
}

/** The box the session's cashier holds open, or null. */
export async function myBox(db: Db, auth: AuthContext): Promise<CashBoxDay | null> {
  const found = await selectRows(
    db,
    cashBoxDay,
    sql`
    ${DAY} where d.id_client = ${auth.idClient} and d.id_cashier = ${auth.idUser} and d.id_close is null`,
  );
  return found[0] ?? null;
}

/** Every open day of the institution's boxes, and those of `day` (the day's closes). */
export async function listDays(db: Db, auth: AuthContext, day?: string): Promise<CashBoxDay[]> {
  const found = await selectRows(
    db,
    cashBoxDay,
    sql`
    ${DAY} where d.id_client = ${auth.idClient}
      and (d.id_close is null ${day ? sql`or d.day = ${day}` : sql``})
    order by d.day desc, b.name`,
  );
  return found;
}

/** The open day of a box, locked for share (a close takes it for update), or null. */
export async function lockOpenDay(
  tx: Tx,
  idClient: number,
  idCashBox: number,
): Promise<{ id: number; day: string; idCashier: number; cashier: string; box: string } | null> {
  const found = await tx.execute<{
    id: number;
    day: string;
    idCashier: number;
    cashier: string;
    box: string;
  }>(sql`
    select d.id, to_char(d.day, 'YYYY-MM-DD') as day, d.id_cashier as "idCashier", u.name as cashier, b.name as box
      from cash_box_day d join app_user u on u.id = d.id_cashier join cash_box b on b.id = d.id_cash_box
     where d.id_cash_box = ${idCashBox} and d.id_client = ${idClient} and d.id_close is null
       for share of d`);
  return found.rows[0] ?? null;
}

/** The receipt form's choices: the cashier's open box, the active concepts and payment forms. */
export async function receiptFormData(db: Db, auth: AuthContext): Promise<ReceiptFormData> {
  const concepts = await db.execute<ReceiptFormData['concepts'][number]>(sql`
    select id, code, description, tariff::text as tariff,
           ${unitOfBasisSql(sql`basis`, sql`tariff_unit`)} as "tariffUnit", periodicity,
           taxed_object as "taxedObject"
      from collection_concept
     where id_client = ${auth.idClient} and active order by code`);
  const forms = await db.execute<ReceiptFormData['paymentForms'][number]>(sql`
    select f.id, f.code, f.description, f.kind, f.id_bank_account as "idBankAccount", a.account_number as "accountNumber"
      from payment_form f left join bank_account a on a.id = f.id_bank_account
     where f.id_client = ${auth.idClient} and f.active order by f.code`);
  const box = await myBox(db, auth);
  const tcmmv = await tcmmvOn(db, auth.idClient, box?.day ?? todayOf(auth));
  return { box, concepts: concepts.rows, paymentForms: forms.rows, tcmmv };
}

/** A taxpayer's active taxed objects, each named as the receipt prints it. */
export async function taxedObjects(db: Db, auth: AuthContext, idTaxpayer: number) {
  const found = await db.execute<{ kind: 'vehicle' | 'patent' | 'cadastre'; id: number; label: string }>(sql`
    select kind, id, label from (${taxedObjectsOf(auth.idClient, idTaxpayer)}) o where active order by 1, 3`);
  return found.rows;
}
