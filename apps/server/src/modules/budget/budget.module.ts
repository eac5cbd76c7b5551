import type { ServerModule } from '../../platform/module.ts';
import { beneficiaryBudgetRoutes } from './beneficiaries/beneficiary-budget.routes.ts';
import { budgetDocumentRoutes, budgetVerifyRoutes } from './documents/document.routes.ts';
import { syncDocumentTypes } from './documents/document-types.sync.ts';
import { BUDGET_REPORT_SOURCES } from './reports/budget-reports.sql.ts';
import { structureRoutes } from './structure/structure.routes.ts';

/** The expense budget: structure, documents under budget control, verification, reports. */
export const budgetModule: ServerModule = {
  name: 'budget',
  routes: (platform) => [
    { prefix: '/api/budget', plugin: structureRoutes(platform) },
    { prefix: '/api/budget', plugin: budgetDocumentRoutes(platform) },
    { prefix: '/api/online', plugin: budgetVerifyRoutes(platform) },
    { prefix: '/api/budget', plugin: beneficiaryBudgetRoutes(platform) },
  ],
  reports: BUDGET_REPORT_SOURCES,
  // Running totals, derived from the audited documents and lines.
  auditExempt: ['budget_balance', 'budget_balance_month'],
  sync: syncDocumentTypes,
};
