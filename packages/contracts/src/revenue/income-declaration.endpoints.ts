import { z } from 'zod';
import { documentEndpointsOf, verifyEndpointOf } from '../documents/document-endpoints.ts';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import {
  incomeDeclarationDetail,
  incomeDeclarationDraft,
  verifiedDeclaration,
} from './income-declaration.ts';

/** A taxpayer's licence as the declaration form offers it: with the activities it authorises. */
export const declarableLicence = z.object({
  id: z.number(),
  licenceNumber: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  activities: z.array(z.object({ id: z.number(), code: z.string(), description: z.string() })),
});
export type DeclarableLicence = z.infer<typeof declarableLicence>;

export const DECLARATION_SCREEN = 'REC-DEC-01';

/** Declarations of gross income on the document kit; the taxpayer's view reads them too. */
export const incomeDeclarationEndpoints = {
  ...documentEndpointsOf({
    service: 'collection',
    read: [DECLARATION_SCREEN, 'REC-CON-01'],
    write: DECLARATION_SCREEN,
    paths: {
      create: '/incomeDeclaration/create',
      update: '/incomeDeclaration/update',
      remove: '/incomeDeclaration/deleteById/:id',
      post: '/incomeDeclaration/post/:id',
      annul: '/incomeDeclaration/annul/:id',
      detail: '/incomeDeclaration/findById/:id',
      pdf: '/incomeDeclaration/pdf/:id',
      list: '/incomeDeclaration/findByIdPeriod/:idPeriod',
    },
    draft: incomeDeclarationDraft,
    detail: incomeDeclarationDetail,
    list: {
      filters: { idTaxpayer: rowId.optional(), idKind: rowId.optional() },
      header: incomeDeclarationDetail.omit({ lines: true }),
    },
  }),
  /** The taxpayer's licences and their activities: what the form declares income for. */
  licences: defineEndpoint({
    method: 'GET',
    service: 'collection',
    path: '/incomeDeclaration/licences/:idTaxpayer',
    summary: 'Las licencias de un contribuyente con sus actividades, para declarar',
    access: access.screen(DECLARATION_SCREEN),
    params: z.object({ idTaxpayer: rowId }),
    response: z.array(declarableLicence),
  }),
  /** `GET /api/online/incomeDeclaration/verify/{id}`: public, for the printout's QR code. */
  verify: verifyEndpointOf('/incomeDeclaration/verify/:id', verifiedDeclaration),
};
