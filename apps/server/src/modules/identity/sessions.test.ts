import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * Sessions that really end: a sign-in ends only for whoever proves they hold it, and once it has
 * ended (signed out, password reset or changed, user deactivated or removed from the institution) its
 * access token is refused on the next request, not when it expires fifteen minutes later.
 */
const t = testSuite();
let n = 0;

/** A user with the users screen, signed in: `reads` tells whether their token still opens a screen. */
async function clerk(extra: { email?: string; clients?: number[] } = {}) {
  const username = `sesion-${++n}`;
  const id = await createUser(t.db, {
    username,
    email: extra.email,
    memberships: (extra.clients ?? [t.clients[0]]).map((idClient) => ({
      idClient,
      screens: ['CFG-USR-01'],
    })),
  });
  return { id, username, session: await signIn(t.app, username, 'Clave-Prueba-1') };
}

const reads = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/user/all', headers: bearer(token) })).statusCode;

const renews = async (cookie: string, idClient = t.clients[0]) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${idClient}`,
      cookies: { erario_rt: cookie },
    })
  ).statusCode;

describe('signing out', () => {
  it('gives a cookie that names no session: a random secret, no sequential number', async () => {
    const { session } = await clerk();
    expect(session.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.execute<{ id: number }>(sql`select id from user_session order by id`);
    for (const row of stored.rows) expect(session.cookie.startsWith(`${row.id}.`)).toBe(false);
  });

  it('ends nobody else’s session: a forged cookie naming session numbers signs nobody out', async () => {
    const victim = await clerk();
    const ids = await t.db.execute<{ id: number }>(sql`select id from user_session`);
    for (const { id } of ids.rows) {
      for (const forged of [`${id}.x`, `${id}`, `${id}.${'A'.repeat(43)}`]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/logout',
          cookies: { erario_rt: forged },
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const open = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_session where revoked_at is not null`,
    );
    expect(open.rows[0]?.n).toBe(0);
    expect(await reads(victim.session.token)).toBe(200);
    expect(await renews(victim.session.cookie)).toBe(200);
  });

  it('ends the session at once with its own cookie: its access token is refused, and so is renewal', async () => {
    const { session } = await clerk();
    expect(await reads(session.token)).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { erario_rt: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/user/all',
      headers: bearer(session.token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Su sesión terminó. Inicie sesión nuevamente.');
    expect(await renews(session.cookie)).toBe(401);
  });

  it('ends the session at once with its own token, when the cookie is gone', async () => {
    const { session } = await clerk();
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(session.token) });
    expect(await reads(session.token)).toBe(401);
    expect(await renews(session.cookie)).toBe(401);
  });
});

describe('what a browser keeps', () => {
  it('keeps no copy of an API answer, signed in or refused', async () => {
    const { session } = await clerk();
    for (const headers of [bearer(session.token), {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/user/all', headers });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('what else ends a session at once', () => {
  it('deactivating the user; reactivating them does not bring the old session back', async () => {
    const { id, username, session } = await clerk();
    const form = { idUser: id, usuario: username, name: `Usuario ${username}`, email: '', role: 'USER' };
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/update',
      headers: bearer(t.admin),
      payload: { ...form, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await reads(session.token)).toBe(401);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/update',
      headers: bearer(t.admin),
      payload: { ...form, active: true },
    });
    expect(await reads(session.token)).toBe(401);
    expect(await renews(session.cookie)).toBe(401);
  });

  it('removing the user from the institution, and only there', async () => {
    const [home, other] = t.clients;
    const { id, session } = await clerk({ clients: [home, other] });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${other}`,
      cookies: { erario_rt: session.cookie },
    });
    const otherToken = elsewhere.json().data.access_token;
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/delete',
      headers: bearer(t.admin),
      payload: { idUser: id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await reads(session.token)).toBe(401);
    expect(await reads(otherToken)).toBe(200);
  });

  it('a password reset through the e-mailed link ends every session', async () => {
    const email = `olvido-${n}@alcaldia.test`;
    const { session } = await clerk({ email });
    await t.app.inject({ method: 'POST', url: '/api/user/recover-password', payload: { email } });
    const mail = await t.db.execute<{ body: string }>(
      sql`select body from mail_outbox where recipient = ${email} order by id desc limit 1`,
    );
    const token = /reset-password\/(\S+)/.exec(mail.rows[0]?.body ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Nueva-Clave-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await reads(session.token)).toBe(401);
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const { username, session } = await clerk();
    const second = await signIn(t.app, username, 'Clave-Prueba-1');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(session.token),
      payload: {
        currentPassword: 'Clave-Prueba-1',
        newPassword: 'Clave-Nueva-77',
        confirmPassword: 'Clave-Nueva-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await reads(second.token)).toBe(401);
    expect(await reads(session.token)).toBe(200);
  });

  it('a password set by an administrator ends the user’s sessions', async () => {
    const { id, username, session } = await clerk();
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/user/update',
      headers: bearer(t.admin),
      payload: {
        idUser: id,
        usuario: username,
        name: `Usuario ${username}`,
        email: '',
        role: 'USER',
        active: true,
        password: 'Puesta-Por-Admin-1',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await reads(session.token)).toBe(401);
    expect(await reads(t.admin)).toBe(200);
  });
});

describe('a person’s open sessions (ASVS 3.3.4)', () => {
  const as = (token: string, method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: bearer(token) });

  it('lists one’s own, with the device and the address, and ends any of them at once', async () => {
    const { username } = await clerk();
    const signInFrom = async (userAgent: string, ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { usuario: username, password: 'Clave-Prueba-1' },
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      });
      return res.json().data.tokenInfo.access_token as string;
    };
    const office = await signInFrom(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      '10.0.0.7',
    );
    const phone = await signInFrom(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/133.0 Mobile',
      '10.0.0.9',
    );
    const listed = await as(office, 'GET', '/api/user/sessions');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Firefox en Android', ip: '10.0.0.9', current: false });
    expect(sessions[1]).toMatchObject({ device: 'Chrome en Windows', ip: '10.0.0.7', current: true });

    // From the office, she ends the phone's: its token is refused on its next request.
    expect(await reads(phone)).toBe(200);
    const ended = await as(office, 'DELETE', `/api/user/sessions/${sessions[0].idSession}`);
    expect(ended.statusCode).toBe(200);
    expect(await reads(phone)).toBe(401);
    expect(await reads(office)).toBe(200);
    expect((await as(office, 'GET', '/api/user/sessions')).json().data).toHaveLength(2);
  });

  it('ends nobody else’s through one’s own route, and leaves other users’ to the SA', async () => {
    const mine = await clerk();
    const other = await clerk();
    const theirs = (await as(other.session.token, 'GET', '/api/user/sessions')).json().data[0].idSession;
    const refused = await as(mine.session.token, 'DELETE', `/api/user/sessions/${theirs}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('La sesión no existe o ya terminó.');
    expect(await reads(other.session.token)).toBe(200);
    expect((await as(mine.session.token, 'GET', `/api/user/sessions/of/${other.id}`)).statusCode).toBe(403);

    const seen = await as(t.admin, 'GET', `/api/user/sessions/of/${other.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      usuario: other.username,
      sessions: [{ idSession: theirs, current: false }],
    });
    const ended = await as(t.admin, 'DELETE', `/api/user/sessions/of/${other.id}/${theirs}`);
    expect(ended.statusCode).toBe(200);
    expect(await reads(other.session.token)).toBe(401);
    expect(await renews(other.session.cookie)).toBe(401);
    // A session that is not that user's is not found under their name, even the SA's own.
    const own = (await as(t.admin, 'GET', '/api/user/sessions')).json().data;
    const adminSession = own.find((s: { current: boolean }) => s.current).idSession;
    const mismatched = await as(t.admin, 'DELETE', `/api/user/sessions/of/${other.id}/${adminSession}`);
    expect(mismatched.statusCode).toBe(404);
    expect(await reads(t.admin)).toBe(200);
  });
});
