import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { registerAccessHook } from './access.hook.ts';
import { screen } from './access.ts';
import type { AuthContext, TokenKeys } from './token.ts';

// A fixed token store: the token text is the key of the context it stands for.
function keysFor(contexts: Record<string, AuthContext>): TokenKeys {
  return {
    sign: async () => ({ token: '', expiresAt: 0 }),
    verify: async (token) => contexts[token] ?? null,
    seal: () => '',
    unseal: () => null,
    sealText: () => '',
    unsealText: () => null,
  };
}

const base: AuthContext = {
  idUser: 7,
  idClient: 3,
  role: 'USER',
  screens: new Set(['INV-GRU-01']),
  modules: new Set(['GEN', 'CFG', 'INV']),
  readOnly: false,
  sessionId: 1,
  timeZone: 'America/Caracas',
  now: new Date(),
};

async function appWith(contexts: Record<string, AuthContext>, ended = new Set<number>()) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAccessHook(
    app,
    keysFor(contexts),
    {} as Db,
    async (auth) => !ended.has(auth.sessionId),
    systemClock,
  );
  app.get('/api/inventory/group/findAll', { config: screen('INV-GRU-01') }, async () => ({ result: true }));
  app.get('/api/inventory/undeclared', async () => ({ result: true }));
  await app.ready();
  return app;
}

describe('access hook', () => {
  it('lets a user with the screen, in a client with the module, through', async () => {
    const app = await appWith({ ok: base });
    const res = await app.inject({
      url: '/api/inventory/group/findAll',
      headers: { authorization: 'Bearer ok' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a screen whose module the client has not enabled, naming the module', async () => {
    const app = await appWith({ t: { ...base, modules: new Set(['GEN', 'CFG']) } });
    const res = await app.inject({
      url: '/api/inventory/group/findAll',
      headers: { authorization: 'Bearer t' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'El módulo Inventario de bienes muebles no está habilitado para esta institución.',
    );
  });

  it('refuses a user without the screen, naming the screen', async () => {
    const app = await appWith({ t: { ...base, screens: new Set() } });
    const res = await app.inject({
      url: '/api/inventory/group/findAll',
      headers: { authorization: 'Bearer t' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tiene permiso para la pantalla «Grupos».');
  });

  it('refuses a well-signed token whose sign-in no longer stands', async () => {
    const app = await appWith({ ok: base }, new Set([base.sessionId]));
    const res = await app.inject({
      url: '/api/inventory/group/findAll',
      headers: { authorization: 'Bearer ok' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Su sesión terminó. Inicie sesión nuevamente.');
  });

  it('fails closed on a route that declares no access, even for a valid token', async () => {
    const app = await appWith({ ok: base });
    const res = await app.inject({
      url: '/api/inventory/undeclared',
      headers: { authorization: 'Bearer ok' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Ruta sin declaración de acceso.');
  });

  it('refuses to declare a route with a screen code that is not in the catalogue', () => {
    expect(() => screen('XXX-000-00')).toThrow('Código de pantalla desconocido');
  });
});
