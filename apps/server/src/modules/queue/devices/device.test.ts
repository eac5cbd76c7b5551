import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/harness.ts';
import { queueMasters } from '../../../test/queue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Kiosks and waiting-room displays as devices: enrolled by whoever configures the queue, each with a
 * credential of its own that reaches only its point and what its kind does, that no idle time or
 * session end takes away, and that a revocation ends at its next call.
 */
const t = testSuite();
const { call } = t.api;
const masters = queueMasters(t.api.master);
let point: number;
let otherPoint: number;
let caja: number;
let mercado: number;
let agent: string;

/** A device's own call: its credential in its header, no token. */
const asDevice = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-device-key': key }, ...(payload ? { payload } : {}) });

const enrol = async (body: object) => {
  const res = await call('POST', '/api/queue/device/enrol', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { device: { id: number; name: string }; key: string };
};

beforeAll(async () => {
  const [home] = t.clients;
  point = await masters.point('DEV', 'Oficina de atención');
  otherPoint = await masters.point('DEM', 'Mercado');
  caja = await masters.service(point, 'C', 'Caja');
  mercado = await masters.service(otherPoint, 'M', 'Mercado');
  await createUser(t.db, {
    username: 'taquilla',
    memberships: [{ idClient: home, screens: ['TUR-COL-01'] }],
  });
  agent = await t.signInAs('taquilla');
});

describe('queue devices', () => {
  it('enrols a display that shows its point’s board and issues nothing, with a credential kept only as its hash', async () => {
    const { device, key } = await enrol({ name: 'TV sala', kind: 'display', idCollectionPoint: point });
    expect(device).toMatchObject({ name: 'TV sala', kind: 'display', pointName: 'Oficina de atención' });
    expect(key.length).toBeGreaterThanOrEqual(40);
    const stored = await t.rows<{ key_hash: string }>(
      sql`select key_hash from queue_device where id = ${device.id}`,
    );
    expect(stored[0]?.key_hash).not.toContain(key);
    const self = await asDevice(key, 'GET', '/api/queue/device/self');
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json().data).toMatchObject({
      kind: 'display',
      idCollectionPoint: point,
      pointName: 'Oficina de atención',
    });
    const board = await asDevice(key, 'GET', '/api/queue/device/board');
    expect(board.json().data).toMatchObject({ idCollectionPoint: point, pointName: 'Oficina de atención' });
    const issued = await asDevice(key, 'POST', '/api/queue/device/issue', { idService: caja });
    expect(issued.statusCode).toBe(403);
    expect(issued.json().message).toBe('Esta pantalla no emite turnos: solo un quiosco enrolado.');
    // The credential is no token: the back office's routes refuse it.
    const asToken = await call('GET', `/api/queue/ticket/board/${point}`, undefined, key);
    expect(asToken.statusCode).toBe(401);
    // Whoever attends the queue but does not configure it enrols nothing.
    const refused = await call(
      'POST',
      '/api/queue/device/enrol',
      { name: 'X', kind: 'kiosk', idCollectionPoint: point },
      agent,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('lets a kiosk issue at its own point only, days later as well, until it is revoked', async () => {
    const { device, key } = await enrol({ name: 'Quiosco entrada', kind: 'kiosk', idCollectionPoint: point });
    const ticket = await asDevice(key, 'POST', '/api/queue/device/issue', { idService: caja });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().data).toMatchObject({ serviceName: 'Caja', pointName: 'Oficina de atención' });
    const row = await t.rows<{ issued_by: number | null; id_collection_point: number }>(
      sql`select issued_by, id_collection_point from queue_ticket where id = ${ticket.json().data.id}`,
    );
    expect(row[0]).toEqual({ issued_by: null, id_collection_point: point });
    // Another point's service is not this kiosk's, whatever the body says.
    const elsewhere = await asDevice(key, 'POST', '/api/queue/device/issue', { idService: mercado });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('El servicio no es de esta estación de cobro');
    // No idle limit: three days without a call, it still works (and says when it last called).
    t.clock.set(new Date(Date.now() + 3 * 24 * 3600_000));
    try {
      expect((await asDevice(key, 'GET', '/api/queue/device/board')).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
    const listed = (await call('GET', '/api/queue/device/list')).json().data;
    expect(listed.find((d: { id: number }) => d.id === device.id)).toMatchObject({
      revokedAt: null,
      enrolledBy: expect.any(String),
    });
    expect(listed.find((d: { id: number }) => d.id === device.id).lastSeenAt).not.toBeNull();
    const revoked = await call('POST', `/api/queue/device/revoke/${device.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe('Dispositivo «Quiosco entrada» dado de baja');
    const after = await asDevice(key, 'POST', '/api/queue/device/issue', { idService: caja });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(
      'Este dispositivo no está enrolado o fue dado de baja. Pida a un administrador que lo enrole.',
    );
    expect((await call('POST', `/api/queue/device/revoke/${device.id}`)).statusCode).toBe(409);
  });

  it('refuses bad enrolments in Spanish, another institution’s rows, and devices of an institution without the queue', async () => {
    const empty = await call('POST', '/api/queue/device/enrol', {
      name: ' ',
      kind: 'tv',
      idCollectionPoint: point,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Escriba un nombre para el dispositivo');
    expect(empty.body).toContain('Elija si es un quiosco o una pantalla');
    const [home, other] = t.clients;
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${other}, 'TUR') on conflict do nothing`,
    );
    await t.db.execute(sql`update client set queuing_system_applies = true where id = ${other}`);
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${other}`,
      headers: bearer(t.admin),
    });
    const elsewhere = switched.json().data.access_token;
    const foreignPoint = await call(
      'POST',
      '/api/queue/device/enrol',
      { name: 'X', kind: 'kiosk', idCollectionPoint: point },
      elsewhere,
    );
    expect(foreignPoint.statusCode).toBe(404);
    const { device, key } = await enrol({ name: 'TV 2', kind: 'display', idCollectionPoint: point });
    expect(
      (await call('POST', `/api/queue/device/revoke/${device.id}`, undefined, elsewhere)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/queue/device/list', undefined, elsewhere)).json().data).toEqual([]);
    for (const bad of [undefined, '', 'x'.repeat(500), `${key}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/queue/device/board',
        headers: bad === undefined ? {} : { 'x-device-key': bad },
      });
      expect(res.statusCode).toBe(401);
    }
    // Off for a while (the queue switched off, the point made inactive): 409, and back when it is back.
    await t.db.execute(sql`update client set queuing_system_applies = false where id = ${home}`);
    try {
      const off = await asDevice(key, 'GET', '/api/queue/device/board');
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe('El sistema de turnos no está habilitado ahora para esta institución.');
    } finally {
      await t.db.execute(sql`update client set queuing_system_applies = true where id = ${home}`);
    }
    await t.db.execute(sql`update collection_point set active = false where id = ${point}`);
    try {
      const inactive = await asDevice(key, 'GET', '/api/queue/device/board');
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json().message).toBe(
        'La estación de cobro Oficina de atención está inactiva: no da turnos ahora.',
      );
    } finally {
      await t.db.execute(sql`update collection_point set active = true where id = ${point}`);
    }
    expect((await asDevice(key, 'GET', '/api/queue/device/board')).statusCode).toBe(200);
  });
});
