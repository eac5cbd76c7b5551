import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, signIn } from '../../../test/harness.ts';
import { queueMasters } from '../../../test/queue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The queue's live feed over a real socket: a screen watching a point hears every change of its
 * queue made through any server on the database (on PostgreSQL, a second server with its own
 * connections: the change crosses through the database's notifications), a citizen's ticket page
 * hears its line move, and nobody watches what they may not read.
 */
const t = testSuite();
let first: FastifyInstance;
let second: FastifyInstance;
let stranger: string;
let point: number;
let otherPoint: number;
let caja: number;
let counter: number;
const sockets: Socket[] = [];

const { call } = t.api;
const masters = queueMasters(t.api.master);
const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Connects as the web does: websocket only, 5 reconnection attempts, a new connection each time. */
function watch(app: FastifyInstance, auth: object): Promise<Socket> {
  const socket = io(`${urlOf(app)}/queue`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnectionAttempts: 5,
    forceNew: true,
    auth,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * How many times the socket is told the queue changed while `act` runs and a moment after (`settle`
 * ms; up to 5 s for the first word when one is `expected`).
 */
async function heard(
  socket: Socket,
  act: () => Promise<unknown>,
  expected = true,
  settle = 300,
): Promise<number> {
  let count = 0;
  const listener = () => {
    count += 1;
  };
  socket.on('queue', listener);
  try {
    await act();
    const deadline = Date.now() + (expected ? 5000 : 0);
    while (count === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, settle));
    return count;
  } finally {
    socket.off('queue', listener);
  }
}

beforeAll(async () => {
  const [home] = t.clients;
  stranger = await t.newUser({
    username: 'cajero',
    memberships: [{ idClient: home, screens: ['REC-REC-01'] }],
  });
  point = await masters.point('SAT', 'Sede principal');
  otherPoint = await masters.point('ANX', 'Anexo');
  caja = await masters.service(point, 'C', 'Caja');
  counter = await masters.counter(point, 'Taquilla 1');
  first = t.app;
  await first.listen({ port: 0, host: '127.0.0.1' });
  second = await t.another();
  if (second !== first) await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('queue live feed', () => {
  it('tells the screens of a point, on every server, when its queue changes', async () => {
    if (t.kind === 'postgres') expect(second).not.toBe(first);
    const display = await watch(second, { token: t.admin, watch: { idCollectionPoint: point } });
    const elsewhere = await watch(second, { token: t.admin, watch: { idCollectionPoint: otherPoint } });
    let ticket: { verifyId: string; id: number } | undefined;
    const issuing = () =>
      call('POST', '/api/queue/ticket/issue', { idCollectionPoint: point, idService: caja }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        ticket = res.json().data;
      });
    const sent: unknown[] = [];
    const keep = (board: unknown) => sent.push(board);
    display.on('queue', keep);
    expect(await heard(display, issuing)).toBe(1);
    display.off('queue', keep);
    expect(await heard(elsewhere, async () => undefined, false)).toBe(0);
    // The screen is sent the board itself, read once on the server, with the ticket in line.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      idCollectionPoint: point,
      waiting: [expect.objectContaining({ id: ticket?.id, position: 1 })],
    });

    // The citizen's page watches by the ticket's key alone, and hears its call.
    const citizen = await watch(first, { watch: { ticket: ticket?.verifyId } });
    const told: unknown[] = [];
    citizen.on('queue', (payload: unknown) => told.push(payload));
    const calling = () =>
      second.inject({
        method: 'POST',
        url: '/api/queue/ticket/callNext',
        headers: bearer(t.admin),
        payload: { idCounter: counter },
      });
    expect(await heard(citizen, calling)).toBe(1);
    // A citizen's page learns that the line moved, never the point's board.
    expect(told).toEqual([undefined]);
    const shown = await second.inject({ method: 'GET', url: `/api/online/ticket/${ticket?.verifyId}` });
    expect(shown.json().data).toMatchObject({ status: 'called', counterName: 'Taquilla 1' });
    // A refused command changes nothing and tells nobody.
    const refused = () => call('POST', `/api/queue/ticket/recall/${ticket?.id}`, undefined, stranger);
    expect(await heard(display, refused, false)).toBe(0);
  });

  it('lets an enrolled display watch its own point by its credential, and no longer once revoked', async () => {
    const enrolled = await call('POST', '/api/queue/device/enrol', {
      name: 'TV sala',
      kind: 'display',
      idCollectionPoint: point,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { device, key } = enrolled.json().data;
    // It names no point: the credential's is the one it watches, whatever else it asks.
    const tv = await watch(second, { watch: { device: key, idCollectionPoint: otherPoint } });
    const told: unknown[] = [];
    tv.on('queue', (payload: unknown) => told.push(payload));
    const issuing = () =>
      call('POST', '/api/queue/ticket/issue', { idCollectionPoint: point, idService: caja });
    expect(await heard(tv, issuing)).toBe(1);
    // Told as a citizen's page is; it reads the board again with its credential.
    expect(told).toEqual([undefined]);
    expect((await call('POST', `/api/queue/device/revoke/${device.id}`)).statusCode).toBe(200);
    expect(
      await watch(first, { watch: { device: key } }).then(
        () => 'conectado',
        (error: Error) => error.message,
      ),
    ).toBe('No encontrado');
  });

  it('closes a screen when its sign-in ends, on this server and on another', async () => {
    for (const [where, app] of [
      ['here', first],
      ['there', second],
    ] as const) {
      const session = await signIn(t.app, 'admin', ADMIN_PASSWORD);
      const screen = await watch(app, { token: session.token, watch: { idCollectionPoint: point } });
      const closed = new Promise<string>((resolve) => screen.once('disconnect', resolve));
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: bearer(session.token),
      });
      expect(out.statusCode, where).toBe(200);
      const reason = await Promise.race([closed, new Promise((r) => setTimeout(() => r('abierto'), 5000))]);
      expect(reason, where).toBe('io server disconnect');
      // Nor does it come back with the token of the sign-in that ended.
      expect(
        await watch(app, { token: session.token, watch: { idCollectionPoint: point } }).then(
          () => 'conectado',
          (error: Error) => error.message,
        ),
        where,
      ).toBe('Sesión no válida o vencida');
    }
  });

  it('closes a screen of an institution the user was removed from, though the sign-in goes on in another', async () => {
    const [home, other] = t.clients;
    // For this test the Contraloría has the queue too, with a point of its own.
    await t.db.execute(sql`update client set queuing_system_applies = true where id = ${other}`);
    await t.db.execute(sql`insert into client_module (id_client, module_code) values (${other}, 'TUR')`);
    try {
      const theirs = await t.db.execute<{ id: number }>(sql`
        insert into collection_point (id_client, code, name, active) values (${other}, 'OTR', 'Contraloría', true)
        returning id`);
      await createUser(t.db, {
        username: 'doble',
        memberships: [
          { idClient: home, screens: ['TUR-COL-01'] },
          { idClient: other, screens: ['TUR-COL-01'] },
        ],
      });
      // One sign-in, in both institutions: the same session behind two tokens.
      const session = await signIn(t.app, 'doble', 'Clave-Prueba-1');
      const switched = await t.app.inject({
        method: 'GET',
        url: `/api/user/new-token/${other}`,
        headers: bearer(session.token),
      });
      expect(switched.statusCode, switched.body).toBe(200);
      const here = await watch(first, { token: session.token, watch: { idCollectionPoint: point } });
      const there = await watch(first, {
        token: switched.json().data.access_token,
        watch: { idCollectionPoint: theirs.rows[0]?.id },
      });
      const closed = new Promise<string>((resolve) => here.once('disconnect', resolve));
      // Taken out of the town hall behind this server's back (by another process): the periodic check sees it.
      const doble = sql`(select id from app_user where username = 'doble')`;
      await t.db.execute(sql`delete from user_screen where id_user = ${doble} and id_client = ${home}`);
      await t.db.execute(sql`delete from user_client where id_user = ${doble} and id_client = ${home}`);
      const reason = await Promise.race([closed, new Promise((r) => setTimeout(() => r('abierto'), 5000))]);
      expect(reason).toBe('io server disconnect');
      // Its screen in the institution it still belongs to stays.
      await new Promise((r) => setTimeout(r, 2500));
      expect(there.connected).toBe(true);
    } finally {
      await t.db.execute(sql`update client set queuing_system_applies = false where id = ${other}`);
      await t.db.execute(sql`delete from client_module where id_client = ${other} and module_code = 'TUR'`);
    }
  });

  it('lets nobody watch what they may not read', async () => {
    const refusal = (app: FastifyInstance, auth: object) =>
      watch(app, auth).then(
        () => 'conectado',
        (error: Error) => error.message,
      );
    expect(await refusal(first, {})).toBe('No encontrado');
    expect(await refusal(first, { watch: { ticket: 'inventado' } })).toBe('No encontrado');
    expect(await refusal(first, { watch: { idCollectionPoint: point } })).toBe('No encontrado');
    expect(await refusal(first, { token: 'x.y.z', watch: { idCollectionPoint: point } })).toBe(
      'Sesión no válida o vencida',
    );
    expect(await refusal(first, { token: stranger, watch: { idCollectionPoint: point } })).toBe(
      'No tiene permiso para consultar estos datos.',
    );
    // Another institution's point, or no point at all.
    const [, other] = t.clients;
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${other}`,
      headers: bearer(t.admin),
    });
    const theirs = switched.json().data.access_token;
    expect(await refusal(first, { token: theirs, watch: { idCollectionPoint: point } })).toBe(
      'El módulo Turnos no está habilitado para esta institución.',
    );
    expect(await refusal(first, { token: t.admin, watch: { idCollectionPoint: 'x' } })).toBe('No encontrado');
    expect(await refusal(first, { token: t.admin, watch: { idCollectionPoint: 2 ** 40 } })).toBe(
      'No encontrado',
    );
  });
});
