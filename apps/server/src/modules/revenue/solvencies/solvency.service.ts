import {
  type FieldError,
  periodLabel,
  SOLVENCY_KINDS,
  type SolvencyDraft,
  TAXED_OBJECT_KINDS,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { type InstitutionNow, todayOf } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { type DocumentFamily, documentLifecycle } from '../../../platform/documents/lifecycle.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { pendingOf, periodicityInterval } from '../taxpayers/obligations.ts';
import { taxedObjectsOf } from '../taxpayers/taxed-objects.ts';
import { solvency } from './solvency.schema.ts';

/**
 * The last day before the next period of what the taxpayer is taxed on falls due, from today: the
 * earliest end of the current period among the periodic concepts on its objects (on the one named,
 * for an object's solvency); the year's end if none.
 */
async function validUntil(tx: Tx, auth: InstitutionNow, d: SolvencyDraft): Promise<string> {
  const { idClient } = auth;
  const today = sql`${todayOf(auth)}::date`;
  const found = await tx.execute<{ until: string }>(sql`
    with objects as (select kind, id from (${taxedObjectsOf(idClient, d.idTaxpayer)}) o where active)
    select to_char(coalesce(min(date_trunc(u.unit, ${today}) + u.step - interval '1 day'),
             make_date(extract(year from ${today})::int, 12, 31)), 'YYYY-MM-DD') as until
      from objects o
      join collection_concept c on c.id_client = ${idClient} and c.active and c.taxed_object = o.kind
           and c.periodicity in ('monthly', 'quarterly', 'yearly')
      cross join lateral (${periodicityInterval(sql`c.periodicity`)}) u
     where ${d.taxedObject ? sql`o.kind = ${d.taxedObject.kind} and o.id = ${d.taxedObject.id}` : sql`true`}`);
  return found.rows[0]?.until as string;
}

export const solvencyFamily: DocumentFamily<SolvencyDraft> = {
  table: solvency,
  date: { column: 'issue_date', field: 'issueDate', of: (d) => d.issueDate },
  numbering: { table: 'solvency_number', series: 'id_kind' },
  notFound: 'SOLVENCIA NO ENCONTRADA',
  async name(db, id) {
    const found = await db.execute<{ number_text: string | null; id_kind: number }>(
      sql`select number_text, id_kind from solvency where id = ${id}`,
    );
    const r = found.rows[0];
    const kind = SOLVENCY_KINDS.find((k) => k.id === r?.id_kind)?.label ?? 'Solvencia';
    return `la ${kind.toLowerCase()} N.º ${r?.number_text ?? id}`;
  },
  header: async (_tx, d) => ({
    idKind: d.idKind,
    issueDate: d.issueDate,
    idTaxpayer: d.idTaxpayer,
    taxedObjectKind: d.taxedObject?.kind ?? null,
    idTaxedObject: d.taxedObject?.id ?? null,
    note: d.note || null,
  }),
  async check(tx, auth, d) {
    const errors: FieldError[] = [];
    const payer = await tx.execute<{ id: number }>(
      sql`select id from taxpayer where id = ${d.idTaxpayer} and id_client = ${auth.idClient}`,
    );
    if (!payer.rows[0])
      errors.push({ field: 'idTaxpayer', message: 'El contribuyente no existe en esta institución' });
    const kind = SOLVENCY_KINDS.find((k) => k.id === d.idKind);
    if (kind?.object && d.taxedObject?.kind !== kind.object) {
      const label = TAXED_OBJECT_KINDS.find((k) => k.value === kind.object)?.label.toLowerCase();
      errors.push({
        field: 'taxedObject',
        message: `La ${kind.label.toLowerCase()} es de un ${label}: elíjalo`,
      });
    } else if (!kind?.object && d.taxedObject)
      errors.push({
        field: 'taxedObject',
        message: 'La solvencia municipal es del contribuyente, sin objeto',
      });
    else if (d.taxedObject) {
      const table = TAXED_OBJECT_KINDS.find((k) => k.value === d.taxedObject?.kind)?.table ?? 'vehicle';
      const owned = await tx.execute<{ id: number }>(sql`
        select id from ${sql.identifier(table)}
         where id = ${d.taxedObject.id} and id_client = ${auth.idClient} and id_taxpayer = ${d.idTaxpayer}`);
      if (!owned.rows[0])
        errors.push({ field: 'taxedObject', message: 'El objeto no es de este contribuyente' });
    }
    return errors;
  },
  writeContent: async () => {},
  async load(tx, doc) {
    const found = await tx.execute<{
      idKind: number;
      idTaxpayer: number;
      kind: 'vehicle' | 'patent' | 'cadastre' | null;
      idObject: number | null;
      note: string | null;
    }>(sql`
      select id_kind as "idKind", id_taxpayer as "idTaxpayer", taxed_object_kind as kind,
             id_taxed_object as "idObject", note from solvency where id = ${doc.id}`);
    const h = found.rows[0];
    if (!h) throw notFound('Documento no encontrado');
    return {
      idPeriod: doc.idPeriod,
      issueDate: doc.date,
      idTaxpayer: h.idTaxpayer,
      idKind: h.idKind,
      taxedObject: h.kind && h.idObject ? { kind: h.kind, id: h.idObject } : null,
      note: h.note,
    };
  },
  async post(tx, auth, _doc, d) {
    // The taxpayer's row is locked: a receipt of it annulled now waits, and sees this solvency.
    const payer = await tx.execute<{ active: boolean }>(
      sql`select active from taxpayer where id = ${d.idTaxpayer} for update`,
    );
    if (!payer.rows[0]?.active) throw conflict('El contribuyente está inactivo: no se le emite solvencia.');
    if (d.issueDate !== todayOf(auth))
      throw new AppError(400, 'Revise la solvencia', [
        { field: 'issueDate', message: 'La solvencia se emite con la fecha de hoy' },
      ]);
    // An agreement's instalment not yet due, of an agreement up to date that allows it, is no bar.
    const pending = (await pendingOf(tx, auth, d.idTaxpayer, d.taxedObject ?? undefined)).filter(
      (p) => !p.solvencyAllowed,
    );
    if (pending.length > 0) {
      const shown = pending
        .slice(0, 3)
        .map((p) => `${p.code} de ${periodLabel(p.period)} (${p.objectLabel})`)
        .join(', ');
      throw conflict(
        `No se emite: ${pending.length === 1 ? 'debe un período' : `debe ${pending.length} períodos`}: ${shown}${pending.length > 3 ? '…' : ''}.`,
      );
    }
    return { header: { validUntil: await validUntil(tx, auth, d) } };
  },
  annul: {
    blocker: async () => null,
    copy: ['id_taxpayer', 'taxed_object_kind', 'id_taxed_object', 'valid_until'],
    negate: [],
    describe: 'note',
    reverse: async () => {},
  },
};

export const solvencies = documentLifecycle(solvencyFamily);
