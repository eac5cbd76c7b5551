import type { FieldError } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../errors.ts';

const NUL = '\u0000';
/** NUL, or half of a UTF-16 pair (JSON can carry one; text cannot be written with it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const bad = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);
const MESSAGE = 'contiene caracteres no permitidos';
/** Deeper than any form the product has; a body nested past it is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * PostgreSQL cannot store or compare text holding a NUL byte (`\u0000`): it raises an error, which
 * would surface as a 500. Half of a UTF-16 pair (`\ud800` alone, which JSON can carry) is refused the
 * same way: as JSON PostgreSQL refuses it, and as text the driver would silently write U+FFFD instead. Rather than a refinement on every string of every schema, this checks every
 * route's path parameters, query and body once, before validation, and answers a Spanish 400 naming
 * the field, so that no route can forget it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found: FieldError[] = [];
    walk(request.params, '', found, 0);
    walk(request.query, '', found, 0);
    walk(request.body, '', found, 0);
    if (found.length > 0) throw invalidInput(found);
  });
}

function walk(value: unknown, path: string, found: FieldError[], depth: number): void {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (bad(value)) found.push({ field: path || 'solicitud', message: MESSAGE });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) {
    found.push({ field: path || 'solicitud', message: 'anidamiento excesivo' });
    return;
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key;
    const shown = at.replaceAll(NUL, '\\0').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
    if (bad(key)) found.push({ field: shown, message: MESSAGE });
    walk(child, shown, found, depth + 1);
  }
}
