import {
  type CollectionNoticeDetail,
  collectionNoticeDetail,
  collectionNoticeLine,
  type documentListBase,
  periodLabel,
  type VerifiedCollectionNotice,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { intArray, selectPage, selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

const HEADER = sql`
  select n.id, n.id_period as "idPeriod", n.status, n.number_text as "numberText",
         to_char(n.notice_date, 'YYYY-MM-DD') as "noticeDate", n.id_taxpayer as "idTaxpayer",
         t.rif as "taxpayerRif", t.name as "taxpayerName", t.address as "taxpayerAddress",
         n.owed::text as owed, n.interest::text as interest, n.total::text as total,
         to_char(n.delivered_on, 'YYYY-MM-DD') as "deliveredOn", n.delivered_note as "deliveredNote",
         n.note, u.name as "issuedBy", n.id_reverses as "idReverses",
         (select r.id from collection_notice r where r.id_reverses = n.id) as "idReversal",
         to_char(n.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         n.annul_reason as "annulReason", n.verify_id as "verifyId", n.version
    from collection_notice n
    join taxpayer t on t.id = n.id_taxpayer
    left join app_user u on u.id = n.posted_by`;

const header = collectionNoticeDetail.omit({ lines: true });

/** A notice with the periods it claims (a reversal shows those of the notice it annuls). */
export async function readNotice(db: Db, idClient: number, id: number): Promise<CollectionNoticeDetail> {
  const [notice] = await readNotices(db, sql`n.id = ${id} and n.id_client = ${idClient}`, sql`n.id`);
  if (!notice) throw notFound('Documento no encontrado');
  return notice;
}

/**
 * The notices `where` names, in `order`, each with the periods it claims: two queries for any
 * number of them (a batch's PDF prints hundreds).
 */
export async function readNotices(
  db: Db,
  where: SQL,
  order: SQL,
  limit?: { size: number; offset: number },
): Promise<CollectionNoticeDetail[]> {
  const rows = await selectRows(
    db,
    header,
    sql`${HEADER} where ${where} order by ${order}
        ${limit ? sql`limit ${limit.size} offset ${limit.offset}` : sql``}`,
  );
  if (rows.length === 0) return [];
  // A reversal shows the lines of the notice it annuls.
  const owners = rows.map((r) => r.idReverses ?? r.id);
  const lines = await selectRows(
    db,
    collectionNoticeLine.extend({ idNotice: z.number() }),
    sql`
    select l.id_notice as "idNotice", l.line, l.code, l.description, l.object_label as "objectLabel", l.period,
           '' as "periodLabel", to_char(l.due_date, 'YYYY-MM-DD') as "dueDate", l.amount::text as amount,
           l.interest::text as interest, l.interest_basis as "interestBasis"
      from collection_notice_line l
     where l.id_notice = any(${intArray(owners)})
     order by l.id_notice, l.line`,
  );
  const byNotice = new Map<number, CollectionNoticeDetail['lines']>();
  for (const { idNotice, ...l } of lines) {
    const list = byNotice.get(idNotice) ?? [];
    list.push({ ...l, periodLabel: periodLabel(l.period) });
    byNotice.set(idNotice, list);
  }
  return rows.map((row) => ({ ...row, lines: byNotice.get(row.idReverses ?? row.id) ?? [] }));
}

type ListQuery = z.output<typeof documentListBase> & { idTaxpayer?: number };

/** A page of the period's notices, newest first. */
export async function listNotices(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    header,
    sql`${HEADER}
     where n.id_client = ${auth.idClient} and n.id_period = ${idPeriod}
       ${query.status ? sql`and n.status = ${query.status}` : sql``}
       ${query.from ? sql`and n.notice_date >= ${query.from}` : sql``}
       ${query.to ? sql`and n.notice_date <= ${query.to}` : sql``}
       ${query.idTaxpayer ? sql`and n.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${like ? sql`and (n.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like})` : sql``}
    `,
    sql`d."noticeDate" desc, d.id desc`,
    query,
  );
}

/**
 * Records when an issued notice reached the taxpayer (from its day to today, with how); a draft, a
 * reversal or an annulled notice is not delivered. Said again, it is corrected. A fact about the
 * paper, not the books: recorded even once the notice's budget period is closed (a December notice
 * handed over in January), and audited as who recorded it.
 */
export async function deliverNotice(
  db: Db,
  auth: AuthContext,
  id: number,
  delivery: { deliveredOn: string; deliveredNote?: string | null },
  today: string,
): Promise<CollectionNoticeDetail> {
  const { idClient } = auth;
  await withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ status: string; day: string; id_reverses: number | null }>(sql`
      select status, to_char(notice_date, 'YYYY-MM-DD') as day, id_reverses from collection_notice
       where id = ${id} and id_client = ${idClient} for update`);
    const n = found.rows[0];
    if (!n) throw notFound('Documento no encontrado');
    if (n.status !== 'posted' || n.id_reverses !== null)
      throw conflict('Solo se entrega un aviso de cobro emitido y en vigor.');
    if (delivery.deliveredOn < n.day || delivery.deliveredOn > today)
      throw badRequest('Revise la entrega', [
        { field: 'deliveredOn', message: 'La entrega es del día del aviso en adelante, y no después de hoy' },
      ]);
    await tx.execute(sql`
      update collection_notice set delivered_on = ${delivery.deliveredOn}::date,
             delivered_note = ${delivery.deliveredNote || null}
       where id = ${id}`);
  });
  return readNotice(db, idClient, id);
}

/** What the QR code's page shows: the notice, what it claims and whether it stands. */
export async function showVerifiedNotice(db: Db, found: Verified): Promise<VerifiedCollectionNotice> {
  const n = await readNotice(db, found.idClient, found.id);
  const client = await db.execute<{ client: string }>(
    sql`select client_name as client from client where id = ${found.idClient}`,
  );
  return {
    numero: n.numberText ?? '',
    institucion: client.rows[0]?.client ?? '',
    contribuyente: n.taxpayerName,
    rif: n.taxpayerRif,
    fecha: n.noticeDate,
    periodos: n.lines.length,
    total: n.total ?? '0.00',
    estado: found.annulledOn ? 'ANULADO' : 'EMITIDO',
  };
}
