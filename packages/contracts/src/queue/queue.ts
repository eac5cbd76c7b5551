import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';

/**
 * A service's priority: each level puts its tickets `PRIORITY_STEP_MINUTES` ahead in the line. A
 * preferential ticket (the elderly, pregnant women) passes whoever arrived up to that long before it,
 * and never whoever has waited longer: nobody waits for ever behind a stream of priorities.
 */
export const PRIORITY_STEP_MINUTES = 10;
export const QUEUE_PRIORITIES = [
  { value: '0', label: 'Normal' },
  { value: '1', label: 'Preferente' },
  { value: '2', label: 'Alta' },
  { value: '3', label: 'Urgente' },
] as const;

/** How long attending a ticket is taken to last where the day has no attended ticket to measure yet. */
export const DEFAULT_ATTENTION_MINUTES = 5;

export const TICKET_STATUSES = ['waiting', 'called', 'attended', 'absent', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  waiting: 'En espera',
  called: 'Llamado',
  attended: 'Atendido',
  absent: 'No se presentó',
  cancelled: 'Anulado al reiniciar',
};

/** Ticket orientation of the kiosk's printer (spec: settings, VERTICAL by default). */
export const TICKET_ORIENTATIONS = ['VERTICAL', 'HORIZONTAL'] as const;

export const queueTicket = z.object({
  id: z.number(),
  /** As called out and printed: the service's prefix and the day's number, C-007. */
  code: z.string(),
  idService: z.number(),
  serviceName: z.string(),
  priority: z.number(),
  status: z.enum(TICKET_STATUSES),
  issuedAt: z.string(),
  calledAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  idCounter: z.number().nullable(),
  counterName: z.string().nullable(),
  /** How many times it has been called (the first call and each recall). */
  calls: z.number(),
  /** Where it came from when an agent sent it to this service. */
  transferredFrom: z.string().nullable(),
});
export type QueueTicket = z.infer<typeof queueTicket>;

/** A ticket just issued at the kiosk: what it prints. */
export const issuedTicket = queueTicket.extend({
  pointName: z.string(),
  /** For the QR code: the public page of the ticket's place in line. */
  verifyId: z.string(),
  /** Tickets ahead of it when issued, and the wait that makes. */
  ahead: z.number(),
  estimatedMinutes: z.number(),
});
export type IssuedTicket = z.infer<typeof issuedTicket>;

export const waitingTicket = queueTicket.extend({
  /** Its place in the collection point's line (1: the next to be called). */
  position: z.number(),
  waitedMinutes: z.number(),
});
export type WaitingTicket = z.infer<typeof waitingTicket>;

/** A collection point's queue today, as the agents, the kiosk and the waiting room's display see it. */
export const queueBoard = z.object({
  idCollectionPoint: z.number(),
  pointName: z.string(),
  day: z.string(),
  /** In the order they will be called. */
  waiting: z.array(waitingTicket),
  /** The latest called, newest first: what the display shows. */
  called: z.array(queueTicket),
  services: z.array(
    z.object({
      id: z.number(),
      prefix: z.string(),
      name: z.string(),
      priority: z.number(),
      waiting: z.number(),
      attended: z.number(),
      /** What a ticket issued now would wait. */
      estimatedMinutes: z.number(),
    }),
  ),
  counters: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The ticket it is attending now. */
      current: queueTicket.nullable(),
    }),
  ),
});
export type QueueBoard = z.infer<typeof queueBoard>;

/** What the QR code of a ticket shows the citizen, live. */
export const publicTicket = z.object({
  code: z.string(),
  serviceName: z.string(),
  pointName: z.string(),
  institution: z.string(),
  status: z.enum(TICKET_STATUSES),
  issuedAt: z.string(),
  /** While waiting: its place and the wait it makes. */
  position: z.number().nullable(),
  estimatedMinutes: z.number().nullable(),
  /** Once called: where to go. */
  counterName: z.string().nullable(),
});
export type PublicTicket = z.infer<typeof publicTicket>;

const ticketParam = z.object({ id: rowId });
const pointParam = z.object({ idCollectionPoint: rowId });

const ticketAction = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    service: 'queue',
    path,
    summary,
    access: access.screen('TUR-COL-01'),
    params: ticketParam,
    response: queueTicket,
  });

export const queueEndpoints = {
  issue: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/issue',
    summary: 'Emitir un turno en el quiosco',
    access: access.screen('TUR-SOL-01'),
    body: z.object({ idCollectionPoint: rowId, idService: rowId }),
    response: issuedTicket,
  }),
  board: defineEndpoint({
    method: 'GET',
    service: 'queue',
    path: '/ticket/board/:idCollectionPoint',
    summary: 'La cola de hoy de una estación de cobro',
    access: access.anyScreen(['TUR-COL-01', 'TUR-SOL-01', 'TUR-RST-01']),
    params: pointParam,
    response: queueBoard,
  }),
  callNext: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/callNext',
    summary: 'Llamar al siguiente turno a un puesto',
    access: access.screen('TUR-COL-01'),
    body: z.object({
      idCounter: rowId,
      /** The services the agent attends; none: all of the collection point's. */
      idServices: z.array(rowId).max(50).optional(),
    }),
    response: queueTicket.nullable(),
  }),
  recall: ticketAction('/ticket/recall/:id', 'Volver a llamar un turno'),
  attend: ticketAction('/ticket/attend/:id', 'Marcar un turno como atendido'),
  absent: ticketAction('/ticket/absent/:id', 'Marcar que el turno no se presentó'),
  transfer: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/transfer/:id',
    summary: 'Pasar un turno a otro servicio',
    access: access.screen('TUR-COL-01'),
    params: ticketParam,
    body: z.object({ idService: rowId }),
    response: queueTicket,
  }),
  reset: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/reset',
    summary: 'Reiniciar la numeración de hoy',
    access: access.screen('TUR-RST-01'),
    body: z.object({ idCollectionPoint: rowId, idService: rowId.nullish() }),
    response: z.object({ cancelled: z.number(), services: z.number() }),
  }),
  /** `GET /api/online/ticket/{id}`, public, for the ticket's QR code. */
  verify: defineEndpoint({
    method: 'GET',
    service: 'online',
    path: '/ticket/:id',
    summary: 'Lugar en la cola de un turno impreso',
    access: access.public,
    params: z.object({ id: z.string().max(64) }),
    response: publicTicket,
  }),
};
