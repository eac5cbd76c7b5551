import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { anyScreenRefusal } from '../access/access.hook.ts';
import type { AuthContext, TokenKeys } from '../access/token.ts';
import { type Db, listen } from '../db/database.ts';

/** Where the web's sockets connect (socket.io's own path, under the API). */
export const SOCKET_PATH = '/api/socket.io';

/**
 * A live feed a module offers its screens: what a screen may watch, and which watchers a
 * notification of the module's channel concerns. Screens connect to the feed's namespace with the
 * websocket transport only, say in the handshake what they watch (`auth.watch`), and are told
 * (`event`) when it changed; they read it again through the API, under its usual access rules.
 */
export interface RealtimeFeed {
  /** The socket.io namespace: `/queue`. */
  namespace: string;
  /** The PostgreSQL channel the module's commands notify, with `room` in the payload. */
  channel: string;
  event: string;
  /** A signed-in watcher must hold one of these screens in its institution, with their module on. */
  screens: readonly string[];
  /**
   * The room of what the screen asks to watch, if it may: `auth` for a signed-in screen, null for a
   * public one (a citizen's ticket page), whose `watch` must then name something public by its
   * unguessable key.
   */
  admit(db: Db, auth: AuthContext | null, watch: unknown): Promise<string | null>;
}

/**
 * Tells a feed's watchers of `room` that what they watch changed, when the transaction commits. The
 * payload starts with the schema: notifications are per database, and several schemas of one server
 * (the test suites) must not hear each other's.
 */
export async function notifyFeed(tx: Db, channel: string, room: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, current_schema() || ':' || ${room})`);
}

const schemaOf = async (db: Db) =>
  (await db.execute<{ schema: string }>(sql`select current_schema() as schema`)).rows[0]?.schema ?? 'public';

/**
 * Serves the modules' feeds over socket.io on the app's HTTP server, and relays each notification
 * of their channels to the room it names. Stops with the app.
 */
export async function startRealtime(
  app: FastifyInstance,
  db: Db,
  keys: TokenKeys,
  sessionStands: (auth: AuthContext) => Promise<boolean>,
  feeds: readonly RealtimeFeed[],
): Promise<void> {
  if (feeds.length === 0) return;
  const io = new Server(app.server, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false });
  const schema = await schemaOf(db);
  const stops: (() => Promise<void>)[] = [];
  for (const feed of feeds) {
    const space = io.of(feed.namespace);
    space.use(async (socket: Socket, next) => {
      try {
        const { token, watch } = (socket.handshake.auth ?? {}) as { token?: unknown; watch?: unknown };
        let auth: AuthContext | null = null;
        if (typeof token === 'string' && token) {
          const verified = await keys.verify(token);
          if (!verified || verified === 'expired' || !(await sessionStands(verified)))
            return next(new Error('Sesión no válida o vencida'));
          const refused = anyScreenRefusal(verified, feed.screens);
          if (refused) return next(new Error(refused.message));
          auth = verified;
        }
        const room = await feed.admit(db, auth, watch);
        if (!room) return next(new Error('No encontrado'));
        socket.data.room = room;
        next();
      } catch {
        next(new Error('No se pudo abrir la conexión'));
      }
    });
    space.on('connection', (socket) => void socket.join(String(socket.data.room)));
    stops.push(
      await listen(db, feed.channel, (payload) => {
        // `<schema>:<room>`: only this schema's rooms.
        const at = payload.indexOf(':');
        if (payload.slice(0, at) === schema) space.to(payload.slice(at + 1)).emit(feed.event);
      }),
    );
  }
  // Before the HTTP server closes: an open websocket would keep it waiting.
  app.addHook('preClose', async () => {
    for (const stop of stops) await stop();
    io.disconnectSockets(true);
    io.engine.close();
  });
}
