import {
  type documentListBase,
  type FineDetail,
  fineDetail,
  formatMoney,
  type VerifiedFine,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow } from '../../../platform/db/rows.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { notFound } from '../../../platform/errors.ts';

// A draft has no snapshot of its type yet: it shows the type as it is now.
const HEADER = sql`
  select f.id, f.id_period as "idPeriod", f.status, f.number_text as "numberText",
         to_char(f.fine_date, 'YYYY-MM-DD') as "fineDate", f.id_taxpayer as "idTaxpayer",
         t.rif as "taxpayerRif", t.name as "taxpayerName", t.address as "taxpayerAddress",
         f.id_fine_type as "idFineType", coalesce(f.type_code, y.code) as "typeCode",
         coalesce(f.offence, y.description) as offence, coalesce(f.legal_basis, y.legal_basis) as "legalBasis",
         coalesce(f.kind, y.kind) as kind, coalesce(f.minimum, y.minimum)::text as minimum,
         coalesce(f.maximum, y.maximum)::text as maximum, f.tax_amount::text as "taxAmount", f.value::text as value,
         f.amount::text as amount, f.units::text as units, f.act, f.reason, u.name as "issuedBy",
         f.id_reverses as "idReverses", (select r.id from fine r where r.id_reverses = f.id) as "idReversal",
         to_char(f.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         f.annul_reason as "annulReason", f.verify_id as "verifyId", f.version
    from fine f
    join taxpayer t on t.id = f.id_taxpayer
    join fine_type y on y.id = f.id_fine_type
    left join app_user u on u.id = f.posted_by`;

export async function readFine(db: Db, idClient: number, id: number): Promise<FineDetail> {
  const row = await selectRow(
    db,
    fineDetail,
    sql`${HEADER} where f.id = ${id} and f.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Documento no encontrado');
  return row;
}

type ListQuery = z.output<typeof documentListBase> & { idTaxpayer?: number; idFineType?: number };

/** A page of the period's fines, newest first. */
export async function listFines(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    fineDetail,
    sql`${HEADER}
     where f.id_client = ${auth.idClient} and f.id_period = ${idPeriod}
       ${query.status ? sql`and f.status = ${query.status}` : sql``}
       ${query.from ? sql`and f.fine_date >= ${query.from}` : sql``}
       ${query.to ? sql`and f.fine_date <= ${query.to}` : sql``}
       ${query.idTaxpayer ? sql`and f.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${query.idFineType ? sql`and f.id_fine_type = ${query.idFineType}` : sql``}
       ${like ? sql`and (f.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like} or f.act ilike ${like})` : sql``}
    `,
    sql`d."fineDate" desc, d.id desc`,
    query,
  );
}

/** What the fine comes to, as printed: «1.500,00 Bs» or «50,00 TCMMV». */
export const fineAmountText = (f: Pick<FineDetail, 'amount' | 'units'>) =>
  f.units !== null ? `${formatMoney(f.units)} TCMMV` : `${formatMoney(f.amount)} Bs`;

/** What the QR code's page shows: the fine, the act and the offence, and whether it stands. */
export async function showVerifiedFine(db: Db, found: Verified): Promise<VerifiedFine> {
  const f = await readFine(db, found.idClient, found.id);
  const client = await db.execute<{ client: string }>(
    sql`select client_name as client from client where id = ${found.idClient}`,
  );
  return {
    numero: f.numberText ?? '',
    institucion: client.rows[0]?.client ?? '',
    contribuyente: f.taxpayerName,
    rif: f.taxpayerRif,
    fecha: f.fineDate,
    infraccion: f.offence,
    baseLegal: f.legalBasis,
    acto: f.act,
    monto: fineAmountText(f),
    estado: found.annulledOn ? 'ANULADA' : 'VIGENTE',
  };
}
