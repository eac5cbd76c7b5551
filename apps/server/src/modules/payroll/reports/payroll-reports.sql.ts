import { payrollReports } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { type AnyReportSource, reportSource } from '../../../platform/reports/report.service.ts';
import { KIND_ORDER } from '../runs/payroll-run.queries.ts';

/**
 * Vista-Nomina over what the run stored: by employee, each one's totals; by concept, each concept's
 * total in the column of its kind. The run is the caller's and of the report's period.
 */
export const PAYROLL_REPORT_SOURCES: AnyReportSource[] = [
  reportSource(payrollReports.view, {
    select: (idClient, q) =>
      q.by === 'concept'
        ? sql`
          select l.code, min(l.name) as name, min(l.account_code) as detail, count(*)::int as count,
                 sum(case when l.kind = 'assignment' then l.amount else 0 end) as assignments,
                 sum(case when l.kind = 'deduction' then l.amount else 0 end) as deductions,
                 sum(case when l.kind = 'contribution' then l.amount else 0 end) as contributions,
                 sum(case l.kind when 'assignment' then l.amount when 'deduction' then -l.amount else 0 end) as net,
                 min(${KIND_ORDER('l.kind')}) as "__kind"
            from payroll_run_line l join payroll_run r on r.id = l.id_run
           where r.id = ${q.idRun ?? 0} and r.id_client = ${idClient} and r.id_period = ${q.idPeriod}
           group by l.code`
        : sql`
          select e.id_number as code, e.name, e.cargo as detail, e.days as count, e.assignments, e.deductions,
                 e.contributions, e.assignments - e.deductions as net, 0 as "__kind"
            from payroll_run_employee e join payroll_run r on r.id = e.id_run
           where r.id = ${q.idRun ?? 0} and r.id_client = ${idClient} and r.id_period = ${q.idPeriod}`,
    order: sql`r."__kind", r.name, r.code`,
  }),
];
