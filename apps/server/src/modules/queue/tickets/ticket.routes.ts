import { queueEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { issuedTicket, publicTicket, queueBoard } from './board.ts';
import {
  actOnTicket,
  callNext,
  issueTicket,
  readTicket,
  resetNumbering,
  transferTicket,
} from './ticket.service.ts';

/** A ticket named in the path is the caller's institution's, or it is not found. */
const ticketRow = ownedRow('queue_ticket');

/** The kiosk, the agents' calls and the reset: each a command on today's queue of a point. */
export function ticketRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, queueEndpoints.issue, { kind: 'token' }, async (request) => {
      const id = await issueTicket(db, authOf(request), request.body);
      return ok(await issuedTicket(db, id), 'Turno emitido');
    });
    route(app, queueEndpoints.board, ownedRow('collection_point', 'idCollectionPoint'), async (request) => {
      const auth = authOf(request);
      return ok(await queueBoard(db, auth.idClient, request.params.idCollectionPoint, auth.now));
    });
    route(app, queueEndpoints.callNext, { kind: 'token' }, async (request) => {
      const id = await callNext(db, authOf(request), request.body);
      return id === null ? ok(null, 'No hay turnos en espera') : ok(await readTicket(db, id));
    });
    for (const action of ['recall', 'attend', 'absent'] as const)
      route(app, queueEndpoints[action], ticketRow, async (request) => {
        await actOnTicket(db, authOf(request), request.params.id, action);
        return ok(await readTicket(db, request.params.id));
      });
    route(app, queueEndpoints.transfer, ticketRow, async (request) => {
      await transferTicket(db, authOf(request), request.params.id, request.body.idService);
      return ok(await readTicket(db, request.params.id));
    });
    route(app, queueEndpoints.reset, { kind: 'token' }, async (request) => {
      const done = await resetNumbering(db, authOf(request), request.body);
      return ok(
        done,
        `Numeración reiniciada${done.cancelled === 0 ? '' : done.cancelled === 1 ? ': un turno en espera anulado' : `: ${done.cancelled} turnos en espera anulados`}`,
      );
    });
  };
}

/** `GET /api/online/ticket/{id}`: public, for the ticket's QR code. */
export function ticketVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, queueEndpoints.verify, { kind: 'token' }, async (request) =>
      ok(await publicTicket(db, request.params.id)),
    );
  };
}
