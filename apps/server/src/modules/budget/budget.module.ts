import type { ServerModule } from '../../platform/module.ts';
import { reportRoutes } from '../../platform/reports/report.routes.ts';
import { beneficiaryBudgetRoutes } from './beneficiary-budget.routes.ts';
import { BUDGET_REPORT_FAMILY } from './budget-reports.ts';
import { documentRoutes, verifyRoutes } from './document.routes.ts';
import { syncDocumentTypes } from './document-types.sync.ts';
import { structureRoutes } from './structure.routes.ts';

/** The expense budget: structure, documents under budget control, verification, reports. */
export const budgetModule: ServerModule = {
  name: 'budget',
  routes: (platform) => [
    { prefix: '/api/budget/budget-period', plugin: structureRoutes(platform) },
    { prefix: '/api/budget', plugin: documentRoutes(platform) },
    { prefix: '/api/online', plugin: verifyRoutes(platform) },
    { prefix: '/api/budget/beneficiaryBudget', plugin: beneficiaryBudgetRoutes(platform) },
    { prefix: '/api/reports/budget', plugin: reportRoutes(BUDGET_REPORT_FAMILY, platform) },
  ],
  // Running totals, derived from the audited documents and lines.
  auditExempt: ['budget_balance', 'budget_balance_month'],
  sync: syncDocumentTypes,
};
