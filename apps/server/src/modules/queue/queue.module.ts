import type { ServerModule } from '../../platform/module.ts';
import { deviceRoutes } from './devices/device.routes.ts';
import { queueGuide } from './queue.guide.ts';
import { queueFeed } from './realtime/queue-events.ts';
import { ticketRoutes, ticketVerifyRoutes } from './tickets/ticket.routes.ts';

/**
 * Turns (Turnos): the collection points' services and counters are declarations in contracts; the
 * module issues the tickets, calls them in line and tells every screen of a point when its queue
 * changes. Only for institutions with the queuing system (`modulesInForce`).
 */
export const queueModule: ServerModule = {
  name: 'queue',
  guide: queueGuide,
  // A service and a counter belong to revenue's collection points; a device names who enrolled it.
  reads: ['app_user', 'collection_point'],
  // A device's last call, written all day long: no audit trail of its own.
  auditExempt: ['queue_device_seen'],
  routes: (platform) => [
    { prefix: '/api/queue', plugin: ticketRoutes(platform) },
    { prefix: '/api/queue', plugin: deviceRoutes(platform) },
    { prefix: '/api/online', plugin: ticketVerifyRoutes(platform) },
  ],
  realtime: [queueFeed],
};
