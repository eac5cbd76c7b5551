import type { ServerModule } from '../../platform/module.ts';
import { accountRoutes, notificationRoutes } from './account.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { addCreatorMembership, removeMemberships } from './client-membership.ts';
import { guideRoutes } from './guide.routes.ts';
import { usersRoutes } from './users.routes.ts';

/** Sign-in and sessions, users of each institution and their permissions. */
export const identityModule: ServerModule = {
  name: 'identity',
  // A session opens on the institution's current period.
  reads: ['period'],
  routes: (platform) => [
    { prefix: '/api/user', plugin: authRoutes(platform) },
    { prefix: '/api/user', plugin: usersRoutes(platform) },
    { prefix: '/api/user', plugin: guideRoutes(platform) },
    { prefix: '/api/auth', plugin: accountRoutes(platform) },
    { prefix: '/api/notification', plugin: notificationRoutes(platform) },
  ],
  resourceHooks: { client: { afterCreate: addCreatorMembership, beforeDelete: removeMemberships } },
};
