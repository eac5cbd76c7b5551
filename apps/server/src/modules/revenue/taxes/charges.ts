import {
  CADASTRE_USES,
  type ChargeBasis,
  DECLARATION_KINDS,
  DEFINITIVE_DECLARATION,
  ESTIMATED_DECLARATION,
  formatDate,
  formatMoney,
  MONTHLY_DECLARATION,
  type TariffUnit,
  tcmmvText,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { noTcmmv, tcmmvSql } from '../../common/index.ts';
import { paymentDueSql } from './payment-terms.ts';

/** What a charge was computed from, as `chargeOf` answers it (jsonb), to explain it or say what is missing. */
export type ChargeDetail =
  | { kind: 'vehicleClass'; className: string; tariffFrom: string | null }
  | {
      kind: 'cadastralValue';
      code: string;
      zone: string | null;
      landArea: string | null;
      landValue: string | null;
      construction: string | null;
      builtArea: string | null;
      builtValue: string | null;
      manualValue: string | null;
      manualReason: string | null;
      value: string | null;
      use: string;
      rate: string | null;
      months: number;
    }
  | (Declared & { kind: 'declaredIncome' })
  | (Declared & { kind: 'declaredMinimum' })
  | {
      kind: 'declaredSettlement';
      licence: string;
      year: string;
      /** The year's definitive in force (null when not filed) and what it comes to. */
      idDeclaration: number | null;
      declaration: string | null;
      late: boolean | null;
      taxAmount: string | null;
      taxUnits: string | null;
      /** The TCMMV of the day of payment its units are converted at (null when none is recorded). */
      day: string;
      rate: string | null;
      currency: string | null;
      rateFrom: string | null;
      /** What the year's receipts in force paid on its estimate: in bolívares, and in TCMMV. */
      paid: string;
      paidUnits: string;
      /** The difference: bolívares, and TCMMV (at the day's rate). */
      bs: string;
      units: string;
    };

/** The licence's declaration of the period a declared tax is charged on; null fields when none is in force. */
type Declared = {
  licence: string;
  idDeclaration: number | null;
  declaration: string | null;
  declarationKind: string | null;
  income: string | null;
  late: boolean | null;
  /** The year's definitive over a year paid on its estimate: settled by the difference, not here. */
  settled: boolean;
};

/** What a concept's line is charged in, whatever the concept's own tariff says for a computed basis. */
export function unitOfBasis(basis: ChargeBasis, tariffUnit: TariffUnit): TariffUnit {
  if (basis === 'vehicleClass') return 'TCMMV';
  if (basis === 'cadastralValue' || basis === 'declaredIncome' || basis === 'declaredSettlement')
    return 'VES';
  if (basis === 'declaredMinimum') return 'TCMMV';
  return tariffUnit;
}

/** `unitOfBasis` in SQL, over a concept's columns. */
export const unitOfBasisSql = (basis: SQL, tariffUnit: SQL): SQL => sql`
  case ${basis} when 'vehicleClass' then 'TCMMV' when 'declaredMinimum' then 'TCMMV'
               when 'cadastralValue' then 'VES' when 'declaredIncome' then 'VES' when 'declaredSettlement' then 'VES'
               else ${tariffUnit} end`;

/**
 * The tariff of a vehicle's class (its use and type) in force on `day`, as a lateral row (units,
 * valid_from) over the vehicle row `vehicle`: the one table the vehicle tax and its roll read.
 */
export const classTariff = (idClient: number, vehicle: SQL, day: SQL): SQL => sql`
  select x.units, x.valid_from from vehicle_tariff x
   where x.id_client = ${idClient} and x.id_vehicle_use = ${vehicle}.id_vehicle_use
     and x.id_vehicle_type = ${vehicle}.id_vehicle_type and x.valid_from <= ${day}
   order by x.valid_from desc limit 1`;

/**
 * What a periodic concept charged on a computed basis charges one taxed object for the period that
 * starts on `starts`, as a lateral row (`tariff` text, null when something it needs is missing;
 * `detail` jsonb, a ChargeDetail; `owes`, false when the period owes nothing on this basis; and
 * `missing_from`, the day a missing declaration starts to be owed); no row for a concept charged by
 * its own tariff. The one place that
 * says how a basis is charged: what is owed and the receipt's check both read it. Every table is read
 * as in force on the period's first day, so a new ordinance does not rewrite past years. Its own
 * aliases (c, v, u, y, t, z, ct, lv, cv, r, val, m) shadow the caller's: name the caller's rows
 * otherwise, or `c.id` here is this query's own row.
 * - Vehicle tax (`vehicleClass`): the TCMMV of the vehicle's class (use and type) per period.
 * - Property tax (`cadastralValue`): the cadastral value (land area × the zone's value + built area ×
 *   the construction type's, or the value the office set by hand) × the use's yearly rate, the year's
 *   share for a month or a quarter, in bolívares to the céntimo.
 * - Activity tax (`declaredIncome`, `declaredMinimum`): the licence's declaration in force of the
 *   period (the month's; the year's definitive, else its estimate): what its activities taxed by
 *   their rate come to in bolívares, or its minimums in TCMMV. A part that comes to nothing owes
 *   nothing; a declaration not filed is owed (as missing) from the day after its last day to file
 *   (`declarationDue`: the 15th of the next month; the year's first month for the estimate).
 * - Its settlement (`declaredSettlement`, yearly): a year paid on its estimate is settled by the
 *   definitive: what the definitive comes to, its TCMMV at the rate of `day` (the day of payment),
 *   less what the receipts in force paid on the estimate, in bolívares; the definitive's own parts
 *   then owe nothing. A year with an estimate and no definitive owes it (as missing) from 1 April of
 *   the next year. Nothing paid on the estimate: the definitive is charged by its parts, as above.
 */
export const chargeOf = (
  idClient: number,
  basis: SQL,
  kind: SQL,
  idObject: SQL,
  starts: SQL,
  periodicity: SQL,
  day: SQL,
): SQL => sql`
  select t.units::text as tariff,
         jsonb_build_object('kind', 'vehicleClass', 'className', u.description || ' · ' || y.description,
                            'tariffFrom', to_char(t.valid_from, 'YYYY-MM-DD')) as detail,
         true as owes, null::date as missing_from
    from vehicle v
    join vehicle_use u on u.id = v.id_vehicle_use
    join vehicle_type y on y.id = v.id_vehicle_type
    left join lateral (${classTariff(idClient, sql`v`, starts)}) t on true
   where ${basis} = 'vehicleClass' and ${kind} = 'vehicle' and v.id = ${idObject} and v.id_client = ${idClient}
  union all
  select case when val.value is null or r.rate is null then null
              else round(val.value * r.rate / 100 * m.months / 12, 2)::text end,
         jsonb_build_object('kind', 'cadastralValue', 'code', c.cadastral_code, 'zone', z.name,
                            'landArea', c.land_area::text, 'landValue', lv.value::text, 'construction', ct.name,
                            'builtArea', c.built_area::text, 'builtValue', cv.value::text,
                            'manualValue', c.manual_value::text, 'manualReason', c.manual_reason,
                            'value', val.value::text, 'use', c.use, 'rate', r.rate::text, 'months', m.months),
         true, null::date
    from cadastre c
    left join land_zone z on z.id = c.id_land_zone
    left join construction_type ct on ct.id = c.id_construction_type
    left join lateral (select x.value from land_value x
                        where x.id_client = ${idClient} and x.id_land_zone = c.id_land_zone and x.valid_from <= ${starts}
                        order by x.valid_from desc limit 1) lv on true
    left join lateral (select x.value from construction_value x
                        where x.id_client = ${idClient} and x.id_construction_type = c.id_construction_type
                          and x.valid_from <= ${starts}
                        order by x.valid_from desc limit 1) cv on true
    left join lateral (select x.rate from property_rate x
                        where x.id_client = ${idClient} and x.use = c.use and x.valid_from <= ${starts}
                        order by x.valid_from desc limit 1) r on true
    -- A value set by hand stands; otherwise both parts, each only where its area is there (an area
    -- without its table's value leaves no value), and nothing to tax is no value either.
    cross join lateral (
      select case when c.manual_value is not null then c.manual_value
                  when coalesce(c.land_area, 0) > 0 and lv.value is null then null
                  when coalesce(c.built_area, 0) > 0 and cv.value is null then null
                  else nullif(round(coalesce(c.land_area, 0) * coalesce(lv.value, 0)
                                    + coalesce(c.built_area, 0) * coalesce(cv.value, 0), 2), 0) end as value) val
    cross join lateral (select case ${periodicity} when 'monthly' then 1 when 'quarterly' then 3 else 12 end as months) m
   where ${basis} = 'cadastralValue' and ${kind} = 'cadastre' and c.id = ${idObject} and c.id_client = ${idClient}
  union all
  select case when dc.id is null then null
              when ${basis} = 'declaredIncome' then dc.tax_amount::text else dc.tax_units::text end,
         jsonb_build_object('kind', (${basis})::text, 'licence', pt.licence_number, 'idDeclaration', dc.id,
                            'declaration', dc.number_text, 'declarationKind', dc.label,
                            'income', dc.income_total::text, 'late', dc.late, 'settled', dc.settled),
         case when dc.id is null then ${basis} = 'declaredIncome'
              when dc.settled then false
              when ${basis} = 'declaredIncome' then dc.tax_amount > 0 else dc.tax_units > 0 end,
         case when dc.id is null then ${paymentDueSql(basis, periodicity, sql`null::int`, starts)} + 1 end
    from patent pt
    left join lateral (${paidOnEstimate(idClient, sql`pt.id`, starts, periodicity)}) pe on true
    left join lateral (select x.id, x.number_text, x.income_total, x.tax_amount, x.tax_units, x.late,
                              ${DECLARATION_LABEL} as label,
                              x.id_kind = ${DEFINITIVE_DECLARATION} and pe.paid is not null as settled
                         from income_declaration x
                        where x.id_client = ${idClient} and x.id_patent = pt.id and x.status = 'posted'
                          and x.id_reverses is null
                          and x.period = case ${periodicity} when 'monthly' then to_char(${starts}, 'YYYY-MM')
                                              else to_char(${starts}, 'YYYY') end
                          and case ${periodicity} when 'monthly' then x.id_kind = ${MONTHLY_DECLARATION}
                                   else x.id_kind in (${ESTIMATED_DECLARATION}, ${DEFINITIVE_DECLARATION}) end
                        -- The year's definitive replaces its estimate.
                        order by x.id_kind desc limit 1) dc on true
   where ${basis} in ('declaredIncome', 'declaredMinimum') and ${kind} = 'patent' and pt.id = ${idObject}
     and pt.id_client = ${idClient}
  union all
  select case when df.id is null or (st.units <> 0 and r.rate is null) then null
              else greatest(st.bs + round(st.units * coalesce(r.rate::numeric, 0), 2), 0)::text end,
         jsonb_build_object('kind', 'declaredSettlement', 'licence', pt.licence_number, 'year', to_char(${starts}, 'YYYY'),
                            'idDeclaration', df.id, 'declaration', df.number_text, 'late', df.late,
                            'taxAmount', df.tax_amount::text, 'taxUnits', df.tax_units::text,
                            'day', to_char(${day}, 'YYYY-MM-DD'), 'rate', r.rate, 'currency', r.currency,
                            'rateFrom', r."validFrom", 'paid', coalesce(pe.paid_bs, 0)::text,
                            'paidUnits', coalesce(pe.paid_units, 0)::text, 'bs', st.bs::text, 'units', st.units::text),
         case when df.id is null then es.id is not null
              when pe.paid is null then false
              when st.units <> 0 and r.rate is null then true
              else st.bs + round(st.units * coalesce(r.rate::numeric, 0), 2) > 0 end,
         case when df.id is null then ${paymentDueSql(basis, periodicity, sql`null::int`, starts)} + 1 end
    from patent pt
    left join lateral (${paidOnEstimate(idClient, sql`pt.id`, starts, periodicity)}) pe on true
    left join lateral (select x.id, x.number_text, x.tax_amount, x.tax_units, x.late from income_declaration x
                        where x.id_client = ${idClient} and x.id_patent = pt.id and x.status = 'posted'
                          and x.id_reverses is null and x.id_kind = ${DEFINITIVE_DECLARATION}
                          and x.period = to_char(${starts}, 'YYYY')) df on true
    left join lateral (select x.id from income_declaration x
                        where x.id_client = ${idClient} and x.id_patent = pt.id and x.status = 'posted'
                          and x.id_reverses is null and x.id_kind = ${ESTIMATED_DECLARATION}
                          and x.period = to_char(${starts}, 'YYYY')) es on true
    left join lateral (${tcmmvSql(idClient, day)}) r on true
    -- Bolívares against bolívares and TCMMV against TCMMV: units paid at the rate of their day are paid.
    cross join lateral (select coalesce(df.tax_amount, 0) - coalesce(pe.paid_bs, 0) as bs,
                               coalesce(df.tax_units, 0) - coalesce(pe.paid_units, 0) as units) st
   where ${basis} = 'declaredSettlement' and ${periodicity} = 'yearly' and ${kind} = 'patent'
     and pt.id = ${idObject} and pt.id_client = ${idClient}`;

/**
 * What the receipts in force paid on the licence `patent`'s estimate of the year that starts on
 * `starts`, as a row: `paid` (every line's bolívares; null when nothing was), `paid_bs` (the lines
 * in bolívares) and `paid_units` (the TCMMV of the lines in the unit): what the definitive's
 * settlement subtracts. A line keeps the declaration it was charged on (`id_income_declaration`), and
 * an estimate paid on is in force (it is not annulled while paid).
 */
export const paidOnEstimate = (idClient: number, patent: SQL, starts: SQL, periodicity: SQL): SQL => sql`
  select sum(l.amount) as paid, sum(l.amount) filter (where l.units is null) as paid_bs,
         sum(l.units) filter (where l.units is not null) as paid_units
    from income_declaration e
    join receipt_concept l on l.id_income_declaration = e.id
   where ${periodicity} = 'yearly' and e.id_client = ${idClient} and e.id_patent = ${patent}
     and e.id_kind = ${ESTIMATED_DECLARATION} and e.period = to_char(${starts}, 'YYYY')
     and e.status = 'posted' and e.id_reverses is null
     and exists (select 1 from paid_obligation p
                  where p.id_receipt = l.id_receipt and p.id_collection_concept = l.id_collection_concept
                    and p.period = l.period)`;

const DECLARATION_LABEL = sql.raw(
  `case x.id_kind ${DECLARATION_KINDS.map((k) => `when ${k.id} then '${k.label}'`).join(' ')} end`,
);

const useLabel = (use: string) => CADASTRE_USES.find((u) => u.value === use)?.label ?? use;
const area = (a: string | null) => `${formatMoney(a)} m²`;

/** How a computed charge was reached, as the line and what is owed explain it. */
export function chargeBasis(tariff: string, d: ChargeDetail): string {
  if (d.kind === 'declaredSettlement') {
    const both = (bs: string | null, units: string | null) =>
      `${formatMoney(bs)} Bs${Number(units ?? 0) !== 0 ? ` y ${formatMoney(units)} TCMMV` : ''}`;
    const units = Number(d.units);
    const difference = [
      `${formatMoney(d.bs)} Bs`,
      ...(units !== 0 && d.rate && d.currency && d.rateFrom
        ? [
            `${units < 0 ? '−' : '+'} ${tcmmvText({ units: String(Math.abs(units)), rate: d.rate, currency: d.currency, validFrom: d.rateFrom })}`,
          ]
        : []),
    ].join(' ');
    return `Declaración definitiva N.º ${d.declaration}${d.late ? ' (extemporánea)' : ''} de ${d.year}: ${both(d.taxAmount, d.taxUnits)}, menos lo pagado con la estimada (${both(d.paid, d.paidUnits)}): ${difference} = ${formatMoney(tariff)} Bs`;
  }
  if (d.kind === 'declaredIncome' || d.kind === 'declaredMinimum') {
    const filed = `${d.declarationKind} N.º ${d.declaration}${d.late ? ' (extemporánea)' : ''}`;
    return d.kind === 'declaredIncome'
      ? `${filed}: ingresos brutos ${formatMoney(d.income)} Bs; impuesto por alícuota ${formatMoney(tariff)} Bs`
      : `${filed}: mínimo tributable ${formatMoney(tariff)} TCMMV`;
  }
  if (d.kind === 'vehicleClass')
    return `Clase ${d.className}: ${formatMoney(tariff)} TCMMV por período (tarifa desde ${formatDate(d.tariffFrom ?? '')})`;
  const parts = [
    Number(d.landArea ?? 0) > 0
      ? `terreno ${area(d.landArea)} × ${formatMoney(d.landValue)} (${d.zone})`
      : '',
    Number(d.builtArea ?? 0) > 0
      ? `construcción ${area(d.builtArea)} × ${formatMoney(d.builtValue)} (${d.construction})`
      : '',
  ].filter(Boolean);
  const value =
    d.manualValue !== null
      ? `Valor fijado ${formatMoney(d.manualValue)} Bs (${d.manualReason ?? ''})`
      : `Valor catastral ${formatMoney(d.value)} Bs (${parts.join(' + ')})`;
  const share = d.months === 12 ? '' : `, ${d.months}/12 del año`;
  return `${value} × ${formatMoney(d.rate)} % anual (${useLabel(d.use).toLowerCase()})${share}`;
}

/** What a computed charge lacks to be computed, and where the office records it. */
export function chargeMissing(d: ChargeDetail, period: string): string {
  if (d.kind === 'declaredSettlement')
    return d.declaration === null
      ? `Falta la declaración definitiva del ${period} de la licencia ${d.licence}: regístrela en Declaraciones de ingresos`
      : noTcmmv(d.day);
  if (d.kind === 'declaredIncome' || d.kind === 'declaredMinimum')
    return `Falta la declaración de ingresos de ${period} de la licencia ${d.licence}: regístrela en Declaraciones de ingresos`;
  if (d.kind === 'vehicleClass')
    return `La clase ${d.className} no tiene tarifa vigente en ${period}: regístrela en Tarifas de vehículos`;
  const property = `El inmueble ${d.code}`;
  if (d.manualValue === null) {
    if (Number(d.landArea ?? 0) > 0 && d.zone === null)
      return `${property} no tiene zona: indíquela en su ficha del catastro`;
    if (Number(d.landArea ?? 0) > 0 && d.landValue === null)
      return `La zona ${d.zone} no tiene valor de la tierra vigente en ${period}: regístrelo en Zonas y valores de la tierra`;
    if (Number(d.builtArea ?? 0) > 0 && d.construction === null)
      return `${property} no tiene tipo de construcción: indíquelo en su ficha del catastro`;
    if (Number(d.builtArea ?? 0) > 0 && d.builtValue === null)
      return `El tipo ${d.construction} no tiene valor de construcción vigente en ${period}: regístrelo en Tipos y valores de construcción`;
    if (d.value === null) return `${property} no tiene áreas ni valor fijado: complete su ficha del catastro`;
  }
  return `El uso ${useLabel(d.use).toLowerCase()} no tiene alícuota vigente en ${period}: regístrela en Alícuotas de inmuebles`;
}
