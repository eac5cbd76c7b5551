import { z } from 'zod';
import { es } from 'zod/locales';

/**
 * What the API accepts for numbers, ids and dates, shared by every schema so that nothing a client
 * sends reaches PostgreSQL in a shape it cannot store or compare: ids and counts stay inside the
 * database's integer range, dates inside years it (and a finance office) understands. Text with NUL
 * bytes is refused for every route at once by the server's input guard (platform/http/input-guard.ts).
 */

/** PostgreSQL `integer` (int4): the range of every id and integer column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

// Whatever a schema says without a message of its own is said in Spanish, on the server and in the
// web's forms alike (zod's default is English: «Invalid input: expected number, received null»).
z.config(es());

const INTEGER = 'Debe ser un número entero';
const REQUIRED = 'Este campo es requerido';

/**
 * An integer from a JSON number or, in paths and query strings, a string of digits. Booleans,
 * arrays, objects and expressions (`true`, `[7]`, `1e3`, `0x10`) are not integers.
 */
export function integerIn(min: number, max: number, message = `Debe estar entre ${min} y ${max}`) {
  // Each member says it too: a form's resolver reads the first member's message, not the union's
  // (an empty department read «Invalid input: expected number, received null»).
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : INTEGER;
  return z
    .union(
      [
        z.number({ error }),
        z
          .string({ error })
          .trim()
          .min(1, { error: REQUIRED, abort: true })
          .max(40)
          .regex(/^[-+]?\d+$/, INTEGER),
      ],
      { error },
    )
    .transform((v) => Number(v))
    .pipe(z.number().min(min, message).max(max, message).refine(Number.isInteger, INTEGER));
}

/** A row id in a path or body: a positive integer that fits the database's integer ids. */
export const rowId = integerIn(1, INT4_MAX, 'Identificador inválido: debe ser un entero positivo');

/** A version counter for optimistic locking. */
export const versionNumber = integerIn(0, INT4_MAX);

/** A page number of a list: page × size stays far inside PostgreSQL's bigint offsets. */
export const pageNumber = integerIn(0, 10_000_000);

const DATE_MESSAGE = 'Fecha inválida (aaaa-mm-dd)';
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** A calendar date `yyyy-mm-dd` that exists (no 30 February), in years 1900 to 9999. */
export const isoDate = z.iso.date({ error: DATE_MESSAGE, abort: true }).refine((v) => {
  const year = Number(v.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}, `Fecha fuera de rango: el año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}`);
