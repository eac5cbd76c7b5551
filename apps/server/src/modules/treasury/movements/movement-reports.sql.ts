import { treasuryReports } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { type AnyReportSource, reportSource } from '../../../platform/reports/report.service.ts';
import { KINDS, SIGNED } from './movement.service.ts';

/**
 * An account's movements with their running balance, in SQL: the opening row (the period's opening
 * book balance plus what was posted before the range) and each posted movement, the balance summed
 * over the account's movements in date order by a window, so a page of rows needs no query per row.
 */
export const TREASURY_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(treasuryReports.movements, {
    select: (idClient, q) => {
      const account = q.idBankAccount as number;
      const posted = sql`m.id_client = ${idClient} and m.id_period = ${q.idPeriod}
        and m.id_bank_account = ${account} and m.status <> 'draft'`;
      const start = q.from
        ? sql`${q.from}::date`
        : sql`(select start_date from period where id = ${q.idPeriod})`;
      return sql`
        with opening as (
          select coalesce((select o.book_balance from opening_balance o
                            where o.id_client = ${idClient} and o.id_period = ${q.idPeriod}
                              and o.id_bank_account = ${account}), 0)
               + coalesce((select sum(${SIGNED}) from bank_movement m
                            where ${posted} and m.movement_date < ${start}), 0) as amount
        )
        select ${start} as "movementDate", 'Saldo inicial' as kind, null as number, null as reference,
               null as beneficiary, null as description, null::numeric as inflow, null::numeric as outflow,
               o.amount as balance, 0 as "__order", 0 as "__id"
          from opening o
        union all
        select m.movement_date, k.label, m.number_text, m.reference, be.name, m.description,
               case when ${SIGNED} > 0 then ${SIGNED} end, case when ${SIGNED} < 0 then -(${SIGNED}) end,
               o.amount + sum(${SIGNED}) over (order by m.movement_date, m.id), 1, m.id
          from bank_movement m
          join (values ${KINDS}) k(id, code, label) on k.id = m.id_kind
          left join beneficiary be on be.id = m.id_beneficiary
          cross join opening o
         where ${posted} and m.movement_date >= ${start}
           ${q.to ? sql`and m.movement_date <= ${q.to}` : sql``}`;
    },
    order: sql`r."__order", r."movementDate", r."__id"`,
  }),
];
