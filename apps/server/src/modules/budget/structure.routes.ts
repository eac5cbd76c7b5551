import { integerIn, rowId, structureNode } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { anyScreen, screen } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { PERIOD_ROW } from '../common/index.ts';
import { copyStructure, structureTree } from './structure.service.ts';

const STRUCTURE_SCREENS = [
  'PRE-NIV-01',
  'PRE-NIV-02',
  'PRE-NIV-03',
  'PRE-NIV-04',
  'PRE-NIV-05',
  'PRE-NIV-06',
  'PRE-NIV-07',
  'PRE-ESP-01',
];

export function structureRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/tree/:idPeriod',
      {
        config: anyScreen(STRUCTURE_SCREENS, PERIOD_ROW),
        schema: {
          tags: ['budget'],
          summary: 'Una rama del árbol de la estructura presupuestaria, con cuentas y montos de cada nodo',
          params: z.object({ idPeriod: rowId }),
          querystring: z.object({
            level: integerIn(1, 8).default(1),
            parent: rowId.optional(),
          }),
          response: replies(z.array(structureNode)),
        },
      },
      async (request) =>
        ok(
          await structureTree(
            db,
            authOf(request),
            request.params.idPeriod,
            request.query.level,
            request.query.parent,
          ),
        ),
    );

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
