import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, writesSoFar } from '../../test/harness.ts';
import { sampleEveryResource } from '../../test/resource-samples.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * A property-based sweep over every operation of the OpenAPI document: bodies, path parameters,
 * query strings and headers generated from each operation's own schema, mixed with hostile values
 * (NUL bytes, integers past PostgreSQL's range, year 0000, booleans and arrays for ids, broken
 * percent-encodings, forged cookies), sent signed in and anonymously. Whatever is sent, the server
 * answers below 500, a refusal comes in the Spanish envelope, and a refused request leaves nothing
 * written. The seed is fixed so a run can be repeated; SWEEP_SEED and SWEEP_RUNS explore further.
 */
const RUNS = Number(process.env.SWEEP_RUNS ?? 12);
const SEED = Number(process.env.SWEEP_SEED ?? 20261122);

type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  nullable?: boolean;
  $ref?: string;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
  required?: boolean;
}
interface Operation {
  method: HTTPMethods;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

/** Values that have broken servers before: each is tried where any value may go. */
const HOSTILE: unknown[] = [
  null,
  true,
  false,
  [7],
  {},
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '0000-01-01',
  '2026-02-30',
  '99999-12-31',
  '9'.repeat(30),
  '-1',
  '1e3',
  '0x10',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  '\ud800',
  "'; drop table app_user; --",
  '../../etc/passwd',
  'ñ'.repeat(300),
  { $ne: 1 },
];
const HOSTILE_PATH = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '%zz',
  '%',
  'true',
  '1e3',
  '1.5',
  '%5B7%5D',
  'x'.repeat(120),
];

const t = testSuite({ signInAdmin: false });
let operations: Operation[];
let token: string;
let ids: number[];
const stats = { operations: 0, requests: 0, byStatus: new Map<number, number>() };

async function signInSweeper(): Promise<string> {
  return await t.signInAs('barrido');
}

beforeAll(async () => {
  await sampleEveryResource(t.db, t.clients);
  await createUser(t.db, {
    username: 'barrido',
    role: 'SA',
    memberships: [{ idClient: t.clients[0] }, { idClient: t.clients[1] }],
  });
  token = await signInSweeper();
  // Ids that exist somewhere, so generated requests reach past "not found" into the services.
  const some = await t.db.execute<{ id: number }>(
    sql`select distinct id from (select id from client union all select id from period
         union all select id from app_user union all select id from budget_document) x order by id limit 12`,
  );
  ids = some.rows.map((r) => r.id);
  const doc = t.app.swagger() as unknown as {
    components?: { schemas?: Record<string, Schema> };
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
      >
    >;
  };
  named = doc.components?.schemas ?? {};
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as HTTPMethods,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
  );
});

/** A value the schema describes, or now and then a hostile one in its place. */
function anyValue(schema: Schema | undefined, name: string, depth: number): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE);
  if (!schema || depth > 4) return hostile;
  return fc.oneof(
    { weight: 4, arbitrary: described(schema, name, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

/** The documentation's named schemas (a master's create and update bodies), for `$ref`s. */
let named: Record<string, Schema> = {};

function described(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = named[schema.$ref.replace('#/components/schemas/', '')];
    return target ? described(target, name, depth) : fc.anything({ maxDepth: 2 });
  }
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    const inner = fc.oneof(...choices.map((s) => described(s, name, depth)));
    return schema.nullable ? fc.option(inner) : inner;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (/^id[A-Z]|^id$/.test(name) && (type === 'number' || type === 'integer' || type === 'string'))
    return fc.constantFrom(...ids, ...ids.map(String));
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, anyValue(s, key, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(anyValue(schema.items, name, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'number':
    case 'integer':
      return fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constantFrom(2_147_483_647, 2_147_483_648, 1e15));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('1890-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.pattern) {
        try {
          return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), fc.string({ maxLength: 12 }));
        } catch {
          return fc.string({ maxLength: 12 });
        }
      }
      return fc.string({ maxLength: 40, unit: 'binary' });
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** Percent-encodes a value; a lone surrogate has no UTF-8 form, so it goes as the bytes one would have. */
const encode = (v: unknown) => {
  try {
    return encodeURIComponent(text(v));
  } catch {
    return '%ED%A0%80';
  }
};

function requestOf(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(
      ...pathParams.map((p) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PATH) },
          { weight: 1, arbitrary: anyValue(p.schema, p.name, 0).map(encode) },
        ),
      ),
    ),
    query: fc.tuple(...queryParams.map((p) => fc.option(anyValue(p.schema, p.name, 0), { nil: undefined }))),
    rawQuery: fc.option(fc.constantFrom('%zz=1', 'page=%00', 'a[b]=1&a[b]=2', 'size=1e9'), {
      nil: undefined,
    }),
    // Half the bodies keep to the schema throughout, so requests also get past validation.
    body: op.body
      ? fc.oneof(described(op.body, '', 0), anyValue(op.body, '', 0))
      : fc.option(fc.constantFrom(...HOSTILE), { nil: undefined }),
    contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', undefined),
    cookie: fc.option(fc.constantFrom('1.x', '2', 'a\u0000b', '%zz', 'A'.repeat(43)), { nil: undefined }),
    signedIn: fc.oneof(
      { weight: 3, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  });
}

describe('hostile input sweep', () => {
  it('answers every operation of the API document below 500, and a refusal writes nothing', async () => {
    expect(operations.length).toBeGreaterThan(200);
    for (const op of operations) {
      stats.operations++;
      await fc.assert(
        fc.asyncProperty(requestOf(op), async (req) => {
          let i = 0;
          let url = op.path.replace(/\{\w+\}/g, () => req.path[i++] ?? '1');
          const query = op.parameters
            .filter((p) => p.in === 'query')
            .map((p, k) => [p.name, req.query[k]] as const)
            .filter(([, v]) => v !== undefined)
            .map(([name, v]) => `${name}=${encode(v)}`);
          if (req.rawQuery) query.push(req.rawQuery);
          if (query.length > 0) url += `?${query.join('&')}`;
          const headers: Record<string, string> = {};
          if (req.signedIn) headers.authorization = `Bearer ${token}`;
          if (req.contentType && req.body !== undefined) headers['content-type'] = req.contentType;
          if (req.cookie) headers.cookie = `erario_rt=${req.cookie}`;
          const before = await writesSoFar(t.db);
          const res = await t.app.inject({
            method: op.method,
            url,
            headers,
            payload: req.body === undefined ? undefined : text(req.body),
          });
          stats.requests++;
          stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
          const label = `${op.method} ${url} ${text(req.body).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(body, label).toMatchObject({ result: false, message: expect.any(String) });
            expect(body.message, label).not.toMatch(/is not a valid|Bad Request|must be|Unexpected/);
            expect(await writesSoFar(t.db), label).toBe(before);
          }
          // The sweep's own session may be ended by what it sends (logout): take a new one.
          if (res.statusCode === 401 && req.signedIn) token = await signInSweeper();
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    console.log(
      `Barrido hostil: ${stats.operations} operaciones, ${stats.requests} solicitudes (semilla ${SEED}); por estado: ${[
        ...stats.byStatus,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}.`,
    );
  }, 600_000);
});
