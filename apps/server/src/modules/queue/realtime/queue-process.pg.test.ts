import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMasters } from '../../../test/queue-fixtures.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * Two server processes on one PostgreSQL database, as a deployment behind a load balancer runs them:
 * this test's server and another started as its own OS process (`main.ts`, the way `npm start`
 * does), on the same database. A ticket issued through either reaches a screen connected to the
 * other: the change crosses between processes only through the database's notifications.
 */
const t = testSuite();
let child: ServerProcess | undefined;
let childUrl = '';
let point: number;
let caja: number;
const sockets: Socket[] = [];

const { call } = t.api;
const masters = queueMasters(t.api.master);

function watch(url: string): Promise<Socket> {
  const socket = io(`${url}/queue`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnectionAttempts: 5,
    forceNew: true,
    auth: { token: t.admin, watch: { idCollectionPoint: point } },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with how long the socket took to hear the queue change after `act` started. */
async function hears(socket: Socket, act: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  const heard = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`sin aviso en 5 s; registro del otro proceso:\n${child?.log()}`)),
      5000,
    );
    socket.once('queue', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
  await act();
  return heard;
}

beforeAll(async () => {
  expect(t.kind).toBe('postgres');
  point = await masters.point('PRC', 'Sede de dos procesos');
  caja = await masters.service(point, 'C', 'Caja');
  await t.app.listen({ port: 0, host: '127.0.0.1' });

  child = await startServerProcess({ DATABASE_URL: t.databaseUrl });
  childUrl = child.url;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await child?.stop();
});

describe('the queue across two OS processes', () => {
  it('tells a screen on one process of a ticket issued through the other, both ways', async () => {
    expect(child?.child.pid).not.toBe(process.pid);
    const onChild = await watch(childUrl);
    const issueHere = () =>
      call('POST', '/api/queue/ticket/issue', { idCollectionPoint: point, idService: caja }).then((res) =>
        expect(res.statusCode, res.body).toBe(200),
      );
    expect(await hears(onChild, issueHere)).toBeLessThan(5000);

    const address = t.app.server.address() as AddressInfo;
    const onThis = await watch(`http://127.0.0.1:${address.port}`);
    const issueThere = async () => {
      const res = await fetch(`${childUrl}/api/queue/ticket/issue`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ idCollectionPoint: point, idService: caja }),
      });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      // Numbered in one sequence whichever process issued it.
      expect(body.data.code).toBe('C-002');
    };
    expect(await hears(onThis, issueThere)).toBeLessThan(5000);
  });
});
