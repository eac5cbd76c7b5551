import { payslipEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { documentTenancy } from '../../../platform/documents/document-routes.ts';
import { fileRoute, route } from '../../../platform/http/endpoint.ts';
import { ok, sendFile, sendPdf } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { bankFile } from './bank-file.ts';
import { myPayslipPdf, myPayslips, runPayslipsPdf } from './payslip.service.ts';

/** Payslips, each employee's own and the office's, and the run's bank payment file. */
export function payslipRoutes({ db }: Platform) {
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
    fileRoute(app, payslipEndpoints.bankFile, run, async (request, reply) => {
      const file = await bankFile(db, authOf(request).idClient, request.params.id);
      return sendFile(reply, { type: 'text/plain; charset=utf-8', filename: file.filename, body: file.body });
    });
  };
}
