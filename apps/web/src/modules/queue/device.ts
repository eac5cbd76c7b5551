import { DEVICE_KEY_HEADER, type QueueBoard, queueDeviceEndpoints } from '@erario/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, call } from '../../platform/api.ts';
import { type FeedStatus, useFeed } from '../../platform/realtime.ts';

/**
 * Where this browser keeps its device credential once enrolled: apart from any session's keys, so
 * signing out (or the two hours' idle sign-out) leaves the device as it was.
 */
const DEVICE_KEY = 'erario.queueDevice';

export const storedDeviceKey = (): string | null => localStorage.getItem(DEVICE_KEY);
export const storeDeviceKey = (key: string) => localStorage.setItem(DEVICE_KEY, key);
export const forgetDeviceKey = () => localStorage.removeItem(DEVICE_KEY);

/** A credential unknown or revoked: the one answer a device does not try again. */
export const isRevoked = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Nobody stands by a display to reload it: a call that fails for any other reason (the network, a
 * restart, the point inactive for a while) is tried again every 15 seconds, for ever; and the board
 * is read again every minute besides what the live feed says.
 */
const UNTIL_REVOKED = {
  retry: (_failures: number, error: unknown) => !isRevoked(error),
  retryDelay: 15_000,
  refetchInterval: 60_000,
};

/** The credential's header, for the device's calls. */
export const deviceHeaders = (key: string) => ({ headers: { [DEVICE_KEY_HEADER]: key } });

/** The device itself: its kind and point, or the refusal of a credential revoked or unknown. */
export function useDeviceSelf(key: string | null) {
  return useQuery({
    queryKey: ['queue-device-self', key],
    queryFn: async () => (await call(queueDeviceEndpoints.self, {}, deviceHeaders(key as string))).data,
    enabled: key !== null,
    ...UNTIL_REVOKED,
  });
}

/**
 * Its point's board, read with its credential each time the live feed says the line moved (the feed
 * tells a device as it tells a citizen's page: that it changed, not what).
 */
export function useDeviceBoard(key: string | null): {
  board: QueueBoard | undefined;
  status: FeedStatus;
  error: unknown;
} {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['queue-device-board', key],
    queryFn: async () => (await call(queueDeviceEndpoints.board, {}, deviceHeaders(key as string))).data,
    enabled: key !== null,
    ...UNTIL_REVOKED,
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['queue-device-board', key] }),
    [client, key],
  );
  const status = useFeed('queue', '/queue', key === null ? null : { device: key }, refresh, {
    anonymous: true,
    persistent: true,
  });
  return { board: query.data, status, error: query.error };
}
