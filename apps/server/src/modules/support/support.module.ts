import type { ServerModule } from '../../platform/module.ts';
import { requestRoutes } from './requests/request.routes.ts';

/**
 * Support (Mesa de soporte): the institutions' requests to the support desk, on a board of status
 * columns, with their comments and history.
 */
export const supportModule: ServerModule = {
  name: 'support',
  // Who asked and who answered; the board's periods.
  reads: ['app_user', 'period', 'user_client'],
  routes: (platform) => [{ prefix: '/api/support', plugin: requestRoutes(platform) }],
};
