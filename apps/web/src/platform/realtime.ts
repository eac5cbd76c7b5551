import type { ServiceName } from '@erario/contracts';
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { currentToken, renewedToken } from './api.ts';
import { serviceBase } from './config.ts';

export type FeedStatus = 'online' | 'offline';

/**
 * Watches a module's live feed (`platform/realtime/realtime.ts` on the server): `watch` says what
 * (a collection point, a ticket's key); `onChange` runs whenever it changed, with what it is now when
 * the server sends it, and bare on each connection (what changed while offline is read again). Websocket only, 5 reconnection attempts, a new
 * connection each time (spec section 9). Signed-in screens present their token; `anonymous` pages
 * (a citizen's ticket) do not. Returns whether the screen is online.
 */
export function useFeed(
  service: ServiceName,
  namespace: string,
  watch: Record<string, unknown> | null,
  onChange: (snapshot?: unknown) => void,
  options: {
    anonymous?: boolean;
    event?: string;
    /** A screen nobody watches over (an enrolled display): it tries to reconnect for ever, not five times. */
    persistent?: boolean;
  } = {},
): FeedStatus {
  const [status, setStatus] = useState<FeedStatus>('offline');
  const changed = useRef(onChange);
  changed.current = onChange;
  const key = watch ? JSON.stringify(watch) : null;
  const anonymous = options.anonymous ?? false;
  const event = options.event ?? namespace.replace('/', '');
  const persistent = options.persistent ?? false;
  useEffect(() => {
    if (key === null) return;
    // Set when the server closed the socket (its token expired by the server's clock): renew then.
    let renew = false;
    const socket = io(`${serviceBase(service)}${namespace}`, {
      path: '/api/socket.io',
      transports: ['websocket'],
      reconnectionAttempts: persistent ? Number.POSITIVE_INFINITY : 5,
      forceNew: true,
      auth: (send) => {
        const watching = JSON.parse(key) as Record<string, unknown>;
        if (anonymous) return send({ watch: watching });
        const token = renew ? renewedToken() : currentToken();
        renew = false;
        void token.then(
          (token) => send({ token, watch: watching }),
          () => send({ watch: watching }),
        );
      },
    });
    socket.on('connect', () => {
      setStatus('online');
      changed.current();
    });
    socket.on('disconnect', (reason) => {
      setStatus('offline');
      // The server closes a socket when its token expires: connect again, with the renewed token.
      // A sign-in that ended is refused then, and the screen stays offline.
      if (reason === 'io server disconnect') {
        renew = true;
        socket.connect();
      }
    });
    socket.on('connect_error', () => setStatus('offline'));
    // With what changed, when the feed sends it (a board read once for every screen); bare otherwise.
    socket.on(event, (snapshot?: unknown) => changed.current(snapshot));
    return () => {
      socket.close();
    };
  }, [service, namespace, key, anonymous, event, persistent]);
  return status;
}
