import { z } from 'zod';
import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import {
  collectionNoticeDetail,
  collectionNoticeDraft,
  noticeDelivery,
  verifiedCollectionNotice,
} from './collection-notice.ts';

export const NOTICE_SCREEN = 'REC-AVI-01';

export const collectionNoticeEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: [NOTICE_SCREEN, 'REC-CON-01'],
    write: NOTICE_SCREEN,
    paths: {
      create: '/collectionNotice/create',
      update: '/collectionNotice/update',
      remove: '/collectionNotice/deleteById/:id',
      post: '/collectionNotice/post/:id',
      annul: '/collectionNotice/annul/:id',
      detail: '/collectionNotice/findById/:id',
      pdf: '/collectionNotice/pdf/:id',
      list: '/collectionNotice/findByIdPeriod/:idPeriod',
    },
    draft: collectionNoticeDraft,
    detail: collectionNoticeDetail,
    list: {
      filters: { idTaxpayer: rowId.optional() },
      header: collectionNoticeDetail.omit({ lines: true }),
    },
  }),
  /** `POST /api/collection/collectionNotice/delivered/{id}`: when an issued notice reached the taxpayer. */
  delivered: defineEndpoint({
    method: 'POST',
    service: 'collection',
    path: '/collectionNotice/delivered/:id',
    summary: 'Registra cuándo se entregó un aviso de cobro',
    access: access.screen(NOTICE_SCREEN),
    params: z.object({ id: rowId }),
    body: noticeDelivery,
    response: collectionNoticeDetail,
  }),
  /** `GET /api/online/collectionNotice/verify/{id}`, public, for the notice's QR code. */
  verify: verifyEndpointOf('/collectionNotice/verify/:id', verifiedCollectionNotice),
};
