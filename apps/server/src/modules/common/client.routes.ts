import { idParam } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/access/access.hook.ts';
import { screen } from '../../platform/access/access.ts';
import { ok, replies } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { clientModules, saveClientModules } from './client.service.ts';

const modules = z.object({ idClient: z.number().int(), modules: z.array(z.string()) });

/** The enabled modules of an institution: the piece the institutions master adds to its declaration. */
export function clientModuleRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const access = screen('CFG-CLI-01', undefined, ['SA']);
    r.get(
      '/modules/:id',
      {
        config: access,
        schema: {
          tags: ['user'],
          summary: 'Módulos habilitados de una institución',
          params: idParam,
          response: replies(modules),
        },
      },
      async (request) =>
        ok({ idClient: request.params.id, modules: await clientModules(db, request.params.id) }),
    );
    r.put(
      '/modules/:id',
      {
        config: access,
        schema: {
          tags: ['user'],
          summary: 'Fija los módulos habilitados de una institución',
          params: idParam,
          body: z.object({ modules: z.array(z.string().max(10)).max(50) }),
          response: replies(modules),
        },
      },
      async (request) =>
        ok(
          {
            idClient: request.params.id,
            modules: await saveClientModules(db, authOf(request), request.params.id, request.body.modules),
          },
          'Módulos guardados. Rigen cuando cada usuario renueve su sesión.',
        ),
    );
  };
}
