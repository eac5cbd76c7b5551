import { collectionPointResource, durationLabel, type QueueBoard, queueEndpoints } from '@erario/contracts';
import Chip from '@mui/material/Chip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { shownTime } from '../../platform/clock.ts';
import { RefSelect } from '../../platform/masters/RefSelect.tsx';
import { type FeedStatus, useFeed } from '../../platform/realtime.ts';
import { useSettings } from '../../platform/settings.tsx';

/** The collection point this device works at (kept in its settings), and how to change it. */
export function usePoint(): [number | null, (id: number | null) => void] {
  const { settings, update } = useSettings();
  return [settings.collectionPoint, (id) => update({ collectionPoint: id })];
}

export function PointPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange(id: number | null): void;
}) {
  return (
    <RefSelect
      target={collectionPointResource}
      label="Estación de cobro"
      value={value}
      onChange={(option) => onChange(option?.id ?? null)}
      size="small"
    />
  );
}

/** Whether a screen hears its point live; `idle` before a point is chosen (nothing to hear yet). */
export type LineStatus = FeedStatus | 'idle';

/** A point's queue today, kept as the live feed sends it. */
export function useBoard(idCollectionPoint: number | null): {
  board: QueueBoard | undefined;
  status: LineStatus;
  error: unknown;
} {
  const client = useQueryClient();
  const key = ['queue-board', idCollectionPoint];
  const query = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await call(queueEndpoints.board, { params: { idCollectionPoint: idCollectionPoint as number } })).data,
    enabled: idCollectionPoint !== null,
    retry: false,
  });
  // The server sends the board with each change (read once for every screen): no read of our own.
  const refresh = useCallback(
    (snapshot?: unknown) =>
      snapshot
        ? client.setQueryData(['queue-board', idCollectionPoint], snapshot as QueueBoard)
        : void client.invalidateQueries({ queryKey: ['queue-board', idCollectionPoint] }),
    [client, idCollectionPoint],
  );
  const status = useFeed(
    'queue',
    '/queue',
    idCollectionPoint === null ? null : { idCollectionPoint },
    refresh,
  );
  return { board: query.data, status: idCollectionPoint === null ? 'idle' : status, error: query.error };
}

/** Whether the screen hears the queue live (spec: the queue connection is online or offline). */
export function OnlineChip({ status }: { status: LineStatus }) {
  // Before a point is chosen there is no connection to speak of: not a false «Sin conexión».
  if (status === 'idle') return null;
  return status === 'online' ? (
    <Chip size="small" color="success" label="En línea" />
  ) : (
    <Chip size="small" color="warning" label="Sin conexión: reconectando" />
  );
}

/** «5 min», «1 h 10 min», «ya»: what a wait sounds like to whoever waits. */
export const minutesText = (minutes: number): string => (minutes <= 0 ? 'ya' : durationLabel(minutes));

export const timeOf = (iso: string | null) => (iso ? shownTime(iso) : '');
