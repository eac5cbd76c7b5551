import type { ServerModule } from '../../platform/module.ts';
import { bankAccountRoutes } from './bank-accounts/bank-account.routes.ts';
import { movementRoutes } from './bank-movements/bank-movement.routes.ts';
import { chequeRoutes } from './cheques/cheque.routes.ts';
import { chequeBookGuard, chequeVoidGuard } from './cheques/cheques.ts';
import { openingRoutes } from './opening/opening.routes.ts';
import { reconciliationRoutes } from './reconciliation/reconciliation.routes.ts';
import { openingBalanceGuard, transitOperationGuard } from './reconciliation/reconciliation-guards.ts';
import { TREASURY_REPORT_SOURCES } from './reports/treasury-reports.sql.ts';
import { statementRoutes } from './statements/statement.routes.ts';
import { treasuryGuide } from './treasury.guide.ts';
import {
  removeCollectingBodies,
  seedCollectingBodies,
  syncCollectingBodies,
} from './withholdings/collecting-bodies.ts';
import { islrCertificateVerifyRoutes, withholdingRoutes } from './withholdings/withholding.routes.ts';

/**
 * Treasury: bank accounts' simple list, bank movements, statements, the bank reconciliation, the
 * books and the withholdings paid over.
 */
export const treasuryModule: ServerModule = {
  name: 'treasury',
  guide: treasuryGuide,
  // The budget document that issued a movement or a payment, and its type; who posted; the period.
  // payroll_run_*: the ISLR a payroll withheld is declared worker by worker.
  reads: [
    'app_user',
    'budget_document',
    'document_type',
    'payroll_run_concept',
    'payroll_run_employee',
    'payroll_run_line',
    'period',
  ],
  routes: (platform) => [
    { prefix: '/api/finance', plugin: bankAccountRoutes(platform) },
    { prefix: '/api/finance', plugin: movementRoutes(platform) },
    { prefix: '/api/finance', plugin: chequeRoutes(platform) },
    { prefix: '/api/finance', plugin: statementRoutes(platform) },
    { prefix: '/api/finance', plugin: reconciliationRoutes(platform) },
    { prefix: '/api/finance', plugin: openingRoutes(platform) },
    { prefix: '/api/finance', plugin: withholdingRoutes(platform) },
    { prefix: '/api/online', plugin: islrCertificateVerifyRoutes(platform) },
  ],
  reports: TREASURY_REPORT_SOURCES,
  // A closed reconciliation's starting point does not change under it.
  // No two books of an account share a cheque; a cheque is voided or issued, never both.
  resourceHooks: {
    // Every institution has the SENIAT to pay its withholdings to (collecting-bodies.ts).
    client: { afterCreate: seedCollectingBodies, beforeDelete: removeCollectingBodies },
    openingBalance: openingBalanceGuard,
    transitOperation: transitOperationGuard,
    chequeBook: chequeBookGuard,
    chequeVoid: chequeVoidGuard,
  },
  // What posted movements add to each account's book balance (derived from the audited movements),
  // and the reconciliation's matches, a trail of their own (reconciliation.schema.ts).
  auditExempt: ['bank_balance', 'bank_day', 'reconciliation_match', 'reconciliation_item'],
  sync: syncCollectingBodies,
};
