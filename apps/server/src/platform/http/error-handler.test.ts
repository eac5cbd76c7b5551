import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler, UNREACHABLE } from './error-handler.ts';

describe('a failure nobody foresaw', () => {
  it('answers 500 with no detail of it, and a reference that finds it in the log', async () => {
    const logged: { reqId?: string; msg?: string; err?: { message?: string } }[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    registerErrorHandler(app);
    app.get('/api/falla', async () => {
      throw new Error('relation "tabla_secreta" does not exist');
    });
    const res = await app.inject({ method: 'GET', url: '/api/falla' });
    expect(res.statusCode).toBe(500);
    const { message } = res.json();
    expect(message).toMatch(
      /^Error interno del servidor\. Intente nuevamente; si se repite, informe la referencia req-\w+\.$/,
    );
    expect(res.body).not.toContain('tabla_secreta');
    const reference = /referencia (req-\w+)\./.exec(message)?.[1];
    expect(logged).toContainEqual(
      expect.objectContaining({
        reqId: reference,
        msg: 'error no controlado',
        err: expect.objectContaining({ message: expect.stringContaining('tabla_secreta') }),
      }),
    );
    await app.close();
  });
});

describe('the database out of reach', () => {
  it('answers 503 in Spanish with a time to try again, whichever way the driver says it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const failures: Record<string, () => Error> = {
      cut: () => new Error('Connection terminated unexpectedly'),
      refused: () =>
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      shutdown: () =>
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      wrapped: () =>
        Object.assign(new Error('Failed query: select 1'), {
          cause: Object.assign(new Error('server closed the connection'), { code: '08006' }),
        }),
    };
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/api/${name}`, async () => {
        throw failure();
      });
    }
    app.get('/api/cortado', async () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
    });
    app.get('/api/duplicado', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    });
    app.get('/api/otra', async () => {
      throw Object.assign(new Error('division by zero'), { code: '22012' });
    });
    for (const name of Object.keys(failures)) {
      const res = await app.inject({ method: 'GET', url: `/api/${name}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ result: false, message: UNREACHABLE });
    }
    // A client's body cut off is the client's (its 400), and a statement's own failure the server's:
    // neither is the database's absence.
    expect((await app.inject({ method: 'GET', url: '/api/cortado' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/duplicado' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/otra' })).statusCode).toBe(500);
    await app.close();
  });
});
