import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { rowId } from '../input.ts';
import { fineDetail, fineDraft, verifiedFine } from './fine.ts';

export const FINE_SCREEN = 'REC-MUL-01';

/** Fines on the document kit: imposed, numbered, printed with their QR, annulled by reversal. */
export const fineEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: [FINE_SCREEN, 'REC-CON-01'],
    write: FINE_SCREEN,
    paths: {
      create: '/fine/create',
      update: '/fine/update',
      remove: '/fine/deleteById/:id',
      post: '/fine/post/:id',
      annul: '/fine/annul/:id',
      detail: '/fine/findById/:id',
      pdf: '/fine/pdf/:id',
      list: '/fine/findByIdPeriod/:idPeriod',
    },
    draft: fineDraft,
    detail: fineDetail,
    list: {
      filters: { idTaxpayer: rowId.optional(), idFineType: rowId.optional() },
      header: fineDetail,
    },
  }),
  /** `GET /api/online/fine/verify/{id}`, public, for the fine's QR code. */
  verify: verifyEndpointOf('/fine/verify/:id', verifiedFine),
};
