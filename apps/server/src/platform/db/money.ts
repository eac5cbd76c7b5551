import { type SQL, sql } from 'drizzle-orm';

/**
 * Money as JSON carries it: text with exactly two decimals ("0.00", never "0", null read as zero).
 * Unbounded, so a total of amounts each at the columns' limit is still exact.
 */
export const moneyText = (value: SQL): SQL => sql`round(coalesce((${value})::numeric, 0), 2)::text`;

/**
 * A picture's bars by category from `rows` (a query of `code`, `name`, `amount`, one row each): all of
 * them when they are at most `keep` + 1, else the `keep` largest and the rest summed into one «Otros»
 * bar (never an «Otros» of one); largest first, ties by code.
 */
export const topWithRest = (rows: SQL, keep: number, rest: string): SQL => sql`
  with r as (${rows}),
       ranked as (select r.*, row_number() over (order by r.amount desc, r.code) as n,
                         count(*) over () as total from r)
  select case when n <= ${keep}::int or total <= ${keep + 1}::int then code else '…' end as code,
         case when n <= ${keep}::int or total <= ${keep + 1}::int then name else ${rest} end as name,
         ${moneyText(sql`sum(amount)`)} as amount
    from ranked
   group by 1, 2
   order by min(n)`;
