import { statementEndpoints as e } from '@erario/contracts';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow, type Tenancy } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import {
  createStatement,
  deleteStatement,
  importStatement,
  listStatements,
  readStatement,
  savedFormat,
  updateStatement,
} from './statement.service.ts';

/** A route naming a statement reaches only the token's institution's (404 otherwise). */
const row: Tenancy = ownedRow('bank_statement');

/** Spec section 7's AccountStatements: the five operations, and the import of the bank's files. */
export function statementRoutes({ db }: Platform) {
  return async (app: FastifyInstance) => {
    route(app, e.ofClientAndPeriod, { kind: 'client-param', param: 'idClient' }, async (request) =>
      ok({ data: await listStatements(db, request.params.idClient, request.params.idPeriod) }),
    );
    route(app, e.findById, row, async (request) =>
      ok(await readStatement(db, authOf(request).idClient, request.params.id)),
    );
    route(app, e.create, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      const id = await createStatement(db, auth, request.body);
      return ok(await readStatement(db, auth.idClient, id), 'Estado de cuenta registrado');
    });
    route(app, e.update, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      await updateStatement(db, auth, request.body);
      return ok(await readStatement(db, auth.idClient, request.body.id), 'Estado de cuenta actualizado');
    });
    route(app, e.importFile, { kind: 'token' }, async (request) => {
      const auth = authOf(request);
      const done = await importStatement(db, auth, request.body);
      const message =
        done.repeated === 0
          ? `${done.imported} líneas importadas`
          : `${done.imported} líneas importadas; ${done.repeated} ya estaban en el estado de cuenta`;
      return ok({ ...done, statement: await readStatement(db, auth.idClient, done.id) }, message);
    });
    route(app, e.format, { kind: 'token' }, async (request) =>
      ok(await savedFormat(db, authOf(request).idClient, request.params.idBankAccount)),
    );
    route(app, e.deleteById, row, async (request) => {
      await deleteStatement(db, authOf(request), request.params.id);
      return ok(null, 'Estado de cuenta eliminado');
    });
  };
}
