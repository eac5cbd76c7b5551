import { taxpayerEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { taxpayerStatement } from './obligations.ts';

/** The taxpayer's view. */
export function taxpayerRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, taxpayerEndpoints.statement, ownedRow('taxpayer', 'idTaxpayer'), async (request) =>
      ok(await taxpayerStatement(db, authOf(request), request.params.idTaxpayer, request.query)),
    );
  };
}
