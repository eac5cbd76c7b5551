import { type CashCloseDraft, type FieldError, formatDate, formatMoney } from '@erario/contracts';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { pgErrorOf } from '../../../platform/db/pg-error.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../../platform/errors.ts';
import { cashierFlags } from '../receipts/box-days.ts';
import { cashClose } from './cash-close.schema.ts';
import { daySummary } from './day-summary.ts';

type Day = { id: number; idCashBox: number; day: string; idCashier: number; closed: boolean; box: string };

async function dayOf(tx: Db | Tx, idClient: number, idDay: number, lock = false): Promise<Day | undefined> {
  const found = await tx.execute<Day>(sql`
    select d.id, d.id_cash_box as "idCashBox", to_char(d.day, 'YYYY-MM-DD') as day, d.id_cashier as "idCashier",
           d.id_close is not null as closed, b.name as box
      from cash_box_day d join cash_box b on b.id = d.id_cash_box
     where d.id = ${idDay} and d.id_client = ${idClient} ${lock ? sql`for update of d` : sql``}`);
  return found.rows[0];
}

/** The fewest characters a reason for a difference takes: «ver nota» says nothing. */
const REASON_MIN = 10;

/**
 * A close whose count differs from what the receipts say must say why in its observation (a note
 * the auditor reads beside the shortage or the surplus); none is asked when the drawer agrees.
 */
function differenceReason(d: CashCloseDraft, expectedCash: string): FieldError | null {
  const difference = new Decimal(d.countedCash).minus(expectedCash);
  if (difference.isZero() || (d.note ?? '').trim().length >= REASON_MIN) return null;
  return {
    field: 'note',
    message: `Hay un ${difference.isNegative() ? 'faltante' : 'sobrante'} de ${formatMoney(difference.abs().toFixed(2))}: explique su motivo en la observación (al menos ${REASON_MIN} caracteres)`,
  };
}

export const cashCloseFamily: DocumentFamily<CashCloseDraft> = {
  table: cashClose,
  date: { column: 'close_date', field: 'closeDate', of: (d) => d.closeDate },
  numbering: { table: 'cash_close_number', series: 'id_cash_box' },
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; box: string }>(sql`
      select c.number_text, b.name as box from cash_close c join cash_box b on b.id = c.id_cash_box where c.id = ${id}`);
    const r = found.rows[0];
    return `el cierre N.º ${r?.number_text ?? id} de la caja ${r?.box ?? ''}`.trim();
  },
  async header(tx, d) {
    // The box is the day's: the close's series.
    const day = await tx.execute<{ box: number }>(
      sql`select id_cash_box as box from cash_box_day where id = ${d.idCashBoxDay}`,
    );
    return {
      idCashBox: day.rows[0]?.box ?? 0,
      idCashBoxDay: d.idCashBoxDay,
      closeDate: d.closeDate,
      countedCash: d.countedCash,
      note: d.note || null,
    };
  },
  async check(tx, auth, d) {
    const day = await dayOf(tx, auth.idClient, d.idCashBoxDay);
    if (!day) return [{ field: 'idCashBoxDay', message: 'El día de caja no existe en esta institución' }];
    if (day.day !== d.closeDate)
      return [
        { field: 'closeDate', message: `El cierre se fecha el día de la caja (${formatDate(day.day)})` },
      ];
    // What the drawer should hold now; posting checks it again under the day's lock.
    const reason = differenceReason(d, (await daySummary(tx, day.id)).expectedCash);
    return reason ? [reason] : [];
  },
  writeContent: async () => {},
  async load(tx, doc) {
    const found = await tx.execute<Omit<CashCloseDraft, 'idPeriod' | 'closeDate'>>(sql`
      select id_cash_box_day as "idCashBoxDay", counted_cash::text as "countedCash", note from cash_close where id = ${doc.id}`);
    const row = found.rows[0];
    if (!row) throw notFound('Documento no encontrado');
    return { ...row, idPeriod: doc.idPeriod, closeDate: doc.date };
  },
  async post(tx, auth, doc, d) {
    // The day's row is locked for update: receipts posting or annulled on it (which take it for
    // share) finish first, and none starts until the close is in.
    const day = await dayOf(tx, auth.idClient, d.idCashBoxDay, true);
    if (!day) throw notFound('Día de caja no encontrado');
    if (day.closed) throw conflict(`El día ${formatDate(day.day)} de la caja ${day.box} ya está cerrado.`);
    const flags = await cashierFlags(tx, auth);
    if (!flags.supervisor && !(flags.cashier && day.idCashier === auth.idUser))
      throw forbidden('Cierra la caja el cajero que la abrió o un supervisor de caja.');
    const drafts = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from receipt where id_cash_box = ${day.idCashBox} and status = 'draft' and receipt_date = ${day.day}`);
    const summary = await daySummary(tx, day.id);
    const reason = differenceReason(d, summary.expectedCash);
    if (reason) throw invalidInput([reason]);
    const difference = new Decimal(d.countedCash).minus(summary.expectedCash);
    await tx.execute(sql`update cash_box_day set id_close = ${doc.id} where id = ${day.id}`);
    const warnings: string[] = [];
    if (!difference.isZero())
      warnings.push(
        `${difference.isNegative() ? 'Faltante' : 'Sobrante'} de ${formatMoney(difference.abs().toFixed(2))}: se contaron ${formatMoney(d.countedCash)} y los recibos dicen ${formatMoney(summary.expectedCash)}`,
      );
    const pending = drafts.rows[0]?.n ?? 0;
    if (pending > 0)
      warnings.push(
        `${pending === 1 ? 'Quedó un borrador' : `Quedaron ${pending} borradores`} de recibo sin registrar en el día`,
      );
    return {
      warnings,
      header: {
        summary,
        collected: summary.collected,
        expectedCash: summary.expectedCash,
        difference: difference.toFixed(2),
      },
    };
  },
  annul: {
    async blocker(tx, auth) {
      const flags = await cashierFlags(tx, auth);
      if (!flags.supervisor)
        throw forbidden('Solo un supervisor de caja anula un cierre (reabre el día de la caja).');
      return null;
    },
    copy: ['id_cash_box_day', 'counted_cash'],
    negate: ['collected', 'expected_cash', 'difference'],
    describe: 'note',
    async reverse(tx, _auth, original) {
      // The day opens again, if its box and its cashier are free to hold it.
      try {
        await tx.execute(sql`update cash_box_day set id_close = null where id_close = ${original.id}`);
      } catch (error) {
        if (pgErrorOf(error)?.code === '23505')
          throw conflict(
            'No se reabre el día: la caja o su cajero tienen otro día abierto. Ciérrelo primero.',
          );
        throw error;
      }
    },
  },
};

export const cashCloses = documentLifecycle(cashCloseFamily);

/** The live summary of a box's day, for the close's screen before it is posted. */
export async function previewDay(db: Db, auth: AuthContext, idDay: number) {
  const day = await dayOf(db, auth.idClient, idDay);
  if (!day) throw notFound('Día de caja no encontrado');
  return daySummary(db, idDay);
}
