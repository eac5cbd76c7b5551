import type { ServerModule } from '../../platform/module.ts';
import { requestRoutes } from './requests/request.routes.ts';

/**
 * Support (Mesa de soporte): the institutions' requests to the support desk, on a board of status
 * columns, with their comments and history.
 */
export const supportModule: ServerModule = {
  name: 'support',
  routes: (platform) => [{ prefix: '/api/support', plugin: requestRoutes(platform) }],
};
