import { type CashCloseDetail, cashCloseDetail, type documentListBase } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import { notFound } from '../../../platform/errors.ts';

const DETAIL = sql`
  select c.id, c.id_period as "idPeriod", c.status, c.number_text as "numberText",
         to_char(c.close_date, 'YYYY-MM-DD') as "closeDate", c.id_cash_box_day as "idCashBoxDay",
         c.id_cash_box as "idCashBox", b.name as "cashBoxName", p.name as "collectionPointName", u.name as cashier,
         c.counted_cash::text as "countedCash", c.difference::text as difference, c.note,
         coalesce(c.summary, o.summary) as summary, pb.name as "closedBy", c.id_reverses as "idReverses",
         (select x.id from cash_close x where x.id_reverses = c.id) as "idReversal",
         to_char(c.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         c.annul_reason as "annulReason", null as "verifyId", c.version
    from cash_close c
    left join cash_close o on o.id = c.id_reverses
    join cash_box b on b.id = c.id_cash_box
    join collection_point p on p.id = b.id_collection_point
    join cash_box_day d on d.id = c.id_cash_box_day
    join app_user u on u.id = d.id_cashier
    left join app_user pb on pb.id = c.posted_by`;

export async function readClose(db: Db, idClient: number, id: number): Promise<CashCloseDetail> {
  const row = await selectRow(
    db,
    cashCloseDetail,
    sql`${DETAIL} where c.id = ${id} and c.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Documento no encontrado');
  return row;
}

type ListQuery = z.output<typeof documentListBase> & { idCashBox?: number };

/** A page of the period's closes, newest first. */
export async function listCloses(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    cashCloseDetail,
    sql`${DETAIL}
     where c.id_client = ${auth.idClient} and c.id_period = ${idPeriod}
       ${query.status ? sql`and c.status = ${query.status}` : sql``}
       ${query.from ? sql`and c.close_date >= ${query.from}` : sql``}
       ${query.to ? sql`and c.close_date <= ${query.to}` : sql``}
       ${query.idCashBox ? sql`and c.id_cash_box = ${query.idCashBox}` : sql``}
       ${like ? sql`and (c.number_text ilike ${like} or b.name ilike ${like} or u.name ilike ${like})` : sql``}
    `,
    sql`d."closeDate" desc, d.id desc`,
    query,
  );
}
