import type { ServerModule } from '../../platform/module.ts';
import { bankAccountRoutes } from './bank-accounts/bank-account.routes.ts';

/** Treasury: the bank accounts' simple list for now; movements, statements and books follow. */
export const treasuryModule: ServerModule = {
  name: 'treasury',
  routes: (platform) => [{ prefix: '/api/finance', plugin: bankAccountRoutes(platform) }],
};
