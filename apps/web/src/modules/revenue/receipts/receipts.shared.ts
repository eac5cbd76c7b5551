import { receiptEndpoints } from '@erario/contracts';

/** Recibos: where its screens are and the queries a save refreshes. */
export const WRITE = 'REC-REC-02';
export const FORM_PATH = '/pages/add-recibo';
export const QUERY_KEYS = ['receipts', 'receipt', 'receipt-form', 'taxpayer-statement'];

/** Where a receipt is listed, viewed, written and verified, from the screen it was opened on. */
export function pathsFrom(base: string) {
  return {
    list: base,
    create: FORM_PATH,
    edit: (id: number) => `${FORM_PATH}?editar=${id}`,
    view: (id: number) => `${base}?id=${id}`,
    verify: (verifyId: string) => `/receipt/verify/${verifyId}`,
  };
}

export type ReceiptPaths = ReturnType<typeof pathsFrom>;

/** The receipts as the kit's list, view and form take them, from the screen they were opened on: spread on each. */
export const receiptFamily = (paths: ReceiptPaths) => ({
  endpoints: receiptEndpoints,
  writeScreen: WRITE,
  paths,
  queryKeys: QUERY_KEYS,
});
