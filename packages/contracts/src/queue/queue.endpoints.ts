import { z } from 'zod';
import { access, defineEndpoint } from '../endpoint.ts';
import { rowId } from '../input.ts';
import { issuedTicket, publicTicket, queueBoard, queueTicket } from './queue.ts';

const ticketParam = z.object({ id: rowId });
const pointParam = z.object({ idCollectionPoint: rowId });

const ticketAction = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    service: 'queue',
    path,
    summary,
    access: access.screen('TUR-COL-01'),
    params: ticketParam,
    response: queueTicket,
  });

export const queueEndpoints = {
  issue: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/issue',
    summary: 'Emitir un turno en el quiosco',
    access: access.screen('TUR-SOL-01'),
    body: z.object({ idCollectionPoint: rowId, idService: rowId }),
    response: issuedTicket,
  }),
  board: defineEndpoint({
    method: 'GET',
    service: 'queue',
    path: '/ticket/board/:idCollectionPoint',
    summary: 'La cola de hoy de una estación de cobro',
    access: access.anyScreen(['TUR-COL-01', 'TUR-SOL-01', 'TUR-RST-01']),
    params: pointParam,
    response: queueBoard,
  }),
  callNext: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/callNext',
    summary: 'Llamar al siguiente turno a un puesto',
    access: access.screen('TUR-COL-01'),
    body: z.object({
      idCounter: rowId,
      /** The services the agent attends; none: all of the collection point's. */
      idServices: z.array(rowId).max(50).optional(),
    }),
    response: queueTicket.nullable(),
  }),
  recall: ticketAction('/ticket/recall/:id', 'Volver a llamar un turno'),
  attend: ticketAction('/ticket/attend/:id', 'Marcar un turno como atendido'),
  absent: ticketAction('/ticket/absent/:id', 'Marcar que el turno no se presentó'),
  transfer: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/transfer/:id',
    summary: 'Pasar un turno a otro servicio',
    access: access.screen('TUR-COL-01'),
    params: ticketParam,
    body: z.object({ idService: rowId }),
    response: queueTicket,
  }),
  reset: defineEndpoint({
    method: 'POST',
    service: 'queue',
    path: '/ticket/reset',
    summary: 'Reiniciar la numeración de hoy',
    access: access.screen('TUR-RST-01'),
    body: z.object({ idCollectionPoint: rowId, idService: rowId.nullish() }),
    response: z.object({ cancelled: z.number(), services: z.number() }),
  }),
  /** `GET /api/online/ticket/{id}`, public, for the ticket's QR code. */
  verify: defineEndpoint({
    method: 'GET',
    service: 'online',
    path: '/ticket/:id',
    summary: 'Lugar en la cola de un turno impreso',
    access: access.public,
    params: z.object({ id: z.string().max(64) }),
    response: publicTicket,
  }),
};
