import {
  formatDate,
  SUPPORT_HISTORY_LIMIT,
  SUPPORT_IN_PROGRESS,
  SUPPORT_RECEIVED,
  SUPPORT_STATUSES,
  SUPPORT_WAITING_REQUESTER,
  type SupportBoard,
  type SupportComment,
  type SupportEvent,
  type SupportHistory,
  type SupportRequest,
  supportComment,
  supportEvent,
  supportMoveRefusal,
  supportRequest,
  supportStatusName,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext, TokenKeys } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { instantText } from '../../../platform/db/instant.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { currentPeriodOf } from '../../../platform/periods/period.ts';

/** What a board's addresses seal: the period's id, for this purpose only. */
const SEAL_PURPOSE = 'support-board-period';

/**
 * Whether the caller speaks for the support desk: the support flag of their membership of the
 * institution they are signed in to. Read at each call, so taking the flag away takes effect at once.
 */
export async function isSupportDesk(db: Db | Tx, auth: AuthContext): Promise<boolean> {
  const found = await db.execute<{ is_support: boolean }>(sql`
    select is_support from user_client where id_user = ${auth.idUser} and id_client = ${auth.idClient}`);
  return found.rows[0]?.is_support ?? false;
}

/** The statuses whose time counts as waiting on the desk (the clock runs). */
const RUNNING = sql.raw(
  SUPPORT_STATUSES.filter((s) => s.clock === 'runs')
    .map((s) => s.id_status)
    .join(', '),
);
const CLOCK = sql.raw(
  `case r.id_status ${SUPPORT_STATUSES.map((s) => `when ${s.id_status} then '${s.clock}'`).join(' ')} end`,
);

/**
 * A request as the board shows it, from `support_request r`: its institution, author, comments and
 * the minutes it has waited until `now`, summed in SQL over the spans between its moves where the
 * clock ran, counting only the requesting institution's working days on its own wall clock (not
 * weekends nor its holidays: a request left on Friday evening is not a day late on Monday morning).
 */
const requestColumns = (now: Date) => sql`
  r.id as id_request, r.id_status, r.id_client as "idClient", c.client_name as "nameClient",
  r.id_period as "idPeriod", r.title, r.description, u.name as "createdBy",
  ${instantText(sql`r.created_at`)} as "createdAt", ${instantText(sql`r.status_at`)} as "statusAt",
  (select count(*)::int from support_event e where e.id_request = r.id and e.kind = 'comment') as "commentCount",
  coalesce((
    select floor(sum(working_seconds(r.id_client, s.at, coalesce(s.until, ${now.toISOString()}::timestamptz))) / 60)::int
      from (select e.to_status, e.at, lead(e.at) over (order by e.at, e.id) as until
              from support_event e where e.id_request = r.id and e.kind <> 'comment') s
     where s.to_status in (${RUNNING})), 0) as "waitedMinutes",
  ${CLOCK} as clock`;

const REQUEST_FROM = sql`support_request r join client c on c.id = r.id_client join app_user u on u.id = r.created_by`;

async function requestsWhere(db: Db | Tx, where: SQL, now: Date): Promise<SupportRequest[]> {
  return selectRows(
    db,
    supportRequest,
    sql`select ${requestColumns(now)} from ${REQUEST_FROM} where ${where} order by r.created_at, r.id`,
  );
}

export async function readRequest(db: Db | Tx, auth: AuthContext, id: number): Promise<SupportRequest> {
  const [row] = await requestsWhere(db, sql`r.id = ${id}`, auth.now);
  if (!row) throw notFound('Solicitud de soporte no encontrada');
  return row;
}

type PeriodRow = {
  id: number;
  id_client: number;
  description: string;
  start_date: string;
  end_date: string;
  client_name: string;
  time_zone: string;
};

/**
 * The period of a board, if the caller may see it: one of their institution's, or any for the desk.
 * Another institution's period answers as if it did not exist. `today`: the caller's institution's
 * current period (`currentPeriodOf`), if it holds its today (the spec's "all boards" call names no
 * period).
 */
async function boardPeriod(db: Db, auth: AuthContext, support: boolean, idPeriod: number | null | 'today') {
  const which =
    idPeriod === 'today'
      ? sql`p.id = ${currentPeriodOf(auth)} and ${todayOf(auth)}::date between p.start_date and p.end_date`
      : sql`p.id = ${idPeriod}`;
  const found =
    idPeriod === null
      ? { rows: [] as PeriodRow[] }
      : await db.execute<PeriodRow>(sql`
          select p.id, p.id_client, p.description, to_char(p.start_date, 'YYYY-MM-DD') as start_date,
                 to_char(p.end_date, 'YYYY-MM-DD') as end_date, c.client_name, c.time_zone
            from period p join client c on c.id = p.id_client where ${which}`);
  const period = found.rows[0];
  if (!period && idPeriod === 'today')
    throw notFound(`La institución no tiene un período que contenga el ${formatDate(todayOf(auth))}.`);
  if (!period || (period.id_client !== auth.idClient && !support)) throw notFound('Período no encontrado');
  return period;
}

/**
 * Which requests a board holds: the period's own (made in it by its institution), or, for the desk's
 * view of every institution, all those made within the period's days on its institution's clock.
 */
const boardFilter = (period: PeriodRow, allBoard: boolean) =>
  allBoard
    ? sql`r.created_at >= ${period.start_date}::date::timestamp at time zone ${period.time_zone}
          and r.created_at < (${period.end_date}::date + 1)::timestamp at time zone ${period.time_zone}`
    : sql`r.id_period = ${period.id}`;

function periodView(keys: TokenKeys, period: PeriodRow) {
  return {
    idPeriod: period.id,
    description: period.description,
    startDate: period.start_date,
    endDate: period.end_date,
    nameClient: period.client_name,
    sealed: keys.seal(SEAL_PURPOSE, period.id),
  };
}

/** A sealed period id from an address, or 404 for anything that did not come from this server. */
export function unsealPeriod(keys: TokenKeys, sealed: string): number | null {
  return keys.unseal(SEAL_PURPOSE, sealed);
}

export async function boardOf(
  db: Db,
  keys: TokenKeys,
  auth: AuthContext,
  idPeriod: number | null | 'today',
  allBoard: boolean,
): Promise<SupportBoard> {
  const support = await isSupportDesk(db, auth);
  const period = await boardPeriod(db, auth, support, idPeriod);
  if (allBoard && !support)
    throw forbidden('Solo el equipo de soporte ve las solicitudes de todas las instituciones.');
  return {
    period: periodView(keys, period),
    allBoard,
    isSupport: support,
    requests: await requestsWhere(db, boardFilter(period, allBoard), auth.now),
  };
}

export async function historyOf(
  db: Db,
  keys: TokenKeys,
  auth: AuthContext,
  idPeriod: number | null,
  allBoard: boolean,
): Promise<SupportHistory> {
  const support = await isSupportDesk(db, auth);
  const period = await boardPeriod(db, auth, support, idPeriod);
  if (allBoard && !support)
    throw forbidden('Solo el equipo de soporte ve las solicitudes de todas las instituciones.');
  const events = await selectRows(
    db,
    supportEvent,
    sql`
    select e.id, e.id_request, r.title, e.kind, e.from_status as "fromStatus", e.to_status as "toStatus",
           e.automatic, e.comment, c.client_name as "nameClient", u.name as "nameUser", ${instantText(sql`e.at`)} as at
      from support_request r
      join support_event e on e.id_request = r.id
      join client c on c.id = e.id_client
      join app_user u on u.id = e.id_user
     where ${boardFilter(period, allBoard)}
     order by e.at desc, e.id desc
     limit ${SUPPORT_HISTORY_LIMIT}`,
  );
  return {
    period: periodView(keys, period),
    events,
  };
}

type Held = {
  id: number;
  id_client: number;
  id_status: number;
  created_by: number;
  title: string;
};

/**
 * The request, locked for a change, if the caller may act on it: their institution's, or any for
 * the desk. Another institution's answers as if it did not exist.
 */
async function heldRequest(tx: Tx, auth: AuthContext, support: boolean, id: number): Promise<Held> {
  const found = await tx.execute<Held>(sql`
    select id, id_client, id_status, created_by, title from support_request where id = ${id} for update`);
  const held = found.rows[0];
  if (!held || (held.id_client !== auth.idClient && !support))
    throw notFound('Solicitud de soporte no encontrada');
  return held;
}

async function record(
  tx: Tx,
  auth: AuthContext,
  support: boolean,
  event: {
    idRequest: number;
    kind: SupportEvent['kind'];
    from?: number;
    to?: number;
    automatic?: boolean;
    comment?: string;
  },
) {
  const found = await tx.execute<{ id: number }>(sql`
    insert into support_event (id_request, id_client, id_user, from_support, kind, from_status, to_status, automatic, comment, at)
    values (${event.idRequest}, ${auth.idClient}, ${auth.idUser}, ${support}, ${event.kind},
            ${event.from ?? null}, ${event.to ?? null}, ${event.automatic ?? false}, ${event.comment ?? null},
            clock_timestamp())
    returning id`);
  return found.rows[0]?.id as number;
}

/**
 * Moves it, at the time it happens (`clock_timestamp()`, as its events): a move that waited for the
 * row's lock is recorded after the one it waited for, not at its transaction's start.
 */
async function move(tx: Tx, auth: AuthContext, support: boolean, held: Held, to: number, automatic = false) {
  await tx.execute(
    sql`update support_request set id_status = ${to}, status_at = clock_timestamp() where id = ${held.id}`,
  );
  await record(tx, auth, support, { idRequest: held.id, kind: 'moved', from: held.id_status, to, automatic });
}

/** The desk's word reaches whoever made the request, in their notifications. */
async function tellRequester(tx: Tx, auth: AuthContext, support: boolean, held: Held, message: string) {
  if (!support || auth.idUser === held.created_by) return;
  await tx.execute(sql`
    insert into notification (id_client, id_user, message)
    values (${held.id_client}, ${held.created_by}, ${`Soporte, solicitud #${held.id} «${held.title}»: ${message}`})`);
}

export async function createRequest(
  db: Db,
  auth: AuthContext,
  input: { idPeriod: number; title: string; description: string },
): Promise<number> {
  return withTransaction(db, auth, async (tx) => {
    const period = await tx.execute(
      sql`select 1 from period where id = ${input.idPeriod} and id_client = ${auth.idClient}`,
    );
    if (!period.rows.length) throw notFound('Período no encontrado');
    const support = await isSupportDesk(tx, auth);
    const found = await tx.execute<{ id: number }>(sql`
      insert into support_request (id_client, id_period, title, description, id_status, created_by)
      values (${auth.idClient}, ${input.idPeriod}, ${input.title}, ${input.description}, ${SUPPORT_RECEIVED}, ${auth.idUser})
      returning id`);
    const id = found.rows[0]?.id as number;
    await record(tx, auth, support, { idRequest: id, kind: 'created', to: SUPPORT_RECEIVED });
    return id;
  });
}

/**
 * A card moved on the board. The desk moves any request anywhere; the requesting institution only
 * answers the desk or reopens what was resolved (`supportMoveRefusal`, the board's own rule).
 */
export async function moveRequest(db: Db, auth: AuthContext, id: number, to: number): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const support = await isSupportDesk(tx, auth);
    const held = await heldRequest(tx, auth, support, id);
    const refused = supportMoveRefusal(held.id_status, to, support);
    if (refused) {
      if (!SUPPORT_STATUSES.some((s) => s.id_status === to))
        throw badRequest(refused, [{ field: 'id_status', message: refused }]);
      if (held.id_status === to) throw conflict(refused);
      throw forbidden(refused);
    }
    await move(tx, auth, support, held, to);
    await tellRequester(tx, auth, support, held, `pasó a «${supportStatusName(to)}».`);
  });
}

/**
 * A comment, signed with the commenter's institution. The requester's answer to a request that
 * waited on it sends it back to the desk (its clock runs again), recorded as the server's move.
 */
export async function commentRequest(
  db: Db,
  auth: AuthContext,
  id: number,
  comment: string,
): Promise<number> {
  return withTransaction(db, auth, async (tx) => {
    const support = await isSupportDesk(tx, auth);
    const held = await heldRequest(tx, auth, support, id);
    const idComment = await record(tx, auth, support, { idRequest: id, kind: 'comment', comment });
    if (!support && held.id_status === SUPPORT_WAITING_REQUESTER)
      await move(tx, auth, support, held, SUPPORT_IN_PROGRESS, true);
    await tellRequester(tx, auth, support, held, 'tiene un comentario nuevo.');
    return idComment;
  });
}

const COMMENT_COLUMNS = sql`
  e.id, e.id_request, e.comment, c.client_name as "nameClient", u.name as "nameUser",
  e.from_support as "fromSupport", ${instantText(sql`e.at`)} as at`;

async function commentsWhere(db: Db, where: SQL): Promise<SupportComment[]> {
  return selectRows(
    db,
    supportComment,
    sql`
    select ${COMMENT_COLUMNS} from support_event e
      join client c on c.id = e.id_client join app_user u on u.id = e.id_user
     where e.kind = 'comment' and ${where} order by e.at, e.id`,
  );
}

export async function readComment(db: Db, id: number): Promise<SupportComment> {
  const [row] = await commentsWhere(db, sql`e.id = ${id}`);
  if (!row) throw notFound('Comentario no encontrado');
  return row;
}

/** A request's comments, oldest first, if the caller may see the request. */
export async function commentsOf(db: Db, auth: AuthContext, id: number): Promise<SupportComment[]> {
  const support = await isSupportDesk(db, auth);
  const found = await db.execute<{ id_client: number }>(
    sql`select id_client from support_request where id = ${id}`,
  );
  const request = found.rows[0];
  if (!request || (request.id_client !== auth.idClient && !support))
    throw notFound('Solicitud de soporte no encontrada');
  return commentsWhere(db, sql`e.id_request = ${id}`);
}
