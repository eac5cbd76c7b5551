import type { ServerModule } from '../../platform/module.ts';
import { queueFeed } from './realtime/queue-events.ts';
import { ticketRoutes, ticketVerifyRoutes } from './tickets/ticket.routes.ts';

/**
 * Turns (Turnos): the collection points' services and counters are declarations in contracts; the
 * module issues the tickets, calls them in line and tells every screen of a point when its queue
 * changes. Only for institutions with the queuing system (`modulesInForce`).
 */
export const queueModule: ServerModule = {
  name: 'queue',
  // A service and a counter belong to revenue's collection points.
  reads: ['collection_point'],
  routes: (platform) => [
    { prefix: '/api/queue', plugin: ticketRoutes(platform) },
    { prefix: '/api/online', plugin: ticketVerifyRoutes(platform) },
  ],
  realtime: [queueFeed],
};
