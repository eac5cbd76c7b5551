import {
  DEFAULT_ATTENTION_MINUTES,
  type IssuedTicket,
  type PublicTicket,
  type QueueBoard,
  queueBoard as queueBoardSchema,
  queueTicket,
  waitingTicket,
} from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { localDate } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { notFound } from '../../../platform/errors.ts';
import { LINE_ORDER, lineKey, readTicket, TICKET_COLUMNS } from './ticket.service.ts';

/** A service of the board as read: the tickets ahead of one issued now, which its wait is made of. */
const serviceRow = queueBoardSchema.shape.services.element
  .omit({ estimatedMinutes: true })
  .extend({ ahead: z.number() });
const counterRow = queueBoardSchema.shape.counters.element.pick({ id: true, name: true });

/** How many of the line the board lists (the rest are counted in each service's figure). */
const SHOWN = 200;
/** How many of the latest calls the display shows. */
const CALLED = 8;

/**
 * The pace of a point today: how long an attended ticket took on average, and how many counters
 * have been calling in the last half hour (at least one). A wait is the tickets ahead at that pace.
 */
const pace = (idCollectionPoint: number, day: SQL) => sql`
  select coalesce(avg(extract(epoch from finished_at - called_at) / 60) filter (where status = 'attended'),
                  ${DEFAULT_ATTENTION_MINUTES}) as minutes,
         greatest(1, count(distinct id_counter) filter (where called_at > now() - interval '30 minutes')) as counters
    from queue_ticket where id_collection_point = ${idCollectionPoint} and day = ${day}`;

const wait = (ahead: number, p: { minutes: number; counters: number }) =>
  Math.ceil((ahead * Number(p.minutes)) / Number(p.counters));

/** The pace of a point on a day: the day of the ticket asked about, or of the board. */
async function paceOf(db: Db, idCollectionPoint: number, day: SQL) {
  const found = await db.execute<{ minutes: number; counters: number }>(pace(idCollectionPoint, day));
  return found.rows[0] ?? { minutes: DEFAULT_ATTENTION_MINUTES, counters: 1 };
}

/** Where a waiting ticket stands: the waiting tickets of its point that come before it, plus one. */
async function positionOf(db: Db, id: number): Promise<number> {
  const found = await db.execute<{ position: number }>(sql`
    select count(*)::int + 1 as position
      from queue_ticket me join queue_service ms on ms.id = me.id_service,
           queue_ticket t join queue_service s on s.id = t.id_service
     where me.id = ${id} and t.id_collection_point = me.id_collection_point and t.day = me.day
       and t.status = 'waiting' and t.id <> me.id
       and (${LINE_ORDER}) < (${lineKey(sql`me.issued_at`, sql`ms.priority`)}, me.id)`);
  return found.rows[0]?.position ?? 1;
}

/** A point's board as of `now`: its day is the institution's date then, on its own clock. */
export async function queueBoard(
  db: Db,
  idClient: number,
  idCollectionPoint: number,
  now: Date,
): Promise<QueueBoard> {
  const point = (
    await db.execute<{ name: string; day: string }>(sql`
      select p.name, to_char(${localDate(now, sql`c.time_zone`)}, 'YYYY-MM-DD') as day
        from collection_point p join client c on c.id = p.id_client
       where p.id = ${idCollectionPoint} and p.id_client = ${idClient}`)
  ).rows[0];
  if (!point) throw notFound('Estación de cobro no encontrada');
  const today = sql`${point.day}::date`;
  // The board's instant is the request's, as the tickets' are: never the database's own clock.
  const instant = sql`${now.toISOString()}::timestamptz`;
  const p = await paceOf(db, idCollectionPoint, today);
  const waiting = await selectRows(
    db,
    waitingTicket,
    sql`
    select ${TICKET_COLUMNS}, row_number() over (order by ${LINE_ORDER})::int as position,
           floor(extract(epoch from ${instant} - t.issued_at) / 60)::int as "waitedMinutes"
      from queue_ticket t join queue_service s on s.id = t.id_service
     where t.id_collection_point = ${idCollectionPoint} and t.day = ${today} and t.status = 'waiting'
     order by ${LINE_ORDER} limit ${SHOWN}`,
  );
  const called = await selectRows(
    db,
    queueTicket,
    sql`
    select ${TICKET_COLUMNS} from queue_ticket t join queue_service s on s.id = t.id_service
     where t.id_collection_point = ${idCollectionPoint} and t.day = ${today} and t.called_at is not null
       and t.status in ('called', 'attended', 'absent')
     order by t.called_at desc, t.id desc limit ${CALLED}`,
  );
  const services = await selectRows(
    db,
    serviceRow,
    sql`
    select s.id, s.prefix, s.name, s.priority::int as priority,
           count(t.id) filter (where t.status = 'waiting')::int as waiting,
           count(t.id) filter (where t.status = 'attended')::int as attended,
           (select count(*)::int from queue_ticket w join queue_service ws on ws.id = w.id_service
             where w.id_collection_point = s.id_collection_point and w.day = ${today} and w.status = 'waiting'
               and ${lineKey(sql`w.issued_at`, sql`ws.priority`)} <= ${lineKey(instant, sql`s.priority`)}) as ahead
      from queue_service s
      left join queue_ticket t on t.id_service = s.id and t.day = ${today}
     where s.id_collection_point = ${idCollectionPoint} and s.id_client = ${idClient} and s.active
     group by s.id order by s.prefix`,
  );
  const counters = await selectRows(
    db,
    counterRow,
    sql`
    select c.id, c.name from queue_counter c
     where c.id_collection_point = ${idCollectionPoint} and c.id_client = ${idClient} and c.active
     order by c.name`,
  );
  // What each counter attends now, all in one read: the latest it called today and has not finished.
  const current = await selectRows(
    db,
    queueTicket,
    sql`
    select ${TICKET_COLUMNS} from queue_ticket t join queue_service s on s.id = t.id_service
     where t.id_collection_point = ${idCollectionPoint} and t.day = ${today} and t.status = 'called'
     order by t.called_at, t.id`,
  );
  const atCounter = new Map(current.map((row) => [row.idCounter, row]));
  return {
    idCollectionPoint,
    pointName: point.name,
    day: point.day,
    waiting,
    called,
    services: services.map(({ ahead, ...s }) => ({ ...s, estimatedMinutes: wait(ahead, p) })),
    counters: counters.map((c) => ({ id: c.id, name: c.name, current: atCounter.get(c.id) ?? null })),
  };
}

/** The ticket just issued, with what it prints: its place in line and the wait that makes. */
export async function issuedTicket(db: Db, id: number): Promise<IssuedTicket> {
  const ticket = await readTicket(db, id);
  const extra = (
    await db.execute<{ point_name: string; verify_id: string; id_collection_point: number; day: string }>(sql`
      select p.name as point_name, t.verify_id, t.id_collection_point, to_char(t.day, 'YYYY-MM-DD') as day
        from queue_ticket t join collection_point p on p.id = t.id_collection_point where t.id = ${id}`)
  ).rows[0];
  if (!extra) throw notFound('Turno no encontrado');
  const ahead = (await positionOf(db, id)) - 1;
  return {
    ...ticket,
    pointName: extra.point_name,
    verifyId: extra.verify_id,
    ahead,
    estimatedMinutes: wait(ahead, await paceOf(db, extra.id_collection_point, sql`${extra.day}::date`)),
  };
}

/** What the ticket's QR code shows: never a name, only the ticket, its place and where to go. */
export async function publicTicket(db: Db, verifyId: string): Promise<PublicTicket> {
  const found = await db.execute<{
    id: number;
    id_collection_point: number;
    point_name: string;
    institution: string;
    day: string;
  }>(sql`
    select t.id, t.id_collection_point, p.name as point_name, c.client_name as institution,
           to_char(t.day, 'YYYY-MM-DD') as day
      from queue_ticket t join collection_point p on p.id = t.id_collection_point join client c on c.id = t.id_client
     where t.verify_id = ${verifyId}`);
  const row = found.rows[0];
  if (!row) throw notFound('TURNO NO ENCONTRADO');
  const ticket = await readTicket(db, row.id);
  const waiting = ticket.status === 'waiting';
  const position = waiting ? await positionOf(db, row.id) : null;
  return {
    code: ticket.code,
    serviceName: ticket.serviceName,
    pointName: row.point_name,
    institution: row.institution,
    status: ticket.status,
    issuedAt: ticket.issuedAt,
    position,
    estimatedMinutes:
      position === null
        ? null
        : wait(position - 1, await paceOf(db, row.id_collection_point, sql`${row.day}::date`)),
    counterName: ticket.status === 'called' ? ticket.counterName : null,
  };
}
