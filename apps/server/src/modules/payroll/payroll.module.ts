import type { ServerModule } from '../../platform/module.ts';
import { benefitRoutes } from './benefits/benefit.routes.ts';
import { conceptGuard, parameterGuard } from './concepts/concept.guard.ts';
import { removeSeeds, seedNewClient, syncPayroll } from './concepts/payroll.sync.ts';
import { payrollGuide } from './payroll.guide.ts';
import { payslipRoutes, workerArcVerifyRoutes } from './payslips/payslip.routes.ts';
import { employeeDetailGuard, employeeGuard } from './personnel/employee.guard.ts';
import { PAYROLL_REPORT_SOURCES } from './reports/payroll-reports.sql.ts';
import { payrollRunRoutes } from './runs/payroll-run.routes.ts';
import { vacationRoutes } from './vacations/vacation.routes.ts';

/**
 * Payroll (Nómina): departments, personnel types, cargos, academic levels and premiums, the
 * seniority table, dated parameters, the staff register and the concepts with their formulas are
 * declarations in contracts; the module checks the formulas, seeds the legal contributions and
 * keeps what the masters must agree on.
 */
export const payrollModule: ServerModule = {
  name: 'payroll',
  guide: payrollGuide,
  // A run's budget documents and the availability it checks; who closed it.
  reads: ['app_user', 'bank_account', 'beneficiary', 'budget_balance', 'budget_document', 'user_client'],
  routes: (platform) => [
    { prefix: '/api/hr', plugin: payrollRunRoutes(platform) },
    { prefix: '/api/hr', plugin: payslipRoutes(platform) },
    { prefix: '/api/hr', plugin: benefitRoutes(platform) },
    { prefix: '/api/hr', plugin: vacationRoutes(platform) },
    { prefix: '/api/online', plugin: workerArcVerifyRoutes(platform) },
  ],
  // What a computation writes, again at every computation: derived from the audited run and masters.
  auditExempt: ['payroll_run_employee', 'payroll_run_line', 'payroll_run_concept'],
  resourceHooks: {
    payrollConcept: conceptGuard,
    payrollParameter: parameterGuard,
    employee: employeeGuard,
    employeeDetail: employeeDetailGuard,
    client: { afterCreate: seedNewClient, beforeDelete: removeSeeds },
  },
  reports: PAYROLL_REPORT_SOURCES,
  sync: syncPayroll,
};
