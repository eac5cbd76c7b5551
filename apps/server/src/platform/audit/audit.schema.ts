import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../documents/columns.ts';

/** What every entry of the trail starts with: its key, the institution and the person, and when. */
const entryColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  idClient: integer('id_client'),
  idUser: integer('id_user'),
  at: moment('at').notNull().defaultNow(),
  /** The request that wrote it (`x-request-id`, the log's `reqId`); null outside a request. */
  requestId: text('request_id'),
});

/**
 * Written only by the `erario_audit` trigger (migrations), inside the same transaction as the change,
 * so no write can skip it. Who, from which sign-in, for which client and in which request come from
 * the transaction settings `erario.user_id`, `erario.session_id`, `erario.client_id` and
 * `erario.request_id` that `withTransaction` sets.
 *
 * Nobody edits or deletes an entry: a trigger refuses it (migration 0044). And each entry is sealed
 * into a hash chain shortly after it commits (`seal`, its place; `hash`, over the entry and the hash
 * before it): an entry changed behind the product's back, with the trigger off, breaks the chain at
 * that place (`platform/audit/audit-chain.ts`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...entryColumns(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    idSession: integer('id_session'),
    seal: bigint('seal', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_client_at_idx').on(t.idClient, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    uniqueIndex('audit_log_seal_uq').on(t.seal),
    // The audit screen's filter by person, newest first.
    index('audit_log_client_user_at_idx').on(t.idClient, t.idUser, t.at),
    // From a log line's request id to what that request changed.
    index('audit_log_request_idx').on(t.requestId).where(sql`${t.requestId} is not null`),
    // What the sealer reads: the entries not yet in the chain, by id.
    index('audit_log_unsealed_idx').on(t.id).where(sql`${t.seal} is null`),
  ],
);

/**
 * What the product refused or noticed about who is signing in and what they may open (ASVS 7.1.3,
 * 7.2): failed sign-ins and codes, throttling, a reused refresh cookie or TOTP code, and access
 * denied. Each row reaches the audit trail through its trigger, like any write, and is read on the
 * audit screen (table `security_event`); nothing else changes it.
 */
export const securityEvent = pgTable(
  'security_event',
  {
    ...entryColumns(),
    kind: text('kind').notNull(),
    usuario: text('usuario'),
    ip: text('ip'),
    detail: jsonb('detail'),
  },
  (t) => [index('security_event_at_idx').on(t.at)],
);
