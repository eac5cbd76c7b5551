import { reconciliationEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow, type Tenancy } from '../../../platform/access/access.ts';
import { sendPrinted } from '../../../platform/documents/document-pdf.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedReconciliation } from './reconciliation.pdf.ts';
import {
  autoMatch,
  bookLine,
  closeMonth,
  manualMatch,
  readReconciliation,
  unmatch,
} from './reconciliation.service.ts';

/** The account in the key is looked up in the token's institution only (404 otherwise). */
const token: Tenancy = { kind: 'token' };
const match: Tenancy = ownedRow('reconciliation_match');

/** treasury-Bank/reconciliation: read, match automatically or by hand, unmatch, close, print. */
export function reconciliationRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.read, token, async (request) =>
      ok(await readReconciliation(db, authOf(request).idClient, request.query)),
    );
    route(app, e.auto, token, async (request) => {
      const found = await autoMatch(db, authOf(request), request.body);
      const n = found.byReference + found.byAmount + found.byGroup;
      // The matches are made, not proposed: they stand until someone undoes one.
      const said =
        n === 0
          ? 'No se encontró nada más que conciliar'
          : n === 1
            ? '1 conciliación hecha automáticamente'
            : `${n} conciliaciones hechas automáticamente`;
      return ok(found, said);
    });
    route(app, e.match, token, async (request) =>
      ok(await manualMatch(db, authOf(request), request.body), 'Partidas conciliadas'),
    );
    route(app, e.book, token, async (request) =>
      ok(await bookLine(db, authOf(request), request.body), 'Línea registrada en libros y conciliada'),
    );
    route(app, e.unmatch, match, async (request) => {
      await unmatch(db, authOf(request), request.params.id);
      return ok(null, 'Conciliación deshecha: las partidas vuelven a estar en tránsito');
    });
    route(app, e.close, token, async (request) => {
      const auth = authOf(request);
      await closeMonth(db, auth, request.body);
      return ok(await readReconciliation(db, auth.idClient, request.body), 'Mes conciliado y cerrado');
    });
    fileRoute(app, e.pdf, token, async (request, reply) => {
      const printed = await printedReconciliation(db, authOf(request).idClient, request.query);
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
  };
}
