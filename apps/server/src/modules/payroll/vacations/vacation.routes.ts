import { vacationEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { listVacations, recordLeave } from './vacation.service.ts';

/** The vacations the vacation runs paid, and the days enjoyed of them. */
export function vacationRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, vacationEndpoints.list, { kind: 'token' }, async (request) =>
      ok(await listVacations(db, authOf(request).idClient, request.query)),
    );
    route(app, vacationEndpoints.leave, ownedRow('vacation_entitlement'), async (request) => {
      const row = await recordLeave(db, authOf(request), request.params.id, request.body);
      const last = row.leaves.at(-1);
      return ok(
        row,
        last
          ? `Vacaciones registradas: vuelve el ${last.returnDate.split('-').reverse().join('/')}.`
          : undefined,
      );
    });
  };
}
