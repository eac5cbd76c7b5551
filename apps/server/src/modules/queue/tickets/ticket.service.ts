import { randomBytes } from 'node:crypto';
import { PRIORITY_STEP_MINUTES, type QueueTicket, queueTicket } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/access/token.ts';
import { todayOf } from '../../../platform/clock.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { instantText } from '../../../platform/db/instant.ts';
import { selectRow } from '../../../platform/db/rows.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { notifyFeed } from '../../../platform/realtime/realtime.ts';
import { QUEUE_CHANNEL, roomOf } from '../realtime/queue-events.ts';

/**
 * Where a waiting ticket stands in its point's line: the time it was issued, brought forward by its
 * service's priority (`PRIORITY_STEP_MINUTES` a level), then the order it was issued in. One rule for
 * who is called next, the positions the board shows and the wait a ticket is promised.
 */
export const lineKey = (issuedAt: SQL, priority: SQL) =>
  sql`${issuedAt} - ${priority}::int * interval '${sql.raw(String(PRIORITY_STEP_MINUTES))} minutes'`;

/** The line's order over `queue_ticket t` joined to its service `s`. */
/** The request's instant as SQL: a ticket's moments are on the app's one clock, as its issue time is. */
const instantOf = (auth: { now: Date }): SQL => sql`${auth.now.toISOString()}::timestamptz`;

export const LINE_ORDER = sql`${lineKey(sql`t.issued_at`, sql`s.priority`)}, t.id`;

/** A ticket as the contracts give it (`QueueTicket`), from `queue_ticket t` joined to its service `s`. */
export const TICKET_COLUMNS = sql`
  t.id, t.code, t.id_service as "idService", s.name as "serviceName", s.priority::int as priority, t.status,
  ${instantText(sql`t.issued_at`)} as "issuedAt", ${instantText(sql`t.called_at`)} as "calledAt",
  ${instantText(sql`t.finished_at`)} as "finishedAt",
  t.id_counter as "idCounter", (select name from queue_counter c where c.id = t.id_counter) as "counterName",
  t.calls, (select name from queue_service f where f.id = t.id_transferred_from) as "transferredFrom"`;

export async function readTicket(db: Db, id: number): Promise<QueueTicket> {
  const row = await selectRow(
    db,
    queueTicket,
    sql`select ${TICKET_COLUMNS} from queue_ticket t join queue_service s on s.id = t.id_service where t.id = ${id}`,
  );
  if (!row) throw notFound('Turno no encontrado');
  return row;
}

/** Tells every screen of the point, in every server process, that its queue changed (on commit). */
const changed = (tx: Tx, idClient: number, idCollectionPoint: number) =>
  notifyFeed(tx, QUEUE_CHANNEL, roomOf(idClient, idCollectionPoint));

/** The point, if it is the caller's, active, and attends by turns (has an active service). */
async function pointOf(tx: Tx, idClient: number, idCollectionPoint: number) {
  const found = await tx.execute<{ active: boolean }>(sql`
    select active from collection_point where id = ${idCollectionPoint} and id_client = ${idClient}`);
  const point = found.rows[0];
  if (!point) throw notFound('Estación de cobro no encontrada');
  if (!point.active) throw conflict('La estación de cobro está inactiva: no da turnos.');
}

/** A service of the point, of the caller, active: what a ticket may be issued for or sent to. */
async function serviceOf(tx: Tx, idClient: number, idCollectionPoint: number, idService: number) {
  const found = await tx.execute<{ prefix: string; name: string; active: boolean }>(sql`
    select prefix, name, active from queue_service
     where id = ${idService} and id_client = ${idClient} and id_collection_point = ${idCollectionPoint}`);
  const service = found.rows[0];
  if (!service)
    throw badRequest('El servicio no es de esta estación de cobro', [
      { field: 'idService', message: 'El servicio no es de esta estación de cobro' },
    ]);
  if (!service.active) throw conflict(`El servicio ${service.name} está inactivo: no da turnos.`);
  return service;
}

/**
 * Issues the next ticket of a service today. The day's counter row is taken under its lock (or
 * created), so two kiosks at once get consecutive numbers; a failed issue gives its number back.
 */
export async function issueTicket(
  db: Db,
  // A kiosk enrolled as a device issues with no user (`issued_by` stays empty).
  auth: Pick<AuthContext, 'idClient' | 'now' | 'timeZone'> & { idUser: number | null; sessionId?: number },
  input: { idCollectionPoint: number; idService: number },
): Promise<number> {
  return withTransaction(db, auth, async (tx) => {
    await pointOf(tx, auth.idClient, input.idCollectionPoint);
    const service = await serviceOf(tx, auth.idClient, input.idCollectionPoint, input.idService);
    // The queue's day is the institution's: at 21:00 in Caracas it is still that day's line.
    const day = todayOf(auth);
    const taken = await tx.execute<{ round: number; last_number: number }>(sql`
      insert into queue_number as n (id_service, day, round, last_number)
      values (${input.idService}, ${day}::date, 1, 1)
      on conflict (id_service, day) do update set last_number = n.last_number + 1
      returning round, last_number`);
    const number = taken.rows[0];
    if (!number) throw new Error('No se pudo tomar el número del turno');
    // Its moment is the request's (the institution's one clock), and never before the service's
    // previous ticket's: a kiosk whose request came first may take the number after another's (C-018
    // stamped before C-017 would be called first). Read under the number's lock, so the previous one
    // is committed.
    const made = await tx.execute<{ id: number }>(sql`
      insert into queue_ticket (id_client, id_collection_point, id_service, day, round, number, code, issued_by,
                                verify_id, issued_at)
      values (${auth.idClient}, ${input.idCollectionPoint}, ${input.idService}, ${day}::date, ${number.round},
              ${number.last_number}, ${`${service.prefix}-${String(number.last_number).padStart(3, '0')}`},
              ${auth.idUser}, ${randomBytes(16).toString('base64url')},
              greatest(${auth.now.toISOString()}::timestamptz, (select max(issued_at) from queue_ticket
                                where id_service = ${input.idService} and day = ${day}::date)))
      returning id`);
    await changed(tx, auth.idClient, input.idCollectionPoint);
    return made.rows[0]?.id as number;
  });
}

/**
 * Calls the next ticket to a counter: the first of the point's line today among the services the
 * agent attends (all when none are named). The ticket the counter had called is attended by then.
 * The counter's row lock serialises its own calls; `skip locked` lets two counters call at once
 * without both taking the same ticket.
 */
export async function callNext(
  db: Db,
  auth: AuthContext,
  input: { idCounter: number; idServices?: number[] },
): Promise<number | null> {
  return withTransaction(db, auth, async (tx) => {
    const found = await tx.execute<{ id_collection_point: number; active: boolean }>(sql`
      select id_collection_point, active from queue_counter
       where id = ${input.idCounter} and id_client = ${auth.idClient} for update`);
    const counter = found.rows[0];
    if (!counter) throw notFound('Puesto de atención no encontrado');
    if (!counter.active) throw conflict('El puesto de atención está inactivo.');
    const services = input.idServices?.length
      ? sql`and t.id_service in (${sql.join(
          [...new Set(input.idServices)].map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    await tx.execute(sql`
      update queue_ticket set status = 'attended', finished_at = ${instantOf(auth)}
       where id_counter = ${input.idCounter} and status = 'called'`);
    const next = await tx.execute<{ id: number }>(sql`
      select t.id from queue_ticket t join queue_service s on s.id = t.id_service
       where t.id_collection_point = ${counter.id_collection_point} and t.day = ${todayOf(auth)}::date
         and t.status = 'waiting' ${services}
       order by ${LINE_ORDER}
       limit 1 for update of t skip locked`);
    const id = next.rows[0]?.id;
    if (id !== undefined)
      await tx.execute(sql`
        update queue_ticket set status = 'called', called_at = ${instantOf(auth)}, id_counter = ${input.idCounter},
               called_by = ${auth.idUser}, calls = calls + 1
         where id = ${id}`);
    await changed(tx, auth.idClient, counter.id_collection_point);
    return id ?? null;
  });
}

/** What an agent does with a ticket, each allowed from the statuses it names. */
const ACTIONS = {
  recall: {
    from: ['called'],
    set: (at: SQL) => sql`called_at = ${at}, calls = calls + 1`,
  },
  attend: { from: ['called'], set: (at: SQL) => sql`status = 'attended', finished_at = ${at}` },
  absent: { from: ['called'], set: (at: SQL) => sql`status = 'absent', finished_at = ${at}` },
} satisfies Record<string, { from: string[]; set: (at: SQL) => SQL }>;

const NOT_NOW: Record<keyof typeof ACTIONS, string> = {
  recall: 'Solo se vuelve a llamar un turno llamado',
  attend: 'Solo se atiende un turno llamado',
  absent: 'Solo falta a su llamado un turno llamado',
};

async function lockTicket(tx: Tx, auth: AuthContext, id: number) {
  const found = await tx.execute<{
    status: string;
    code: string;
    id_collection_point: number;
    id_service: number;
    day_is_today: boolean;
  }>(sql`
    select status, code, id_collection_point, id_service, day = ${todayOf(auth)}::date as day_is_today from queue_ticket
     where id = ${id} and id_client = ${auth.idClient} for update`);
  const ticket = found.rows[0];
  if (!ticket) throw notFound('Turno no encontrado');
  return ticket;
}

export async function actOnTicket(
  db: Db,
  auth: AuthContext,
  id: number,
  action: keyof typeof ACTIONS,
): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const ticket = await lockTicket(tx, auth, id);
    if (!ACTIONS[action].from.includes(ticket.status))
      throw conflict(`${NOT_NOW[action]}: el ${ticket.code} está ${statusText(ticket.status)}.`);
    await tx.execute(sql`update queue_ticket set ${ACTIONS[action].set(instantOf(auth))} where id = ${id}`);
    await changed(tx, auth.idClient, ticket.id_collection_point);
  });
}

const statusText = (status: string) =>
  ({
    waiting: 'en espera',
    called: 'llamado',
    attended: 'atendido',
    absent: 'marcado como ausente',
    cancelled: 'anulado',
  })[status] ?? status;

/**
 * Sends a waiting or called ticket of today to another service of its point: it waits there with
 * the time it was issued, keeping its number and the place it had earned.
 */
export async function transferTicket(
  db: Db,
  auth: AuthContext,
  id: number,
  idService: number,
): Promise<void> {
  await withTransaction(db, auth, async (tx) => {
    const ticket = await lockTicket(tx, auth, id);
    if (!['waiting', 'called'].includes(ticket.status) || !ticket.day_is_today)
      throw conflict(
        `Solo se pasa a otro servicio un turno de hoy en espera o llamado: el ${ticket.code} está ${statusText(ticket.status)}.`,
      );
    if (ticket.id_service === idService)
      throw badRequest('El turno ya es de ese servicio', [
        { field: 'idService', message: 'El turno ya es de ese servicio' },
      ]);
    await serviceOf(tx, auth.idClient, ticket.id_collection_point, idService);
    await tx.execute(sql`
      update queue_ticket
         set id_transferred_from = coalesce(id_transferred_from, id_service), id_service = ${idService},
             status = 'waiting', id_counter = null, called_at = null
       where id = ${id}`);
    await changed(tx, auth.idClient, ticket.id_collection_point);
  });
}

/**
 * Starts today's numbering again at 1, for one service of the point or all of them: the tickets
 * still waiting are cancelled (their numbers would be printed again), those being attended go on.
 */
export async function resetNumbering(
  db: Db,
  auth: AuthContext,
  input: { idCollectionPoint: number; idService?: number | null },
): Promise<{ cancelled: number; services: number }> {
  return withTransaction(db, auth, async (tx) => {
    await pointOf(tx, auth.idClient, input.idCollectionPoint);
    if (input.idService) await serviceOf(tx, auth.idClient, input.idCollectionPoint, input.idService);
    const which = input.idService
      ? sql`id = ${input.idService}`
      : sql`id_collection_point = ${input.idCollectionPoint} and id_client = ${auth.idClient}`;
    // The counters first, under their locks: a kiosk issuing now waits and numbers in the new round.
    const reset = await tx.execute<{ id_service: number }>(sql`
      update queue_number set round = round + 1, last_number = 0
       where day = ${todayOf(auth)}::date and id_service in (select id from queue_service where ${which})
      returning id_service`);
    const cancelled = await tx.execute<{ id: number }>(sql`
      update queue_ticket set status = 'cancelled', finished_at = ${instantOf(auth)}
       where id_collection_point = ${input.idCollectionPoint} and day = ${todayOf(auth)}::date and status = 'waiting'
         and id_service in (select id from queue_service where ${which})
      returning id`);
    await changed(tx, auth.idClient, input.idCollectionPoint);
    return { cancelled: cancelled.rows.length, services: reset.rows.length };
  });
}
