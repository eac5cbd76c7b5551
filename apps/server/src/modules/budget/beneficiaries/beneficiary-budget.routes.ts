import { beneficiaryBudgetEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { findBeneficiaryByFilter, saveAllBeneficiaries } from './beneficiary-budget.service.ts';

/** The budget's view of the beneficiaries, as declared in contracts (`beneficiaryBudgetEndpoints`). */
export function beneficiaryBudgetRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.find, { kind: 'token' }, async (request) => ({
      result: true as const,
      ...(await findBeneficiaryByFilter(db, authOf(request), request.body)),
    }));
    route(app, e.saveAll, { kind: 'token' }, async (request) => {
      const saved = await saveAllBeneficiaries(db, authOf(request), request.body.beneficiaries);
      return ok(saved, `${saved.created} beneficiarios creados y ${saved.updated} actualizados`);
    });
  };
}
