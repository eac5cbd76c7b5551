import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

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
