import { type Endpoint, FILE_TYPES } from '@erario/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tenancy } from '../access/access.ts';
import { errorReplies, replies } from './replies.ts';

type Shape = z.ZodObject<z.ZodRawShape>;
type Out<T, Fallback = undefined> = T extends z.ZodType ? z.output<T> : Fallback;

/** The request as the endpoint's schemas have validated it. */
export type EndpointRequest<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType | undefined>
    ? FastifyRequest & { params: Out<P, unknown>; query: Out<Q, unknown>; body: Out<B> }
    : never;

/** What a JSON endpoint's handler answers: the envelope with the declared data. */
export type EndpointReply<E> =
  E extends Endpoint<Shape | undefined, Shape | undefined, z.ZodType | undefined, infer R, infer Bare>
    ? [Bare] extends [true]
      ? R extends z.ZodType
        ? z.input<R>
        : never
      : { result: true; data: R extends z.ZodType ? z.input<R> : never; message?: string }
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
  /** The reply is there for what goes beside the answer (a cookie); the answer is what is returned. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E>>,
): void {
  register(app, endpoint, tenancy, handler);
}

/** A declared endpoint that answers a file (a printout, an export): the handler sends the reply. */
export function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  tenancy: Tenancy,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<FastifyReply>,
): void {
  register(app, endpoint, tenancy, handler);
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  tenancy: Tenancy,
  // biome-ignore lint/suspicious/noExplicitAny: route() and fileRoute() type the handler for their callers
  handler: (request: any, reply: FastifyReply) => Promise<unknown>,
): void {
  if (app.prefix !== `/api/${endpoint.service}`)
    throw new Error(`${endpoint.path} es del servicio ${endpoint.service}, no de ${app.prefix}`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, tenancy, reads: endpoint.reads === true },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      tags: [endpoint.service],
      summary: endpoint.summary,
      operationId: operationId(endpoint),
      ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response
        ? {
            response: endpoint.bare
              ? { ...replies(z.null()), 200: endpoint.response }
              : replies(endpoint.response),
          }
        : {}),
      ...(endpoint.files ? { response: fileReplies(endpoint.files) } : {}),
    },
    handler,
  });
}

/**
 * The operation's name in the API documentation, from what identifies it (method, service, path):
 * `GET /api/budget/budget-local1/findByIdPeriod/:idPeriod` is `getBudgetBudgetLocal1FindByIdPeriodByIdPeriod`,
 * so a generated client's functions read like the routes.
 */
export function operationId(endpoint: Pick<Endpoint, 'method' | 'service' | 'path'>): string {
  const words = [endpoint.method.toLowerCase(), endpoint.service]
    .concat(endpoint.path.split('/').map((s) => (s.startsWith(':') ? `by-${s.slice(1)}` : s)))
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('');
}

/** A file answer: the file in one of its types, or the error envelope. */
function fileReplies(files: readonly (keyof typeof FILE_TYPES)[]) {
  const file = z.string().meta({ format: 'binary' });
  return {
    200: {
      description: 'El archivo',
      content: Object.fromEntries(files.map((f) => [FILE_TYPES[f], { schema: file }])),
    },
    ...errorReplies,
  };
}
