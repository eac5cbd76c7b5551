import { AGREEMENT_BALANCE, AGREEMENT_PERIOD } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { lateInterestOf } from '../taxes/payment-terms.ts';

/**
 * Where a payment agreement stands on a day, read from its instalments and what paid them: nothing
 * is stored, nothing has to run. An instalment is paid while a receipt in force paid it (its key in
 * `paid_obligation`); the agreement has ended (breached) from the day after an unpaid instalment's
 * day plus the kind's days of grace; it is done when every instalment, or the balance it left, is paid.
 */

/** The key an agreement's instalment `number` is paid under, for the agreement row `a`. */
export const instalmentKey = (a: SQL, number: SQL) =>
  sql`${AGREEMENT_PERIOD} || ${a}.number_text || '/' || ${number}`;
/** The key the balance of an ended agreement is paid under. */
export const balanceKey = (a: SQL) =>
  sql`${AGREEMENT_PERIOD} || ${a}.number_text || '/' || ${AGREEMENT_BALANCE}`;

const paid = (idClient: number | SQL, a: SQL, key: SQL) => sql`exists (
  select 1 from paid_obligation p
   where p.id_client = ${idClient} and p.object_kind = 'agreement' and p.id_object = ${a}.id and p.period = ${key})`;

/**
 * A lateral row of the agreement `a` on `day`: `unpaid` (what its unpaid instalments add up to),
 * `first_missed` (the day of its first instalment unpaid past its grace, or null), `balance_paid`,
 * `paid_count` and `instalments`.
 */
export const agreementStatus = (idClient: number | SQL, a: SQL, day: SQL) => sql`
  select coalesce(sum(i.amount) filter (where not i.paid), 0) as unpaid,
         min(i.due_date) filter (where not i.paid and i.due_date + ${a}.grace_days < ${day}) as first_missed,
         ${paid(idClient, a, balanceKey(a))} as balance_paid,
         count(*) filter (where i.paid)::int as paid_count, count(*)::int as instalments
    from (select x.amount, x.due_date, ${paid(idClient, a, instalmentKey(a, sql`x.number`))} as paid
            from payment_agreement_instalment x where x.id_agreement = ${a}.id) i`;

/**
 * What the balance of an ended agreement `a` (lateral status `st`) accrues interest on: its tax, not
 * the interest the agreement already counted (interest on interest is not charged): the unpaid
 * instalments' share of what the debts' tax was.
 */
export const balancePrincipal = (a: SQL, st: SQL) =>
  sql`round(${st}.unpaid * coalesce(${a}.owed / nullif(${a}.total, 0), 1), 2)`;

/**
 * What the agreements in force of the institution (of `payers`, when given) owe on `today`, as
 * `owedSql`'s rows: while up to date, its unpaid instalments due by today and the next one (a
 * taxpayer may pay ahead), without interest; once ended, the balance of its unpaid instalments, due
 * since the first it missed, with interest on late payment from the day after on its tax
 * (`balancePrincipal`, COT art. 66). On the
 * concept its kind is collected under; its debts are owed no more on their own (`coveredSql`).
 */
export function agreementsOwedSql(idClient: number, today: SQL, payers?: SQL): SQL {
  const a = sql.raw('a');
  return sql`
    select a.id_collection_concept, c.code, c.description, x.amount::text, 'VES', x.amount::text,
           'agreement', a.id, 'Convenio N.º ' || a.number_text, x.period, '',
           jsonb_build_object('agreement', a.type_description, 'legalBasis', a.legal_basis, 'principal', x.principal),
           null,
           a.id_taxpayer, x.due, to_char(x.due, 'YYYY-MM-DD'), x.interest::numeric(18, 2)::text, null, null, null,
           x.segments, x.waived
      from payment_agreement a
      join collection_concept c on c.id = a.id_collection_concept
      cross join lateral (${agreementStatus(idClient, a, today)}) st
      cross join lateral (
        select ${instalmentKey(a, sql`i.number`)} as period, i.amount, i.due_date as due, 0 as interest,
               null::jsonb as segments, (a.allows_solvency and i.due_date > ${today}) as waived,
               null::text as principal
          from payment_agreement_instalment i
         where i.id_agreement = a.id and st.first_missed is null and not st.balance_paid
           and not ${paid(idClient, a, instalmentKey(a, sql`i.number`))}
           and (i.due_date <= ${today}
                or i.number = (select min(j.number) from payment_agreement_instalment j
                                where j.id_agreement = a.id and not ${paid(idClient, a, instalmentKey(a, sql`j.number`))}))
        union all
        select ${balanceKey(a)}, st.unpaid, st.first_missed, coalesce(li.interest, 0), li.segments, false,
               ${balancePrincipal(a, sql.raw('st'))}::text
          from (select 1) one
          left join lateral (${lateInterestOf(idClient, balancePrincipal(a, sql.raw('st')), sql`st.first_missed`, today)}) li on true
         where st.first_missed is not null and not st.balance_paid and st.unpaid > 0) x
     where a.id_client = ${idClient} and a.status = 'posted' and a.id_reverses is null
       and a.agreement_date <= ${today}
       ${payers ? sql`and a.id_taxpayer in (${payers})` : sql``}`;
}

/**
 * Whether the debt keyed `kind`, `idObject`, `concept`, `period` is in an agreement in force (up to
 * date, ended or done: the agreement answers for it; annulled, it is owed on its own again).
 */
export const coveredSql = (
  idClient: number,
  kind: SQL,
  idObject: SQL,
  concept: SQL,
  period: SQL,
) => sql`exists (
  select 1 from payment_agreement_debt ad join payment_agreement a on a.id = ad.id_agreement
   where a.id_client = ${idClient} and a.status = 'posted' and a.id_reverses is null
     and ad.object_kind = ${kind} and ad.id_object = ${idObject} and ad.id_collection_concept = ${concept}
     and ad.period = ${period})`;
