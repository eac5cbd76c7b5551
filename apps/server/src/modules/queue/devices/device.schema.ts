import { collectionPointResource } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { masterColumn, moment, ownerColumn, tenantColumns } from '../../../platform/documents/columns.ts';

/**
 * A kiosk or a waiting room's display enrolled at a collection point. Its credential is a random
 * secret shown once at enrolment; only its SHA-256 is kept, so the table read gives no device away.
 * No expiry: a device works until an administrator revokes it (or the point, or the queue, ends).
 */
export const queueDevice = pgTable(
  'queue_device',
  {
    ...tenantColumns(),
    idCollectionPoint: masterColumn('id_collection_point', collectionPointResource).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    // The request's moment, always given (no database clock): enrolDevice sets it.
    enrolledAt: moment('enrolled_at').notNull(),
    enrolledBy: integer('enrolled_by'),
    revokedAt: moment('revoked_at'),
    revokedBy: integer('revoked_by'),
  },
  (t) => [
    check('queue_device_kind_ck', sql`${t.kind} in ('kiosk', 'display')`),
    // A device is found by its credential's hash on every call it makes.
    uniqueIndex('queue_device_key_uq').on(t.keyHash),
    index('queue_device_client_idx').on(t.idClient),
  ],
);

/**
 * When each device last called: kept apart and without audit trail (the module's `auditExempt`), as
 * a display calls all day long and its enrolment's history should not drown in it.
 */
export const queueDeviceSeen = pgTable('queue_device_seen', {
  idDevice: ownerColumn('id_device', () => queueDevice.id).primaryKey(),
  lastSeenAt: moment('last_seen_at').notNull(),
});
