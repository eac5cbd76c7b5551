import { numberingGuard } from '../../platform/documents/numbering.ts';
import type { ServerModule } from '../../platform/module.ts';
import { periodDatesGuard } from '../../platform/periods/period.ts';
import { paidOrders } from '../treasury/index.ts';
import { beneficiaryBudgetRoutes } from './beneficiaries/beneficiary-budget.routes.ts';
import { budgetGuide } from './budget.guide.ts';
import { syncClassifier } from './classifier/classifier.sync.ts';
import { classifierGuard } from './classifier/classifier-guards.ts';
import { closingRoutes } from './closing/closing.routes.ts';
import { budgetDocumentRoutes, budgetVerifyRoutes } from './documents/document.routes.ts';
import { BUDGET_DOCUMENTS } from './documents/document.service.ts';
import { syncDocumentTypes } from './documents/document-types.sync.ts';
import { budgetPaidOrders } from './documents/paid-order.ts';
import { executionRoutes } from './execution/execution.routes.ts';
import { budgetStatistics } from './execution/execution.service.ts';
import { BUDGET_REPORT_SOURCES } from './reports/budget-reports.sql.ts';
import { structureRoutes } from './structure/structure.routes.ts';
import { levelGuard, specificAccountGuard } from './structure/structure-guards.ts';

/** The expense budget: structure, documents under budget control, verification, reports. */
export const budgetModule: ServerModule = {
  name: 'budget',
  guide: budgetGuide,
  // Labels and payments: who a document names (users, beneficiaries, funding sources), the account an
  // egress voucher pays from and the bank movement it issued. The budget's beneficiaries screen adds
  // beneficiaries in bulk.
  reads: ['app_user', 'bank_account', 'bank_movement', 'beneficiary', 'funding_source'],
  writes: ['beneficiary'],
  routes: (platform) => [
    { prefix: '/api/budget', plugin: structureRoutes(platform) },
    { prefix: '/api/budget', plugin: budgetDocumentRoutes(platform) },
    { prefix: '/api/online', plugin: budgetVerifyRoutes(platform) },
    { prefix: '/api/budget', plugin: beneficiaryBudgetRoutes(platform) },
    { prefix: '/api/budget', plugin: executionRoutes(platform) },
    { prefix: '/api/budget', plugin: closingRoutes(platform) },
  ],
  reports: BUDGET_REPORT_SOURCES,
  // Masters that would otherwise edit around budget control, the numbering or the period's documents.
  resourceHooks: {
    budgetSpecific: specificAccountGuard,
    budgetClassifier: classifierGuard,
    ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [`budgetLevel${n}`, levelGuard(n)])),
    budgetPeriod: periodDatesGuard,
    documentNumber: numberingGuard(BUDGET_DOCUMENTS.numbering, 'budget_document'),
  },
  // Running totals and what is owed, derived from the audited documents and lines; each account's
  // place, from the audited structure.
  auditExempt: [
    'budget_account_place',
    'budget_balance',
    'budget_balance_month',
    'budget_beneficiary_month',
    'budget_debt',
    'budget_period_month',
  ],
  sync: async (db) => {
    await syncDocumentTypes(db);
    await syncClassifier(db);
  },
  statistics: budgetStatistics,
  // The withholding payment's order and voucher are budget documents: treasury asks, the budget issues.
  provides: [paidOrders.provide(budgetPaidOrders)],
};
