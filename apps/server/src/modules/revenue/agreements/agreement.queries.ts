import {
  type documentListBase,
  type PaymentAgreementDetail,
  paymentAgreementDetail,
  periodLabel,
  type VerifiedAgreement,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern } from '../../../platform/db/paging.ts';
import { selectPage, selectRow, selectRows } from '../../../platform/db/rows.ts';
import type { Verified } from '../../../platform/documents/lifecycle.ts';
import { notFound } from '../../../platform/errors.ts';
import { agreementStatus, balanceKey, instalmentKey } from './agreement-state.ts';

/** The header with where it stands on `day` (a draft shows its kind as it is now). */
const header = (day: SQL) => sql`
  select g.id, g.id_period as "idPeriod", g.status, g.number_text as "numberText",
         to_char(g.agreement_date, 'YYYY-MM-DD') as "agreementDate", g.id_taxpayer as "idTaxpayer",
         t.rif as "taxpayerRif", t.name as "taxpayerName", t.address as "taxpayerAddress",
         g.id_agreement_type as "idAgreementType", coalesce(g.type_code, y.code) as "typeCode",
         coalesce(g.type_description, y.description) as "typeDescription",
         coalesce(g.legal_basis, y.legal_basis) as "legalBasis", coalesce(g.grace_days, y.grace_days) as "graceDays",
         coalesce(g.allows_solvency, y.allows_solvency) as "allowsSolvency",
         g.owed::text as owed, g.interest::text as interest, g.total::text as total,
         case when g.status = 'draft' then 'draft' when g.status = 'annulled' then 'annulled'
              when st.balance_paid or st.unpaid = 0 then 'completed'
              when st.first_missed is not null then 'breached' else 'inForce' end as state,
         case when st.first_missed is not null and not st.balance_paid and st.unpaid > 0
              then to_char(st.first_missed + g.grace_days + 1, 'YYYY-MM-DD') end as "breachedOn",
         case when st.balance_paid then '0.00' else st.unpaid::text end as balance,
         g.note, u.name as "issuedBy", g.id_reverses as "idReverses",
         (select r.id from payment_agreement r where r.id_reverses = g.id) as "idReversal",
         to_char(g.annulled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "annulledAt",
         g.annul_reason as "annulReason", g.verify_id as "verifyId", g.version
    from payment_agreement g
    join taxpayer t on t.id = g.id_taxpayer
    join agreement_type y on y.id = g.id_agreement_type
    left join app_user u on u.id = g.posted_by
    cross join lateral (${agreementStatus(sql`g.id_client`, sql.raw('g'), day)}) st`;

const headerRow = paymentAgreementDetail.omit({ debts: true, instalments: true });

/** An agreement with its debts and instalments, where it stands today (a reversal shows those it annuls). */
export async function readAgreement(
  db: Db,
  idClient: number,
  id: number,
  auth: Pick<AuthContext, 'now' | 'timeZone'>,
): Promise<PaymentAgreementDetail> {
  const day = sql`${todayOf(auth)}::date`;
  const row = await selectRow(
    db,
    headerRow,
    sql`${header(day)} where g.id = ${id} and g.id_client = ${idClient}`,
  );
  if (!row) throw notFound('Documento no encontrado');
  const source = row.idReverses ?? id;
  const debts = await selectRows(
    db,
    paymentAgreementDetail.shape.debts.element,
    sql`
    select d.line, d.object_kind as "objectKind", d.id_object as "idObject", d.id_collection_concept as "idCollectionConcept",
           d.period, '' as "periodLabel", coalesce(d.code, '') as code, coalesce(d.description, '') as description,
           coalesce(d.object_label, '') as "objectLabel", coalesce(to_char(d.due_date, 'YYYY-MM-DD'), '') as "dueDate",
           coalesce(d.amount, 0)::text as amount, coalesce(d.interest, 0)::text as interest,
           d.interest_basis as "interestBasis"
      from payment_agreement_debt d where d.id_agreement = ${source} order by d.line`,
  );
  const instalments = await selectRows(
    db,
    paymentAgreementDetail.shape.instalments.element.extend({ number: z.number() }),
    sql`
    select i.number, to_char(i.due_date, 'YYYY-MM-DD') as "dueDate", i.amount::text as amount,
           (select coalesce(r.number_text, r.id::text) from paid_obligation p join receipt r on r.id = p.id_receipt
             where p.id_client = ${idClient} and p.object_kind = 'agreement' and p.id_object = g.id
               and p.period in (${instalmentKey(sql.raw('g'), sql`i.number`)}, ${balanceKey(sql.raw('g'))})
             -- Its own receipt before the balance's.
             order by p.period = ${balanceKey(sql.raw('g'))} limit 1) as "paidBy"
      from payment_agreement_instalment i join payment_agreement g on g.id = i.id_agreement
     where i.id_agreement = ${source} order by i.number`,
  );
  return {
    ...row,
    debts: debts.map((d) => ({ ...d, periodLabel: periodLabel(d.period) })),
    instalments,
  };
}

type ListQuery = z.output<typeof documentListBase> & { idTaxpayer?: number };

/** A page of the period's agreements, newest first, each where it stands today. */
export async function listAgreements(db: Db, auth: AuthContext, idPeriod: number, query: ListQuery) {
  const like = query.search ? containsPattern(query.search) : null;
  return selectPage(
    db,
    headerRow,
    sql`${header(sql`${todayOf(auth)}::date`)}
     where g.id_client = ${auth.idClient} and g.id_period = ${idPeriod}
       ${query.status ? sql`and g.status = ${query.status}` : sql``}
       ${query.from ? sql`and g.agreement_date >= ${query.from}` : sql``}
       ${query.to ? sql`and g.agreement_date <= ${query.to}` : sql``}
       ${query.idTaxpayer ? sql`and g.id_taxpayer = ${query.idTaxpayer}` : sql``}
       ${like ? sql`and (g.number_text ilike ${like} or t.name ilike ${like} or t.rif ilike ${like})` : sql``}
    `,
    sql`d."agreementDate" desc, d.id desc`,
    query,
  );
}

const STATE_WORDS = {
  inForce: 'AL DÍA',
  breached: 'INCUMPLIDO',
  completed: 'CUMPLIDO',
  annulled: 'ANULADO',
} as const;

/** What the QR code's page shows: the agreement, its instalments paid and where it stands today. */
export async function showVerifiedAgreement(db: Db, found: Verified, now: Date): Promise<VerifiedAgreement> {
  const client = await db.execute<{ client: string; time_zone: string }>(
    sql`select client_name as client, time_zone from client where id = ${found.idClient}`,
  );
  const institution = client.rows[0];
  const g = await readAgreement(db, found.idClient, found.id, {
    now,
    timeZone: institution?.time_zone ?? '',
  });
  return {
    numero: g.numberText ?? '',
    institucion: institution?.client ?? '',
    contribuyente: g.taxpayerName,
    rif: g.taxpayerRif,
    fecha: g.agreementDate,
    cuotas: g.instalments.length,
    pagadas: g.instalments.filter((i) => i.paidBy !== null).length,
    total: g.total ?? '0.00',
    estado: found.annulledOn ? 'ANULADO' : STATE_WORDS[g.state === 'draft' ? 'inForce' : g.state],
  };
}
