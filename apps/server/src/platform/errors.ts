import { type FieldError, fieldLabel } from '@erario/contracts';

/**
 * The one error type of the server. Services throw it with the Spanish message the user reads;
 * the HTTP layer maps it to its status in one place (platform/http/error-handler.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new AppError(400, message, fields);
/**
 * Input that fails validation: the fields, each with its message, also spelled out in the message by
 * the field's Spanish name (never its key: «Descripción: Describa el movimiento»).
 */
export const invalidInput = (fields: FieldError[]) =>
  badRequest(
    `Datos inválidos: ${fields
      .map((f) => {
        const label = fieldLabel(f.field);
        return label ? `${label}: ${f.message}` : f.message;
      })
      .join('; ')}`,
    fields,
  );
export const unauthorized = (message = 'Sesión no válida o vencida. Inicie sesión nuevamente.') =>
  new AppError(401, message);
export const forbidden = (message = 'No tiene permiso para realizar esta acción.') =>
  new AppError(403, message);
export const notFound = (message = 'Registro no encontrado.') => new AppError(404, message);
export const conflict = (message: string, fields?: FieldError[]) => new AppError(409, message, fields);

/**
 * A start that cannot succeed however often it is retried (a data folder it cannot write, a secret
 * too short): the process says why in one sentence for the operator and stops (`main.ts`).
 */
export class StartupError extends Error {}
