import { collectionPointResource, queueCounterResource, queueServiceResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientColumn } from '../../../platform/documents/columns.ts';
import { tableOf } from '../../../platform/resources/tables.ts';

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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idClient: clientColumn(),
    idCollectionPoint: integer('id_collection_point')
      .notNull()
      .references(() => tableOf(collectionPointResource).id),
    idService: integer('id_service')
      .notNull()
      .references(() => tableOf(queueServiceResource).id),
    day: date('day').notNull(),
    round: integer('round').notNull(),
    number: integer('number').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('waiting'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    calledAt: timestamp('called_at', { withTimezone: true }),
    idCounter: integer('id_counter').references(() => tableOf(queueCounterResource).id),
    calledBy: integer('called_by'),
    calls: integer('calls').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The service it was first issued for, when an agent sent it to another. */
    idTransferredFrom: integer('id_transferred_from').references(() => tableOf(queueServiceResource).id),
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
    idService: integer('id_service')
      .notNull()
      .references(() => tableOf(queueServiceResource).id),
    day: date('day').notNull(),
    round: integer('round').notNull().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'queue_number_pk', columns: [t.idService, t.day] })],
);
