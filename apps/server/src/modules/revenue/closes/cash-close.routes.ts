import { cashCloseEndpoints } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { documentRoutes } from '../../../platform/documents/document-routes.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedClose } from './cash-close.pdf.ts';
import { listCloses, readClose } from './cash-close.queries.ts';
import { cashCloses, previewDay } from './cash-close.service.ts';
import { closeWorkbook } from './cash-close.xlsx.ts';

/** The daily closes: the kit's lifecycle, their list and printout, and the live preview of a day. */
export function cashCloseRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { preview, xlsx, ...lifecycleEndpoints } = cashCloseEndpoints;
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
    fileRoute(app, xlsx, ownedRow('cash_close'), async (request, reply) => {
      const { idClient } = authOf(request);
      const close = await readClose(db, idClient, request.params.id);
      const institution = await db.execute<{ name: string }>(
        sql`select client_name as name from client where id = ${idClient}`,
      );
      const buffer = await closeWorkbook(close, institution.rows[0]?.name ?? '');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="cierre-${close.numberText ?? close.id}.xlsx"`)
        .send(buffer);
    });
    route(app, preview, ownedRow('cash_box_day', 'idCashBoxDay'), async (request) =>
      ok(await previewDay(db, authOf(request), request.params.idCashBoxDay)),
    );
  };
}
