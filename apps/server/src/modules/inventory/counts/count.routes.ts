import { countEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { closeCount, listCounts, readCount, scanAsset, startCount, unmarkAsset } from './count.service.ts';

const COUNT_ROW = ownedRow('asset_count');

/** A work unit's physical count: open it, mark what is found, close it into draft movements. */
export function countRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, countEndpoints.list, { kind: 'token' }, async (request) =>
      ok(await listCounts(db, authOf(request).idClient, request.query)),
    );
    route(app, countEndpoints.detail, COUNT_ROW, async (request) =>
      ok(await readCount(db, authOf(request).idClient, request.params.id)),
    );
    route(app, countEndpoints.start, { kind: 'token' }, async (request) =>
      ok(await startCount(db, authOf(request), request.body.idWorkUnit)),
    );
    route(app, countEndpoints.scan, COUNT_ROW, async (request) =>
      ok(await scanAsset(db, authOf(request), request.params.id, request.body.code)),
    );
    route(app, countEndpoints.unmark, COUNT_ROW, async (request) => {
      await unmarkAsset(db, authOf(request), request.params.id, request.body.idAsset);
      return ok(null);
    });
    route(app, countEndpoints.close, COUNT_ROW, async (request) =>
      ok(await closeCount(db, authOf(request), request.params.id)),
    );
  };
}
