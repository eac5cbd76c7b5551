import { payslipEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { sendPrinted } from '../../../platform/documents/document-pdf.ts';
import { documentTenancy } from '../../../platform/documents/document-routes.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendFile, sendPdf } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { bankFile } from './bank-file.ts';
import { printedEmploymentCertificate, verifiedEmploymentCertificate } from './employment-certificate.ts';
import { myEmployeeId, myPayslipPdf, myPayslips, runPayslipsPdf } from './payslip.service.ts';
import { printedWorkerArc, verifiedWorkerArc } from './worker-arc.ts';

/** Payslips, each employee's own and the office's, the annual ISLR certificate, and the run's bank payment file. */
export function payslipRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const run = documentTenancy('payroll_run');
    route(app, payslipEndpoints.mine, { kind: 'token' }, async (request) =>
      ok(await myPayslips(db, authOf(request))),
    );
    fileRoute(app, payslipEndpoints.minePdf, { kind: 'token' }, async (request, reply) => {
      const pdf = await myPayslipPdf(db, authOf(request), request.params.idRun);
      return sendPdf(reply, 'Recibo de pago.pdf', pdf);
    });
    fileRoute(app, payslipEndpoints.runPdf, run, async (request, reply) => {
      const pdf = await runPayslipsPdf(
        db,
        authOf(request).idClient,
        request.params.id,
        request.query.idEmployee,
      );
      return sendPdf(reply, 'Recibos de pago.pdf', pdf);
    });
    fileRoute(app, payslipEndpoints.mineArc, { kind: 'token' }, async (request, reply) => {
      const auth = authOf(request);
      const printed = await printedWorkerArc(db, auth, await myEmployeeId(db, auth), request.params.year);
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, payslipEndpoints.arc, { kind: 'token' }, async (request, reply) => {
      const printed = await printedWorkerArc(
        db,
        authOf(request),
        request.query.idEmployee,
        request.query.year,
      );
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, payslipEndpoints.mineCertificate, { kind: 'token' }, async (request, reply) => {
      const auth = authOf(request);
      const printed = await printedEmploymentCertificate(db, auth, await myEmployeeId(db, auth));
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, payslipEndpoints.certificate, { kind: 'token' }, async (request, reply) => {
      const printed = await printedEmploymentCertificate(db, authOf(request), request.query.idEmployee);
      return sendPrinted(reply, db, config.publicUrl, printed);
    });
    fileRoute(app, payslipEndpoints.bankFile, run, async (request, reply) => {
      const file = await bankFile(
        db,
        authOf(request).idClient,
        request.params.id,
        request.query.idBankAccount,
      );
      return sendFile(reply, { type: 'text/plain; charset=utf-8', filename: file.filename, body: file.body });
    });
  };
}

/**
 * `GET /api/online/workerArc/verify/{id}` and `/employmentCertificate/verify/{id}`: public, served
 * under the online service.
 */
export function workerArcVerifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, payslipEndpoints.verifyArc, { kind: 'token' }, async (request) =>
      ok(await verifiedWorkerArc(db, request.params.id)),
    );
    route(app, payslipEndpoints.verifyCertificate, { kind: 'token' }, async (request) =>
      ok(await verifiedEmploymentCertificate(db, request.params.id)),
    );
  };
}
