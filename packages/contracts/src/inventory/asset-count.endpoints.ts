import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { rowId } from '../input.ts';
import { countDetail, countHeader, scanResult } from './asset-count.ts';

const READ = access.screen('INV-CNT-01');

export const countEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/assetCount/findAll',
    summary: 'Inventarios físicos de la institución',
    access: READ,
    query: pageQuery.extend({ idWorkUnit: rowId.optional() }),
    response: page(countHeader),
  }),
  detail: defineEndpoint({
    method: 'GET',
    service: 'inventory',
    path: '/assetCount/findById/:id',
    summary: 'Un inventario físico: encontrados, faltantes y sobrantes',
    access: READ,
    params: z.object({ id: rowId }),
    response: countDetail,
  }),
  start: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/assetCount/start',
    summary: 'Abre el inventario físico de una unidad de trabajo con los bienes que debe tener',
    access: READ,
    body: z.object({ idWorkUnit: rowId }),
    response: countDetail,
  }),
  scan: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/assetCount/scan/:id',
    summary: 'Marca un bien encontrado, por su número o por el código QR de su etiqueta',
    access: READ,
    params: z.object({ id: rowId }),
    body: z.object({ code: z.string().trim().min(1, 'Lea o escriba el número del bien').max(300) }),
    response: scanResult,
  }),
  unmark: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/assetCount/unmark/:id',
    summary: 'Desmarca un bien marcado por error',
    access: READ,
    params: z.object({ id: rowId }),
    body: z.object({ idAsset: rowId }),
    response: z.null(),
  }),
  close: defineEndpoint({
    method: 'POST',
    service: 'inventory',
    path: '/assetCount/close/:id',
    summary:
      'Cierra el inventario físico y deja en borrador el traspaso de los sobrantes y la desincorporación de los faltantes',
    access: READ,
    params: z.object({ id: rowId }),
    response: countDetail,
  }),
};
