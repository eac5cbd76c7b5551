import { payrollReports } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { type AnyReportSource, reportSource } from '../../../platform/reports/report.service.ts';
import { KIND_ORDER } from '../runs/payroll-run.queries.ts';

/**
 * Vista-Nomina over what the run stored: by employee, each one's totals; by concept, each concept's
 * total in the column of its kind (the lines summed by concept first, then named: a quarter of a
 * million lines are not joined to their names one by one). The run is the caller's and of the
 * report's period.
 */
export const PAYROLL_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(payrollReports.view, {
    select: (idClient, q) =>
      q.by === 'concept'
        ? sql`
          select c.code, c.name, c.account_code as detail, s.count,
                 case when c.kind = 'assignment' then s.amount else 0 end as assignments,
                 case when c.kind = 'deduction' then s.amount else 0 end as deductions,
                 case when c.kind = 'contribution' then s.amount else 0 end as contributions,
                 case c.kind when 'assignment' then s.amount when 'deduction' then -s.amount else 0 end as net,
                 ${KIND_ORDER('c.kind')} as "__kind"
            from (select l.id_concept, count(*)::int as count, sum(l.amount) as amount
                    from payroll_run r
                    join payroll_run_employee e on e.id_run = r.id
                    join payroll_run_line l on l.id_run_employee = e.id
                   where r.id = ${q.idRun ?? 0} and r.id_client = ${idClient} and r.id_period = ${q.idPeriod}
                   group by l.id_concept) s
            join payroll_run_concept c on c.id_run = ${q.idRun ?? 0} and c.id_concept = s.id_concept`
        : sql`
          select e.id_number as code, e.name, e.cargo as detail, e.days as count, e.assignments, e.deductions,
                 e.contributions, e.assignments - e.deductions as net, 0 as "__kind"
            from payroll_run_employee e join payroll_run r on r.id = e.id_run
           where r.id = ${q.idRun ?? 0} and r.id_client = ${idClient} and r.id_period = ${q.idPeriod}`,
    order: sql`r."__kind", r.name, r.code`,
  }),
];
