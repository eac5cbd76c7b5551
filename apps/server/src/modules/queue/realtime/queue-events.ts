import { sql } from 'drizzle-orm';
import type { RealtimeFeed } from '../../../platform/realtime/realtime.ts';
import { standingDevice } from '../devices/device.service.ts';
import { queueBoard } from '../tickets/board.ts';

/**
 * How a change to a queue reaches every screen: the command that changes it notifies this channel
 * inside its transaction (delivered on commit), naming the point's room; each server process
 * listens and sends the screens in that room the point's board, read once for all of them.
 */
export const QUEUE_CHANNEL = 'erario_queue';

/** The room of a collection point's screens: its institution and its id. */
export const roomOf = (idClient: number, idCollectionPoint: number) =>
  `queue:${idClient}:${idCollectionPoint}`;

/**
 * The queue's live feed. A signed-in screen (kiosk, agents, reset, the waiting room's display)
 * watches a point of its institution: `{ idCollectionPoint }`. A citizen's ticket page watches its
 * ticket's point by the ticket's unguessable key: `{ ticket }`; it learns only that the line moved.
 * An enrolled device watches its own point by its credential, `{ device }`, told as a citizen is
 * and reading the board again with that credential (so a revoked device reads nothing more).
 */
export const queueFeed: RealtimeFeed = {
  namespace: '/queue',
  channel: QUEUE_CHANNEL,
  event: 'queue',
  screens: ['TUR-COL-01', 'TUR-SOL-01', 'TUR-RST-01'],
  async admit(db, auth, watch) {
    const asked = (watch ?? {}) as { idCollectionPoint?: unknown; ticket?: unknown; device?: unknown };
    if (auth) {
      const id = Number(asked.idCollectionPoint);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
      const found = await db.execute(
        sql`select 1 from collection_point where id = ${id} and id_client = ${auth.idClient}`,
      );
      return found.rows.length ? roomOf(auth.idClient, id) : null;
    }
    // An enrolled kiosk or display: its own point, while its credential stands.
    if (asked.device !== undefined) {
      const device = await standingDevice(db, asked.device);
      return device ? roomOf(device.idClient, device.idCollectionPoint) : null;
    }
    if (typeof asked.ticket !== 'string' || asked.ticket.length > 64) return null;
    const found = await db.execute<{ id_client: number; id_collection_point: number }>(sql`
      select id_client, id_collection_point from queue_ticket where verify_id = ${asked.ticket}`);
    const ticket = found.rows[0];
    return ticket ? roomOf(ticket.id_client, ticket.id_collection_point) : null;
  },
  // The point's board, as `GET /ticket/board/{point}` answers it to these same screens.
  snapshot(db, room, now) {
    const [, idClient, idCollectionPoint] = room.split(':').map(Number);
    return queueBoard(db, idClient as number, idCollectionPoint as number, now);
  },
};
