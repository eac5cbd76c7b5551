import type { ServerModule } from '../../platform/module.ts';
import { bankAccountRoutes } from './bank-accounts/bank-account.routes.ts';
import { movementRoutes } from './movements/movement.routes.ts';
import { TREASURY_REPORT_SOURCES } from './movements/movement-reports.sql.ts';
import { statementRoutes } from './statements/statement.routes.ts';

/** Treasury: bank accounts' simple list, bank movements and statements; reconciliation and books follow. */
export const treasuryModule: ServerModule = {
  name: 'treasury',
  routes: (platform) => [
    { prefix: '/api/finance', plugin: bankAccountRoutes(platform) },
    { prefix: '/api/finance', plugin: movementRoutes(platform) },
    { prefix: '/api/finance', plugin: statementRoutes(platform) },
  ],
  reports: TREASURY_REPORT_SOURCES,
  // The movements' form picks the account and the beneficiary.
  pickers: { bankAccount: ['TES-MOV-01'], beneficiary: ['TES-MOV-01'] },
  // What posted movements add to each account's book balance: derived from the audited movements.
  auditExempt: ['bank_balance'],
};
