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
  // The kiosk, the agents' screen and the reset pick the point; the agents, their counter.
  pickers: {
    collectionPoint: ['TUR-SOL-01', 'TUR-COL-01', 'TUR-RST-01', 'TUR-CFG-01'],
    queueService: ['TUR-SOL-01', 'TUR-COL-01', 'TUR-RST-01'],
    queueCounter: ['TUR-COL-01'],
  },
};
