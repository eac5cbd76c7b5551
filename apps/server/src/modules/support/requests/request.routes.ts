import { supportEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import {
  boardOf,
  commentRequest,
  commentsOf,
  createRequest,
  historyOf,
  moveRequest,
  readComment,
  readRequest,
  unsealPeriod,
} from './request.service.ts';

/**
 * The support board's routes. Their tenancy is the token's: a request is the requesting
 * institution's or, for the support desk, anyone's, and that rule lives in the service
 * (`boardPeriod`, `heldRequest`), where another institution's period or request is not found.
 */
export function requestRoutes({ db, keys }: Platform) {
  return async (app: FastifyInstance) => {
    const token = { kind: 'token' } as const;
    route(app, supportEndpoints.byPeriod, token, async (request) =>
      ok(await boardOf(db, keys, authOf(request), request.params.idPeriod, false)),
    );
    route(app, supportEndpoints.sealed, token, async (request) =>
      ok(await boardOf(db, keys, authOf(request), unsealPeriod(keys, request.params.sealed), false)),
    );
    route(app, supportEndpoints.allBoards, token, async (request) =>
      ok(await boardOf(db, keys, authOf(request), request.body.idPeriod ?? 'today', request.body.allBoard)),
    );
    route(app, supportEndpoints.history, token, async (request) =>
      ok(
        await historyOf(
          db,
          keys,
          authOf(request),
          unsealPeriod(keys, request.params.sealed),
          request.query.allBoard === 'true',
        ),
      ),
    );
    route(app, supportEndpoints.create, token, async (request) => {
      const id = await createRequest(db, authOf(request), request.body);
      return ok(await readRequest(db, authOf(request), id), `Solicitud #${id} registrada`);
    });
    route(app, supportEndpoints.status, token, async (request) => {
      await moveRequest(db, authOf(request), request.body.id_request, request.body.id_status);
      return ok(await readRequest(db, authOf(request), request.body.id_request));
    });
    route(app, supportEndpoints.comment, token, async (request) => {
      const id = await commentRequest(db, authOf(request), request.body.id_request, request.body.comment);
      return ok(await readComment(db, id), 'Comentario agregado');
    });
    route(app, supportEndpoints.comments, token, async (request) => ({
      result: true as const,
      comments: await commentsOf(db, authOf(request), request.params.id),
    }));
  };
}
