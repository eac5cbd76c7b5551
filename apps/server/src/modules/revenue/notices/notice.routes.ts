import { collectionNoticeEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { todayOf } from '../../../platform/clock.ts';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendPdf } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedNotice } from './notice.pdf.ts';
import { deliverNotice, listNotices, readNotice, showVerifiedNotice } from './notice.queries.ts';
import { collectionNotices } from './notice.service.ts';
import { nextNoticeChunk, printNoticeBatch, startNoticeBatch } from './notice-batch.ts';

/** The collection notices: the kit's lifecycle, their list, printout and delivery. */
export function noticeRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const {
      verify: _verify,
      delivered,
      batch,
      batchNext,
      batchPdf,
      ...lifecycleEndpoints
    } = collectionNoticeEndpoints;
    const batchRow = ownedRow('collection_notice_batch');
    route(app, batch, { kind: 'token' }, async (request) =>
      ok(await startNoticeBatch(db, authOf(request), request.body)),
    );
    route(app, batchNext, batchRow, async (request) =>
      ok(await nextNoticeChunk(db, authOf(request), request.params.id, request.query.size)),
    );
    fileRoute(app, batchPdf, batchRow, async (request, reply) => {
      const { idClient } = authOf(request);
      const { pdf, filename } = await printNoticeBatch(
        db,
        config.publicUrl,
        idClient,
        request.params.id,
        request.query.part,
      );
      return sendPdf(reply, filename, pdf);
    });
    route(app, delivered, ownedRow('collection_notice'), async (request) => {
      const auth = authOf(request);
      return ok(await deliverNotice(db, auth, request.params.id, request.body, todayOf(auth)));
    });
    documentRoutes(app, {
      db,
      table: 'collection_notice',
      endpoints: lifecycleEndpoints,
      lifecycle: collectionNotices,
      read: readNotice,
      list: listNotices,
      publicUrl: config.publicUrl,
      print: printedNotice,
    });
  };
}

/** `GET /api/online/collectionNotice/verify/{id}`: public, served under the online service. */
export function noticeVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, {
      db,
      endpoint: collectionNoticeEndpoints.verify,
      lifecycle: collectionNotices,
      show: showVerifiedNotice,
    });
}
