import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What every step of a request can know about it without being handed it: its id. */
const context = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The id of the request being served (a UUID, issue 44), or null outside one (a start-up task, a
 * worker). The process log prints it (`reqId`), the answer carries it (`x-request-id`), and every
 * transaction of the request writes it into the audit trail and the security events: an operator
 * goes from a log line to the rows it changed and back.
 */
export const currentRequestId = (): string | null => context.getStore()?.requestId ?? null;

/** A request id the server makes itself: unique across processes and restarts, unlike a counter. */
export const newRequestId = (): string => randomUUID();

/** Runs the rest of each request inside its context, and answers with its id. */
export function registerRequestContext(app: FastifyInstance): void {
  // The callback form: `done` (the rest of the request) runs inside the store, as its hooks,
  // handler and every promise they start do.
  app.addHook('onRequest', (request, _reply, done) => context.run({ requestId: request.id }, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
