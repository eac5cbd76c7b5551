import { incomeDeclarationEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedDeclaration } from './declaration.pdf.ts';
import {
  licencesOf,
  listDeclarations,
  readDeclaration,
  showVerifiedDeclaration,
} from './declaration.queries.ts';
import { declarations } from './declaration.service.ts';

/** The declarations of gross income: the kit's lifecycle, their list and printout. */
export function declarationRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { verify: _verify, licences, ...lifecycleEndpoints } = incomeDeclarationEndpoints;
    route(app, licences, ownedRow('taxpayer', 'idTaxpayer'), async (request) =>
      ok(await licencesOf(db, authOf(request).idClient, request.params.idTaxpayer)),
    );
    documentRoutes(app, {
      db,
      table: 'income_declaration',
      endpoints: lifecycleEndpoints,
      lifecycle: declarations,
      read: readDeclaration,
      list: listDeclarations,
      publicUrl: config.publicUrl,
      print: printedDeclaration,
    });
  };
}

/** `GET /api/online/incomeDeclaration/verify/{id}`: public, served under the online service. */
export function declarationVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, {
      db,
      endpoint: incomeDeclarationEndpoints.verify,
      lifecycle: declarations,
      show: showVerifiedDeclaration,
    });
}
