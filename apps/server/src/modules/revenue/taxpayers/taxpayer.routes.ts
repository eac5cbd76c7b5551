import { taxpayerEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { taxpayerStatement } from './obligations.ts';

/** The taxpayer's view. */
export function taxpayerRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(
      app,
      taxpayerEndpoints.statement,
      {
        kind: 'row',
        param: 'idTaxpayer',
        owned: 'select 1 from taxpayer where id = $1 and id_client = $2',
        sample: 'select id from taxpayer where id_client = $1 limit 1',
      },
      async (request) =>
        ok(await taxpayerStatement(db, authOf(request), request.params.idTaxpayer, request.query)),
    );
  };
}
