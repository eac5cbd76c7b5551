import type { ServerModule } from '../../platform/module.ts';
import { agreementRoutes, agreementVerifyRoutes } from './agreements/agreement.routes.ts';
import { agreementTypeHooks } from './agreements/agreement-type.ts';
import { cashCloseRoutes } from './closes/cash-close.routes.ts';
import { declarationRoutes, declarationVerifyRoutes } from './declarations/declaration.routes.ts';
import { fineRoutes, fineVerifyRoutes } from './fines/fine.routes.ts';
import { fineTypeHooks } from './fines/fine-type.ts';
import { noticeRoutes, noticeVerifyRoutes } from './notices/notice.routes.ts';
import { receiptRoutes, receiptVerifyRoutes } from './receipts/receipt.routes.ts';
import { REVENUE_REPORT_SOURCES } from './reports/revenue-reports.sql.ts';
import { revenueGuide } from './revenue.guide.ts';
import { solvencyRoutes, solvencyVerifyRoutes } from './solvencies/solvency.routes.ts';
import { syncTaxUnits } from './tax-units/tax-units.ts';
import { taxpayerRoutes } from './taxpayers/taxpayer.routes.ts';

/**
 * Revenue collection (Hacienda municipal): its masters are declarations in contracts; the module
 * keeps the published values of the unidad tributaria and lets its screens pick what they name.
 */
export const revenueModule: ServerModule = {
  name: 'revenue',
  guide: revenueGuide,
  // Who collected; the bank account a receipt is deposited to; the receipt's period.
  reads: ['app_user', 'bank_account', 'period', 'user_client'],
  routes: (platform) => [
    { prefix: '/api/collection', plugin: receiptRoutes(platform) },
    { prefix: '/api/collection', plugin: cashCloseRoutes(platform) },
    { prefix: '/api/collection', plugin: taxpayerRoutes(platform) },
    { prefix: '/api/collection', plugin: solvencyRoutes(platform) },
    { prefix: '/api/collection', plugin: declarationRoutes(platform) },
    { prefix: '/api/collection', plugin: noticeRoutes(platform) },
    { prefix: '/api/collection', plugin: fineRoutes(platform) },
    { prefix: '/api/collection', plugin: agreementRoutes(platform) },
    { prefix: '/api/online', plugin: receiptVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: solvencyVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: declarationVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: noticeVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: fineVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: agreementVerifyRoutes(platform) },
  ],
  // A fine's and an agreement's kind are collected under a concept that can carry them.
  resourceHooks: { fineType: fineTypeHooks, agreementType: agreementTypeHooks },
  reports: REVENUE_REPORT_SOURCES,
  sync: syncTaxUnits,
};
