import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('api', () => {
  // The browser's window, with no runtime configuration: services are served by the same origin.
  beforeEach(() => vi.stubGlobal('window', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('takes a 302 with its envelope as success, as the spec does for some by-id reads', async () => {
    vi.stubGlobal('fetch', reply(302, { result: true, data: { id: 4, name: 'Equipos de transporte' } }));
    const got = await api<{ id: number; name: string }>('inventory', '/subgroup/findById/4', {
      anonymous: true,
    });
    expect(got.data).toEqual({ id: 4, name: 'Equipos de transporte' });
  });

  it('rejects any other failure with the server message', async () => {
    vi.stubGlobal('fetch', reply(404, { result: false, message: 'Registro no encontrado.' }));
    const failed = api('inventory', '/subgroup/findById/9', { anonymous: true });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 404, message: 'Registro no encontrado.' });
  });
});
