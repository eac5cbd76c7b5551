import { findScreen, guideEndpoints } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../platform/access/access.hook.ts';
import { todayOf } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { guideStateOf } from '../../platform/guide.ts';
import { route } from '../../platform/http/endpoint.ts';
import { ok } from '../../platform/http/replies.ts';
import type { Platform } from '../../platform/services.ts';

/**
 * `/api/user/setup/guide`: the first-run guides of the modules the user works in (the institution has
 * them and the user holds one of their screens), each step ticked from the institution's rows.
 */
export function guideRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, guideEndpoints.state, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      const idPeriod = request.query.idPeriod ?? null;
      if (idPeriod !== null) {
        const found = await db.execute(
          sql`select 1 from period where id = ${idPeriod} and id_client = ${auth.idClient}`,
        );
        if (found.rows.length === 0) throw notFound('Período no encontrado');
      }
      const modules = new Set<string>();
      for (const code of auth.screens) {
        const module = findScreen(code)?.module;
        if (module && auth.modules.has(module)) modules.add(module);
      }
      return ok(await guideStateOf(db, { idClient: auth.idClient, idPeriod, today: todayOf(auth) }, modules));
    });
  };
}
