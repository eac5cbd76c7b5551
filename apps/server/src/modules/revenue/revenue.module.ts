import type { ServerModule } from '../../platform/module.ts';
import { cashCloseRoutes } from './closes/cash-close.routes.ts';
import { receiptRoutes, receiptVerifyRoutes } from './receipts/receipt.routes.ts';
import { REVENUE_REPORT_SOURCES } from './reports/revenue-reports.sql.ts';
import { solvencyRoutes, solvencyVerifyRoutes } from './solvencies/solvency.routes.ts';
import { syncTaxUnits } from './tax-units/tax-units.ts';
import { taxpayerRoutes } from './taxpayers/taxpayer.routes.ts';

/**
 * Revenue collection (Hacienda municipal): its masters are declarations in contracts; the module
 * keeps the published values of the unidad tributaria and lets its screens pick what they name.
 */
export const revenueModule: ServerModule = {
  name: 'revenue',
  // Who collected; the bank account a receipt is deposited to; the receipt's period.
  reads: ['app_user', 'bank_account', 'period', 'user_client'],
  routes: (platform) => [
    { prefix: '/api/collection', plugin: receiptRoutes(platform) },
    { prefix: '/api/collection', plugin: cashCloseRoutes(platform) },
    { prefix: '/api/collection', plugin: taxpayerRoutes(platform) },
    { prefix: '/api/collection', plugin: solvencyRoutes(platform) },
    { prefix: '/api/online', plugin: receiptVerifyRoutes(platform) },
    { prefix: '/api/online', plugin: solvencyVerifyRoutes(platform) },
  ],
  // A payment form and a cash box name the bank account their money goes to; the receipt's form
  // picks the box, the taxpayer, the concepts and how it was paid.
  pickers: {
    bankAccount: ['REC-FP-01', 'REC-CAJ-01', 'REC-REC-02'],
    bank: ['REC-REC-02'],
    taxpayer: ['REC-REC-02', 'REC-REC-01', 'REC-REC-03', 'REC-SOL-01'],
    collectionConcept: ['REC-REC-02'],
    paymentForm: ['REC-REC-02'],
    cashBox: ['REC-REC-02', 'REC-REC-01', 'REC-REC-03', 'REC-REP-01'],
    operationType: ['REC-REC-02'],
  },
  reports: REVENUE_REPORT_SOURCES,
  sync: syncTaxUnits,
};
