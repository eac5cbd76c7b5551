import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, signIn } from '../../../test/harness.ts';
import { queueMasters } from '../../../test/queue-fixtures.ts';
import { testSuite } from '../../../test/suite.ts';
import { LINE_ORDER } from './ticket.service.ts';

/**
 * The turn-ticket queue through HTTP: a point's services and counters as masters, tickets numbered
 * per service and day even when kiosks print at once, called in line with priority that never
 * starves anyone, recalled, attended, absent and transferred keeping their place, the numbering
 * reset with the waiting tickets cancelled, the citizen's public page, and the queue only for
 * institutions with the queuing system.
 */
const t = testSuite();
let agent: string;
let kiosk: string;
let point: number;
let otherPoint: number;
let caja: number;
let preferente: number;
let catastro: number;
let window1: number;
let window2: number;

const { call } = t.api;
const masters = queueMasters(t.api.master);

const issue = async (idService: number, token = kiosk) => {
  const res = await call('POST', '/api/queue/ticket/issue', { idCollectionPoint: point, idService }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const next = async (idCounter: number, idServices?: number[]) => {
  const res = await call('POST', '/api/queue/ticket/callNext', { idCounter, idServices }, agent);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const board = async (token = agent) => {
  const res = await call('GET', `/api/queue/ticket/board/${point}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** Moves what is in line back in time, as if issued `minutes` ago. */
const issuedAgo = (id: number, minutes: number) =>
  t.db.execute(
    sql`update queue_ticket set issued_at = now() - ${minutes} * interval '1 minute' where id = ${id}`,
  );

beforeAll(async () => {
  const [home] = t.clients;
  await createUser(t.db, {
    username: 'taquilla',
    memberships: [{ idClient: home, screens: ['TUR-COL-01'] }],
  });
  await createUser(t.db, { username: 'quiosco', memberships: [{ idClient: home, screens: ['TUR-SOL-01'] }] });
  agent = await t.signInAs('taquilla');
  kiosk = await t.signInAs('quiosco');
  point = await masters.point('TUR', 'Oficina de atención');
  otherPoint = await masters.point('MER', 'Mercado');
  caja = await masters.service(point, 'C', 'Caja');
  preferente = await masters.service(point, 'P', 'Atención preferente', '1');
  catastro = await masters.service(point, 'CA', 'Catastro');
  window1 = await masters.counter(point, 'Taquilla 1');
  window2 = await masters.counter(point, 'Taquilla 2');
});

describe('turn-ticket queue', () => {
  it('configures services and counters as masters, refusing a bad prefix and a repeated one', async () => {
    const bad = await call('POST', '/api/queue/service/create', {
      idCollectionPoint: point,
      prefix: 'c1',
      name: 'Mal',
      priority: '0',
      active: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('De una a tres letras mayúsculas');
    const twice = await call('POST', '/api/queue/service/create', {
      idCollectionPoint: point,
      prefix: 'C',
      name: 'Otra caja',
      priority: '0',
      active: true,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toBe('Ya existe un servicio con ese prefijo en esta estación de cobro');
    // The same prefix at another point is another line.
    await masters.service(otherPoint, 'C', 'Caja');
  });

  it('numbers each service by day, without gaps or repeats when kiosks print at once', async () => {
    const first = await issue(caja);
    expect(first).toMatchObject({
      code: 'C-001',
      serviceName: 'Caja',
      status: 'waiting',
      ahead: 0,
      pointName: 'Oficina de atención',
    });
    expect(first.verifyId).toMatch(/^[\w-]{20,}$/);
    const printed = await Promise.all(Array.from({ length: 8 }, () => issue(caja)));
    expect(printed.map((p) => p.code).sort()).toEqual([
      'C-002',
      'C-003',
      'C-004',
      'C-005',
      'C-006',
      'C-007',
      'C-008',
      'C-009',
    ]);
    // Called in their numbers' order, however the kiosks' transactions interleaved (on PostgreSQL, where
    // CI runs this suite too, eight at once race for the number).
    const line = await t.rows<{ code: string }>(sql`
      select t.code from queue_ticket t join queue_service s on s.id = t.id_service
       where t.id_service = ${caja} and t.status = 'waiting' order by ${LINE_ORDER}`);
    expect(line.map((r) => r.code)).toEqual(Array.from({ length: 9 }, (_, i) => `C-00${i + 1}`));
    expect((await issue(catastro)).code).toBe('CA-001');
    // Nine ahead of it at the default pace of 5 minutes a ticket, with nobody calling yet.
    const tenth = await issue(caja);
    expect(tenth).toMatchObject({ code: 'C-010', ahead: 10, estimatedMinutes: 50 });
    // Not a service of the point, nor a point of the institution.
    const wrong = await call(
      'POST',
      '/api/queue/ticket/issue',
      { idCollectionPoint: otherPoint, idService: caja },
      kiosk,
    );
    expect(wrong.statusCode).toBe(400);
    // The agent's screen does not issue tickets; the kiosk does not call them.
    expect(
      (await call('POST', '/api/queue/ticket/issue', { idCollectionPoint: point, idService: caja }, agent))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/queue/ticket/callNext', { idCounter: window1 }, kiosk)).statusCode).toBe(
      403,
    );
  });

  it('starts the numbering again at 1 on reset, cancelling what still waits', async () => {
    const reset = await call('POST', '/api/queue/ticket/reset', { idCollectionPoint: point });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toEqual({ cancelled: 11, services: 2 });
    expect((await board()).waiting).toEqual([]);
    expect((await issue(caja)).code).toBe('C-001');
    const rows = await t.db.execute<{ round: number; n: number }>(sql`
      select round, count(*)::int as n from queue_ticket where id_service = ${caja} group by round order by round`);
    expect(rows.rows).toEqual([
      { round: 1, n: 10 },
      { round: 2, n: 1 },
    ]);
    expect(
      (await call('POST', '/api/queue/ticket/reset', { idCollectionPoint: point })).json().data.cancelled,
    ).toBe(1);
  });

  it('calls in line: a priority passes only who arrived less than 10 minutes before it', async () => {
    const early = await issue(caja); // C-001 of the third round, 15 minutes ago
    const late = await issue(caja); // C-002, 5 minutes ago
    const priority = await issue(preferente); // P-001, now, 10 minutes ahead
    await issuedAgo(early.id, 15);
    await issuedAgo(late.id, 5);
    const line = await board();
    expect(
      line.waiting.map((w: { code: string; position: number }) => [w.position, w.code]),
      JSON.stringify(line.waiting),
    ).toEqual([
      [1, 'C-001'],
      [2, 'P-001'],
      [3, 'C-002'],
    ]);
    expect((await next(window1)).code).toBe('C-001');
    expect((await next(window1)).code).toBe('P-001');
    expect((await next(window1)).code).toBe('C-002');
    // Each call attended the ticket the counter had.
    const states = await t.db.execute<{ code: string; status: string; id_counter: number }>(sql`
      select code, status, id_counter from queue_ticket where id in (${early.id}, ${priority.id}, ${late.id}) order by id`);
    expect(states.rows).toEqual([
      { code: 'C-001', status: 'attended', id_counter: window1 },
      { code: 'C-002', status: 'called', id_counter: window1 },
      { code: 'P-001', status: 'attended', id_counter: window1 },
    ]);
  });

  it('recalls, marks absent or attended, and sends a ticket to another service keeping its place', async () => {
    const called = (await board()).counters.find((c: { id: number }) => c.id === window1).current;
    const recalled = await call('POST', `/api/queue/ticket/recall/${called.id}`, undefined, agent);
    expect(recalled.json().data).toMatchObject({ code: 'C-002', calls: 2, counterName: 'Taquilla 1' });
    const absent = await call('POST', `/api/queue/ticket/absent/${called.id}`, undefined, agent);
    expect(absent.json().data.status).toBe('absent');
    const again = await call('POST', `/api/queue/ticket/attend/${called.id}`, undefined, agent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Solo se atiende un turno llamado: el C-002 está marcado como ausente.',
    );

    const first = await issue(caja); // C-003, waited 20 minutes
    const second = await issue(catastro); // CA-001 now
    await issuedAgo(first.id, 20);
    const mine = await next(window2, [caja]);
    expect(mine.code).toBe('C-003');
    // It was the wrong line: to Catastro, where it goes first, having waited longest.
    const moved = await call(
      'POST',
      `/api/queue/ticket/transfer/${first.id}`,
      { idService: catastro },
      agent,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      code: 'C-003',
      status: 'waiting',
      serviceName: 'Catastro',
      transferredFrom: 'Caja',
      idCounter: null,
    });
    const same = await call('POST', `/api/queue/ticket/transfer/${first.id}`, { idService: catastro }, agent);
    expect(same.statusCode).toBe(400);
    expect((await next(window2, [catastro])).code).toBe('C-003');
    expect((await next(window2, [catastro])).code).toBe('CA-001');
    const done = await call('POST', `/api/queue/ticket/attend/${second.id}`, undefined, agent);
    expect(done.json().data).toMatchObject({ status: 'attended', code: 'CA-001' });
    const display = await board();
    expect(display.called[0]).toMatchObject({ code: 'CA-001', counterName: 'Taquilla 2' });
    expect(display.services.find((s: { prefix: string }) => s.prefix === 'CA')).toMatchObject({
      waiting: 0,
      attended: 2,
    });
  });

  it('never gives one ticket to two counters calling at once', async () => {
    await issue(caja);
    await issue(caja);
    const [a, b] = await Promise.all([next(window1), next(window2)]);
    expect(a.code).not.toBe(b.code);
    expect([a.code, b.code].sort()).toEqual(['C-004', 'C-005']);
    // Nobody left: the counter's ticket is attended and there is no one to call.
    expect(await next(window1)).toBeNull();
    expect((await board()).counters.find((c: { id: number }) => c.id === window1).current).toBeNull();
  });

  it('shows the citizen its place and wait, and where to go once called, from its QR code alone', async () => {
    const mine = await issue(catastro);
    const open = await t.app.inject({ method: 'GET', url: `/api/online/ticket/${mine.verifyId}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({
      code: mine.code,
      serviceName: 'Catastro',
      pointName: 'Oficina de atención',
      status: 'waiting',
      position: 1,
      estimatedMinutes: 0,
      counterName: null,
    });
    expect(Object.keys(open.json().data)).not.toContain('id');
    await next(window1, [catastro]);
    const called = await t.app.inject({ method: 'GET', url: `/api/online/ticket/${mine.verifyId}` });
    expect(called.json().data).toMatchObject({ status: 'called', position: null, counterName: 'Taquilla 1' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/online/ticket/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('TURNO NO ENCONTRADO');
  });

  it('is not served to an institution without the queuing system, nor across institutions', async () => {
    const [home, other] = t.clients;
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${other}`,
      headers: bearer(t.admin),
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const elsewhere = switched.json().data.access_token;
    expect((await call('GET', `/api/queue/ticket/board/${point}`, undefined, elsewhere)).statusCode).toBe(
      403,
    );
    // The module enabled but the queuing system off: neither the screens nor the routes.
    await t.db.execute(
      sql`insert into client_module (id_client, module_code) values (${other}, 'TUR') on conflict do nothing`,
    );
    await t.db.execute(sql`update client set queuing_system_applies = false where id = ${home}`);
    try {
      const session = await signIn(t.app, 'admin', ADMIN_PASSWORD);
      expect(session.user.modules.map((m: { code: string }) => m.code)).not.toContain('TUR');
      expect(session.user.src.some((s: { code: string }) => s.code.startsWith('TUR-'))).toBe(false);
      const refused = await call('GET', `/api/queue/ticket/board/${point}`, undefined, session.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('El módulo Turnos no está habilitado para esta institución.');
    } finally {
      await t.db.execute(sql`update client set queuing_system_applies = true where id = ${home}`);
    }
  });

  it('keeps the day’s line until midnight on the institution’s clock, not UTC’s', async () => {
    // 23:30 in Caracas on 31 October: 03:30 of 1 November in UTC. Yesterday's line is another day.
    t.clock.set('2026-11-01T03:30:00Z');
    try {
      const late = await issue(caja);
      const stored = await t.db.execute<{ day: string }>(
        sql`select to_char(day, 'YYYY-MM-DD') as day from queue_ticket where id = ${late.id}`,
      );
      expect(stored.rows[0]?.day).toBe('2026-10-31');
      expect((await board()).day).toBe('2026-10-31');
      expect((await board()).waiting.map((w: { code: string }) => w.code)).toEqual([late.code]);
      // Half an hour past midnight in Caracas, the numbering starts again with the new day.
      t.clock.set('2026-11-01T04:30:00Z');
      const morning = await issue(caja);
      expect(morning.code).toBe('C-001');
      expect((await board()).day).toBe('2026-11-01');
    } finally {
      t.clock.reset();
    }
  });
});
