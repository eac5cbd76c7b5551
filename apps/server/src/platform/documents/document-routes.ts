import type {
  DocumentStatus,
  documentEndpointsOf,
  documentListBase,
  Endpoint,
  verifyEndpointOf,
} from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { authOf } from '../access/access.hook.ts';
import { ownedRow, type Tenancy } from '../access/access.ts';
import type { AuthContext } from '../access/token.ts';
import type { Db } from '../db/database.ts';
import { fileRoute, route } from '../http/endpoint.ts';
import { ok } from '../http/replies.ts';
import { PERIOD_ROW, periodName } from '../periods/period.ts';
import { type PrintedContent, sendPrinted } from './document-pdf.ts';
import type { DocumentLifecycle, Verified } from './lifecycle.ts';

type DraftSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The kit is generic over a family's schemas, which TypeScript cannot resolve through the endpoint
 * types inside it; the functions below are typed at their signatures and register loosely.
 */
const serve = route as unknown as (
  app: FastifyInstance,
  endpoint: Endpoint,
  tenancy: Tenancy,
  // biome-ignore lint/suspicious/noExplicitAny: see above
  handler: (request: any) => Promise<unknown>,
) => void;
type DocumentEndpoints<
  D extends DraftSchema,
  T extends z.ZodType,
  F extends z.ZodRawShape,
  H extends z.ZodType,
> = ReturnType<typeof documentEndpointsOf<D, T, F, H>>;
type ListQuery<F extends z.ZodRawShape> = z.output<ReturnType<typeof documentListBase.extend<F>>>;

/** What a family's printout is given beside its document: where it is and the period's name. */
export interface PrintContext {
  db: Db;
  idClient: number;
  period: string;
}

/** A route naming a family's document by `:id` reaches only the token's client's (404 otherwise). */
export function documentTenancy(table: string): Tenancy {
  return ownedRow(table);
}

/**
 * Serves a family's lifecycle endpoints (declared with `documentEndpointsOf`) on the plugin of
 * their service: each runs the kit's lifecycle and answers the document as the family reads it;
 * the printout is the family's content on the kit's frame (`sendPrinted`).
 */
export function documentRoutes<
  D extends DraftSchema,
  T extends z.ZodType<{ idPeriod: number; status: DocumentStatus; idReverses: number | null }>,
  F extends z.ZodRawShape = Record<never, never>,
  H extends z.ZodType = T,
>(
  app: FastifyInstance,
  family: {
    db: Db;
    table: string;
    endpoints: DocumentEndpoints<D, T, F, H>;
    lifecycle: DocumentLifecycle<z.output<D> & { idPeriod: number }>;
    /** One document as the family reads it; `auth` gives the day, for a family whose state depends on it. */
    read(db: Db, idClient: number, id: number, auth: AuthContext): Promise<z.output<T>>;
    /** A page of the period's documents (the period is the caller's: the kit checks it). */
    list(
      db: Db,
      auth: AuthContext,
      idPeriod: number,
      query: ListQuery<F>,
    ): Promise<{ rows: z.output<H>[]; total: number; page: number; size: number }>;
    /**
     * What the printout shows of the document the kit has read; the kit adds the institution, the
     * period, the state and whether it is a reversal.
     */
    print(document: z.output<T>, context: PrintContext): PrintedContent | Promise<PrintedContent>;
    /** Where the public verification is reached from a QR code. */
    publicUrl: string;
  },
): void {
  const { db, endpoints: e, lifecycle, read } = family;
  const row = documentTenancy(family.table);
  const token: Tenancy = { kind: 'token' };
  type Draft = z.output<D> & { idPeriod: number };

  serve(app, e.detail, row, async (request) => {
    const auth = authOf(request);
    return ok(await read(db, auth.idClient, request.params.id, auth));
  });
  // Lists read where reports do: the replica once it has caught up (platform/db/replica.ts).
  serve(app, e.list, PERIOD_ROW, async (request) =>
    ok(
      await app.platform.reads.read((from) =>
        family.list(from, authOf(request), request.params.idPeriod, request.query),
      ),
    ),
  );
  fileRoute(app, e.pdf, row, async (request, reply) => {
    const auth = authOf(request);
    const { idClient } = auth;
    const document = await read(db, idClient, request.params.id, auth);
    const period = await periodName(db, document.idPeriod);
    const content = await family.print(document, { db, idClient, period });
    return sendPrinted(reply, db, family.publicUrl, {
      ...content,
      idClient,
      period,
      status: document.status,
      isReversal: document.idReverses !== null,
    });
  });
  serve(app, e.create, token, async (request) => {
    const auth = authOf(request);
    const id = await lifecycle.createDraft(db, auth, request.body as Draft);
    return ok(await read(db, auth.idClient, id, auth), 'Borrador guardado');
  });
  serve(app, e.update, token, async (request) => {
    const auth = authOf(request);
    const { id, version, ...draft } = request.body as Draft & { id: number; version: number };
    await lifecycle.updateDraft(db, auth, id, version, draft as Draft);
    return ok(await read(db, auth.idClient, id, auth), 'Borrador guardado');
  });
  serve(app, e.remove, row, async (request) => {
    await lifecycle.deleteDraft(db, authOf(request), request.params.id);
    return ok(null, 'Borrador eliminado');
  });
  serve(app, e.post, row, async (request) => {
    const auth = authOf(request);
    const { numberText, warnings } = await lifecycle.post(db, auth, request.params.id);
    const document = await read(db, auth.idClient, request.params.id, auth);
    return ok(
      { document, warnings },
      warnings.length > 0
        ? `Documento ${numberText} registrado con advertencias: ${warnings.join('. ')}`
        : `Documento ${numberText} registrado`,
    );
  });
  serve(app, e.annul, row, async (request) => {
    const auth = authOf(request);
    await lifecycle.annul(db, auth, request.params.id, request.body.reason);
    return ok(await read(db, auth.idClient, request.params.id, auth), 'Documento anulado');
  });
}

/** Serves a family's public verification: the kit finds the posted document, the family shows it. */
export function verifyRoute<V extends z.ZodType>(
  app: FastifyInstance,
  family: {
    db: Db;
    endpoint: ReturnType<typeof verifyEndpointOf<V>>;
    lifecycle: Pick<DocumentLifecycle<{ idPeriod: number }>, 'verify'>;
    show(db: Db, found: Verified & { verifyId: string }): Promise<z.output<V>>;
  },
): void {
  const { db, lifecycle, show } = family;
  serve(app, family.endpoint, { kind: 'token' }, async (request) => {
    const found = await lifecycle.verify(db, request.params.id);
    return ok(await show(db, { ...found, verifyId: request.params.id }));
  });
}
