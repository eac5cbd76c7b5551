import { benefitEndpoints } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { annulDeposit, depositQuarter, listDeposits } from './benefit-deposit.ts';
import { benefitLedger, benefitSettlement, benefitWorkers } from './benefit-ledger.ts';

/** Prestaciones sociales: quarters deposited, each worker's ledger and the settlement at termination. */
export function benefitRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    const screen = { kind: 'token' } as const;
    const deposit = ownedRow('benefit_deposit');
    const worker = ownedRow('employee', 'idEmployee');
    route(app, benefitEndpoints.deposits, screen, async (request) =>
      ok(await listDeposits(db, authOf(request).idClient)),
    );
    route(app, benefitEndpoints.deposit, screen, async (request) =>
      ok(await depositQuarter(db, authOf(request), request.body)),
    );
    route(app, benefitEndpoints.annul, deposit, async (request) =>
      ok(await annulDeposit(db, authOf(request), request.params.id, request.body.reason)),
    );
    route(app, benefitEndpoints.workers, screen, async (request) =>
      ok(await benefitWorkers(db, authOf(request).idClient, request.query)),
    );
    route(app, benefitEndpoints.ledger, worker, async (request) =>
      ok(await benefitLedger(db, authOf(request).idClient, request.params.idEmployee)),
    );
    route(app, benefitEndpoints.settlement, worker, async (request) =>
      ok(await benefitSettlement(db, authOf(request).idClient, request.params.idEmployee)),
    );
  };
}
