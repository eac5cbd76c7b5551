import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, moment } from '../documents/columns.ts';

/** Every message the product sends; without SMTP_URL this is where they wait for an SA to read them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
    sentAt: moment('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
