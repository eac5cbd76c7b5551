import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Document = Parameters<typeof jsonSchemaTransformObject>[0];
type OpenApi = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * The documentation's named schemas: each schema with an id (`.meta({ id })`) becomes a component
 * in its request form (`CurrencyInput`) and its answer form (`ErrorEnvelope`); only the forms some
 * operation uses are kept, so a generated client carries no dead types.
 */
export function namedSchemas(document: Document): OpenApi {
  const openapi = jsonSchemaTransformObject(document) as OpenApi & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = openapi.components?.schemas;
  if (!schemas) return openapi;
  const refsIn = (value: unknown) =>
    new Set(
      [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] as string),
    );
  // What the operations name, and what those schemas name in turn.
  const used = refsIn(openapi.paths);
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used])
      for (const inner of refsIn(schemas[name]))
        if (!used.has(inner)) {
          used.add(inner);
          grew = true;
        }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return openapi;
}
