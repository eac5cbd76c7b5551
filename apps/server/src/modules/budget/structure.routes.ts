import { rowId } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { screen } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { copyStructure } from './structure.service.ts';

export function structureRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/copyStructure',
      {
        config: screen('PRE-NIV-01'),
        schema: {
          tags: ['budget'],
          summary: 'Abre un período copiando la estructura y las cuentas de otro',
          body: z.object({ fromIdPeriod: rowId, toIdPeriod: rowId }),
          response: replies(z.object({ levels: z.array(z.number().int()), accounts: z.number().int() })),
        },
      },
      async (request) => {
        const copied = await copyStructure(
          db,
          authOf(request),
          request.body.fromIdPeriod,
          request.body.toIdPeriod,
        );
        return ok(
          copied,
          `Estructura copiada: ${copied.levels.reduce((a, b) => a + b, 0)} niveles y ${copied.accounts} cuentas, con asignación inicial en cero.`,
        );
      },
    );
  };
}
