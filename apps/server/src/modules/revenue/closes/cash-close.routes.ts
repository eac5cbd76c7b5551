import { cashCloseEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { documentRoutes } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedClose } from './cash-close.pdf.ts';
import { listCloses, readClose } from './cash-close.queries.ts';
import { cashCloses, previewDay } from './cash-close.service.ts';

/** The daily closes: the kit's lifecycle, their list and printout, and the live preview of a day. */
export function cashCloseRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { preview, ...lifecycleEndpoints } = cashCloseEndpoints;
    documentRoutes(app, {
      db,
      table: 'cash_close',
      endpoints: lifecycleEndpoints,
      lifecycle: cashCloses,
      read: readClose,
      list: listCloses,
      publicUrl: config.publicUrl,
      print: printedClose,
    });
    route(app, preview, ownedRow('cash_box_day', 'idCashBoxDay'), async (request) =>
      ok(await previewDay(db, authOf(request), request.params.idCashBoxDay)),
    );
  };
}
