import { z } from 'zod';
import { documentEndpointsOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import { cashCloseDetail, cashCloseDraft, cashDaySummary } from './cash-close.ts';

export const cashCloseEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: ['REC-REP-01', 'REC-CAJ-01'],
    write: 'REC-REP-01',
    paths: {
      create: '/cashClose/create',
      update: '/cashClose/update',
      remove: '/cashClose/deleteById/:id',
      post: '/cashClose/post/:id',
      annul: '/cashClose/annul/:id',
      detail: '/cashClose/findById/:id',
      pdf: '/cashClose/pdf/:id',
      list: '/cashClose/findByIdPeriod/:idPeriod',
    },
    draft: cashCloseDraft,
    detail: cashCloseDetail,
    list: { filters: { idCashBox: rowId.optional() } },
  }),
  /** What the day's receipts add up to so far: the close's figures before it is posted. */
  preview: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/cashClose/preview/:idCashBoxDay',
    summary: 'Lo que suman los recibos de un día de caja, antes de cerrarlo',
    access: access.anyScreen(['REC-REP-01', 'REC-CAJ-01']),
    params: z.object({ idCashBoxDay: rowId }),
    response: cashDaySummary,
  }),
};
