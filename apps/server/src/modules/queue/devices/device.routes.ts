import { DEVICE_KEY_HEADER, queueDeviceEndpoints } from '@erario/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../../../platform/access/access.hook.ts';
import { ownedRow } from '../../../platform/access/access.ts';
import { route } from '../../../platform/http/endpoint.ts';
import { ok } from '../../../platform/http/replies.ts';
import type { Platform } from '../../../platform/services.ts';
import { issuedTicket, queueBoard } from '../tickets/board.ts';
import { issueTicket } from '../tickets/ticket.service.ts';
import { asKiosk, deviceOf, enrolDevice, listDevices, revokeDevice } from './device.service.ts';

/**
 * The devices: enrolled, listed and revoked by whoever configures the queue (TUR-CFG-01); and the
 * calls a device makes with its own credential (its header), which the access hook lets through as
 * public and `deviceOf` checks, each call, in one place.
 */
export function deviceRoutes({ db, clock }: Platform) {
  const device = (request: FastifyRequest) => deviceOf(db, request.headers[DEVICE_KEY_HEADER], clock.now());
  return async (app: FastifyInstance) => {
    route(app, queueDeviceEndpoints.enrol, { kind: 'token' }, async (request) => {
      const enrolled = await enrolDevice(db, authOf(request), request.body);
      return ok(enrolled, `Dispositivo «${enrolled.device.name}» enrolado`);
    });
    route(app, queueDeviceEndpoints.list, { kind: 'token' }, async (request) =>
      ok(await listDevices(db, authOf(request))),
    );
    route(app, queueDeviceEndpoints.revoke, ownedRow('queue_device'), async (request) => {
      const revoked = await revokeDevice(db, authOf(request), request.params.id);
      return ok(revoked, `Dispositivo «${revoked.name}» dado de baja`);
    });
    route(app, queueDeviceEndpoints.self, { kind: 'token' }, async (request) => {
      const { id: _id, idClient: _client, now: _now, ...self } = await device(request);
      return ok(self);
    });
    route(app, queueDeviceEndpoints.board, { kind: 'token' }, async (request) => {
      const { idClient, idCollectionPoint, now } = await device(request);
      return ok(await queueBoard(db, idClient, idCollectionPoint, now));
    });
    route(app, queueDeviceEndpoints.issue, { kind: 'token' }, async (request) => {
      const kiosk = asKiosk(await device(request));
      const id = await issueTicket(
        db,
        { idUser: null, idClient: kiosk.idClient, now: kiosk.now, timeZone: kiosk.timeZone },
        { idCollectionPoint: kiosk.idCollectionPoint, idService: request.body.idService },
      );
      return ok(await issuedTicket(db, id), 'Turno emitido');
    });
  };
}
