import { z } from 'zod';
import { documentEndpointsOf, verifyEndpointOf } from '../../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../../endpoint.ts';
import { integerIn, rowId } from '../../input.ts';
import {
  budgetAccountOption,
  DOCUMENT_KINDS,
  documentDetail,
  documentDraftInput,
  documentHeader,
  pendingItem,
  verifiedDocument,
} from './document.ts';

/** Reading documents: the list, the form, the view. */
export const DOCUMENT_READ = ['PRE-DOC-01', 'PRE-DOC-02', 'PRE-DOC-03'];
/** Writing them: drafts, posting, annulling. */
export const DOCUMENT_WRITE = 'PRE-DOC-02';

const byPeriod = z.object({ idPeriod: rowId });
const accountSearch = z.object({ search: z.string().trim().max(100).optional() });

export const documentTypeOption = z.object({
  id: z.number().int(),
  code: z.number().int(),
  name: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  sourceKinds: z.array(z.enum(DOCUMENT_KINDS)),
});

export const documentFormData = z.object({
  period: z.object({
    idPeriod: z.number().int(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    expired: z.boolean(),
    closed: z.boolean(),
  }),
  documentTypes: z.array(documentTypeOption),
  fundingSources: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  budgetlist: z.array(budgetAccountOption),
});
export type DocumentFormData = z.infer<typeof documentFormData>;

/** The budget's own list filters, beside the kit's (search, status, dates). */
export const documentListFilters = {
  idDocumentType: rowId.optional(),
  idBeneficiary: rowId.optional(),
};

/** The budget documents' endpoints, under /api/budget (verification: /api/online), spec paths. */
export const documentEndpoints = {
  ...documentEndpointsOf({
    service: 'budget',
    read: DOCUMENT_READ,
    write: DOCUMENT_WRITE,
    paths: {
      create: '/document/create',
      update: '/document/update',
      remove: '/document/deleteById/:id',
      post: '/document/post/:id',
      annul: '/document/annul/:id',
      detail: '/processQuery/document/:id',
      pdf: '/document/pdf/:id',
      list: '/document/findByIdPeriod/:idPeriod',
    },
    draft: documentDraftInput,
    detail: documentDetail,
    list: { filters: documentListFilters, header: documentHeader },
  }),
  verify: verifyEndpointOf('/document/verify/:id', verifiedDocument),
  formData: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/loadFormData/:idClient/:idPeriod',
    summary: 'Datos para el formulario de documentos: tipos, fuentes y cuentas con su disponibilidad',
    access: access.anyScreen(DOCUMENT_READ),
    params: z.object({ idClient: rowId, idPeriod: rowId }),
    query: accountSearch,
    response: documentFormData,
  }),
  accounts: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/accounts/:idPeriod',
    summary: 'Cuentas del período con su disponibilidad (búsqueda, 50 como máximo)',
    access: access.anyScreen(DOCUMENT_READ),
    params: byPeriod,
    query: accountSearch,
    response: z.array(budgetAccountOption),
  }),
  pending: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/pending/:idPeriod',
    summary: 'Pendientes que puede tomar un documento del tipo dado (causación, orden de pago, egreso)',
    access: access.screen(DOCUMENT_WRITE),
    params: byPeriod,
    query: z.object({ typeCode: integerIn(1, 99), idBeneficiary: rowId.optional() }),
    response: z.array(pendingItem),
  }),
};
