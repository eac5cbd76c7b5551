import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  clientColumn,
  createdAtColumn,
  idColumn,
  moment,
  periodColumn,
  refColumn,
} from '../../../platform/documents/columns.ts';
import { appUser } from '../../identity/index.ts';

const userColumn = (name: string) => refColumn(name, () => appUser.id).notNull();

/**
 * A request an institution puts to the support desk, in the budget period it was made in. Its
 * status is where its card stands on the board; every change of it is a `support_event`, from which
 * the time it has waited is counted. Never deleted.
 */
export const supportRequest = pgTable(
  'support_request',
  {
    id: idColumn(),
    /** The requesting institution. */
    idClient: clientColumn(),
    idPeriod: periodColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    idStatus: integer('id_status').notNull().default(1),
    createdBy: userColumn('created_by'),
    createdAt: createdAtColumn(),
    /** When it entered its current status. */
    statusAt: moment('status_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_request_status_ck', sql`${t.idStatus} between 1 and 4`),
    // An institution's board is its period's requests; the desk's, every institution's of the dates.
    index('support_request_period_idx').on(t.idPeriod, t.createdAt),
    index('support_request_created_idx').on(t.createdAt),
  ],
);

/**
 * What happened to a request, in order: created, moved between statuses, commented. A comment
 * carries its text; a move, where it went from and to. The author's institution is the one they
 * acted from, so a comment shows whether the requester or the desk wrote it.
 */
export const supportEvent = pgTable(
  'support_event',
  {
    id: idColumn(),
    idRequest: refColumn('id_request', () => supportRequest.id).notNull(),
    idClient: clientColumn(),
    idUser: userColumn('id_user'),
    fromSupport: boolean('from_support').notNull().default(false),
    kind: text('kind').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    /** A move the server made when the requester answered a request that waited on it. */
    automatic: boolean('automatic').notNull().default(false),
    comment: text('comment'),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    check('support_event_kind_ck', sql`${t.kind} in ('created', 'moved', 'comment')`),
    index('support_event_request_idx').on(t.idRequest, t.at, t.id),
  ],
);
