import { paymentAgreementEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { documentRoutes, verifyRoute } from '../../../platform/documents/document-routes.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { printedAgreement } from './agreement.pdf.ts';
import { listAgreements, readAgreement, showVerifiedAgreement } from './agreement.queries.ts';
import { agreeableDebts, paymentAgreements } from './agreement.service.ts';

/** The payment agreements: the kit's lifecycle, their list and printout, and the debts one may take. */
export function agreementRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const { verify: _verify, debts, ...lifecycleEndpoints } = paymentAgreementEndpoints;
    route(app, debts, ownedRow('taxpayer', 'idTaxpayer'), async (request) => {
      const auth = authOf(request);
      return ok(await agreeableDebts(db, auth, request.params.idTaxpayer));
    });
    documentRoutes(app, {
      db,
      table: 'payment_agreement',
      endpoints: lifecycleEndpoints,
      lifecycle: paymentAgreements,
      read: readAgreement,
      list: listAgreements,
      publicUrl: config.publicUrl,
      print: printedAgreement,
    });
  };
}

/** `GET /api/online/paymentAgreement/verify/{id}`: public, served under the online service. */
export function agreementVerifyRoutes({ db, clock }: Platform) {
  return async (app: FastifyInstance) =>
    verifyRoute(app, {
      db,
      endpoint: paymentAgreementEndpoints.verify,
      lifecycle: paymentAgreements,
      show: (db, found) => showVerifiedAgreement(db, found, clock.now()),
    });
}
