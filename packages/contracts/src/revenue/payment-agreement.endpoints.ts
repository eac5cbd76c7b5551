import { z } from 'zod';
import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import { pendingObligation } from './obligations.ts';
import { paymentAgreementDetail, paymentAgreementDraft, verifiedAgreement } from './payment-agreement.ts';

export const AGREEMENT_SCREEN = 'REC-CNV-01';

/** Payment agreements on the document kit; the taxpayer's view reads them too. */
export const paymentAgreementEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: [AGREEMENT_SCREEN, 'REC-CON-01'],
    write: AGREEMENT_SCREEN,
    paths: {
      create: '/paymentAgreement/create',
      update: '/paymentAgreement/update',
      remove: '/paymentAgreement/deleteById/:id',
      post: '/paymentAgreement/post/:id',
      annul: '/paymentAgreement/annul/:id',
      detail: '/paymentAgreement/findById/:id',
      pdf: '/paymentAgreement/pdf/:id',
      list: '/paymentAgreement/findByIdPeriod/:idPeriod',
    },
    draft: paymentAgreementDraft,
    detail: paymentAgreementDetail,
    list: {
      filters: { idTaxpayer: rowId.optional() },
      header: paymentAgreementDetail.omit({ debts: true, instalments: true }),
    },
  }),
  /** What the taxpayer owes today that an agreement may take: its periods and fines with an amount. */
  debts: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/paymentAgreement/debts/:idTaxpayer',
    summary: 'Las deudas de un contribuyente que un convenio de pago puede tomar',
    access: access.screen(AGREEMENT_SCREEN),
    params: z.object({ idTaxpayer: rowId }),
    response: z.array(pendingObligation),
  }),
  /** `GET /api/online/paymentAgreement/verify/{id}`, public, for the agreement's QR code. */
  verify: verifyEndpointOf('/paymentAgreement/verify/:id', verifiedAgreement),
};
