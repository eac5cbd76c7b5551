import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';

/**
 * The HR office's first steps (GUIDES, NOM). A step that a later one will need whole is done only
 * when nothing is missing: every department with staff has its budget category (the run is imputed
 * there), every worker in service has their payment detail (the bank file pays it).
 */
export const payrollGuide: GuideChecks = {
  'payroll.departments': (s) => sql`exists (select 1 from department where id_client = ${s.idClient})
    and not exists (select 1 from department d where d.id_client = ${s.idClient} and d.active
                       and coalesce(d.budget_category, '') = ''
                       and exists (select 1 from employee e where e.id_department = d.id
                                      and (e.termination_date is null or e.termination_date >= ${s.today}::date)))`,
  'payroll.employeeTypes': (s) => sql`exists (select 1 from employee_type where id_client = ${s.idClient})`,
  'payroll.cargos': (s) => sql`exists (select 1 from cargo where id_client = ${s.idClient})`,
  'payroll.employees': (s) => sql`exists (select 1 from employee where id_client = ${s.idClient})`,
  'payroll.details': (s) => sql`exists (select 1 from employee where id_client = ${s.idClient})
    and not exists (select 1 from employee e where e.id_client = ${s.idClient}
                       and (e.termination_date is null or e.termination_date >= ${s.today}::date)
                       and not exists (select 1 from employee_detail d where d.id_employee = e.id))`,
  'payroll.firstRun': (s) => sql`exists (select 1 from payroll_run where id_client = ${s.idClient}
                                             and status = 'posted' and id_reverses is null)`,
};
