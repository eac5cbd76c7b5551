import { documentEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/access/access.hook.ts';
import type { Tenancy } from '../../platform/access/access.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
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

const TOKEN: Tenancy = { kind: 'token' };

/** A document named in the path must be the token's client's (404 otherwise, checked by the hook). */
const documentRow: Tenancy = {
  kind: 'row',
  param: 'id',
  owned: 'select 1 from budget_document where id = $1 and id_client = $2',
  sample: 'select id from budget_document where id_client = $1 limit 1',
};

/** The budget documents' endpoints, as declared in contracts (`documentEndpoints`). */
export function documentRoutes({ db, config }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.formData, { kind: 'client-param', param: 'idClient' }, async (request) =>
      ok(await loadFormData(db, authOf(request), request.params.idPeriod, request.query.search)),
    );
    route(app, e.accounts, PERIOD_ROW, async (request) =>
      ok(await budgetAccounts(db, authOf(request).idClient, request.params.idPeriod, request.query.search)),
    );
    route(app, e.list, PERIOD_ROW, async (request) =>
      ok(await listDocuments(db, authOf(request), request.params.idPeriod, request.query)),
    );
    route(app, e.detail, documentRow, async (request) =>
      ok(await getDocument(db, authOf(request).idClient, request.params.id)),
    );
    route(app, e.pdf, documentRow, async (request, reply) => {
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
    });
    route(app, e.pending, PERIOD_ROW, async (request) =>
      ok(
        await pendingItems(
          db,
          authOf(request).idClient,
          request.params.idPeriod,
          kindOf(request.query.typeCode),
          {
            idBeneficiary: request.query.idBeneficiary,
          },
        ),
      ),
    );
    route(app, e.create, TOKEN, async (request) =>
      ok(await createDraft(db, authOf(request), request.body), 'Borrador guardado'),
    );
    route(app, e.update, TOKEN, async (request) =>
      ok(await updateDraft(db, authOf(request), request.body), 'Borrador guardado'),
    );
    route(app, e.remove, documentRow, async (request) => {
      await deleteDraft(db, authOf(request), request.params.id);
      return ok(null, 'Borrador eliminado');
    });
    route(app, e.post, documentRow, async (request) => {
      const done = await postDocument(db, authOf(request), request.params.id);
      const number = done.document.numOrder ?? '';
      return ok(
        done,
        done.warnings.length > 0
          ? `Documento ${number} registrado con advertencias: ${done.warnings.join('. ')}`
          : `Documento ${number} registrado`,
      );
    });
    route(app, e.annul, documentRow, async (request) =>
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
    route(app, e.verify, TOKEN, async (request) => ok(await verifyDocument(db, request.params.id)));
  };
}
