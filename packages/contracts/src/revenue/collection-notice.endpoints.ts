import { z } from 'zod';
import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import {
  collectionNoticeDetail,
  collectionNoticeDraft,
  NOTICE_BATCH_CHUNK,
  noticeBatch,
  noticeBatchRequest,
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
  /**
   * `POST /api/collection/collectionNotice/batch`: starts a batch from the arrears report's filters
   * (who owes past due today); the notices are issued by `batchNext`, a chunk per request.
   */
  batch: defineEndpoint({
    method: 'POST',
    service: 'collection',
    path: '/collectionNotice/batch',
    summary: 'Prepara un lote de avisos de cobro a los morosos de hoy',
    access: access.screen(NOTICE_SCREEN),
    body: noticeBatchRequest,
    response: noticeBatch,
  }),
  /** `POST /api/collection/collectionNotice/batch/{id}/next`: issues the next chunk of a batch. */
  batchNext: defineEndpoint({
    method: 'POST',
    service: 'collection',
    path: '/collectionNotice/batch/:id/next',
    summary: 'Emite los avisos de cobro del siguiente tramo de un lote',
    access: access.screen(NOTICE_SCREEN),
    params: z.object({ id: rowId }),
    /** How many taxpayers to take (fewer on a slow line): at most `NOTICE_BATCH_CHUNK`. */
    query: z.object({
      size: z.coerce.number().int().min(1).max(NOTICE_BATCH_CHUNK).default(NOTICE_BATCH_CHUNK),
    }),
    response: noticeBatch,
  }),
  /** `GET /api/collection/collectionNotice/batch/{id}/pdf?part=N`: a part of a batch's notices, one per page. */
  batchPdf: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/collectionNotice/batch/:id/pdf',
    summary: 'Los avisos de cobro de un lote, en partes, uno por página, en PDF',
    access: access.anyScreen([NOTICE_SCREEN, 'REC-CON-01']),
    params: z.object({ id: rowId }),
    query: z.object({ part: z.coerce.number().int().min(1).max(10_000).default(1) }),
    files: ['pdf'],
  }),
  /** `GET /api/online/collectionNotice/verify/{id}`, public, for the notice's QR code. */
  verify: verifyEndpointOf('/collectionNotice/verify/:id', verifiedCollectionNotice),
};
