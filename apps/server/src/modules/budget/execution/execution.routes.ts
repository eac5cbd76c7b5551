import { executionEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { periodExecution, periodMonths } from './execution.service.ts';

/** The period's execution for the dashboard, as declared in contracts (`executionEndpoints`). */
export function executionRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.period, PERIOD_ROW, async (request) =>
      ok(await periodExecution(db, authOf(request).idClient, request.params.idPeriod)),
    );
    route(app, e.months, PERIOD_ROW, async (request) =>
      ok(await periodMonths(db, authOf(request).idClient, request.params.idPeriod)),
    );
  };
}
