import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { isoDate, rowId, versionNumber } from '../input.ts';
import type { ServiceName } from '../services.ts';

/** Where every document is in its life: a draft, posted (numbered, in force), or annulled by a reversal. */
export const DOCUMENT_STATUSES = ['draft', 'posted', 'annulled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/**
 * The fields a kit family's detail opens with, as the kit's table holds them: which row, in which
 * period, in what state, and its number once posted.
 */
export const documentOpening = {
  id: z.number(),
  idPeriod: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  numberText: z.string().nullable(),
};

/** And those it closes with: the reversal that annulled it (or that it annuls), why, and its version. */
export const documentClosing = {
  idReverses: z.number().nullable(),
  idReversal: z.number().nullable(),
  annulledAt: z.string().nullable(),
  annulReason: z.string().nullable(),
  version: z.number(),
};

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Borrador',
  posted: 'Registrado',
  annulled: 'Anulado',
};

/** Why a posted document is annulled: every family asks for it the same way. */
export const annulInput = z.object({
  reason: z.string().trim().min(5, 'Explique el motivo de la anulación (al menos 5 caracteres)').max(500),
});

const byId = z.object({ id: rowId });

/**
 * What every family's list is filtered by: a page, a text search (number, description…), the
 * status and the dates; a family adds its own filters (its type, its beneficiary).
 */
export const documentListBase = pageQuery.extend({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
/** An update names the draft and the version it was read at. */
type Versioned = { id: number; version: number };

/** Where a family's lifecycle endpoints live: the spec fixes some paths, so each family names its own. */
export interface DocumentPaths {
  create: string;
  update: string;
  /** These name the document as `:id`. */
  remove: string;
  post: string;
  annul: string;
  detail: string;
  pdf: string;
  /** The documents of a period: names it as `:idPeriod`. */
  list: string;
}

/**
 * The lifecycle endpoints of a document family, declared from its schemas: create and update a
 * draft (the update names the id and the version it read), delete a draft, post, annul with a
 * reason, read one, print one (a PDF with its QR code to the public verification). Readers hold
 * any of `read`; writers hold `write`.
 */
export function documentEndpointsOf<
  Draft extends z.ZodObject<z.ZodRawShape>,
  Detail extends z.ZodType,
  Filters extends z.ZodRawShape = Record<never, never>,
  Header extends z.ZodType = Detail,
>(family: {
  service: ServiceName;
  read: string[];
  write: string;
  paths: DocumentPaths;
  draft: Draft;
  detail: Detail;
  /** The list: each row as `header` (the detail when absent), filtered by `filters` beside the base. */
  list?: { filters?: Filters; header?: Header };
}) {
  const { service, paths } = family;
  const write = access.screen(family.write);
  return {
    create: defineEndpoint({
      method: 'POST',
      service,
      path: paths.create,
      summary: 'Crea un documento en borrador',
      access: write,
      body: family.draft,
      response: family.detail,
    }),
    update: defineEndpoint({
      method: 'PUT',
      service,
      path: paths.update,
      summary: 'Modifica un borrador',
      access: write,
      body: family.draft.extend({ id: rowId, version: versionNumber }) as unknown as z.ZodType<
        z.output<Draft> & Versioned,
        z.input<Draft> & Versioned
      >,
      response: family.detail,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      service,
      path: paths.remove,
      summary: 'Elimina un borrador (un documento registrado se anula, no se elimina)',
      access: write,
      params: byId,
      response: z.null(),
    }),
    post: defineEndpoint({
      method: 'POST',
      service,
      path: paths.post,
      summary: 'Registra un borrador: sus reglas, su número y su código de verificación',
      access: write,
      params: byId,
      response: z.object({ document: family.detail, warnings: z.array(z.string()) }),
    }),
    annul: defineEndpoint({
      method: 'POST',
      service,
      path: paths.annul,
      summary: 'Anula un documento registrado escribiendo su reverso',
      access: write,
      params: byId,
      body: annulInput,
      response: family.detail,
    }),
    detail: defineEndpoint({
      method: 'GET',
      service,
      path: paths.detail,
      summary: 'Un documento con todo su contenido',
      access: access.anyScreen(family.read),
      params: byId,
      response: family.detail,
    }),
    list: defineEndpoint({
      method: 'GET',
      service,
      path: paths.list,
      summary: 'Documentos del período, filtrados y paginados',
      access: access.anyScreen(family.read),
      params: z.object({ idPeriod: rowId }),
      query: documentListBase.extend(family.list?.filters ?? ({} as Filters)),
      response: page((family.list?.header ?? family.detail) as Header),
    }),
    pdf: defineEndpoint({
      method: 'GET',
      service,
      path: paths.pdf,
      summary: 'El documento impreso en PDF, con código QR a su verificación pública',
      access: access.anyScreen(family.read),
      params: byId,
      files: ['pdf'],
    }),
  };
}

/** The public verification of a printed document, reached from its QR code: no sign-in. */
export function verifyEndpointOf<Verified extends z.ZodType>(path: string, verified: Verified) {
  return defineEndpoint({
    method: 'GET',
    service: 'online',
    path,
    summary: 'Verificación pública de un documento impreso',
    access: access.public,
    params: z.object({ id: z.string().max(64) }),
    response: verified,
  });
}

/** Any family's lifecycle endpoints, as the web's document shells call them. */
export type DocumentEndpoints = ReturnType<
  typeof documentEndpointsOf<z.ZodObject<z.ZodRawShape>, z.ZodType, z.ZodRawShape, z.ZodType>
>;
