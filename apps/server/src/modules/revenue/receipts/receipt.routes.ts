import { cashBoxEndpoints, receiptEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { listDays, myBox, openBox, receiptFormData, taxedObjects } from './box-days.ts';
import { printedReceipt } from './receipt.pdf.ts';
import {
  collectionByConceptOf,
  collectionMonthsOf,
  listReceipts,
  readReceipt,
  showVerifiedReceipt,
} from './receipt.queries.ts';
import { receipts } from './receipt.service.ts';

/** The cash boxes' days and the receipts: the kit's lifecycle, their list, printout and verification. */
export function receiptRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { verify, ...lifecycleEndpoints } = receiptEndpoints;
    documentRoutes(app, {
      db,
      table: 'receipt',
      endpoints: lifecycleEndpoints,
      lifecycle: receipts,
      read: readReceipt,
      list: listReceipts,
      publicUrl: config.publicUrl,
      print: printedReceipt,
    });
    route(app, cashBoxEndpoints.open, { kind: 'token' }, async (request) => {
      const day = await openBox(db, authOf(request), request.body);
      return ok(day, `Caja ${day.cashBoxName} abierta`);
    });
    route(app, cashBoxEndpoints.months, PERIOD_ROW, async (request) =>
      ok(await collectionMonthsOf(db, authOf(request).idClient, request.params.idPeriod)),
    );
    route(app, cashBoxEndpoints.concepts, PERIOD_ROW, async (request) =>
      ok(await collectionByConceptOf(db, authOf(request).idClient, request.params.idPeriod)),
    );
    route(app, cashBoxEndpoints.formData, { kind: 'token' }, async (request) =>
      ok(await receiptFormData(db, authOf(request))),
    );
    route(app, cashBoxEndpoints.taxedObjects, ownedRow('taxpayer', 'idTaxpayer'), async (request) =>
      ok(await taxedObjects(db, authOf(request), request.params.idTaxpayer)),
    );
    route(app, cashBoxEndpoints.mine, { kind: 'token' }, async (request) =>
      ok(await myBox(db, authOf(request))),
    );
    route(app, cashBoxEndpoints.days, { kind: 'token' }, async (request) =>
      ok(await listDays(db, authOf(request), request.query.day)),
    );
  };
}

/** `GET /api/online/receipt/verify/{id}`: public, served under the online service. */
export function receiptVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, {
      db,
      endpoint: receiptEndpoints.verify,
      lifecycle: receipts,
      show: showVerifiedReceipt,
    });
}
