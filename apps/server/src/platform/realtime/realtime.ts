import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Namespace, Server, type Socket } from 'socket.io';
import { anyScreenRefusal } from '../access/access.hook.ts';
import type { TokenIdentity, TokenKeys } from '../access/token.ts';
import type { Clock } from '../clock.ts';
import { type Db, listen } from '../db/database.ts';
import { onCommit } from '../db/transaction.ts';

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
  admit(db: Db, auth: TokenIdentity | null, watch: unknown): Promise<string | null>;
  /**
   * What a room's signed-in screens are sent with each change, read once for all of them (and once
   * for a burst of changes), instead of each screen reading it again. Without it, or for public
   * watchers, the event carries nothing and each reads what it may.
   */
  /** What a room's screens are sent after a change, as of `now` (the server's clock). */
  snapshot?(db: Db, room: string, now: Date): Promise<unknown>;
}

/** The server's word on sign-ins, from the identity module: a socket lives only while its sign-in stands. */
export interface SessionGate {
  stands(auth: TokenIdentity): Promise<boolean>;
  /** Of these sign-ins, those that still stand in their institution, in one read. */
  standing<T extends TokenIdentity>(sessions: readonly T[]): Promise<Set<T>>;
}

/** How often sockets' sign-ins are checked for ends written by another server process. */
const SWEEP_MS = 2_000;
/** How soon after a commit of this process (a sign-out is one) they are checked. */
const SWEEP_SOON_MS = 100;

/**
 * Tells a feed's watchers of `room` that what they watch changed, when the transaction commits. The
 * payload starts with the schema: notifications are per database, and several installations on one
 * database (each in its schema, DATABASE_SCHEMA) must not hear each other's.
 */
export async function notifyFeed(tx: Db, channel: string, room: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, current_schema() || ':' || ${room})`);
}

const schemaOf = async (db: Db) =>
  (await db.execute<{ schema: string }>(sql`select current_schema() as schema`)).rows[0]?.schema ?? 'public';

/**
 * Serves the modules' feeds over socket.io on the app's HTTP server, and relays each notification
 * of their channels to the room it names: to signed-in screens with the feed's snapshot, read once
 * per burst; to public ones bare. A signed-in socket is closed when its token expires (the web
 * reconnects with the renewed one, so permissions taken away reach sockets as they reach requests)
 * and as soon as its sign-in ends (checked `SWEEP_SOON_MS` after a commit of this process, and
 * every `SWEEP_MS` for the others'). Stops with the app.
 */
export async function startRealtime(
  app: FastifyInstance,
  db: Db,
  keys: TokenKeys,
  sessions: SessionGate,
  feeds: readonly RealtimeFeed[],
  clock: Clock,
): Promise<void> {
  if (feeds.length === 0) return;
  const io = new Server(app.server, { path: SOCKET_PATH, transports: ['websocket'], serveClient: false });
  const schema = await schemaOf(db);
  const stops: (() => Promise<void>)[] = [];
  const signedIn = new Map<Socket, TokenIdentity>();
  for (const feed of feeds) {
    const space = io.of(feed.namespace);
    space.use(async (socket: Socket, next) => {
      try {
        const { token, watch } = (socket.handshake.auth ?? {}) as { token?: unknown; watch?: unknown };
        let auth: TokenIdentity | null = null;
        if (typeof token === 'string' && token) {
          const verified = await keys.verify(token);
          if (!verified || verified === 'expired' || !(await sessions.stands(verified)))
            return next(new Error('Sesión no válida o vencida'));
          const refused = anyScreenRefusal(verified, feed.screens);
          if (refused) return next(new Error(refused.message));
          auth = verified;
        }
        const room = await feed.admit(db, auth, watch);
        if (!room) return next(new Error('No encontrado'));
        socket.data.room = room;
        socket.data.auth = auth;
        next();
      } catch {
        next(new Error('No se pudo abrir la conexión'));
      }
    });
    space.on('connection', (socket) => {
      const auth = socket.data.auth as TokenIdentity | null;
      const room = String(socket.data.room);
      if (!auth) return void socket.join(publicRoom(room));
      void socket.join(room);
      signedIn.set(socket, auth);
      const expires = auth.expiresAt
        ? setTimeout(() => socket.disconnect(true), auth.expiresAt * 1000 - Date.now())
        : null;
      expires?.unref();
      socket.on('disconnect', () => {
        signedIn.delete(socket);
        if (expires) clearTimeout(expires);
      });
    });
    const push = snapshotPusher(db, space, feed, clock);
    stops.push(
      await listen(db, feed.channel, (payload) => {
        // `<schema>:<room>`: only this schema's rooms.
        const at = payload.indexOf(':');
        if (payload.slice(0, at) !== schema) return;
        const room = payload.slice(at + 1);
        space.to(publicRoom(room)).emit(feed.event);
        push(room);
      }),
    );
  }

  // A sign-in that ended (signed out, its password reset, its user deactivated or removed) closes its sockets.
  let sweeping: Promise<void> | null = null;
  let again = false;
  const sweep = (): void => {
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = (async () => {
      do {
        again = false;
        if (signedIn.size === 0) break;
        const watching = [...signedIn];
        const standing = await sessions.standing(watching.map(([, auth]) => auth)).catch((error) => {
          app.log.error(error, 'no se pudo comprobar las sesiones de los sockets');
          return null;
        });
        if (!standing) break;
        for (const [socket, auth] of watching) if (!standing.has(auth)) socket.disconnect(true);
      } while (again);
    })().finally(() => {
      sweeping = null;
    });
  };
  // After a commit (a sign-out is one), soon: a burst of commits makes one read.
  let soon: NodeJS.Timeout | null = null;
  const stopCommits = onCommit(() => {
    if (signedIn.size === 0 || soon) return;
    soon = setTimeout(() => {
      soon = null;
      sweep();
    }, SWEEP_SOON_MS);
    soon.unref();
  });
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();

  // Before the HTTP server closes: an open websocket would keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    stopCommits();
    for (const stop of stops) await stop();
    await sweeping;
    io.disconnectSockets(true);
    io.engine.close();
  });
}

/** How long a snapshot waits for more changes of its room before it is read. */
const GATHER_MS = 20;

/** Where a room's public watchers (a citizen's ticket page) wait: they are told that it changed, and no more. */
const publicRoom = (room: string) => `${room}#public`;

/**
 * Sends a room's signed-in screens the feed's snapshot after a change: one read for all of them, and
 * for a burst of changes one read (after `GATHER_MS`) in flight and at most one after it, which sees
 * them all. A room
 * without a screen on this process is not read at all. Should the read fail, the screens are told
 * bare, and read it themselves.
 */
export function snapshotPusher(
  db: Db,
  space: Pick<Namespace, 'adapter' | 'to'>,
  feed: Pick<RealtimeFeed, 'event' | 'snapshot'>,
  clock: Clock,
): (room: string) => void {
  const pending = new Map<string, boolean>();
  return (room) => {
    if (pending.has(room)) {
      pending.set(room, true);
      return;
    }
    pending.set(room, false);
    void (async () => {
      try {
        do {
          // A moment to gather the rest of a burst (kiosks printing at once) into this read.
          await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
          pending.set(room, false);
          if (!space.adapter.rooms.get(room)?.size) break;
          if (!feed.snapshot) space.to(room).emit(feed.event);
          else space.to(room).emit(feed.event, await feed.snapshot(db, room, clock.now()));
        } while (pending.get(room));
      } catch {
        space.to(room).emit(feed.event);
      } finally {
        pending.delete(room);
      }
    })();
  };
}
