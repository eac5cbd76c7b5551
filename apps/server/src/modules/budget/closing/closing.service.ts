import { type PeriodClosing, periodClosing } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { moneyText } from '../../../platform/db/money.ts';
import { selectRow, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { periodClosed } from '../../../platform/periods/period.ts';
import { periodDebts } from './debts.sql.ts';

/**
 * The year-end close (cierre del ejercicio). A closed period takes no posting, annulment or master
 * change: the platform's period checks refuse them (assertPeriodOpen, assertRowPeriodOpen), here only
 * the state changes. What it owes passes to the next period as its opening debts: since nothing in a
 * closed period moves, they are read from its documents (report "Compromisos por causar y causados
 * por pagar") and stay what they were at the close.
 */

export async function closingOf(db: Db | Tx, idClient: number, idPeriod: number): Promise<PeriodClosing> {
  const period = await selectRow(
    db,
    periodClosing.omit({ history: true }),
    sql`
    select p.id as "idPeriod", p.description, to_char(p.start_date, 'YYYY-MM-DD') as "startDate",
           to_char(p.end_date, 'YYYY-MM-DD') as "endDate", ${periodClosed(sql`p.id`)} as closed,
           (select case when c.action = 'cierre' then to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end
              from period_closing c where c.id_period = p.id order by c.id desc limit 1) as "closedAt",
           (select case when c.action = 'cierre' then u.name end
              from period_closing c left join app_user u on u.id = c.id_user
             where c.id_period = p.id order by c.id desc limit 1) as "closedBy",
           (select count(*)::int from budget_document d where d.id_period = p.id and d.status = 'draft') as drafts,
           o."toCause", o."toPay"
      from period p,
           (select json_build_object('documents', count(*) filter (where debt = 'Por causar'),
                                     'amount', ${moneyText(sql`sum(pending) filter (where debt = 'Por causar')`)}) as "toCause",
                   json_build_object('documents', count(*) filter (where debt = 'Por pagar'),
                                     'amount', ${moneyText(sql`sum(pending) filter (where debt = 'Por pagar')`)}) as "toPay"
              from (${periodDebts(idClient, sql`${idPeriod}`)}) x) o
     where p.id = ${idPeriod} and p.id_client = ${idClient}`,
  );
  if (!period) throw notFound('El período no existe en esta institución.');
  const history = await selectRows(
    db,
    periodClosing.shape.history.element,
    sql`
    select c.action, to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, u.name as user, c.reason
      from period_closing c left join app_user u on u.id = c.id_user
     where c.id_period = ${idPeriod} order by c.id desc`,
  );
  return { ...period, history };
}

/**
 * Locks the period row (for update): postings hold it for share while they check the period, so a
 * close waits for the ones under way and every later one sees the period closed.
 */
async function lockPeriod(tx: Tx, idClient: number, idPeriod: number): Promise<boolean> {
  const found = await tx.execute<{ closed: boolean }>(sql`
    select ${periodClosed(sql`p.id`)} as closed from period p
     where p.id = ${idPeriod} and p.id_client = ${idClient} for update`);
  const row = found.rows[0];
  if (!row) throw notFound('El período no existe en esta institución.');
  return row.closed;
}

export async function closePeriod(db: Db, auth: AuthContext, idPeriod: number): Promise<PeriodClosing> {
  return withTransaction(db, auth, async (tx) => {
    if (await lockPeriod(tx, auth.idClient, idPeriod)) throw conflict('El período ya está cerrado.');
    await tx.execute(sql`insert into period_closing (id_client, id_period, action, id_user)
                         values (${auth.idClient}, ${idPeriod}, 'cierre', ${auth.idUser})`);
    return closingOf(tx, auth.idClient, idPeriod);
  });
}

export async function reopenPeriod(
  db: Db,
  auth: AuthContext,
  idPeriod: number,
  reason: string,
): Promise<PeriodClosing> {
  return withTransaction(db, auth, async (tx) => {
    if (!(await lockPeriod(tx, auth.idClient, idPeriod))) throw conflict('El período no está cerrado.');
    await tx.execute(sql`insert into period_closing (id_client, id_period, action, reason, id_user)
                         values (${auth.idClient}, ${idPeriod}, 'reapertura', ${reason}, ${auth.idUser})`);
    return closingOf(tx, auth.idClient, idPeriod);
  });
}
