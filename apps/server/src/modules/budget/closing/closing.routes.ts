import { closingEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { closePeriod, closingOf, reopenPeriod } from './closing.service.ts';

/** The year-end close, as declared in contracts (`closingEndpoints`). */
export function closingRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.status, PERIOD_ROW, async (request) =>
      ok(await closingOf(db, authOf(request).idClient, request.params.idPeriod)),
    );
    route(app, e.close, PERIOD_ROW, async (request) =>
      ok(await closePeriod(db, authOf(request), request.params.idPeriod)),
    );
    route(app, e.reopen, PERIOD_ROW, async (request) =>
      ok(await reopenPeriod(db, authOf(request), request.params.idPeriod, request.body.reason)),
    );
  };
}
