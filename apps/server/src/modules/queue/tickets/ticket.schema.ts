import { collectionPointResource, queueCounterResource, queueServiceResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterColumn, moment, tenantColumns } from '../../../platform/documents/columns.ts';

const serviceColumn = (name: string) => masterColumn(name, queueServiceResource);

/**
 * A turn ticket: issued at a collection point's kiosk for one of its services, numbered by the
 * service's day (C-001, C-002…; a reset starts a new `round` at 1), waiting until an agent calls it
 * to a counter, then attended or absent. A transferred ticket waits again in its new service with the
 * time it was issued, so it keeps the place it had earned. Never deleted; the audit log keeps every
 * change of it.
 */
export const queueTicket = pgTable(
  'queue_ticket',
  {
    ...tenantColumns(),
    idCollectionPoint: masterColumn('id_collection_point', collectionPointResource).notNull(),
    idService: serviceColumn('id_service').notNull(),
    day: date('day').notNull(),
    round: integer('round').notNull(),
    number: integer('number').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('waiting'),
    issuedAt: moment('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    calledAt: moment('called_at'),
    idCounter: masterColumn('id_counter', queueCounterResource),
    calledBy: integer('called_by'),
    calls: integer('calls').notNull().default(0),
    finishedAt: moment('finished_at'),
    /** The service it was first issued for, when an agent sent it to another. */
    idTransferredFrom: serviceColumn('id_transferred_from'),
    /** Unguessable: the key of the ticket's public page (its QR code). */
    verifyId: text('verify_id').notNull(),
  },
  (t) => [
    check(
      'queue_ticket_status_ck',
      sql`${t.status} in ('waiting', 'called', 'attended', 'absent', 'cancelled')`,
    ),
    uniqueIndex('queue_ticket_number_uq').on(t.idService, t.day, t.round, t.number),
    uniqueIndex('queue_ticket_verify_uq').on(t.verifyId),
    // The day's line of a point, and what each counter has: every read of the queue starts here.
    index('queue_ticket_point_day_idx').on(t.idCollectionPoint, t.day, t.status),
    index('queue_ticket_counter_idx').on(t.idCounter, t.status),
  ],
);

/**
 * A service's numbering of a day: the round (one more at each reset) and its last number, taken
 * under the row's lock, so two kiosks never print the same number.
 */
export const queueNumber = pgTable(
  'queue_number',
  {
    idService: serviceColumn('id_service').notNull(),
    day: date('day').notNull(),
    round: integer('round').notNull().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'queue_number_pk', columns: [t.idService, t.day] })],
);
