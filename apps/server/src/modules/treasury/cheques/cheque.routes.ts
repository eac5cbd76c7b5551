import { chequeBookEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendPdf } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printCheque } from './cheque.pdf.ts';
import { nextCheque } from './cheques.ts';

/** The cheque a new movement of an account proposes, and a posted cheque printed on its bank's cheque. */
export function chequeRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.next, ownedRow('bank_account', 'idBankAccount'), async (request) =>
      ok(await nextCheque(db, authOf(request).idClient, request.params.idBankAccount)),
    );
    fileRoute(app, e.print, ownedRow('bank_movement'), async (request, reply) => {
      const { pdf, filename } = await printCheque(db, authOf(request).idClient, request.params.id);
      return sendPdf(reply, filename, pdf);
    });
  };
}
