import {
  DECLARATION_KINDS,
  type DeclarableLicence,
  declarableLicence,
  declarationDue,
  type documentListBase,
  type IncomeDeclarationDetail,
  incomeDeclarationDetail,
  periodLabel,
  type VerifiedDeclaration,
} from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow, selectRows } from '../../../platform/db/rows.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { notFound } from '../../../platform/errors.ts';

const KIND = sql.raw(
  `case d.id_kind ${DECLARATION_KINDS.map((k) => `when ${k.id} then '${k.label}'`).join(' ')} end`,
);

/** A declaration's header; its period's label and due day are added in code (`withPeriod`). */
const HEADER = sql`
  select d.id, d.id_period as "idPeriod", d.status, d.number_text as "numberText",
         to_char(d.declaration_date, 'YYYY-MM-DD') as "declarationDate", d.id_kind as "idKind", ${KIND} as kind,
         d.id_taxpayer as "idTaxpayer", t.rif as "taxpayerRif", t.name as "taxpayerName",
         d.id_patent as "idPatent", p.licence_number as "licenceNumber", d.period, '' as "periodLabel", '' as "dueOn",
         d.late, coalesce(d.income_total, li.income, 0)::text as "incomeTotal", d.tax_amount::text as "taxAmount",
         d.tax_units::text as "taxUnits",
         case when d.tcmmv_rate is null then null
              else json_build_object('rate', d.tcmmv_rate::text, 'currency', d.tcmmv_currency,
                                     'validFrom', to_char(d.tcmmv_date, 'YYYY-MM-DD')) end as tcmmv,
         d.note, u.name as "declaredBy", d.id_reverses as "idReverses",
         (select r.id from income_declaration r where r.id_reverses = d.id) as "idReversal",
         to_char(d.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         d.annul_reason as "annulReason", d.verify_id as "verifyId", d.version
    from income_declaration d
    join taxpayer t on t.id = d.id_taxpayer
    join patent p on p.id = d.id_patent
    left join app_user u on u.id = d.posted_by
    -- A draft's income is its lines'; posting sets the header's (a reversal's, negated).
    left join lateral (select sum(l.income) as income from income_declaration_line l
                        where d.income_total is null and l.id_declaration = d.id) li on true`;

const header = incomeDeclarationDetail.omit({ lines: true });
type Header = z.infer<typeof header>;

const withPeriod = <T extends Header>(row: T): T => ({
  ...row,
  periodLabel: periodLabel(row.period),
  dueOn: declarationDue(row.idKind, row.period),
});

/** A declaration with its lines (a reversal shows the lines of the declaration it annuls). */
export async function readDeclaration(
  db: Db,
  idClient: number,
  id: number,
): Promise<IncomeDeclarationDetail> {
  const row = await selectRow(db, header, sql`${HEADER} where d.id = ${id} and d.id_client = ${idClient}`);
  if (!row) throw notFound('Documento no encontrado');
  const lines = await selectRows(
    db,
    incomeDeclarationDetail.shape.lines.element,
    sql`
    select l.id_economic_activity as "idEconomicActivity", e.code as "activityCode", e.description as activity,
           l.income::text as income, l.rate::text as rate, to_char(l.rate_from, 'YYYY-MM-DD') as "rateFrom",
           l.minimum_units::text as "minimumUnits", l.by_rate::text as "byRate",
           l.minimum_amount::text as "minimumAmount", l.tax::text as tax, l.tax_units::text as "taxUnits"
      from income_declaration_line l join economic_activity e on e.id = l.id_economic_activity
     where l.id_declaration = ${row.idReverses ?? row.id} order by l.line`,
  );
  return { ...withPeriod(row), lines };
}

type ListQuery = z.output<typeof documentListBase> & { idTaxpayer?: number; idKind?: number };

/** A page of the period's declarations, newest first. */
export async function listDeclarations(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  const page = await selectPage(
    db,
    header,
    sql`${HEADER}
     where d.id_client = ${auth.idClient} and d.id_period = ${idPeriod}
       ${query.status ? sql`and d.status = ${query.status}` : sql``}
       ${query.from ? sql`and d.declaration_date >= ${query.from}` : sql``}
       ${query.to ? sql`and d.declaration_date <= ${query.to}` : sql``}
       ${query.idTaxpayer ? sql`and d.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${query.idKind ? sql`and d.id_kind = ${query.idKind}` : sql``}
       ${like ? sql`and (d.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like} or p.licence_number ilike ${like})` : sql``}
    `,
    sql`d."declarationDate" desc, d.id desc`,
    query,
  );
  return { ...page, rows: page.rows.map(withPeriod) };
}

/** The taxpayer's licences, newest first, each with the activities it authorises. */
export async function licencesOf(db: Db, idClient: number, idTaxpayer: number): Promise<DeclarableLicence[]> {
  return selectRows(
    db,
    declarableLicence,
    sql`
    select p.id, p.licence_number as "licenceNumber", to_char(p.start_date, 'YYYY-MM-DD') as "startDate",
           to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
           coalesce((select json_agg(json_build_object('id', e.id, 'code', e.code, 'description', e.description)
                                     order by e.code)
                       from patent_activity a join economic_activity e on e.id = a.id_economic_activity
                      where a.id_patent = p.id), '[]') as activities
      from patent p
     where p.id_client = ${idClient} and p.id_taxpayer = ${idTaxpayer} and p.active
     order by p.start_date desc, p.id desc`,
  );
}

/** What the QR code's page shows: the declaration, its figures and whether it is in force. */
export async function showVerifiedDeclaration(db: Db, found: Verified): Promise<VerifiedDeclaration> {
  const d = await readDeclaration(db, found.idClient, found.id);
  const client = await db.execute<{ name: string }>(
    sql`select client_name as name from client where id = ${found.idClient}`,
  );
  return {
    numero: d.numberText ?? '',
    tipo: d.kind,
    institucion: client.rows[0]?.name ?? '',
    contribuyente: d.taxpayerName,
    rif: d.taxpayerRif,
    licencia: d.licenceNumber,
    periodo: d.periodLabel,
    fecha: d.declarationDate,
    ingresos: d.incomeTotal,
    impuestoBs: d.taxAmount,
    impuestoTcmmv: d.taxUnits,
    estado: found.annulledOn ? 'ANULADA' : 'VIGENTE',
  };
}
