import { fineEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedFine } from './fine.pdf.ts';
import { listFines, readFine, showVerifiedFine } from './fine.queries.ts';
import { fines } from './fine.service.ts';

/** The fines: the kit's lifecycle, their list and printout. */
export function fineRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { verify: _verify, ...lifecycleEndpoints } = fineEndpoints;
    documentRoutes(app, {
      db,
      table: 'fine',
      endpoints: lifecycleEndpoints,
      lifecycle: fines,
      read: readFine,
      list: listFines,
      publicUrl: config.publicUrl,
      print: printedFine,
    });
  };
}

/** `GET /api/online/fine/verify/{id}`: public, served under the online service. */
export function fineVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, { db, endpoint: fineEndpoints.verify, lifecycle: fines, show: showVerifiedFine });
}
