import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import {
  supportBoard,
  supportComment,
  supportCommentInput,
  supportHistory,
  supportRequest,
  supportRequestInput,
} from './support.ts';

/** A sealed period id: what the board's addresses carry instead of the number. */
const sealedParam = z.object({ sealed: z.string().min(1).max(200) });

/**
 * The support desk (spec section 7). Reading a board, its history and a request's comments is open to
 * every signed-in user of the requesting institution (the board's addresses are always available) and
 * to the support desk; writing needs the board's screen. Who sees which request is the server's rule.
 */
export const supportEndpoints = {
  byPeriod: defineEndpoint({
    method: 'GET',
    service: 'support',
    path: '/request/period/:idPeriod',
    summary: 'Solicitudes de soporte de un período',
    access: access.session,
    params: z.object({ idPeriod: rowId }),
    response: supportBoard,
  }),
  sealed: defineEndpoint({
    method: 'GET',
    service: 'support',
    path: '/request/board/:sealed',
    summary: 'El tablero de soporte de un período, por su identificador sellado',
    access: access.session,
    params: sealedParam,
    response: supportBoard,
  }),
  allBoards: defineEndpoint({
    method: 'POST',
    service: 'support',
    path: '/request/all',
    summary: 'El tablero de un período: el de la institución o, para soporte, el de todas',
    access: access.session,
    // The spec sends `{ allBoard }` alone: then the period is the institution's that holds today.
    body: z.object({ idPeriod: rowId.optional(), allBoard: z.boolean() }),
    response: supportBoard,
  }),
  create: defineEndpoint({
    method: 'POST',
    service: 'support',
    path: '/request',
    summary: 'Registrar una solicitud de soporte',
    access: access.screen('SOP-TAB-01'),
    body: supportRequestInput,
    response: supportRequest,
  }),
  status: defineEndpoint({
    method: 'PUT',
    service: 'support',
    path: '/request/status',
    summary: 'Mover una solicitud a otro estado',
    access: access.screen('SOP-TAB-01'),
    body: z.object({ id_request: rowId, id_status: rowId }),
    response: supportRequest,
  }),
  comment: defineEndpoint({
    method: 'POST',
    service: 'support',
    path: '/request/comment',
    summary: 'Comentar una solicitud de soporte',
    access: access.screen('SOP-TAB-01'),
    body: supportCommentInput,
    response: supportComment,
  }),
  comments: defineEndpoint({
    method: 'GET',
    service: 'support',
    path: '/request/comments/:id',
    summary: 'Comentarios de una solicitud',
    access: access.session,
    params: z.object({ id: rowId }),
    // The spec answers `{ result, comments }`.
    bare: true,
    response: z.object({ result: z.literal(true), comments: z.array(supportComment) }),
  }),
  history: defineEndpoint({
    method: 'GET',
    service: 'support',
    path: '/request/history/:sealed',
    summary: 'Historial del tablero de soporte de un período',
    access: access.session,
    params: sealedParam,
    query: z.object({ allBoard: z.enum(['true', 'false']).optional() }),
    response: supportHistory,
  }),
};
