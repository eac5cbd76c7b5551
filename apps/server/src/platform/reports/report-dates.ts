import { type SQL, sql } from 'drizzle-orm';

/** The first day of month `month` of a period (a period may run into the next year). */
export const monthStart = (idPeriod: number, month: number): SQL => sql`
  (select make_date(extract(year from start_date)::int
                    + case when ${month}::int < extract(month from start_date) then 1 else 0 end, ${month}::int, 1)
     from period where id = ${idPeriod})`;

/** Its last day. */
export const monthEnd = (idPeriod: number, month: number): SQL =>
  sql`((${monthStart(idPeriod, month)} + interval '1 month' - interval '1 day')::date)`;

/** The days a report with an optional month covers: that month, or the whole period. */
export function monthOrPeriod(idPeriod: number, month: number | undefined): { start: SQL; end: SQL } {
  return month
    ? { start: monthStart(idPeriod, month), end: monthEnd(idPeriod, month) }
    : {
        start: sql`(select start_date from period where id = ${idPeriod})`,
        end: sql`(select end_date from period where id = ${idPeriod})`,
      };
}
