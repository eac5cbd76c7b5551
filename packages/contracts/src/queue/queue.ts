import { z } from 'zod';

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
