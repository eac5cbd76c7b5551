import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The API documentation as others build on it: it passes Redocly's recommended rules (no error and
 * no warning), and a client generated from it with openapi-typescript has named types to import.
 */
describe('API documentation', () => {
  let t: TestApp;
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.ready();
    doc = t.app.swagger() as unknown as Record<string, unknown>;
  }, 60_000);
  afterAll(() => t.close());

  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintDocument({
      document: makeDocumentFromString(JSON.stringify(doc), '/openapi.json'),
      config,
      externalRefResolver: new BaseResolver(),
    });
    const said = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`,
    );
    expect(said.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('names every operation and says what a file endpoint answers', () => {
    const paths = doc.paths as Record<
      string,
      Record<
        string,
        { operationId?: string; responses: Record<string, { content?: Record<string, unknown> }> }
      >
    >;
    const pdf = paths['/api/budget/document/pdf/{id}'];
    expect(Object.keys(pdf?.get?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    const exports = Object.entries(paths).find(([p]) => p === '/api/finance/currency/export')?.[1];
    expect(Object.keys(exports?.get?.responses['200']?.content ?? {})).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(exports?.get?.operationId).toBe('getFinanceCurrencyExport');
    expect(exports?.get?.responses['403']).toBeDefined();
  });

  it('gives a generated client named types to import', async () => {
    const ts = astToString(await openapiTS(JSON.stringify(doc), { rootTypes: true }));
    for (const name of [
      'ErrorEnvelope',
      'CurrencyInput',
      'CurrencyUpdateInput',
      'ResourceOption',
      'ResourceRow',
    ])
      expect(ts).toContain(`export type Schema${name} = components['schemas']['${name}'];`);
  }, 60_000);
});
