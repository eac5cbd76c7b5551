import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The failures the sign-in and reset throttles count (`platform/access/throttle.ts`), in the database
 * so that every process behind a load balancer counts the same ones: a guesser spread over four
 * processes gets no more tries than against one. `at` is milliseconds since the epoch, as the
 * throttle's clock reads it. Rows older than the longest window are deleted as new ones arrive.
 */
export const throttleFailure = pgTable(
  'throttle_failure',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_failure_key_idx').on(t.key, t.at), index('throttle_failure_at_idx').on(t.at)],
);
