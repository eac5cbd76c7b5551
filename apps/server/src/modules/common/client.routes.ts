import { clientModuleEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/access/access.hook.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';
import { clientModules, saveClientModules } from './client.service.ts';

/** The enabled modules of an institution: the piece the institutions master adds to its declaration. */
export function clientModuleRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    // Any institution, by the SA only (the access): the id names the institution acted on.
    route(app, e.modules, { kind: 'token' }, async (request) =>
      ok({ idClient: request.params.id, modules: await clientModules(db, request.params.id) }),
    );
    route(app, e.saveModules, { kind: 'token' }, async (request) =>
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
