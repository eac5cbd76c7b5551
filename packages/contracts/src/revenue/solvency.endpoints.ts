import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { rowId } from '../input.ts';
import { solvencyDetail, solvencyDraft, verifiedSolvency } from './solvency.ts';

export const solvencyEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: ['REC-SOL-01', 'REC-CON-01'],
    write: 'REC-SOL-01',
    paths: {
      create: '/solvency/create',
      update: '/solvency/update',
      remove: '/solvency/deleteById/:id',
      post: '/solvency/post/:id',
      annul: '/solvency/annul/:id',
      detail: '/solvency/findById/:id',
      pdf: '/solvency/pdf/:id',
      list: '/solvency/findByIdPeriod/:idPeriod',
    },
    draft: solvencyDraft,
    detail: solvencyDetail,
    list: { filters: { idTaxpayer: rowId.optional() } },
  }),
  /** `GET /api/online/solvency/verify/{id}`, public, for the certificate's QR code. */
  verify: verifyEndpointOf('/solvency/verify/:id', verifiedSolvency),
};
