import type { CollectionNoticeDraft, FieldError, PendingObligation } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { todayOf } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { pendingOf } from '../taxpayers/obligations.ts';
import { collectionNotice } from './notice.schema.ts';

/** Its one series of numbers (the kit numbers documents by a kind). */
export const NOTICE_SERIES = 1;

export const noticeFamily: DocumentFamily<CollectionNoticeDraft> = {
  table: collectionNotice,
  date: { column: 'notice_date', field: 'noticeDate', of: (d) => d.noticeDate },
  numbering: { table: 'collection_notice_number', series: 'id_kind' },
  notFound: 'AVISO DE COBRO NO ENCONTRADO',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null }>(
      sql`select number_text from collection_notice where id = ${id}`,
    );
    return `el aviso de cobro N.º ${found.rows[0]?.number_text ?? id}`;
  },
  header: async (_tx, d) => ({
    idKind: NOTICE_SERIES,
    noticeDate: d.noticeDate,
    idTaxpayer: d.idTaxpayer,
    note: d.note || null,
  }),
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const payer = await tx.execute<{ id: number }>(
      sql`select id from taxpayer where id = ${d.idTaxpayer} and id_client = ${auth.idClient}`,
    );
    if (!payer.rows[0])
      errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
    return errors;
  },
  writeContent: async () => {},
  async load(tx, doc) {
    const found = await tx.execute<{ idTaxpayer: number; note: string | null }>(sql`
      select id_taxpayer as "idTaxpayer", note from collection_notice where id = ${doc.id}`);
    const h = found.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    return { idPeriod: doc.idPeriod, noticeDate: doc.date, idTaxpayer: h.idTaxpayer, note: h.note };
  },
  /**
   * Issued today, on what the statement says is past its last day to pay today: each period with
   * its tax, its interest and how it was reached, kept on the notice. Nothing late: nothing to claim.
   */
  async post(tx, auth, doc, d) {
    if (d.noticeDate !== todayOf(auth))
      throw new AppError(400, 'Revise el aviso', [
        { field: 'noticeDate', message: 'El aviso de cobro se emite con la fecha de hoy' },
      ]);
    const today = todayOf(auth);
    // The taxpayer's row is locked: a receipt of it posted or annulled now waits, and two clerks
    // issuing its notice at once take turns (the second finds the first's).
    await tx.execute(sql`select id from taxpayer where id = ${d.idTaxpayer} for update`);
    const twice = await tx.execute<{ number_text: string }>(sql`
      select number_text from collection_notice
       where id_client = ${auth.idClient} and id_taxpayer = ${d.idTaxpayer} and notice_date = ${today}::date
         and status = 'posted' and id_reverses is null and id <> ${doc.id} limit 1`);
    if (twice.rows[0])
      throw conflict(
        `Hoy ya se emitió a este contribuyente el aviso de cobro N.º ${twice.rows[0].number_text}: anúlelo para emitir otro.`,
      );
    const late = lateOf(await pendingOf(tx, auth, d.idTaxpayer), today);
    if (late.length === 0)
      throw conflict(
        'El contribuyente no debe períodos vencidos con monto: no hay qué cobrarle en un aviso.',
      );
    await writeNoticeLines(tx, [{ id: doc.id, late }]);
    return { header: noticeTotals(late), warnings: [] };
  },
  annul: {
    blocker: async () => null,
    copy: ['id_taxpayer'],
    negate: ['owed', 'interest', 'total'],
    describe: 'note',
    reverse: async () => {},
  },
};

export const collectionNotices = documentLifecycle(noticeFamily);

/** What a notice claims of what is owed: the periods past their last day to pay, with an amount. */
export const lateOf = (pending: PendingObligation[], today: string) =>
  pending.filter((p) => p.dueDate < today && p.amount !== null);

/** A notice's totals: the tax it claims, its interest on late payment, and both. */
export function noticeTotals(late: PendingObligation[]) {
  const owed = late.reduce((sum, p) => sum.plus(p.amount ?? 0), new Decimal(0));
  const interest = late.reduce((sum, p) => sum.plus(p.interest ?? 0), new Decimal(0));
  return { owed: owed.toFixed(2), interest: interest.toFixed(2), total: owed.plus(interest).toFixed(2) };
}

/**
 * Keeps on each notice the periods it claims as the statement said them (tax, interest and how it
 * was reached): one statement for any number of notices.
 */
export async function writeNoticeLines(tx: Tx, notices: { id: number; late: PendingObligation[] }[]) {
  const lines = notices.flatMap(({ id, late }) =>
    late.map((p, i) => ({
      notice: id,
      line: i + 1,
      concept: p.idCollectionConcept,
      code: p.code,
      description: p.description,
      object: p.objectLabel,
      period: p.period,
      due: p.dueDate,
      amount: p.amount,
      interest: p.interest ?? '0.00',
      basis: p.interestBasis,
    })),
  );
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into collection_notice_line (id_notice, line, id_collection_concept, code, description, object_label,
                                        period, due_date, amount, interest, interest_basis)
    select l.notice, l.line, l.concept, l.code, l.description, l.object, l.period, l.due, l.amount, l.interest, l.basis
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(notice int, line int, concept int, code text,
           description text, object text, period text, due date, amount numeric, interest numeric, basis text)`);
}
