import type { Endpoint, EndpointData } from '@erario/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Tenancy } from '../access/access.ts';
import { replies } from './replies.ts';

type Shape = z.ZodObject<z.ZodRawShape>;
type Out<T, Fallback = undefined> = T extends z.ZodType ? z.output<T> : Fallback;

/** The request as the endpoint's schemas have validated it. */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType | undefined>
    ? FastifyRequest & { params: Out<P, unknown>; query: Out<Q, unknown>; body: Out<B> }
    : never;

/** A JSON endpoint answers the envelope with its declared data; a file endpoint sends the reply itself. */
export type EndpointHandler<E> =
  E extends Endpoint<Shape | undefined, Shape | undefined, z.ZodType | undefined, infer R>
    ? R extends z.ZodType
      ? (request: EndpointRequest<E>) => Promise<{ result: true; data: EndpointData<E>; message?: string }>
      : (request: EndpointRequest<E>, reply: FastifyReply) => Promise<FastifyReply>
    : never;

/**
 * Registers a declared endpoint on the plugin serving its service: its schemas validate the request
 * and the answer, its access and the given tenancy go to the access hook, its summary to the API
 * documentation. The tenancy stays here: it is SQL, the server's alone.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  tenancy: Tenancy,
  handler: EndpointHandler<E>,
): void {
  if (app.prefix !== `/api/${endpoint.service}`)
    throw new Error(`${endpoint.path} es del servicio ${endpoint.service}, no de ${app.prefix}`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, tenancy },
    schema: {
      tags: [endpoint.service],
      summary: endpoint.summary,
      ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: replies(endpoint.response) } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
