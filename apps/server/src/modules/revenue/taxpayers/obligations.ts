import {
  FINE_PAYMENT_DAYS,
  FINE_PERIOD,
  type InterestSegment,
  interestBasis,
  type PendingObligation,
  pendingObligation,
  periodLabel,
  type TaxpayerReceipt,
  type TaxpayerStatement,
} from '@erario/contracts';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type InstitutionNow, todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { intArray, selectRows } from '../../../platform/db/rows.ts';
import { notFound } from '../../../platform/errors.ts';
import { tcmmvSql } from '../../common/index.ts';
import { agreementsOwedSql, coveredSql } from '../agreements/agreement-state.ts';
import { type ChargeDetail, chargeBasis, chargeMissing, chargeOf, unitOfBasisSql } from '../taxes/charges.ts';
import {
  earlyDiscountEndSql,
  earlyDiscountSql,
  interestFrom,
  interestMonths,
  lateInterestOf,
  paymentDueSql,
} from '../taxes/payment-terms.ts';
import { taxedObjectLabel, taxedObjectsOf, taxedObjectsOfClient } from './taxed-objects.ts';

/**
 * A periodicity's interval, as a lateral row: the `unit` date_trunc cuts its periods at (month,
 * quarter, year) and the `step` from one period's start to the next; anything else than monthly or
 * quarterly is yearly.
 */
export const periodicityInterval = (periodicity: SQL) => sql`
  select case ${periodicity} when 'monthly' then 'month' when 'quarterly' then 'quarter' else 'year' end as unit,
         case ${periodicity} when 'monthly' then interval '1 month' when 'quarterly' then interval '3 months'
              else interval '1 year' end as step`;

/** A period's key in SQL, as `periodOf` writes it: 2026-03, 2026-T1, 2026. */
const keyOf = (periodicity: SQL, start: SQL) => sql`case ${periodicity}
  when 'monthly' then to_char(${start}, 'YYYY-MM')
  when 'quarterly' then to_char(${start}, 'YYYY') || '-T' || extract(quarter from ${start})
  else to_char(${start}, 'YYYY') end`;

/**
 * What is owed today on the taxed objects `objects` (rows of taxed-objects.ts: kind, id, id_taxpayer,
 * label, since, until, active), as SQL: every period of every active periodic concept on each active
 * object of its kind, from the concept's first period owed (or the object's registration, if later;
 * a patente until it ends) to the period that holds today, that no receipt in force has paid; each
 * with its tariff (the concept's, or computed by `chargeOf` on its basis), its unit, what it comes to
 * in bolívares today (null without a tariff or a rate) and the detail of its basis, its last day to
 * pay, its interest on late payment to today (`interestMonths`: the rates read once for all) and its
 * early-payment discount. One query for a taxpayer's statement and for the arrears of the whole
 * institution; `explain` adds each interest's months and rates (`interestSegments`), which only a
 * statement shows.
 */
export function owedSql(idClient: number, today: SQL, objects: SQL, explain = false, payers?: SQL): SQL {
  return sql`
    with objects as (select kind, id, id_taxpayer, label, since, until from (${objects}) o where active),
    due as (
      select c.id as concept, c.code, c.description, c.tariff, c.tariff_unit, c.basis, c.periodicity, c.payment_days,
             c.early_discount, c.early_discount_days,
             o.kind, o.id,
             o.id_taxpayer, o.label,
             generate_series(
               date_trunc(u.unit, greatest(c.due_from, coalesce(o.since, c.due_from)))::date,
               date_trunc(u.unit, least(${today}, coalesce(o.until, ${today})))::date,
               u.step)::date as starts
        from objects o
        join collection_concept c on c.id_client = ${idClient} and c.active and c.taxed_object = o.kind
             and c.periodicity <> 'once' and c.due_from is not null
        cross join lateral (${periodicityInterval(sql`c.periodicity`)}) u),
    keyed as (select d.*, ${keyOf(sql`d.periodicity`, sql`d.starts`)} as period from due d),
    charged as (
      select k.*, case when k.basis = 'fixed' then k.tariff else ch.tariff::numeric end as due_tariff,
             ${unitOfBasisSql(sql`k.basis`, sql`k.tariff_unit`)} as due_unit, ch.detail
        from keyed k
        left join lateral (${chargeOf(idClient, sql`k.basis`, sql`k.kind`, sql`k.id`, sql`k.starts`, sql`k.periodicity`, today)}) ch on true
       -- A declared tax's part that comes to nothing owes nothing; a declaration not filed, once late.
       where coalesce(ch.owes, true) and (ch.missing_from is null or ch.missing_from <= ${today})),
    priced as (
      select k.*, case when k.due_unit = 'TCMMV' then round(k.due_tariff * r.rate::numeric, 2) else k.due_tariff end as amount,
             ${paymentDueSql(sql`k.basis`, sql`k.periodicity`, sql`k.payment_days`, sql`k.starts`)} as due
        from charged k
        left join (${tcmmvSql(idClient, today)}) r on true
       where not exists (select 1 from paid_obligation p
                          where p.id_client = ${idClient} and p.object_kind = k.kind and p.id_object = k.id
                            and p.id_collection_concept = k.concept and p.period = k.period)
         -- A debt a payment agreement took is owed through the agreement.
         and not ${coveredSql(idClient, sql`k.kind`, sql`k.id`, sql`k.concept`, sql`k.period`)}),
    -- The months of the rates of interest, once for every debt (the statement's and the arrears').
    months as (${interestMonths(idClient, sql`(select min(p.due) from priced p where p.amount is not null)`, today)})
    select k.concept as "idCollectionConcept", k.code, k.description, k.due_tariff::text as tariff,
           k.due_unit as "tariffUnit", k.amount::text as amount,
           k.kind as "objectKind", k.id as "idObject", k.label as "objectLabel", k.period, '' as "periodLabel",
           k.detail, null as basis, k.id_taxpayer as "idTaxpayer", k.starts,
           to_char(k.due, 'YYYY-MM-DD') as "dueDate",
           case when k.amount is not null
                then coalesce(${interestFrom(sql`k.amount`, sql`k.due`, today)}, 0)::numeric(18, 2)::text end as interest,
           case when k.amount is not null
                then ${earlyDiscountSql(sql`k.early_discount`, sql`k.early_discount_days`, sql`k.starts`, sql`k.due`, today, sql`k.amount`)}::text
           end as discount,
           to_char(${earlyDiscountEndSql(sql`k.early_discount`, sql`k.early_discount_days`, sql`k.starts`, sql`k.due`)}, 'YYYY-MM-DD')
             as "discountUntil",
           null as "interestBasis",
           ${explain ? sql`li.segments` : sql`null::jsonb`} as "interestSegments",
           null::boolean as "solvencyAllowed"
      from priced k
      ${explain ? sql`left join lateral (${lateInterestOf(idClient, sql`k.amount`, sql`k.due`, today)}) li on k.amount is not null and k.due < ${today}` : sql``}
    union all
    ${finesOwedSql(idClient, today, payers)}
    union all
    ${agreementsOwedSql(idClient, today, payers)}`;
}

/**
 * The fines in force imposed by `today` and not paid, as `owedSql`'s rows: on the concept their type
 * collects them under, keyed `multa:<number>` (FINE_PERIOD), due FINE_PAYMENT_DAYS after their date,
 * without interest (the COT's interest on late payment is on the tax); one in TCMMV comes to its
 * multiples at today's rate. `payers` narrows them to some taxpayers (all of the institution's without).
 */
function finesOwedSql(idClient: number, today: SQL, payers?: SQL): SQL {
  return sql`
    select f.id_collection_concept, c.code, c.description, coalesce(f.units, f.amount)::text,
           case when f.units is not null then 'TCMMV' else 'VES' end,
           (case when f.units is not null then round(f.units * r.rate::numeric, 2) else f.amount end)::text,
           'fine', f.id, f.act, ${FINE_PERIOD} || f.number_text, '',
           jsonb_build_object('offence', f.offence, 'legalBasis', f.legal_basis), null, f.id_taxpayer, f.fine_date,
           to_char(f.fine_date + ${FINE_PAYMENT_DAYS}::int, 'YYYY-MM-DD'), '0.00', null, null, null, null::jsonb,
           null::boolean
      from fine f
      join collection_concept c on c.id = f.id_collection_concept
      left join (${tcmmvSql(idClient, today)}) r on true
     where f.id_client = ${idClient} and f.status = 'posted' and f.id_reverses is null and f.fine_date <= ${today}
       ${payers ? sql`and f.id_taxpayer in (${payers})` : sql``}
       and not exists (select 1 from paid_obligation p
                        where p.id_client = ${idClient} and p.object_kind = 'fine' and p.id_object = f.id)
       and not ${coveredSql(idClient, sql`'fine'`, sql`f.id`, sql`f.id_collection_concept`, sql`${FINE_PERIOD} || f.number_text`)}`;
}

/**
 * What the taxpayer owes today (`owedSql` on its objects), oldest first, each period with its basis
 * explained or what is missing to price it. `object` narrows it to one taxed object.
 */
export async function pendingOf(
  db: Db | Tx,
  auth: InstitutionNow,
  idTaxpayer: number,
  object?: { kind: string; id: number },
): Promise<PendingObligation[]> {
  const rows = await pendingRows(
    db,
    auth,
    taxedObjectsOf(auth.idClient, idTaxpayer),
    sql`select ${idTaxpayer}::int`,
    // One object's: its periods, and what an agreement that took any of them owes.
    object
      ? sql`((o."objectKind" = ${object.kind} and o."idObject" = ${object.id})
             or (o."objectKind" = 'agreement' and exists (
                   select 1 from payment_agreement_debt ad
                    where ad.id_agreement = o."idObject" and ad.object_kind = ${object.kind}
                      and ad.id_object = ${object.id})))`
      : sql`true`,
  );
  return rows.map(({ idTaxpayer: _payer, ...row }) => row);
}

/**
 * What each of several taxpayers owes today, as `pendingOf` answers it for one, in one query (a
 * batch of collection notices): by taxpayer, each one's periods oldest first.
 */
export async function pendingOfMany(
  db: Db | Tx,
  auth: InstitutionNow,
  idTaxpayers: number[],
): Promise<Map<number, PendingObligation[]>> {
  const list = intArray(idTaxpayers);
  const objects = sql`select * from (${taxedObjectsOfClient(auth.idClient)}) o where o.id_taxpayer = any(${list})`;
  const byTaxpayer = new Map<number, PendingObligation[]>();
  for (const { idTaxpayer, ...row } of await pendingRows(
    db,
    auth,
    objects,
    sql`select unnest(${list})`,
    sql`true`,
  )) {
    const list = byTaxpayer.get(idTaxpayer) ?? [];
    list.push(row);
    byTaxpayer.set(idTaxpayer, list);
  }
  return byTaxpayer;
}

/** `owedSql` on `objects` with each period's basis and interest explained, oldest first. */
async function pendingRows(
  db: Db | Tx,
  auth: InstitutionNow,
  objects: SQL,
  payers: SQL,
  where: SQL,
): Promise<(PendingObligation & { idTaxpayer: number })[]> {
  const today = sql`${todayOf(auth)}::date`;
  const found = await selectRows(
    db,
    pendingObligation.extend({ idTaxpayer: z.number(), detail: z.unknown(), interestSegments: z.unknown() }),
    sql`
    select o.* from (${owedSql(auth.idClient, today, objects, true, payers)}) o
     where ${where}
     order by o."idTaxpayer", o.starts, o."objectLabel", o.code`,
  );
  return found.map(({ detail, interestSegments, ...row }) => {
    const label = periodLabel(row.period);
    const charge = detail as ChargeDetail | null;
    if (row.objectKind === 'agreement') {
      // An agreement's instalment, or the balance an ended one left, with the interest that runs on it.
      const agreement = detail as { agreement: string; legalBasis: string; principal: string | null };
      return {
        ...row,
        periodLabel: label,
        basis: `${agreement.agreement} (${agreement.legalBasis})`,
        interestBasis:
          agreement.principal && row.interest && Number(row.interest) > 0
            ? interestBasis(interestSegments as InterestSegment[] | null, agreement.principal, row.interest)
            : null,
      };
    }
    if (row.objectKind === 'fine') {
      // A fine says what it is for and under which article, and that it accrues no interest.
      const fine = detail as { offence: string; legalBasis: string };
      return {
        ...row,
        periodLabel: label,
        basis: `${fine.offence} (${fine.legalBasis})`,
        interestBasis: null,
      };
    }
    return {
      ...row,
      periodLabel: label,
      basis: !charge ? null : row.tariff ? chargeBasis(row.tariff, charge) : chargeMissing(charge, label),
      interestBasis:
        row.amount && row.interest
          ? interestBasis(interestSegments as InterestSegment[] | null, row.amount, row.interest)
          : null,
    };
  });
}

/** The taxpayer's view: its data, its taxed objects, what it owes today and a page of its receipts. */
export async function taxpayerStatement(
  db: Db,
  auth: InstitutionNow,
  idTaxpayer: number,
  paging: { page: number; size: number },
): Promise<TaxpayerStatement> {
  const { idClient } = auth;
  const found = await db.execute<TaxpayerStatement['taxpayer']>(sql`
    select t.id, t.rif, t.name, y.description as "taxpayerType", t.address, t.phone, t.email, t.active
      from taxpayer t left join taxpayer_type y on y.id = t.id_taxpayer_type
     where t.id = ${idTaxpayer} and t.id_client = ${idClient}`);
  const taxpayer = found.rows[0];
  if (!taxpayer) throw notFound('Contribuyente no encontrado');
  const objects = await db.execute<TaxpayerStatement['objects'][number]>(sql`
    select kind, id, label, to_char(since, 'YYYY-MM-DD') as since, active
      from (${taxedObjectsOf(idClient, idTaxpayer)}) o
     order by 1, 3`);
  const pending = await pendingOf(db, auth, idTaxpayer);
  const priced = pending.filter((p) => p.amount !== null);
  // The taxpayer's receipts, newest first; a reversal is not listed, its original shows annulled.
  const receipts = await db.execute<TaxpayerReceipt & { total: number }>(sql`
    select r.id, r.status, r.number_text as "numberText", to_char(r.receipt_date, 'YYYY-MM-DD') as "receiptDate",
           b.name as "cashBoxName", ${taxedObjectLabel('r', 'brief')} as "objectLabel", r.amount_net::text as "amountNet",
           coalesce((select string_agg(coalesce(l.code, c.code) || coalesce(' ' || l.period, ''), ', ' order by l.line)
                       from receipt_concept l join collection_concept c on c.id = l.id_collection_concept
                      where l.id_receipt = r.id), '') as concepts,
           count(*) over ()::int as total
      from receipt r
      join cash_box b on b.id = r.id_cash_box
     where r.id_client = ${idClient} and r.id_taxpayer = ${idTaxpayer} and r.status <> 'draft' and r.id_reverses is null
     order by r.receipt_date desc, r.id desc
     limit ${paging.size} offset ${paging.page * paging.size}`);
  return {
    taxpayer,
    objects: objects.rows,
    pending,
    pendingTotal: priced.reduce((sum, p) => sum.plus(p.amount ?? 0), new Decimal(0)).toFixed(2),
    pendingInterest: priced.reduce((sum, p) => sum.plus(p.interest ?? 0), new Decimal(0)).toFixed(2),
    pendingDiscount: priced.reduce((sum, p) => sum.plus(p.discount ?? 0), new Decimal(0)).toFixed(2),
    pendingWithoutTariff: pending.length - priced.length,
    receipts: {
      rows: receipts.rows.map(({ total: _total, ...row }) => row),
      total: receipts.rows[0]?.total ?? 0,
      page: paging.page,
      size: paging.size,
    },
  };
}
