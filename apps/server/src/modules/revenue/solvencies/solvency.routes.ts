import { solvencyEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedSolvency } from './solvency.pdf.ts';
import { listSolvencies, readSolvency, showVerifiedSolvency } from './solvency.queries.ts';
import { solvencies } from './solvency.service.ts';

/** The solvency certificates: the kit's lifecycle, their list and printout. */
export function solvencyRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { verify: _verify, ...lifecycleEndpoints } = solvencyEndpoints;
    documentRoutes(app, {
      db,
      table: 'solvency',
      endpoints: lifecycleEndpoints,
      lifecycle: solvencies,
      read: readSolvency,
      list: listSolvencies,
      publicUrl: config.publicUrl,
      print: printedSolvency,
    });
  };
}

/** `GET /api/online/solvency/verify/{id}`: public, served under the online service. */
export function solvencyVerifyRoutes({ db, clock }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, {
      db,
      endpoint: solvencyEndpoints.verify,
      lifecycle: solvencies,
      // Whether it holds is asked of today on the clock of the institution that issued it.
      show: (db, found) => showVerifiedSolvency(db, found, clock.now()),
    });
}
