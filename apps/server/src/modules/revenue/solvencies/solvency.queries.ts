import {
  type documentListBase,
  SOLVENCY_KINDS,
  type SolvencyDetail,
  solvencyDetail,
  type VerifiedSolvency,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import { localDate } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { notFound } from '../../../platform/errors.ts';
import { taxedObjectLabel } from '../taxpayers/taxed-objects.ts';

const KIND = sql.raw(
  `case s.id_kind ${SOLVENCY_KINDS.map((k) => `when ${k.id} then '${k.label}'`).join(' ')} end`,
);

const DETAIL = sql`
  select s.id, s.id_period as "idPeriod", s.status, s.number_text as "numberText",
         to_char(s.issue_date, 'YYYY-MM-DD') as "issueDate", s.id_kind as "idKind", ${KIND} as kind,
         s.id_taxpayer as "idTaxpayer", t.rif as "taxpayerRif", t.name as "taxpayerName",
         case when o.label is null then null
              else jsonb_build_object('kind', s.taxed_object_kind, 'id', s.id_taxed_object, 'label', o.label) end
           as "taxedObject",
         to_char(coalesce(s.valid_until, x.valid_until), 'YYYY-MM-DD') as "validUntil", s.note, u.name as "issuedBy",
         s.id_reverses as "idReverses", (select r.id from solvency r where r.id_reverses = s.id) as "idReversal",
         to_char(s.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         s.annul_reason as "annulReason", s.verify_id as "verifyId", s.version
    from solvency s
    left join solvency x on x.id = s.id_reverses
    join taxpayer t on t.id = s.id_taxpayer
    left join app_user u on u.id = s.posted_by
    left join lateral (select ${taxedObjectLabel('s')} as label) o on true`;

export async function readSolvency(db: Db, idClient: number, id: number): Promise<SolvencyDetail> {
  const row = await selectRow(
    db,
    solvencyDetail,
    sql`${DETAIL} where s.id = ${id} and s.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Documento no encontrado');
  return row;
}

type ListQuery = z.output<typeof documentListBase> & { idTaxpayer?: number };

/** A page of the period's solvencies, newest first. */
export async function listSolvencies(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    solvencyDetail,
    sql`${DETAIL}
     where s.id_client = ${auth.idClient} and s.id_period = ${idPeriod}
       ${query.status ? sql`and s.status = ${query.status}` : sql``}
       ${query.from ? sql`and s.issue_date >= ${query.from}` : sql``}
       ${query.to ? sql`and s.issue_date <= ${query.to}` : sql``}
       ${query.idTaxpayer ? sql`and s.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${like ? sql`and (s.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like})` : sql``}
    `,
    sql`d."issueDate" desc, d.id desc`,
    query,
  );
}

/** What the QR code's page shows: the certificate and whether it holds today. */
export async function showVerifiedSolvency(db: Db, found: Verified, now: Date): Promise<VerifiedSolvency> {
  const s = await readSolvency(db, found.idClient, found.id);
  const context = await db.execute<{ client: string; expired: boolean }>(sql`
    select c.client_name as client, s.valid_until < ${localDate(now, sql`c.time_zone`)} as expired
      from solvency s join client c on c.id = s.id_client where s.id = ${found.id}`);
  const ctx = context.rows[0];
  return {
    numero: s.numberText ?? '',
    tipo: s.kind,
    institucion: ctx?.client ?? '',
    contribuyente: s.taxpayerName,
    rif: s.taxpayerRif,
    objeto: s.taxedObject?.label ?? null,
    fechaEmision: s.issueDate,
    validaHasta: s.validUntil ?? '',
    estado: found.annulledOn ? 'ANULADA' : ctx?.expired ? 'VENCIDA' : 'VIGENTE',
  };
}
