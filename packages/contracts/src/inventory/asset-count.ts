import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { rowId } from '../input.ts';

/**
 * A physical count of a work unit: the assets the inventory says are there, ticked or scanned as they
 * are found; what was expected and not found is missing (a disincorporation 60 to investigate), what
 * was found and belongs elsewhere is misplaced (a transfer to this unit). Closing it writes both as
 * drafts, for the officer to review and post.
 */
export const countItem = z.object({
  idAsset: z.number(),
  number: z.string(),
  description: z.string(),
  classification: z.string(),
  value: z.string(),
  /** Where the inventory has it (for a misplaced one, another unit). */
  unit: z.string(),
  found: z.boolean(),
});
export type CountItem = z.infer<typeof countItem>;

export const countHeader = z.object({
  id: z.number(),
  idWorkUnit: z.number(),
  workUnitName: z.string(),
  status: z.enum(['open', 'closed']),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  expected: z.number(),
  found: z.number(),
  missing: z.number(),
  misplaced: z.number(),
  /** The drafts closing wrote: the transfer of the misplaced assets and the disincorporation of the missing. */
  idTransfer: z.number().nullable(),
  idDisincorporation: z.number().nullable(),
});

export const countDetail = countHeader.extend({
  foundItems: z.array(countItem),
  missingItems: z.array(countItem),
  misplacedItems: z.array(countItem),
});
export type CountDetail = z.infer<typeof countDetail>;

/** What a scan or a tick answers: the asset and what it is to this count. */
export const scanResult = z.object({
  item: countItem,
  outcome: z.enum(['found', 'again', 'misplaced']),
  message: z.string(),
});

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

/**
 * The asset number a scan names: the label's QR code is a link ending in `?numero=<number>`; a
 * handheld reader or a person may also give the number alone.
 */
export function scannedNumber(code: string): string {
  const text = code.trim();
  const match = /[?&]numero=([^&#\s]+)/.exec(text);
  if (!match?.[1]) return text;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
