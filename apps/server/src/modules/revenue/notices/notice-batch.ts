import { randomBytes } from 'node:crypto';
import {
  NOTICE_BATCH_CHUNK,
  NOTICE_BATCH_PART,
  type NoticeBatch,
  type NoticeBatchRequest,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { intArray } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { type PrintedDocument, printDocuments } from '../../../platform/documents/document-pdf.ts';
import { takeNumbers } from '../../../platform/documents/numbering.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { assertPeriodOpen, dateOutsidePeriod, periodName } from '../../../platform/periods/period.ts';
import { arrears } from '../reports/revenue-reports.sql.ts';
import { pendingOfMany } from '../taxpayers/obligations.ts';
import { noticeContent } from './notice.pdf.ts';
import { readNotices } from './notice.queries.ts';
import { lateOf, NOTICE_SERIES, noticeFamily, noticeTotals, writeNoticeLines } from './notice.service.ts';

/**
 * Collection notices in a batch, from the arrears report: the taxpayers are fixed when the batch
 * starts (who owes past due today, as the report's filters narrow it, without a notice in force
 * today), then issued their notices a chunk per request, each chunk one transaction written set-wise
 * (one statement per table, numbers taken at once). A chunk holds each notice to what the single
 * notice's posting holds it: the taxpayer locked, one notice in force a day, today's statement.
 */

/** The period is open, and today falls in it: notices are issued with today's date. */
async function assertIssuableToday(tx: Tx, auth: AuthContext, idPeriod: number, today: string) {
  await assertPeriodOpen(tx, auth, idPeriod);
  const outside = await dateOutsidePeriod(tx, idPeriod, today, 'idPeriod');
  if (outside) throw badRequest('Revise el lote', [outside]);
}

/** Starts a batch: the taxpayers the report lists today, each in its turn. */
export async function startNoticeBatch(
  db: Db,
  auth: AuthContext,
  req: NoticeBatchRequest,
): Promise<NoticeBatch> {
  const { idClient } = auth;
  const today = todayOf(auth);
  const id = await withTransaction(db, auth, async (tx) => {
    await assertIssuableToday(tx, auth, req.idPeriod, today);
    const unknown = await tx.execute<{ concept: boolean; type: boolean }>(sql`
      select (${req.idCollectionConcept ?? null}::int is not null and not exists (
                select 1 from collection_concept where id = ${req.idCollectionConcept ?? null}::int and id_client = ${idClient})) as concept,
             (${req.idTaxpayerType ?? null}::int is not null and not exists (
                select 1 from taxpayer_type where id = ${req.idTaxpayerType ?? null}::int)) as type`);
    const wrong = unknown.rows[0];
    if (wrong?.concept || wrong?.type)
      throw badRequest('Revise el lote', [
        ...(wrong.concept
          ? [{ field: 'idCollectionConcept', message: 'El concepto no existe en esta institución' }]
          : []),
        ...(wrong.type ? [{ field: 'idTaxpayerType', message: 'El tipo de contribuyente no existe' }] : []),
      ]);
    const report = arrears(idClient, {
      asOf: today,
      idCollectionConcept: req.idCollectionConcept ?? undefined,
      idTaxpayerType: req.idTaxpayerType ?? undefined,
      band: req.band,
    });
    // The report's taxpayers with a tax to claim, but not who has today's notice already.
    const written = await tx.execute<{ id: number; total: number }>(sql`
      with chosen as (
        select r."__id" as id_taxpayer, row_number() over (order by r."__id") as seq
          from (${report}) r
         where r.owed + r.fines > 0
           and not exists (select 1 from collection_notice n
                            where n.id_client = ${idClient} and n.id_taxpayer = r."__id" and n.notice_date = ${today}::date
                              and n.status = 'posted' and n.id_reverses is null)),
      batch as (
        insert into collection_notice_batch (id_client, id_period, batch_date, filters, total, created_by)
        select ${idClient}, ${req.idPeriod}, ${today}::date, ${JSON.stringify(req)}::jsonb, count(*), ${auth.idUser}
          from chosen
        returning id, total),
      members as (
        insert into collection_notice_batch_taxpayer (id_batch, seq, id_taxpayer)
        select b.id, c.seq, c.id_taxpayer from chosen c, batch b)
      select id, total from batch`);
    const batch = written.rows[0];
    if (!batch || batch.total === 0)
      throw conflict(
        'Nadie con estos filtros debe hoy períodos vencidos con monto sin un aviso de hoy: no hay avisos que emitir.',
      );
    return batch.id;
  });
  return noticeBatchOf(db, idClient, id);
}

/**
 * Issues the notices of the batch's next chunk of taxpayers, in one transaction; the batch's row
 * lock makes two requests on one batch take turns. A taxpayer who by its turn owes nothing late
 * (it paid) or already has today's notice (issued by hand) is passed over and counted as such.
 */
export async function nextNoticeChunk(
  db: Db,
  auth: AuthContext,
  idBatch: number,
  size = NOTICE_BATCH_CHUNK,
): Promise<NoticeBatch> {
  const { idClient } = auth;
  const today = todayOf(auth);
  await withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ id_period: number; day: string; position: number; total: number }>(sql`
      select id_period, to_char(batch_date, 'YYYY-MM-DD') as day, position, total from collection_notice_batch
       where id = ${idBatch} and id_client = ${idClient} for update`);
    const batch = found.rows[0];
    if (!batch) throw notFound('Lote de avisos no encontrado');
    if (batch.position >= batch.total) return;
    if (batch.day !== today)
      throw conflict(
        'Este lote se preparó otro día: un aviso de cobro se emite con la fecha de hoy y lo que se debe hoy. Prepare un lote nuevo.',
      );
    await assertIssuableToday(tx, auth, batch.id_period, today);
    const members = await tx.execute<{ seq: number; id_taxpayer: number }>(sql`
      select seq, id_taxpayer from collection_notice_batch_taxpayer
       where id_batch = ${idBatch} and seq > ${batch.position} order by seq limit ${size}`);
    const turn = members.rows;
    const ids = turn.map((m) => m.id_taxpayer);
    const list = intArray(ids);
    // As the single notice does: the taxpayers locked (in one order, so no two chunks deadlock),
    // then who has today's notice already.
    await tx.execute(sql`select id from taxpayer where id = any(${list}) order by id for update`);
    const noticed = await tx.execute<{ id_taxpayer: number }>(sql`
      select id_taxpayer from collection_notice
       where id_client = ${idClient} and id_taxpayer = any(${list}) and notice_date = ${today}::date
         and status = 'posted' and id_reverses is null`);
    const already = new Set(noticed.rows.map((r) => r.id_taxpayer));
    const owed = await pendingOfMany(
      tx,
      auth,
      ids.filter((i) => !already.has(i)),
    );
    const issuing = ids
      .filter((i) => !already.has(i))
      .map((idTaxpayer) => ({ idTaxpayer, late: lateOf(owed.get(idTaxpayer) ?? [], today) }))
      .filter((n) => n.late.length > 0);
    if (issuing.length > 0) {
      const { first, prefix } = await takeNumbers(
        tx,
        noticeFamily.numbering,
        { idClient, idPeriod: batch.id_period, series: NOTICE_SERIES },
        issuing.length,
      );
      const headers = issuing.map((n, i) => ({
        taxpayer: n.idTaxpayer,
        number: first + i,
        text: `${prefix}${first + i}`,
        verify: randomBytes(16).toString('base64url'),
        ...noticeTotals(n.late),
      }));
      const inserted = await tx.execute<{ id: number; id_taxpayer: number }>(sql`
        insert into collection_notice (id_client, id_period, id_kind, notice_date, id_taxpayer, status, number,
                                       number_text, verify_id, created_by, posted_by, posted_at, owed, interest,
                                       total, id_batch)
        select ${idClient}, ${batch.id_period}, ${NOTICE_SERIES}, ${today}::date, h.taxpayer, 'posted', h.number,
               h.text, h.verify, ${auth.idUser}, ${auth.idUser}, ${auth.now.toISOString()}::timestamptz, h.owed, h.interest, h.total, ${idBatch}
          from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb)
               as h(taxpayer int, number int, text text, verify text, owed numeric, interest numeric, total numeric)
         order by h.number
        returning id, id_taxpayer`);
      const noticeOf = new Map(inserted.rows.map((r) => [r.id_taxpayer, r.id]));
      await writeNoticeLines(
        tx,
        issuing.map((n) => ({ id: noticeOf.get(n.idTaxpayer) as number, late: n.late })),
      );
    }
    const last = turn.at(-1)?.seq ?? batch.total;
    await tx.execute(sql`
      update collection_notice_batch
         set position = ${last}, issued = issued + ${issuing.length}, skipped = skipped + ${turn.length - issuing.length},
             finished_at = case when ${last} >= total then ${auth.now.toISOString()}::timestamptz end
       where id = ${idBatch}`);
  });
  return noticeBatchOf(db, idClient, idBatch);
}

/** Where a batch is, with the numbers it issued and how many PDFs print it. */
export async function noticeBatchOf(db: Db, idClient: number, idBatch: number): Promise<NoticeBatch> {
  const found = await db.execute<NoticeBatch>(sql`
    select b.id, to_char(b.batch_date, 'YYYY-MM-DD') as "batchDate", b.total, b.position as done, b.issued,
           b.skipped, f.number_text as "firstNumber", l.number_text as "lastNumber",
           ceil(b.issued::numeric / ${NOTICE_BATCH_PART})::int as parts
      from collection_notice_batch b
      left join lateral (select number_text from collection_notice n where n.id_batch = b.id
                          order by n.number limit 1) f on true
      left join lateral (select number_text from collection_notice n where n.id_batch = b.id
                          order by n.number desc limit 1) l on true
     where b.id = ${idBatch} and b.id_client = ${idClient}`);
  const batch = found.rows[0];
  if (!batch) throw notFound('Lote de avisos no encontrado');
  return batch;
}

/**
 * A part of a batch's notices (`NOTICE_BATCH_PART` of them, in number order), one per page, each
 * with its QR code; a notice annulled since is left out (a batch prints no marks).
 */
export async function printNoticeBatch(
  db: Db,
  publicUrl: string,
  idClient: number,
  idBatch: number,
  part: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const batch = await noticeBatchOf(db, idClient, idBatch);
  if (part > batch.parts)
    throw notFound(
      `El lote N.º ${idBatch} se imprime en ${batch.parts === 1 ? 'una parte' : `${batch.parts} partes`}.`,
    );
  const notices = (
    await readNotices(db, sql`n.id_batch = ${idBatch} and n.id_client = ${idClient}`, sql`n.number`, {
      size: NOTICE_BATCH_PART,
      offset: (part - 1) * NOTICE_BATCH_PART,
    })
  ).filter((n) => n.status === 'posted');
  if (notices.length === 0)
    throw conflict('Los avisos de esta parte del lote fueron anulados: no hay qué imprimir.');
  const client = await db.execute<{ name: string }>(
    sql`select client_name as name from client where id = ${idClient}`,
  );
  const period = await periodName(db, notices[0]?.idPeriod as number);
  const docs: PrintedDocument[] = notices.map((n) => ({
    ...noticeContent(n, client.rows[0]?.name ?? ''),
    idClient,
    period,
    status: 'posted',
    isReversal: false,
  }));
  const title = `Avisos de cobro del lote ${idBatch}, parte ${part} de ${batch.parts}`;
  return printDocuments(db, publicUrl, idClient, docs, { title, filename: `${title}.pdf` });
}
