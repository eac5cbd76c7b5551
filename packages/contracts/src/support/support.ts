import { z } from 'zod';
import { rowId } from '../input.ts';

/**
 * The support board's columns. A request's clock (how long it has waited for the support desk) runs
 * while it is received or being attended, pauses while the desk waits on the requester, and stops
 * once it is resolved. The ids are what the board sends when a card moves (spec: `id_status`).
 */
export const SUPPORT_STATUSES = [
  { id_status: 1, name: 'Recibida', clock: 'runs' },
  { id_status: 2, name: 'En atención', clock: 'runs' },
  { id_status: 3, name: 'Esperando al solicitante', clock: 'paused' },
  { id_status: 4, name: 'Resuelta', clock: 'stopped' },
] as const;
export type SupportStatusId = (typeof SUPPORT_STATUSES)[number]['id_status'];
export type SupportClock = (typeof SUPPORT_STATUSES)[number]['clock'];
export const SUPPORT_RECEIVED = 1;
export const SUPPORT_IN_PROGRESS = 2;
export const SUPPORT_WAITING_REQUESTER = 3;
export const SUPPORT_RESOLVED = 4;

export const supportStatusName = (id: number) =>
  SUPPORT_STATUSES.find((s) => s.id_status === id)?.name ?? `Estado ${id}`;

/**
 * Whether a card may move, and why not: the support desk moves any request anywhere; the requesting
 * institution only answers the desk (waiting on it → being attended) or reopens what was resolved
 * (resolved → received). The server applies it; the board lets a card be dragged only where it holds.
 */
export function supportMoveRefusal(from: number, to: number, isSupport: boolean): string | null {
  if (!SUPPORT_STATUSES.some((s) => s.id_status === to)) return 'Estado de solicitud desconocido';
  if (from === to) return `La solicitud ya está en «${supportStatusName(to)}»`;
  if (isSupport) return null;
  if (from === SUPPORT_WAITING_REQUESTER && to === SUPPORT_IN_PROGRESS) return null;
  if (from === SUPPORT_RESOLVED && to === SUPPORT_RECEIVED) return null;
  return `Solo el equipo de soporte pasa una solicitud de «${supportStatusName(from)}» a «${supportStatusName(to)}»`;
}

export const supportRequest = z.object({
  id_request: z.number(),
  id_status: z.number(),
  idClient: z.number(),
  /** The requesting institution. */
  nameClient: z.string(),
  idPeriod: z.number(),
  title: z.string(),
  description: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** When it entered its current status. */
  statusAt: z.string(),
  commentCount: z.number(),
  /**
   * Minutes it has waited on the support desk, on the requesting institution's working days only (no
   * weekends nor its holidays): paused while waiting on the requester, stopped once resolved.
   */
  waitedMinutes: z.number(),
  clock: z.enum(['runs', 'paused', 'stopped']),
});
export type SupportRequest = z.infer<typeof supportRequest>;

export const supportComment = z.object({
  id: z.number(),
  id_request: z.number(),
  comment: z.string(),
  /** The commenter's institution (spec: each comment with nameClient). */
  nameClient: z.string(),
  nameUser: z.string(),
  /** Whether the commenter spoke for the support desk. */
  fromSupport: z.boolean(),
  at: z.string(),
});
export type SupportComment = z.infer<typeof supportComment>;

/** One line of a request's history: created, moved (by hand or by the requester's answer) or commented. */
export const supportEvent = z.object({
  id: z.number(),
  id_request: z.number(),
  title: z.string(),
  kind: z.enum(['created', 'moved', 'comment']),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  /** A move the server made: the requester answered a request that waited on it. */
  automatic: z.boolean(),
  comment: z.string().nullable(),
  nameClient: z.string(),
  nameUser: z.string(),
  at: z.string(),
});
export type SupportEvent = z.infer<typeof supportEvent>;

const boardPeriod = z.object({
  idPeriod: z.number(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The institution the period belongs to. */
  nameClient: z.string(),
  /** The period's id sealed for the board's addresses (/support-board-id/…, /support-board-history/…). */
  sealed: z.string(),
});

/** The requests of a period as the board shows them, in its columns' order. */
export const supportBoard = z.object({
  period: boardPeriod,
  /** Every institution's requests of the period's dates (the support desk's view), or the period's own. */
  allBoard: z.boolean(),
  /** Whether the caller speaks for the support desk: moves anything, sees every institution. */
  isSupport: z.boolean(),
  requests: z.array(supportRequest),
});
export type SupportBoard = z.infer<typeof supportBoard>;

/** The history shows at most this many events, the most recent. */
export const SUPPORT_HISTORY_LIMIT = 2000;

export const supportHistory = z.object({ period: boardPeriod, events: z.array(supportEvent) });
export type SupportHistory = z.infer<typeof supportHistory>;

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `${label}: escriba al menos ${min} caracteres`)
    .max(max, `${label}: como máximo ${max} caracteres`);

/** A new request: what it is about and what happens, in the requester's words. */
export const supportRequestInput = z.object({
  idPeriod: rowId,
  title: text('Asunto', 5, 120),
  description: text('Descripción', 10, 4000),
});

/** A comment on a request, in the commenter's words. */
export const supportCommentInput = z.object({ id_request: rowId, comment: text('Comentario', 1, 4000) });
