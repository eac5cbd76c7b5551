import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Written only by the `erario_audit` trigger (migrations), inside the same transaction as the change,
 * so no write can skip it. Who and which client come from the transaction settings `erario.user_id`
 * and `erario.client_id` that `withTransaction` sets.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idClient: integer('id_client'),
    idUser: integer('id_user'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_client_at_idx').on(t.idClient, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
