import { withholdingEndpoints as e, withholdingPaymentEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow, type Tenancy } from '../../../platform/access/access.ts';
import { printDocuments, sendPrinted } from '../../../platform/documents/document-pdf.ts';
import { documentRoutes } from '../../../platform/documents/document-routes.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendFile, sendPdf } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedIslrCertificate, verifiedIslrCertificate } from './islr-certificate.ts';
import { listPayments, readPayment, withholdingPayments } from './payment.service.ts';
import { printedPayment, printedReceipt, printedReceipts } from './withholding.pdf.ts';
import { listWithholdings, pendingWithholdings } from './withholding.service.ts';
import { islrFile, ivaFile } from './withholding-files.ts';

const token: Tenancy = { kind: 'token' };
const withholdingRow: Tenancy = ownedRow('withholding');

/** treasury-payment-process: the register of withholdings, their payments, receipts and declarations. */
export function withholdingRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    documentRoutes(app, {
      db,
      table: 'withholding_payment',
      endpoints: withholdingPaymentEndpoints,
      lifecycle: withholdingPayments,
      read: readPayment,
      list: listPayments,
      publicUrl: config.publicUrl,
      print: printedPayment,
    });
    route(app, e.list, PERIOD_ROW, async (request) =>
      ok(await listWithholdings(db, authOf(request), request.params.idPeriod, request.query)),
    );
    route(app, e.pending, token, async (request) =>
      ok(await pendingWithholdings(db, authOf(request).idClient, request.query)),
    );
    fileRoute(app, e.receipt, withholdingRow, async (request, reply) => {
      const printed = await printedReceipt(db, authOf(request).idClient, request.params.id);
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, e.receipts, token, async (request, reply) => {
      const idClient = authOf(request).idClient;
      const { docs, title } = await printedReceipts(db, idClient, request.query);
      const { pdf, filename } = await printDocuments(db, config.publicUrl, idClient, docs, {
        title,
        filename: `${title}.pdf`,
      });
      return sendPdf(reply, filename, pdf);
    });
    fileRoute(app, e.islrCertificate, token, async (request, reply) => {
      const { idBeneficiary, year } = request.query;
      const printed = await printedIslrCertificate(db, authOf(request), idBeneficiary, year);
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, e.ivaFile, token, async (request, reply) => {
      const file = await ivaFile(db, authOf(request).idClient, request.query);
      return sendFile(reply, { type: 'text/plain; charset=utf-8', filename: file.filename, body: file.text });
    });
    fileRoute(app, e.islrFile, token, async (request, reply) => {
      const file = await islrFile(db, authOf(request).idClient, request.query);
      return sendFile(reply, {
        type: 'application/xml; charset=iso-8859-1',
        filename: file.filename,
        body: file.body,
      });
    });
  };
}

/** `GET /api/online/islrCertificate/verify/{id}`: public, served under the online service. */
export function islrCertificateVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) =>
    route(app, e.verifyIslrCertificate, token, async (request) =>
      ok(await verifiedIslrCertificate(db, request.params.id)),
    );
}
