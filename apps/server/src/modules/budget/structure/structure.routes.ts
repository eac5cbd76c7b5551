import { structureEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import { PERIOD_ROW } from '../../../platform/periods/period.ts';
import type { Platform } from '../../../platform/services.ts';
import { copyStructure, structureTree } from './structure.service.ts';

/** The structure's tree and its copy between periods, as declared in contracts (`structureEndpoints`). */
export function structureRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.tree, PERIOD_ROW, async (request) =>
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
    route(app, e.copy, { kind: 'token' }, async (request) => {
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
    });
  };
}
