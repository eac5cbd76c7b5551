import { openingEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { carryFromPreviousPeriod } from './opening.service.ts';

/** treasury-Opening-balances' own action: the new period opens with what the previous one closed with. */
export function openingRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.fromPreviousPeriod, { kind: 'token' }, async (request) => {
      const done = await carryFromPreviousPeriod(db, authOf(request), request.body.idPeriod);
      const message =
        done.created === 0
          ? 'Todas las cuentas ya tenían su saldo inicial en el período'
          : `${done.created} cuentas con el saldo de cierre de ${done.fromPeriod}; ${done.transits} operaciones en tránsito`;
      return ok(done, message);
    });
  };
}
