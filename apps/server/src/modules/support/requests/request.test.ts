import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, apiOf, createUser, signIn, writesSoFar } from '../../../test/harness.ts';
import { testSuite } from '../../../test/suite.ts';

/**
 * The support board through HTTP: an institution's requests of a period, seen by that institution
 * alone and by the support desk (every institution's, with `allBoard`); cards moved by the desk
 * anywhere and by the requester only to answer or reopen; comments signed with the commenter's
 * institution; the requester's answer sending a request back to the desk; the time waited, paused
 * while the desk waits on the requester; the history; and the board's addresses by a sealed period id
 * that cannot be forged.
 */
const t = testSuite({ signInAdmin: false });
/** The Contraloría's user who puts requests to the desk. */
let requester: string;
/** A colleague of the requester without the board's screen: reads through the board's addresses. */
let colleague: string;
/** The Alcaldía's user of the board, not of the desk. */
let stranger: string;
/** The support desk, signed in at the Alcaldía. */
let desk: string;
let deskTwo: string;
let consultant: string;
let home: number;
let other: number;
let homePeriod: number;
let otherPeriod: number;

const { call } = apiOf(
  () => t.app,
  () => requester,
);

const create = async (title: string, token = requester, idPeriod = otherPeriod) => {
  const res = await call(
    'POST',
    '/api/support/request',
    { idPeriod, title, description: `${title}: lo que ocurre, paso a paso.` },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const move = (id: number, idStatus: number, token = desk) =>
  call('PUT', '/api/support/request/status', { id_request: id, id_status: idStatus }, token);
const comment = (id: number, text: string, token = requester) =>
  call('POST', '/api/support/request/comment', { id_request: id, comment: text }, token);
const boardOf = async (token = requester, idPeriod = otherPeriod) => {
  const res = await call('GET', `/api/support/request/period/${idPeriod}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const allBoard = (token = desk, idPeriod = homePeriod) =>
  call('POST', '/api/support/request/all', { idPeriod, allBoard: true }, token);
/** Sets when each of a request's moves happened, oldest first, as minutes before the server's clock. */
async function timeline(id: number, minutesAgo: number[]) {
  const now = t.clock.now().toISOString();
  const events = await t.db.execute<{ id: number }>(
    sql`select id from support_event where id_request = ${id} and kind <> 'comment' order by at, id`,
  );
  expect(events.rows.length).toBe(minutesAgo.length);
  for (const [i, event] of events.rows.entries())
    await t.db.execute(
      sql`update support_event set at = ${now}::timestamptz - ${minutesAgo[i]} * interval '1 minute' where id = ${event.id}`,
    );
}

beforeAll(async () => {
  [home, other] = t.clients;
  const periods = await t.db.execute<{ id: number; id_client: number }>(
    sql`select id, id_client from period order by id_client`,
  );
  homePeriod = periods.rows.find((p) => p.id_client === home)?.id as number;
  otherPeriod = periods.rows.find((p) => p.id_client === other)?.id as number;
  await createUser(t.db, {
    username: 'contralor',
    memberships: [{ idClient: other, screens: ['SOP-TAB-01'] }],
  });
  await createUser(t.db, { username: 'colega', memberships: [{ idClient: other }] });
  await createUser(t.db, { username: 'vecino', memberships: [{ idClient: home, screens: ['SOP-TAB-01'] }] });
  await createUser(t.db, {
    username: 'soporte',
    memberships: [{ idClient: home, screens: ['SOP-TAB-01'], isSupport: true }],
  });
  await createUser(t.db, {
    username: 'soporte2',
    memberships: [{ idClient: home, screens: ['SOP-TAB-01'], isSupport: true }],
  });
  await createUser(t.db, {
    username: 'consultor',
    memberships: [{ idClient: other, screens: ['SOP-TAB-01'], isConsultant: true }],
  });
  const token = async (user: string) => (await signIn(t.app, user, 'Clave-Prueba-1')).token;
  requester = await token('contralor');
  colleague = await token('colega');
  stranger = await token('vecino');
  desk = await token('soporte');
  deskTwo = await token('soporte2');
  consultant = await token('consultor');
});

describe('support requests', () => {
  it('are created in the period, answer `result`, and show on the institution’s board as received', async () => {
    const res = await call('POST', '/api/support/request', {
      idPeriod: otherPeriod,
      title: 'No imprime la orden de pago',
      description: 'Al pulsar Imprimir la orden 15 no abre el PDF.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.data).toMatchObject({
      id_status: 1,
      nameClient: 'Contraloría Municipal Demo',
      title: 'No imprime la orden de pago',
      createdBy: 'Usuario contralor',
      commentCount: 0,
      clock: 'runs',
    });
    const board = await boardOf();
    expect(board.requests.map((r: { id_request: number }) => r.id_request)).toContain(body.data.id_request);
    expect(board.isSupport).toBe(false);
    expect(board.period.nameClient).toBe('Contraloría Municipal Demo');
  });

  it('refuses bad input with a Spanish message and writes nothing', async () => {
    const before = await writesSoFar(t.db);
    const short = await call('POST', '/api/support/request', {
      idPeriod: otherPeriod,
      title: 'Hola',
      description: 'Algo pasa con el sistema.',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message + JSON.stringify(short.json().fields)).toContain(
      'Asunto: escriba al menos 5 caracteres',
    );
    // Another institution's period is not the requester's to file in.
    const foreign = await call('POST', '/api/support/request', {
      idPeriod: homePeriod,
      title: 'En el período de otra institución',
      description: 'No debería poder registrarse aquí.',
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await comment(1, '   ');
    expect(empty.statusCode).toBe(400);
    const huge = await move(1, 2_147_483_648);
    expect(huge.statusCode).toBe(400);
    expect(await writesSoFar(t.db)).toBe(before);
  });

  it('are seen by the requesting institution and the desk only', async () => {
    const mine = await create('Clave del cajero bloqueada');
    // The Alcaldía's user of the board sees neither the period nor the request.
    expect(
      (await call('GET', `/api/support/request/period/${otherPeriod}`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/support/request/comments/${mine.id_request}`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect((await move(mine.id_request, 2, stranger)).statusCode).toBe(404);
    expect((await comment(mine.id_request, 'Me meto en lo ajeno', stranger)).statusCode).toBe(404);
    const strangerBoard = await boardOf(stranger, homePeriod);
    expect(strangerBoard.requests.some((r: { idClient: number }) => r.idClient === other)).toBe(false);
    // Only the desk sees every institution's.
    const refused = await allBoard(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Solo el equipo de soporte ve las solicitudes de todas las instituciones.',
    );
    const all = await allBoard();
    expect(all.statusCode, all.body).toBe(200);
    const card = all
      .json()
      .data.requests.find((r: { id_request: number }) => r.id_request === mine.id_request);
    expect(card).toMatchObject({
      nameClient: 'Contraloría Municipal Demo',
      title: 'Clave del cajero bloqueada',
    });
    expect(all.json().data.isSupport).toBe(true);
    // As the spec sends it, `{ allBoard }` alone: the desk's institution's period that holds today.
    const spec = await call('POST', '/api/support/request/all', { allBoard: true }, desk);
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().data.period.idPeriod).toBe(homePeriod);
    expect(spec.json().data.requests).toEqual(all.json().data.requests);
    // The desk's own board (without allBoard) is its institution's period alone.
    const own = await boardOf(desk, homePeriod);
    expect(own.requests.some((r: { id_request: number }) => r.id_request === mine.id_request)).toBe(false);
    // A colleague without the board's screen reads the board, and may not write on it.
    expect((await boardOf(colleague)).requests.length).toBeGreaterThan(0);
    expect((await comment(mine.id_request, 'Yo también', colleague)).statusCode).toBe(403);
    // A consultant reads and never writes.
    expect((await boardOf(consultant)).requests.length).toBeGreaterThan(0);
    expect((await comment(mine.id_request, 'Consulto', consultant)).statusCode).toBe(403);
  });

  it('move anywhere for the desk; the requester only answers or reopens', async () => {
    const req = await create('El reporte mensual sale en blanco');
    const toWork = await move(req.id_request, 2);
    expect(toWork.statusCode, toWork.body).toBe(200);
    expect(toWork.json().data).toMatchObject({ id_status: 2, clock: 'runs' });
    const resolve = await move(req.id_request, 4, requester);
    expect(resolve.statusCode).toBe(403);
    expect(resolve.json().message).toBe(
      'Solo el equipo de soporte pasa una solicitud de «En atención» a «Resuelta»',
    );
    const same = await move(req.id_request, 2);
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('La solicitud ya está en «En atención»');
    const unknown = await move(req.id_request, 9);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Estado de solicitud desconocido');
    expect((await move(req.id_request, 4)).statusCode).toBe(200);
    // What was resolved, the requester may reopen.
    const reopen = await move(req.id_request, 1, requester);
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(reopen.json().data.id_status).toBe(1);
    // The requester hears of the desk's moves.
    const told = await t.db.execute<{ message: string }>(
      sql`select message from notification where id_client = ${other} and message like ${`%#${req.id_request} %`}`,
    );
    expect(told.rows.map((r) => r.message)).toContain(
      `Soporte, solicitud #${req.id_request} «El reporte mensual sale en blanco»: pasó a «Resuelta».`,
    );
  });

  it('carry comments signed with each commenter’s institution; the requester’s answer sends it back to the desk', async () => {
    const req = await create('Diferencia en la conciliación de marzo');
    await move(req.id_request, 3);
    const asked = await comment(req.id_request, '¿Puede enviar el extracto de marzo?', desk);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      result: true,
      data: { nameClient: 'Alcaldía del Municipio Demo', fromSupport: true },
    });
    expect(
      (await boardOf()).requests.find((r: { id_request: number }) => r.id_request === req.id_request),
    ).toMatchObject({ id_status: 3, clock: 'paused', commentCount: 1 });
    const answer = await comment(req.id_request, 'Adjunto el extracto en el correo.');
    expect(answer.json().data).toMatchObject({
      nameClient: 'Contraloría Municipal Demo',
      fromSupport: false,
    });
    const res = await call('GET', `/api/support/request/comments/${req.id_request}`, undefined, colleague);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: true,
      comments: [
        { comment: '¿Puede enviar el extracto de marzo?', nameClient: 'Alcaldía del Municipio Demo' },
        { comment: 'Adjunto el extracto en el correo.', nameClient: 'Contraloría Municipal Demo' },
      ],
    });
    const card = (await boardOf()).requests.find(
      (r: { id_request: number }) => r.id_request === req.id_request,
    );
    expect(card).toMatchObject({ id_status: 2, clock: 'runs', commentCount: 2 });
    const history = await call('GET', `/api/support/request/history/${(await boardOf()).period.sealed}`);
    const events = history
      .json()
      .data.events.filter((e: { id_request: number }) => e.id_request === req.id_request);
    expect(
      events.map((e: { kind: string; toStatus: number | null; automatic: boolean }) => [
        e.kind,
        e.toStatus,
        e.automatic,
      ]),
    ).toEqual([
      ['moved', 2, true],
      ['comment', null, false],
      ['comment', null, false],
      ['moved', 3, false],
      ['created', 1, false],
    ]);
  });

  it('count the time waited on the desk, paused while it waits on the requester and stopped once resolved', async () => {
    // A Wednesday afternoon in Caracas: every minute counted is a working one.
    t.clock.set('2026-11-25T19:00:00Z');
    const req = await create('Saldo inicial no cuadra');
    await move(req.id_request, 2);
    await move(req.id_request, 3);
    await move(req.id_request, 2);
    // Received 3 h ago, attended from 2 h 30 min ago, waiting on the requester from 2 h ago to 30 min ago.
    await timeline(req.id_request, [180, 150, 120, 30]);
    const waited = async () =>
      (await boardOf()).requests.find((r: { id_request: number }) => r.id_request === req.id_request);
    expect((await waited()).waitedMinutes).toBe(30 + 30 + 30);
    await move(req.id_request, 3);
    await timeline(req.id_request, [180, 150, 120, 30, 10]);
    expect(await waited()).toMatchObject({ waitedMinutes: 60 + 20, clock: 'paused' });
    await move(req.id_request, 4);
    await timeline(req.id_request, [180, 150, 120, 30, 20, 10]);
    expect(await waited()).toMatchObject({ waitedMinutes: 30 + 30 + 10, clock: 'stopped' });
    t.clock.reset();
  });

  it('count working days only: not the weekend, nor Carnival, nor a holiday the institution adds', async () => {
    // Received on Thursday 4 February 2027 at 17:00 in Caracas; it is Wednesday the 10th, 09:00.
    t.clock.set('2027-02-10T13:00:00Z');
    const req = await create('El reporte mensual no abre');
    await t.db.execute(
      sql`update support_event set at = '2027-02-04T21:00:00Z' where id_request = ${req.id_request}`,
    );
    const waited = async () =>
      (await boardOf()).requests.find((r: { id_request: number }) => r.id_request === req.id_request)
        .waitedMinutes;
    // Thursday's last 7 hours, all of Friday, Wednesday's first 9: Monday and Tuesday are Carnival.
    expect(await waited()).toBe((7 + 24 + 9) * 60);
    await t.db.execute(sql`insert into holiday (id_client, holiday_date, description)
                           values (${other}, '2027-02-10', 'Día del patrono')`);
    expect(await waited()).toBe((7 + 24) * 60);
    t.clock.reset();
  });

  it("on the desk's board of every institution, a period's days are its institution's: 23:30 of 31 December in Caracas is the year before", async () => {
    const period = await t.db.execute<{ start: string }>(
      sql`select to_char(start_date, 'YYYY-MM-DD') as start from period where id = ${homePeriod}`,
    );
    const start = period.rows[0]?.start as string;
    const eve = await create('Pedida en la víspera');
    const first = await create('Pedida el primer día');
    // 03:30 UTC of the period's first day is 23:30 of the day before in Caracas; 04:30 is 00:30 of the first.
    await t.db.execute(sql`update support_request set created_at = ${start}::timestamp + interval '3 hours 30 minutes'
                            where id = ${eve.id_request}`);
    await t.db.execute(sql`update support_request set created_at = ${start}::timestamp + interval '4 hours 30 minutes'
                            where id = ${first.id_request}`);
    const ids = (await allBoard()).json().data.requests.map((r: { id_request: number }) => r.id_request);
    expect(ids).toContain(first.id_request);
    expect(ids).not.toContain(eve.id_request);
  });

  it('take one move at a time: two desk agents moving the same card, one wins and the other is told', async () => {
    const req = await create('Dos agentes a la vez');
    const [a, b] = await Promise.all([move(req.id_request, 2, desk), move(req.id_request, 2, deskTwo)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const moves = await t.db.execute(
      sql`select 1 from support_event where id_request = ${req.id_request} and kind = 'moved'`,
    );
    expect(moves.rows.length).toBe(1);
  });
});

describe('the board’s sealed addresses', () => {
  it('open the period’s board and history by its sealed id, never by the number', async () => {
    const board = await boardOf();
    const sealed: string = board.period.sealed;
    // Sealed afresh at each reading: the address says nothing of the number behind it.
    const again: string = (await boardOf()).period.sealed;
    expect(again).not.toBe(sealed);
    expect((await call('GET', `/api/support/request/board/${again}`)).json().data.period.idPeriod).toBe(
      otherPeriod,
    );
    expect(sealed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await call('GET', `/api/support/request/board/${sealed}`, undefined, colleague);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.period.idPeriod).toBe(otherPeriod);
    expect(res.json().data.requests.length).toBe(board.requests.length);
    const history = await call('GET', `/api/support/request/history/${sealed}`, undefined, colleague);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.events.length).toBeGreaterThan(board.requests.length);
  });

  it('answer 404 to a forged, altered or foreign sealed id', async () => {
    const sealed: string = (await boardOf()).period.sealed;
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    const forged = Buffer.from(String(otherPeriod)).toString('base64url');
    for (const id of [flipped, forged, 'x'.repeat(60), String(otherPeriod)]) {
      const res = await call('GET', `/api/support/request/board/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Período no encontrado');
      expect((await call('GET', `/api/support/request/history/${id}`)).statusCode).toBe(404);
    }
    // Another institution's user, holding the address, still does not see it; the desk does.
    expect((await call('GET', `/api/support/request/board/${sealed}`, undefined, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/support/request/board/${sealed}`, undefined, desk)).statusCode).toBe(200);
  });

  it('history of every institution is the desk’s alone', async () => {
    const sealed: string = (await boardOf(stranger, homePeriod)).period.sealed;
    const refused = await call(
      'GET',
      `/api/support/request/history/${sealed}?allBoard=true`,
      undefined,
      stranger,
    );
    expect(refused.statusCode).toBe(403);
    const all = await call('GET', `/api/support/request/history/${sealed}?allBoard=true`, undefined, desk);
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.events.some((e: { nameClient: string }) => e.nameClient === 'Contraloría Municipal Demo'),
    ).toBe(true);
  });
});

describe('the support flag', () => {
  it('is the SA’s to give or take: an institution’s administrator cannot open every institution’s requests', async () => {
    const chief = await t.newUser({
      username: 'jefe',
      role: 'ADMIN',
      memberships: [{ idClient: home, screens: ['CFG-USR-01', 'CFG-USR-02', 'SOP-TAB-01'] }],
    });
    const form = {
      usuario: 'ayudante',
      name: 'Ayudante de soporte',
      email: '',
      role: 'USER',
      password: 'Clave-Ayudante-1',
      active: true,
      isCashier: false,
      isSupervisorCashier: false,
      isConsultant: false,
      isSupport: true,
    };
    const before = await writesSoFar(t.db);
    const created = await call('POST', '/api/user/user/create', form, chief);
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toContain(
      'Solo el administrador del sistema marca o desmarca a un usuario como soporte',
    );
    expect(await writesSoFar(t.db)).toBe(before);
    const plain = await call('POST', '/api/user/user/create', { ...form, isSupport: false }, chief);
    expect(plain.statusCode, plain.body).toBe(200);
    const idUser = plain.json().data.idUser;
    const { password: _, ...edit } = form;
    // Nor by editing the user afterwards, themselves included.
    expect(
      (await call('PUT', '/api/user/user/update', { ...edit, idUser, password: '' }, chief)).statusCode,
    ).toBe(403);
    const self = await t.db.execute<{ id: number }>(sql`select id from app_user where username = 'jefe'`);
    const selfEdit = await call(
      'PUT',
      '/api/user/user/update',
      {
        ...edit,
        idUser: self.rows[0]?.id,
        usuario: 'jefe',
        name: 'Usuario jefe',
        role: 'ADMIN',
        password: '',
      },
      chief,
    );
    expect(selfEdit.statusCode).toBe(403);
    // The SA may.
    const sa = (await signIn(t.app, 'admin', ADMIN_PASSWORD)).token;
    const granted = await call('PUT', '/api/user/user/update', { ...edit, idUser, password: '' }, sa);
    expect(granted.statusCode, granted.body).toBe(200);
    const flag = await t.db.execute<{ is_support: boolean }>(
      sql`select is_support from user_client where id_user = ${idUser} and id_client = ${home}`,
    );
    expect(flag.rows[0]?.is_support).toBe(true);
    // Nor may the administrator then take the support user over (a password of theirs, their
    // screens) or remove them: acting as them would open every institution's requests.
    const takeover = await call(
      'PUT',
      '/api/user/user/update',
      { ...edit, idUser, isSupport: true, password: 'Tomada-Por-El-Jefe-1' },
      chief,
    );
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe(
      'El usuario es del equipo de soporte: solo el administrador del sistema puede modificarlo o quitarlo.',
    );
    const removal = await call('PUT', '/api/user/user/delete', { idUser }, chief);
    expect(removal.statusCode, removal.body).toBe(403);
    const screens = await call('PUT', `/api/user/permissions/${idUser}`, { screens: ['SOP-TAB-01'] }, chief);
    expect(screens.statusCode, screens.body).toBe(403);
    expect(screens.json().message).toContain('equipo de soporte');
  });
});
