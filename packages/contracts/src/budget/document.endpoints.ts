import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { integerIn, isoDate, rowId } from '../input.ts';
import { BUDGET_REPORTS } from '../reports/budget-reports.ts';
import {
  annulInput,
  budgetAccountOption,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  documentDetail,
  documentDraftInput,
  documentHeader,
  documentUpdateInput,
  pendingItem,
  verifiedDocument,
} from './document.ts';

/** Reading documents: the list, the form, the view. */
export const DOCUMENT_READ = ['PRE-DOC-01', 'PRE-DOC-02', 'PRE-DOC-03'];
/** Writing them: drafts, posting, annulling. */
export const DOCUMENT_WRITE = 'PRE-DOC-02';

const byId = z.object({ id: rowId });
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
  }),
  documentTypes: z.array(documentTypeOption),
  fundingSources: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  budgetlist: z.array(budgetAccountOption),
});
export type DocumentFormData = z.infer<typeof documentFormData>;

export const documentListQuery = pageQuery.extend({
  idDocumentType: rowId.optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  idBeneficiary: rowId.optional(),
});

/** The budget documents' endpoints, under /api/budget (verification: /api/online), spec paths. */
export const documentEndpoints = {
  formData: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/loadFormData/:idClient/:idPeriod',
    summary: 'Datos para el formulario de documentos: tipos, fuentes y cuentas con su disponibilidad',
    // The form data also fills the document-type filter of the reports that have one.
    access: access.anyScreen([
      ...DOCUMENT_READ,
      ...BUDGET_REPORTS.filter((r) => r.filters.includes('documentType')).map((r) => r.screen),
    ]),
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
  list: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/findByIdPeriod/:idPeriod',
    summary: 'Documentos del período, filtrados y paginados',
    access: access.anyScreen(DOCUMENT_READ),
    params: byPeriod,
    query: documentListQuery,
    response: page(documentHeader),
  }),
  detail: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/processQuery/document/:id',
    summary: 'Un documento con sus imputaciones, pendientes tomados y facturas',
    access: access.anyScreen(DOCUMENT_READ),
    params: byId,
    response: documentDetail,
  }),
  pdf: defineEndpoint({
    method: 'GET',
    service: 'budget',
    path: '/document/pdf/:id',
    summary: 'El documento impreso en PDF, con código QR a su verificación pública',
    access: access.anyScreen(DOCUMENT_READ),
    params: byId,
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
  create: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/document/create',
    summary: 'Crea un documento en borrador',
    access: access.screen(DOCUMENT_WRITE),
    body: documentDraftInput,
    response: documentDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    service: 'budget',
    path: '/document/update',
    summary: 'Modifica un borrador',
    access: access.screen(DOCUMENT_WRITE),
    body: documentUpdateInput,
    response: documentDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    service: 'budget',
    path: '/document/deleteById/:id',
    summary: 'Elimina un borrador (un documento registrado se anula, no se elimina)',
    access: access.screen(DOCUMENT_WRITE),
    params: byId,
    response: z.null(),
  }),
  post: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/document/post/:id',
    summary: 'Registra un borrador: control presupuestario, número y código de verificación',
    access: access.screen(DOCUMENT_WRITE),
    params: byId,
    response: z.object({ document: documentDetail, warnings: z.array(z.string()) }),
  }),
  annul: defineEndpoint({
    method: 'POST',
    service: 'budget',
    path: '/document/annul/:id',
    summary: 'Anula un documento registrado escribiendo su reverso',
    access: access.screen(DOCUMENT_WRITE),
    params: byId,
    body: annulInput,
    response: documentDetail,
  }),
  verify: defineEndpoint({
    method: 'GET',
    service: 'online',
    path: '/document/verify/:id',
    summary: 'Verificación pública de un documento presupuestario',
    access: access.public,
    params: z.object({ id: z.string().max(64) }),
    response: verifiedDocument,
  }),
};
