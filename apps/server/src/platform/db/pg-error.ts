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
