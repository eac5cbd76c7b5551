import { documentEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedDocument } from './document.pdf.ts';
import {
  budgetAccounts,
  getDocument,
  kindOf,
  listDocuments,
  loadFormData,
  pendingItems,
} from './document.queries.ts';
import { budgetDocuments } from './document.service.ts';
import { verifiedDocument } from './verify.service.ts';

/** The budget documents' endpoints, as declared in contracts (`documentEndpoints`). */
export function budgetDocumentRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.formData, { kind: 'client-param', param: 'idClient' }, async (request) =>
      ok(await loadFormData(db, authOf(request), request.params.idPeriod, request.query.search)),
    );
    route(app, e.accounts, PERIOD_ROW, async (request) =>
      ok(await budgetAccounts(db, authOf(request).idClient, request.params.idPeriod, request.query.search)),
    );
    route(app, e.pending, PERIOD_ROW, async (request) =>
      ok(
        await pendingItems(
          db,
          authOf(request).idClient,
          request.params.idPeriod,
          kindOf(request.query.typeCode),
          {
            idBeneficiary: request.query.idBeneficiary,
          },
        ),
      ),
    );
    documentRoutes(app, {
      db,
      table: 'budget_document',
      endpoints: e,
      lifecycle: budgetDocuments,
      read: getDocument,
      list: listDocuments,
      print: printedDocument,
      publicUrl: config.publicUrl,
    });
  };
}

/** The public verification of a printed document: no sign-in, only what the spec lists. */
export function budgetVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    verifyRoute(app, { db, endpoint: e.verify, lifecycle: budgetDocuments, show: verifiedDocument });
  };
}
