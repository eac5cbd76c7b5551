import { LATE_INTEREST_DAY_BASIS } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The last day to pay a period of a periodic concept without interest, as a date in SQL over the
 * concept's `basis`, `periodicity` and `paymentDays` and the period's first day `starts`. A declared
 * tax falls due with its declaration (`declarationDue`: the month's by the 15th of the next; the
 * year's estimate by 31 January; the definitive's difference by 31 March of the next year); any
 * other concept `paymentDays` days from the period's start, or on its last day when it sets none.
 */
export const paymentDueSql = (basis: SQL, periodicity: SQL, paymentDays: SQL, starts: SQL): SQL => sql`(
  case when ${basis} in ('declaredIncome', 'declaredMinimum') and ${periodicity} = 'monthly'
         then ${starts} + interval '1 month 14 days'
       when ${basis} in ('declaredIncome', 'declaredMinimum') then ${starts} + interval '1 month' - interval '1 day'
       when ${basis} = 'declaredSettlement' then ${starts} + interval '1 year 3 months' - interval '1 day'
       when ${paymentDays} is not null then ${starts} + (${paymentDays} - 1) * interval '1 day'
       else ${starts} + case ${periodicity} when 'monthly' then interval '1 month' when 'quarterly' then interval '3 months'
                             else interval '1 year' end - interval '1 day' end)::date`;

/**
 * Interest on late payment (COT art. 66) of `principal` bolívares due on `due` and paid on `day`, as
 * a row: `interest` (numeric to the céntimo, null when none accrues), `days` of delay that accrued
 * it and its `segments` (jsonb: from, to, days, rate of each month of the delay). Each month of the
 * delay, or the part of it in the delay, at the rate in force on its first day (the last the office
 * recorded by then); days before its first rate accrue none. The rate-days are summed exactly and
 * divided once, rounded once: `interestTable` reaches the same figure for many debts at a time.
 */
export const lateInterestOf = (idClient: number, principal: SQL, due: SQL, day: SQL): SQL => sql`
  select round(${principal} * sum(s.rate * s.days) / ${100 * LATE_INTEREST_DAY_BASIS}, 2) as interest,
         sum(s.days)::int as days,
         jsonb_agg(jsonb_build_object('from', to_char(s.d_from, 'YYYY-MM-DD'), 'to', to_char(s.d_to, 'YYYY-MM-DD'),
                                      'days', s.days, 'rate', s.rate::text) order by s.d_from) as segments
    from (select b.d_from, b.d_to, b.d_to - b.d_from + 1 as days, r.rate
            from generate_series(date_trunc('month', ${due} + 1), date_trunc('month', ${day}::date),
                                 interval '1 month') m(m)
            cross join lateral (select greatest(m.m::date, ${due} + 1) as d_from,
                                       least((m.m + interval '1 month' - interval '1 day')::date, ${day}::date) as d_to) b
            cross join lateral (select x.rate from late_interest_rate x
                                 where x.id_client = ${idClient} and x.valid_from <= m.m::date
                                 order by x.valid_from desc limit 1) r
           where ${day}::date > ${due}) s`;

/**
 * The early-payment discount (pronto pago) of a period paid on `day`, in bolívares: the concept's
 * `rate` per cent of `amount` (to the céntimo) while `day` falls within its first `days` days from
 * `starts`, and never past the period's last day to pay `due` (a period late owes interest, it earns
 * no discount); 0 after them, and on a concept that grants none (null rate). The ordinance's, applied
 * by rule: what is owed proposes it and the receipt is held to it.
 */
export const earlyDiscountSql = (
  rate: SQL,
  days: SQL,
  starts: SQL,
  due: SQL,
  day: SQL,
  amount: SQL,
): SQL => sql`(
  case when ${day}::date <= ${earlyDiscountEndSql(rate, days, starts, due)}
       then round(${amount} * ${rate} / 100, 2) else 0 end)::numeric(18, 2)`;

/** The last day of a period's early-payment discount, as `earlyDiscountSql` reads it (null without one). */
export const earlyDiscountEndSql = (rate: SQL, days: SQL, starts: SQL, due: SQL): SQL => sql`
  case when ${rate} is not null then least((${starts} + (${days} - 1))::date, ${due}) end`;

/**
 * The interest on late payment of many debts at once, as `lateInterestOf` reaches it for each: a
 * table (`months`: month_start, month_end, rate, before) of the months from `from` to `day`, each
 * with the rate in force on its first day (0 before the first recorded) and the rate-days summed
 * before it, so a debt due on `due` accrues `principal × (rateDays(day) − rateDays(due)) / 36.000`:
 * one lookup of the rates per month instead of one per month of each debt. Use `interestFrom`.
 */
export const interestMonths = (idClient: number, from: SQL, day: SQL): SQL => sql`
  select m.month_start, m.month_end, m.rate,
         coalesce(sum(m.rate * (m.month_end - m.month_start + 1))
                    over (order by m.month_start rows between unbounded preceding and 1 preceding), 0) as before
    from (select g::date as month_start, (g + interval '1 month' - interval '1 day')::date as month_end,
                 coalesce((select x.rate from late_interest_rate x
                            where x.id_client = ${idClient} and x.valid_from <= g::date
                            order by x.valid_from desc limit 1), 0) as rate
            from generate_series(date_trunc('month', coalesce(${from}, ${day}::date)), date_trunc('month', ${day}::date),
                                 interval '1 month') g) m`;

/** The rate-days from the table's first month to `x` inclusive, over `interestMonths` named `months`. */
const rateDays = (x: SQL) => sql`(
  select mo.before + mo.rate * (${x} - mo.month_start + 1) from months mo
   where ${x} between mo.month_start and mo.month_end)`;

/**
 * The interest of `principal` due on `due` and paid on `day`, over `interestMonths` (a CTE named
 * `months` starting at or before `due`'s month): `lateInterestOf`'s figure, to the céntimo.
 */
export const interestFrom = (principal: SQL, due: SQL, day: SQL): SQL => sql`
  case when ${day}::date > ${due}
       then round(${principal} * (${rateDays(sql`${day}::date`)} - ${rateDays(due)}) / ${100 * LATE_INTEREST_DAY_BASIS}, 2)
       else 0 end`;
