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
  /** A posted close as a spreadsheet: its figures and each of its tables, as the printout has them. */
  xlsx: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/cashClose/xlsx/:id',
    summary: 'El cierre diario en XLSX',
    access: access.anyScreen(['REC-REP-01', 'REC-CAJ-01']),
    params: z.object({ id: rowId }),
    files: ['xlsx'],
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
