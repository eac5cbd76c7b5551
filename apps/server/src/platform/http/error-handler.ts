import type { ErrorEnvelope } from '@erario/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnreachable, pgErrorOf } from '../db/pg-error.ts';
import { AppError, invalidInput } from '../errors.ts';

/** Maps every failure to the envelope and status in one place; nothing a client sends becomes a 500. */
export function registerErrorHandler(
  app: FastifyInstance,
  options: {
    spa?: boolean;
    /** Told of every 403 before it is answered: access refused is a security event (ASVS 7.2.2). */
    onForbidden?(request: FastifyRequest, error: AppError): Promise<void>;
  } = {},
): void {
  app.setErrorHandler(async (failure: FastifyError | AppError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(failure)
      ? invalidInput(
          failure.validation.map((v) => ({
            field: fieldName(v.instancePath, v.params?.issue),
            message: v.message ?? 'Valor inválido',
          })),
        )
      : failure;
    if (error instanceof AppError) {
      if (error.statusCode === 403) await options.onForbidden?.(request, error);
      if (error.headers) reply.headers(error.headers);
      const body: ErrorEnvelope = { result: false, message: error.message, fields: error.fields };
      return reply.status(error.statusCode).send(body);
    }
    // A client's own failure (a body cut off: ECONNRESET with a 4xx) is not the database's absence.
    if ((error.statusCode ?? 500) >= 500 && databaseUnreachable(error)) {
      // The transaction it was in died with the connection (unless the cut came during its commit);
      // the pool reconnects on its own, so the request can be made again once the database is back.
      request.log.warn({ err: error }, 'base de datos inalcanzable');
      const body: ErrorEnvelope = { result: false, message: UNREACHABLE };
      return reply.status(503).header('retry-after', '5').send(body);
    }
    const capacity = CAPACITY[pgErrorOf(error)?.code ?? ''];
    if (capacity) {
      // The statement failed, so its transaction rolled back: nothing was written.
      const body: ErrorEnvelope = { result: false, message: capacity };
      return reply.status(422).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ErrorEnvelope = { result: false, message: clientErrorMessage(error, status, request) };
      return reply.status(status === 413 || status === 415 ? status : 400).send(body);
    }
    // The answer says nothing of the failure; its reference finds it in the log (ASVS 7.4.1).
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send({
      result: false,
      message: `Error interno del servidor. Intente nuevamente; si se repite, informe la referencia ${request.id}.`,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the web app: any other GET outside /api gets its page.
    if (options.spa && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const body: ErrorEnvelope = {
      result: false,
      message: `Ruta no encontrada: ${request.method} ${request.url}`,
    };
    return reply.status(404).send(body);
  });
}

/**
 * Errors Fastify raises before any route or hook runs (a malformed percent-encoding in the path, a
 * path parameter past its length): the same envelope and a Spanish message instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorEnvelope = {
    result: false,
    message: tooLong
      ? 'La dirección solicitada es demasiado larga.'
      : 'La dirección solicitada no es válida.',
  };
  reply.status(tooLong ? 414 : 400).send(body);
}

/**
 * Values each valid on its own whose combination PostgreSQL cannot hold: a sum of amounts past
 * numeric(18,2) (two lines of 9.999.999.999.999.999,00), a date moved past the calendar. The input
 * schemas bound every single value; these bound what values add up to, for every path at once.
 */
const CAPACITY: Record<string, string> = {
  '22003':
    'La operación excede lo que el sistema puede registrar: un monto o total pasaría de 9.999.999.999.999.999,99.',
  '22008': 'La operación produce una fecha fuera del calendario que el sistema admite.',
};

/**
 * The database out of reach: the person is told to try again, not that something broke for good,
 * and to look before repeating what was being recorded (a cut during the commit leaves it unknown).
 */
export const UNREACHABLE =
  'La base de datos no está disponible en este momento. Intente nuevamente en unos segundos; si estaba registrando algo, verifique antes si quedó guardado.';

function fieldName(instancePath: string | undefined, issue: unknown): string {
  const path = (issue as { path?: PropertyKey[] } | undefined)?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'solicitud';
}

function clientErrorMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  if (status === 413) {
    // The route's own ceiling (an upload's) or the server's (1 MiB), refused before it is read whole.
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
    return `Lo enviado pasa del máximo de ${Math.round((limit / (1024 * 1024)) * 10) / 10} MB que admite esta operación.`;
  }
  if (status === 415) return 'Tipo de contenido no admitido.';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'El cuerpo de la solicitud está vacío.';
  if (error.code?.startsWith('FST_ERR_CTP')) return 'El cuerpo de la solicitud no es válido.';
  return 'Solicitud inválida.';
}
