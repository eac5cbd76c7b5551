import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentEndpoints } from './budget/documents/document.endpoints.ts';
import { access, defineEndpoint, endpointUrl } from './endpoint.ts';

describe('declared endpoints', () => {
  it('fill their path parameters encoded and leave empty query values out', () => {
    expect(endpointUrl(documentEndpoints.verify, { params: { id: 'a/b c' } })).toBe(
      '/api/online/document/verify/a%2Fb%20c',
    );
    expect(
      endpointUrl(documentEndpoints.list, {
        params: { idPeriod: 7 },
        query: { page: 0, size: 10, search: '', status: undefined, from: '2026-01-01' },
      }),
    ).toBe('/api/budget/document/findByIdPeriod/7?page=0&size=10&from=2026-01-01');
  });

  it('refuse a call that leaves a path parameter out', () => {
    expect(() => endpointUrl(documentEndpoints.detail, { params: {} })).toThrow('falta el parámetro id');
  });

  it('refuse a declaration whose path and parameters disagree, or an unknown screen', () => {
    expect(() =>
      defineEndpoint({
        method: 'GET',
        service: 'budget',
        path: '/x/:id',
        summary: 'x',
        access: access.session,
        params: z.object({ idPeriod: z.number() }),
      }),
    ).toThrow('los parámetros de la ruta no coinciden');
    expect(() => access.screen('NO-EXISTE-01')).toThrow('Código de pantalla desconocido');
  });
});
