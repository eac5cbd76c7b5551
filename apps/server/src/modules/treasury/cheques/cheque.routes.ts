import { chequeBookEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { nextCheque } from './cheques.ts';

/** The cheque a new movement of an account proposes. */
export function chequeRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.next, ownedRow('bank_account', 'idBankAccount'), async (request) =>
      ok(await nextCheque(db, authOf(request).idClient, request.params.idBankAccount)),
    );
  };
}
