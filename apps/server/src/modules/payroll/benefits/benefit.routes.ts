import { benefitEndpoints, formatMoney } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { annulDeposit, depositQuarter, listDeposits, quarterName } from './benefit-deposit.ts';
import {
  annulEntry,
  benefitLedger,
  benefitSettlement,
  benefitWorkers,
  payYearInterest,
  recordAdvance,
  recordOpening,
  settle,
} from './benefit-ledger.ts';

/** Prestaciones sociales: quarters deposited, each worker's ledger and the settlement at termination. */
export function benefitRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    const screen = { kind: 'token' } as const;
    const oneDeposit = ownedRow('benefit_deposit');
    const worker = ownedRow('employee', 'idEmployee');
    route(app, benefitEndpoints.deposits, screen, async (request) =>
      ok(await listDeposits(db, authOf(request).idClient)),
    );
    route(app, benefitEndpoints.deposit, screen, async (request) => {
      const deposit = await depositQuarter(db, authOf(request), request.body);
      return ok(
        deposit,
        `Abonado el ${quarterName(deposit.year, deposit.quarter)}: ${deposit.employees} trabajadores.`,
      );
    });
    route(app, benefitEndpoints.annul, oneDeposit, async (request) => {
      const deposit = await annulDeposit(db, authOf(request), request.params.id, request.body.reason);
      return ok(deposit, `Anulado el abono del ${quarterName(deposit.year, deposit.quarter)}.`);
    });
    route(app, benefitEndpoints.workers, screen, async (request) =>
      ok(await benefitWorkers(db, authOf(request).idClient, request.query)),
    );
    route(app, benefitEndpoints.ledger, worker, async (request) =>
      ok(await benefitLedger(db, authOf(request).idClient, request.params.idEmployee)),
    );
    route(app, benefitEndpoints.opening, screen, async (request) =>
      ok(await recordOpening(db, authOf(request), request.body), 'Saldo inicial registrado.'),
    );
    route(app, benefitEndpoints.advance, screen, async (request) =>
      ok(await recordAdvance(db, authOf(request), request.body), 'Anticipo registrado.'),
    );
    route(app, benefitEndpoints.annulEntry, ownedRow('benefit_entry'), async (request) =>
      ok(
        await annulEntry(db, authOf(request), request.params.id, request.body.reason),
        'Movimiento anulado.',
      ),
    );
    route(app, benefitEndpoints.payInterest, screen, async (request) => {
      const paid = await payYearInterest(db, authOf(request), request.body);
      return ok(
        paid,
        `Pagados los intereses de ${paid.year}: ${paid.employees} ${paid.employees === 1 ? 'trabajador' : 'trabajadores'}, ${formatMoney(paid.total)}.`,
      );
    });
    route(app, benefitEndpoints.settle, worker, async (request) => {
      const s = await settle(db, authOf(request), request.params.idEmployee, request.body);
      // Said with what it recorded: the screen's figures are today's, the payment's day may differ.
      return ok(
        s,
        `Liquidación registrada: prestaciones e intereses ${formatMoney(s.total)}${s.lateDays > 0 ? `, más ${formatMoney(s.lateInterest)} de intereses de mora por ${s.lateDays} días` : ''}.`,
      );
    });
    route(app, benefitEndpoints.settlement, worker, async (request) =>
      ok(await benefitSettlement(db, authOf(request), request.params.idEmployee)),
    );
  };
}
