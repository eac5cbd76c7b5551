import {
  annulInput,
  BUDGET_REPORTS,
  budgetAccountOption,
  DOCUMENT_STATUSES,
  documentDetail,
  documentDraftInput,
  documentHeader,
  documentUpdateInput,
  integerIn,
  isoDate,
  page,
  pageQuery,
  pendingItem,
  rowId,
  verifiedDocument,
} from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { anyScreen, PUBLIC, screen, type Tenancy } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { PERIOD_ROW } from '../common/index.ts';
import { documentPdf } from './document.pdf.ts';
import {
  budgetAccounts,
  getDocument,
  kindOf,
  listDocuments,
  loadFormData,
  pendingItems,
} from './document.queries.ts';
import { annulDocument, createDraft, deleteDraft, postDocument, updateDraft } from './document.service.ts';
import { verifyDocument } from './verify.service.ts';

const READ = ['PRE-DOC-01', 'PRE-DOC-02', 'PRE-DOC-03'];
/** The form data also fills the document-type filter of the reports that have one. */
const FORM_DATA = [
  ...READ,
  ...BUDGET_REPORTS.filter((r) => r.filters.includes('documentType')).map((r) => r.screen),
];
const WRITE = 'PRE-DOC-02';

/** A document named in the path must be the token's client's (404 otherwise, checked by the hook). */
const documentRow: Tenancy = {
  kind: 'row',
  param: 'id',
  owned: 'select 1 from budget_document where id = $1 and id_client = $2',
  sample: 'select id from budget_document where id_client = $1 limit 1',
};

const listQuery = pageQuery.extend({
  idDocumentType: rowId.optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  idBeneficiary: rowId.optional(),
});

const posted = z.object({ document: documentDetail, warnings: z.array(z.string()) });

export function documentRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['budget'];

    r.get(
      '/document/loadFormData/:idClient/:idPeriod',
      {
        config: anyScreen(FORM_DATA, { kind: 'client-param', param: 'idClient' }),
        schema: {
          tags,
          summary: 'Datos para el formulario de documentos: tipos, fuentes y cuentas con su disponibilidad',
          params: z.object({ idClient: rowId, idPeriod: rowId }),
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: replies(
            z.object({
              period: z.object({
                idPeriod: z.number().int(),
                description: z.string(),
                startDate: z.string(),
                endDate: z.string(),
                expired: z.boolean(),
              }),
              documentTypes: z.array(
                z.object({
                  id: z.number().int(),
                  code: z.number().int(),
                  name: z.string(),
                  kind: z.string(),
                  sourceKinds: z.array(z.string()),
                }),
              ),
              fundingSources: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
              budgetlist: z.array(budgetAccountOption),
            }),
          ),
        },
      },
      async (request) =>
        ok(await loadFormData(db, authOf(request), request.params.idPeriod, request.query.search)),
    );

    r.get(
      '/document/accounts/:idPeriod',
      {
        config: anyScreen(READ, PERIOD_ROW),
        schema: {
          tags,
          summary: 'Cuentas del período con su disponibilidad (búsqueda, 50 como máximo)',
          params: z.object({ idPeriod: rowId }),
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: replies(z.array(budgetAccountOption)),
        },
      },
      async (request) =>
        ok(await budgetAccounts(db, authOf(request).idClient, request.params.idPeriod, request.query.search)),
    );

    r.get(
      '/document/findByIdPeriod/:idPeriod',
      {
        config: anyScreen(READ, PERIOD_ROW),
        schema: {
          tags,
          summary: 'Documentos del período, filtrados y paginados',
          params: z.object({ idPeriod: rowId }),
          querystring: listQuery,
          response: replies(page(documentHeader)),
        },
      },
      async (request) => ok(await listDocuments(db, authOf(request), request.params.idPeriod, request.query)),
    );

    r.get(
      '/processQuery/document/:id',
      {
        config: anyScreen(READ, documentRow),
        schema: {
          tags,
          summary: 'Un documento con sus imputaciones, pendientes tomados y facturas',
          params: z.object({ id: rowId }),
          response: replies(documentDetail),
        },
      },
      async (request) => ok(await getDocument(db, authOf(request).idClient, request.params.id)),
    );

    r.get(
      '/document/pdf/:id',
      {
        config: anyScreen(READ, documentRow),
        schema: {
          tags,
          summary: 'El documento impreso en PDF, con código QR a su verificación pública',
          params: z.object({ id: rowId }),
        },
      },
      async (request, reply) => {
        const { pdf, filename } = await documentPdf(
          db,
          authOf(request).idClient,
          request.params.id,
          config.publicUrl,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          .send(pdf);
      },
    );

    r.get(
      '/document/pending/:idPeriod',
      {
        config: screen(WRITE, PERIOD_ROW),
        schema: {
          tags,
          summary: 'Pendientes que puede tomar un documento del tipo dado (causación, orden de pago, egreso)',
          params: z.object({ idPeriod: rowId }),
          querystring: z.object({
            typeCode: integerIn(1, 99),
            idBeneficiary: rowId.optional(),
          }),
          response: replies(z.array(pendingItem)),
        },
      },
      async (request) =>
        ok(
          await pendingItems(
            db,
            authOf(request).idClient,
            request.params.idPeriod,
            kindOf(request.query.typeCode),
            { idBeneficiary: request.query.idBeneficiary },
          ),
        ),
    );

    r.post(
      '/document/create',
      {
        config: screen(WRITE),
        schema: {
          tags,
          summary: 'Crea un documento en borrador',
          body: documentDraftInput,
          response: replies(documentDetail),
        },
      },
      async (request) => ok(await createDraft(db, authOf(request), request.body), 'Borrador guardado'),
    );

    r.put(
      '/document/update',
      {
        config: screen(WRITE),
        schema: {
          tags,
          summary: 'Modifica un borrador',
          body: documentUpdateInput,
          response: replies(documentDetail),
        },
      },
      async (request) => ok(await updateDraft(db, authOf(request), request.body), 'Borrador guardado'),
    );

    r.delete(
      '/document/deleteById/:id',
      {
        config: screen(WRITE, documentRow),
        schema: {
          tags,
          summary: 'Elimina un borrador (un documento registrado se anula, no se elimina)',
          params: z.object({ id: rowId }),
          response: replies(z.null()),
        },
      },
      async (request) => {
        await deleteDraft(db, authOf(request), request.params.id);
        return ok(null, 'Borrador eliminado');
      },
    );

    r.post(
      '/document/post/:id',
      {
        config: screen(WRITE, documentRow),
        schema: {
          tags,
          summary: 'Registra un borrador: control presupuestario, número y código de verificación',
          params: z.object({ id: rowId }),
          response: replies(posted),
        },
      },
      async (request) => {
        const done = await postDocument(db, authOf(request), request.params.id);
        const number = done.document.numOrder ?? '';
        return ok(
          done,
          done.warnings.length > 0
            ? `Documento ${number} registrado con advertencias: ${done.warnings.join('. ')}`
            : `Documento ${number} registrado`,
        );
      },
    );

    r.post(
      '/document/annul/:id',
      {
        config: screen(WRITE, documentRow),
        schema: {
          tags,
          summary: 'Anula un documento registrado escribiendo su reverso',
          params: z.object({ id: rowId }),
          body: annulInput,
          response: replies(documentDetail),
        },
      },
      async (request) =>
        ok(
          await annulDocument(db, authOf(request), request.params.id, request.body.reason),
          'Documento anulado',
        ),
    );
  };
}

/** The public verification of a printed document: no sign-in, only what the spec lists. */
export function verifyRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/document/verify/:id',
      {
        config: PUBLIC,
        schema: {
          tags: ['online'],
          summary: 'Verificación pública de un documento presupuestario',
          security: [],
          params: z.object({ id: z.string().max(64) }),
          response: replies(verifiedDocument),
        },
      },
      async (request) => ({ result: true as const, data: await verifyDocument(db, request.params.id) }),
    );
  };
}
