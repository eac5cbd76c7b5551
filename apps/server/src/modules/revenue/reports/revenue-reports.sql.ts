import {
  ARREARS_BANDS,
  CADASTRE_USES,
  MONTHLY_DECLARATION,
  PAYMENT_FORM_KINDS,
  revenueReports,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyReportSource, reportSource } from '../../../platform/reports/report.service.ts';
import { tcmmvSql } from '../../common/index.ts';
import { chargeOf, classTariff } from '../taxes/charges.ts';
import { owedSql } from '../taxpayers/obligations.ts';
import { taxedObjectsOfClient } from '../taxpayers/taxed-objects.ts';

/**
 * The receipts in force of the period between two dates (a box too): posted, not annulled and not a
 * reversal. Every revenue report starts from these; the receipts' list index serves the filter.
 */
function inForce(
  idClient: number,
  idPeriod: number,
  q: { from?: string; to?: string; idCashBox?: number },
): SQL {
  return sql`r.id_client = ${idClient} and r.id_period = ${idPeriod} and r.status = 'posted' and r.id_reverses is null
    ${q.from ? sql`and r.receipt_date >= ${q.from}::date` : sql``}
    ${q.to ? sql`and r.receipt_date <= ${q.to}::date` : sql``}
    ${q.idCashBox ? sql`and r.id_cash_box = ${q.idCashBox}` : sql``}`;
}

const USE_LABELS = sql.raw(
  `(values ${CADASTRE_USES.map((u) => `('${u.value}', '${u.label}')`).join(', ')}) ul(use, label)`,
);

/**
 * The cadastre valued at a day, each property as the property tax values it: `chargeOf` (the one
 * place that says how) for a year that starts that day, so the tables and the rate read are those in
 * force then; its note says what the office set by hand, or what is missing to value it.
 */
function cadastreRoll(idClient: number, asOf: string, idLandZone: number | undefined): SQL {
  const day = sql`${asOf}::date`;
  // `k`, not `c`: chargeOf names its own cadastre row `c`.
  const d = (key: string) => sql`ch.detail->>${key}`;
  return sql`
    select k.cadastral_code as code, t.rif, t.name as taxpayer, ul.label as use, ${d('zone')} as zone,
           (${d('landArea')})::numeric as "landArea", (${d('landValue')})::numeric as "landValue",
           ${d('construction')} as construction, (${d('builtArea')})::numeric as "builtArea",
           (${d('builtValue')})::numeric as "builtValue", (${d('value')})::numeric as value,
           (${d('rate')})::numeric as rate, ch.tariff::numeric as tax,
           case when k.manual_value is not null and ${d('rate')} is null then 'El uso no tiene alícuota vigente'
                when k.manual_value is not null then concat('Valor fijado: ', k.manual_reason)
                when coalesce(k.land_area, 0) > 0 and k.id_land_zone is null then 'Sin zona'
                when coalesce(k.land_area, 0) > 0 and ${d('landValue')} is null then 'La zona no tiene valor vigente'
                when coalesce(k.built_area, 0) > 0 and k.id_construction_type is null then 'Sin tipo de construcción'
                when coalesce(k.built_area, 0) > 0 and ${d('builtValue')} is null then 'El tipo de construcción no tiene valor vigente'
                when ${d('value')} is null then 'Sin áreas ni valor fijado'
                when ${d('rate')} is null then 'El uso no tiene alícuota vigente'
           end as note,
           k.id as "__id"
      from cadastre k
      join taxpayer t on t.id = k.id_taxpayer
      join ${USE_LABELS} on ul.use = k.use
      cross join lateral (${chargeOf(idClient, sql`'cadastralValue'`, sql`'cadastre'`, sql`k.id`, day, sql`'yearly'`, day)}) ch
     where k.id_client = ${idClient} and k.active and (k.registered_on is null or k.registered_on <= ${day})
       ${idLandZone ? sql`and k.id_land_zone = ${idLandZone}` : sql``}`;
}

/**
 * The vehicles in force at a day by class, with the class's tariff in force that day (the same table
 * the vehicle tax charges by) and what the class owes per period, also at that day's TCMMV.
 */
function vehiclesByClass(idClient: number, asOf: string): SQL {
  const day = sql`${asOf}::date`;
  return sql`
    select u.description as use, y.description as type, count(*) as vehicles, t.units,
           t.valid_from as "tariffFrom", t.units * count(*) as "totalUnits", r.rate::numeric as tcmmv,
           round(t.units * count(*) * r.rate::numeric, 2) as "totalVes"
      from vehicle v
      join vehicle_use u on u.id = v.id_vehicle_use
      join vehicle_type y on y.id = v.id_vehicle_type
      left join lateral (${classTariff(idClient, sql`v`, day)}) t on true
      left join (${tcmmvSql(idClient, day)}) r on true
     where v.id_client = ${idClient} and v.active and (v.registered_on is null or v.registered_on <= ${day})
     group by u.description, y.description, t.units, t.valid_from, r.rate`;
}

/**
 * Who owes at a day: `owedSql` (the taxpayer's statement's own query) over every taxed object of the
 * institution and its fines, what is past its last day to pay, by taxpayer: the tax, its interest on
 * late payment to that day, the fines and all three; the band filters on tax and fines in bolívares.
 */
export function arrears(idClient: number, q: Record<string, unknown>): SQL {
  const band = ARREARS_BANDS.find((b) => b.value === q.band && 'from' in b);
  // What is owed, tax and fines, in bolívares: what the band narrows on.
  const owed = sql`coalesce(sum(o.amount::numeric), 0)`;
  const range =
    band && 'from' in band
      ? sql`having ${owed} >= ${band.from} ${band.to === null ? sql`` : sql`and ${owed} < ${band.to}`}`
      : sql``;
  const tax = sql`coalesce(sum(o.amount::numeric) filter (where o."objectKind" <> 'fine'), 0)`;
  const fines = sql`coalesce(sum(o.amount::numeric) filter (where o."objectKind" = 'fine'), 0)`;
  const interest = sql`coalesce(sum(o.interest::numeric), 0)`;
  return sql`
    select t.rif, t.name as taxpayer, y.description as type,
           string_agg(distinct o.code, ', ' order by o.code) as concepts,
           count(*) filter (where o."objectKind" <> 'fine') as periods,
           min(o.starts) as since, ${tax} as owed, ${interest} as interest, ${fines} as fines,
           ${tax} + ${interest} + ${fines} as total,
           count(*) filter (where o.amount is null) as unpriced, t.id as "__id"
      from (${owedSql(idClient, sql`${q.asOf as string}::date`, taxedObjectsOfClient(idClient))}) o
      join taxpayer t on t.id = o."idTaxpayer"
      left join taxpayer_type y on y.id = t.id_taxpayer_type
     -- Arrears are what is past its last day to pay; the period still running is not late yet.
     where o."dueDate" < ${q.asOf as string}
       ${q.idCollectionConcept ? sql`and o."idCollectionConcept" = ${q.idCollectionConcept as number}` : sql``}
       ${q.idTaxpayerType ? sql`and t.id_taxpayer_type = ${q.idTaxpayerType as number}` : sql``}
     group by t.id, t.rif, t.name, y.description
     ${range}`;
}

/**
 * The declarations of one kind in force (posted, not annulled, not a reversal) whose declared period
 * starts within the dates, by activity: by the period declared, not by the budget year it was filed in.
 */
function declaredByActivity(idClient: number, q: Record<string, unknown>): SQL {
  const kind = Number(q.kind) || MONTHLY_DECLARATION;
  return sql`
    select e.code, e.description as activity, count(distinct d.id) as declarations,
           count(distinct d.id_taxpayer) as taxpayers, sum(l.income) as income, coalesce(sum(l.tax), 0) as tax,
           coalesce(sum(l.tax_units), 0) as units, count(*) filter (where l.tax_units is not null) as "onMinimum"
      from income_declaration d
      join income_declaration_line l on l.id_declaration = d.id
      join economic_activity e on e.id = l.id_economic_activity
     where d.id_client = ${idClient} and d.id_kind = ${kind} and d.status = 'posted' and d.id_reverses is null
       and to_date(d.period || case when length(d.period) = 4 then '-01-01' else '-01' end, 'YYYY-MM-DD')
           between ${q.from as string}::date and ${q.to as string}::date
     group by e.id, e.code, e.description`;
}

/**
 * What the receipts in force collected on the concepts charged on declared income, by activity. Each
 * line keeps the declaration it was charged on, which splits it: the bolívares of the rate by each
 * activity's tax, the minimum by each activity's TCMMV, a definitive's difference by what each
 * activity's tax came to in bolívares on the definitive (its TCMMV at the definitive's rate); the
 * céntimos the split rounds away go to the largest part, so the activities add up to the receipts.
 * A line without its declaration stays whole, without an activity.
 */
function collectedByActivity(idClient: number, q: { idPeriod: number; from?: string; to?: string }): SQL {
  return sql`
    with paid as (
      -- The tax collected: its interest on late payment is not an activity's.
      select l.id, r.id as receipt, r.id_taxpayer, l.amount - l.discount as amount_net, c.basis, l.id_income_declaration
        from receipt r
        join receipt_concept l on l.id_receipt = r.id
        join collection_concept c on c.id = l.id_collection_concept
       where ${inForce(idClient, q.idPeriod, q)}
         and c.basis in ('declaredIncome', 'declaredMinimum', 'declaredSettlement')
         and r.taxed_object_kind = 'patent'),
    parts as (
      select p.id, p.receipt, p.id_taxpayer, p.basis, p.amount_net, x.id_economic_activity, x.part
        from paid p
        left join lateral (
          select dl.id_economic_activity,
                 case p.basis when 'declaredIncome' then dl.tax when 'declaredMinimum' then dl.tax_units
                      else coalesce(dl.tax, round(dl.tax_units * d.tcmmv_rate, 2)) end as part
            from income_declaration d join income_declaration_line dl on dl.id_declaration = d.id
           where d.id = p.id_income_declaration and d.id_client = ${idClient}) x
          on coalesce(x.part, 0) > 0),
    shared as (
      select s.*, s.share + case when s.n = 1 then s.amount_net - sum(s.share) over (partition by s.id) else 0 end as amount
        from (select pt.*, coalesce(round(pt.amount_net * pt.part / nullif(sum(pt.part) over (partition by pt.id), 0), 2),
                                    pt.amount_net) as share,
                     row_number() over (partition by pt.id order by pt.part desc nulls last, pt.id_economic_activity) as n
                from parts pt) s)
    select coalesce(e.code, '') as code, coalesce(e.description, 'Sin declaración en vigor') as activity,
           count(distinct sh.receipt) as receipts, count(distinct sh.id_taxpayer) as taxpayers,
           coalesce(sum(sh.amount) filter (where sh.basis = 'declaredIncome'), 0) as "byRate",
           coalesce(sum(sh.amount) filter (where sh.basis = 'declaredMinimum'), 0) as "byMinimum",
           coalesce(sum(sh.amount) filter (where sh.basis = 'declaredSettlement'), 0) as "bySettlement",
           sum(sh.amount) as amount
      from shared sh
      left join economic_activity e on e.id = sh.id_economic_activity
     group by e.id, e.code, e.description`;
}

const KIND_LABELS = sql.raw(
  `(values ${PAYMENT_FORM_KINDS.map((k) => `('${k.value}', '${k.label}')`).join(', ')}) kl(kind, label)`,
);

export const REVENUE_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(revenueReports.cadastreRoll, {
    select: (idClient, q) => cadastreRoll(idClient, q.asOf as string, q.idLandZone as number | undefined),
    order: sql`r.code, r."__id"`,
  }),
  reportSource(revenueReports.arrears, {
    select: (idClient, q) => arrears(idClient, q),
    order: sql`r.owed desc, r.taxpayer, r."__id"`,
  }),
  reportSource(revenueReports.declaredByActivity, {
    select: (idClient, q) => declaredByActivity(idClient, q),
    order: sql`r.code`,
  }),
  reportSource(revenueReports.collectedByActivity, {
    select: (idClient, q) => collectedByActivity(idClient, q),
    order: sql`r.code`,
  }),
  reportSource(revenueReports.vehiclesByClass, {
    select: (idClient, q) => vehiclesByClass(idClient, q.asOf as string),
    order: sql`r.use, r.type`,
  }),
  reportSource(revenueReports.conceptsForDay, {
    select: (idClient, q) => sql`
      select r.receipt_date as day, l.code, l.description, l.income_code as "incomeCode",
             count(distinct r.id) as receipts, sum(l.amount_net) as amount
        from receipt r join receipt_concept l on l.id_receipt = r.id
       where ${inForce(idClient, q.idPeriod, q)}
       group by r.receipt_date, l.code, l.description, l.income_code`,
    order: sql`r.day, r.code`,
  }),
  reportSource(revenueReports.byConcept, {
    select: (idClient, q) => sql`
      select l.code, l.description, l.income_code as "incomeCode", count(distinct r.id) as receipts,
             sum(l.amount) as gross, sum(l.discount) as discount, sum(l.interest) as interest,
             sum(l.amount_net) as amount
        from receipt r join receipt_concept l on l.id_receipt = r.id
       where ${inForce(idClient, q.idPeriod, q)}
       group by l.code, l.description, l.income_code`,
    order: sql`r.code`,
  }),
  reportSource(revenueReports.goals, {
    // Each classifier entry collects what the concepts under its code (or any code below it) took.
    select: (idClient, q) => sql`
      with collected as (
        select l.income_code as code, sum(l.amount_net) as amount
          from receipt r join receipt_concept l on l.id_receipt = r.id
         where ${inForce(idClient, q.idPeriod, q)}
         group by l.income_code)
      select k.code, k.name, k.estimated, coalesce(c.amount, 0) as collected,
             case when k.estimated > 0
                  then replace(to_char(round(coalesce(c.amount, 0) * 100 / k.estimated, 1), 'FM9999990.0'), '.', ',') || ' %'
             end as share,
             greatest(k.estimated - coalesce(c.amount, 0), 0) as remaining
        from income_classifier k
        left join lateral (
          select sum(amount) as amount from collected
           where collected.code = k.code
              or collected.code like rtrim(regexp_replace(k.code, '(\\.00)+$', ''), '.') || '.%') c on true
       where k.id_client = ${idClient} and k.id_period = ${q.idPeriod}`,
    order: sql`r.code`,
  }),
  reportSource(revenueReports.payersByConcept, {
    select: (idClient, q) => sql`
      select l.code || ' · ' || l.description as concept, t.rif, t.name, count(distinct r.id) as receipts,
             sum(l.amount_net) as amount
        from receipt r join receipt_concept l on l.id_receipt = r.id join taxpayer t on t.id = r.id_taxpayer
       where ${inForce(idClient, q.idPeriod, q)}
         ${q.idCollectionConcept ? sql`and l.id_collection_concept = ${q.idCollectionConcept}` : sql``}
       group by l.code, l.description, t.id, t.rif, t.name`,
    order: sql`r.concept, r.amount desc, r.name`,
  }),
  reportSource(revenueReports.conceptsByDate, {
    select: (idClient, q) => sql`
      select r.receipt_date as day, r.number_text as receipt, b.name as box, t.name as taxpayer,
             l.code || ' · ' || l.description as concept, l.amount as gross, l.discount, l.interest,
             l.amount_net as amount,
             r.number as "__number", l.line as "__line", r.id_cash_box as "__box"
        from receipt r join receipt_concept l on l.id_receipt = r.id
        join taxpayer t on t.id = r.id_taxpayer join cash_box b on b.id = r.id_cash_box
       where ${inForce(idClient, q.idPeriod, q)}
         ${q.idCollectionConcept ? sql`and l.id_collection_concept = ${q.idCollectionConcept}` : sql``}`,
    order: sql`r.day, r."__box", r."__number", r."__line"`,
  }),
  reportSource(revenueReports.vouchers, {
    select: (idClient, q) => sql`
      select r.receipt_date as day, r.number_text as receipt, t.name as taxpayer, f.description as "paymentForm",
             bk.name as bank, a.account_number as account, v.reference, v.amount,
             r.number as "__number", v.line as "__line", r.id_cash_box as "__box"
        from receipt r join receipt_voucher v on v.id_receipt = r.id
        join payment_form f on f.id = v.id_payment_form join taxpayer t on t.id = r.id_taxpayer
        left join bank bk on bk.id = v.id_bank
        left join bank_account a on a.id = v.id_bank_account
       where ${inForce(idClient, q.idPeriod, q)}`,
    order: sql`r.day, r."__box", r."__number", r."__line"`,
  }),
  reportSource(revenueReports.vouchersByForm, {
    select: (idClient, q) => sql`
      select f.description as "paymentForm", kl.label as kind, count(*) as vouchers, sum(v.amount) as amount
        from receipt r join receipt_voucher v on v.id_receipt = r.id
        join payment_form f on f.id = v.id_payment_form
        join ${KIND_LABELS} on kl.kind = f.kind
       where ${inForce(idClient, q.idPeriod, q)}
       group by f.id, f.description, kl.label`,
    order: sql`r."paymentForm"`,
  }),
  reportSource(revenueReports.vouchersByAccount, {
    select: (idClient, q) => sql`
      select bk.name as bank, a.account_number as account, count(*) as vouchers, sum(v.amount) as amount
        from receipt r join receipt_voucher v on v.id_receipt = r.id
        join bank_account a on a.id = v.id_bank_account join bank bk on bk.id = a.id_bank
       where ${inForce(idClient, q.idPeriod, q)} and v.id_bank_movement is not null
       group by bk.name, a.id, a.account_number`,
    order: sql`r.bank, r.account`,
  }),
];
