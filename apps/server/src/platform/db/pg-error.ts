/** What PostgreSQL says about a failed statement, wherever the driver or Drizzle wrapped it. */
export interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
}

export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/**
 * Whether a failure is the database out of reach rather than the statement's fault: the connection
 * refused, cut or timed out (a node error code or the driver's words), PostgreSQL's connection
 * exceptions (class 08) or the server shutting down or starting (57P01–57P03). The request can be
 * tried again once the database is back; the pool reconnects by itself.
 */
export function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
    if (typeof candidate.message === 'string' && UNREACHABLE_WORDS.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** What node-postgres says when a connection dies under a query or cannot be had in time. */
const UNREACHABLE_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;
