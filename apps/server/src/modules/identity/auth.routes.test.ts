import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser, signIn } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';
import { verifyPassword } from './password.ts';

const PEPPER = 'pimienta-de-prueba-que-no-vive-en-la-base-de-datos';

// With a pepper, as an installation that sets PASSWORD_PEPPER: the template's users were hashed
// without one, and each is moved to it at its first sign-in here. Behind a proxy that ends TLS at
// 127.0.0.1 (TRUST_PROXY), as production runs.
const t = testSuite({ passwordPepper: PEPPER, trustProxy: ['127.0.0.1'], signInAdmin: false });

describe('POST /api/user/auth', () => {
  it('signs the seeded admin in with the spec session user, a token and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.message).toContain('Bienvenido');
    const user = body.data.userInfo[0];
    expect(user).toMatchObject({ nameUser: 'Administrador del sistema', role: 'SA', idClient: t.clients[0] });
    expect(user.clientes.map((c: { idClient: number }) => c.idClient)).toEqual(t.clients);
    expect(user.periodName).toBe(String(new Date().getFullYear()));
    expect(user.src).toContainEqual({ src: 'SRC-X-MPI-OI1-01', code: 'MPI-OI1-01', module: 'GEN' });
    expect(user.notify[0].message).toContain('Bienvenido a Erario');
    // The second demo client lacks inventory: none of its screens may be granted there.
    const second = user.clientes[1];
    expect(second.modules.map((m: { code: string }) => m.code)).not.toContain('INV');
    const token = body.data.tokenInfo;
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_at).toBeGreaterThan(Date.now() / 1000);
    const cookie = res.cookies.find((c) => c.name === 'erario_rt');
    expect(cookie?.httpOnly).toBe(true);
    // The session ends twelve hours after the sign-in, renewed or not.
    const lasts = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(lasts).toBeGreaterThan(12 * 3_600_000 - 60_000);
    expect(lasts).toBeLessThanOrEqual(12 * 3_600_000);
    expect(res.body).not.toContain(ADMIN_PASSWORD);
  });

  it('answers 401 with a Spanish message, and no data, for wrong credentials', async () => {
    for (const payload of [
      { usuario: 'admin', password: 'incorrecta' },
      { usuario: 'nadie', password: 'incorrecta' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/auth', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ result: false, message: 'Usuario o contraseña incorrectos.' });
    }
  });

  it('requires user and password with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'usuario', message: 'Este campo es requerido' },
        { field: 'password', message: 'Este campo es requerido' },
      ]),
    );
  });

  it('refuses a user name with a lone surrogate as bad input, before anything is read or counted', async () => {
    // JSON may carry half a UTF-16 pair; PostgreSQL's JSON and text take none.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario":"ana\\ud800","password":"Clave-Mala-1"}',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'usuario', message: 'contiene caracteres no permitidos' },
    ]);
    // A whole pair (an emoji) is text like any other: a wrong user, 401.
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'ana\u{1F600}', password: 'Clave-Mala-1' },
    });
    expect(whole.statusCode).toBe(401);
  });

  it('slows whoever guesses a password with 429, and the owner still signs in from elsewhere', async () => {
    await createUser(t.db, {
      username: 'atacado',
      password: 'Clave-Buena-1',
      memberships: [{ idClient: t.clients[0] }],
    });
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { usuario: 'atacado', password },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`mala-${i}`, '10.0.0.66')).statusCode).toBe(401);
    // The guesser's next try waits, even with the right password.
    const blocked = await attempt('Clave-Buena-1', '10.0.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Demasiados intentos fallidos\. Intente nuevamente en \d+ segundos\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Five wrong passwords no longer lock the account: its owner, at her own desk, signs in.
    expect((await attempt('mala-3', '10.0.0.67')).statusCode).toBe(401);
    expect((await attempt('mala-4', '10.0.0.68')).statusCode).toBe(401);
    expect((await attempt('Clave-Buena-1', '10.0.0.20')).statusCode).toBe(200);
  });

  it('behind the proxy, slows the guesser by their own address, and believes no one else’s header', async () => {
    await createUser(t.db, {
      username: 'tras-proxy',
      password: 'Clave-Buena-1',
      memberships: [{ idClient: t.clients[0] }],
    });
    const attempt = (password: string, remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { usuario: 'tras-proxy', password },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Every request comes from the proxy; the address it forwards is the person's.
    for (let i = 0; i < 3; i++)
      expect((await attempt(`mala-${i}`, '127.0.0.1', '203.0.113.5')).statusCode).toBe(401);
    expect((await attempt('Clave-Buena-1', '127.0.0.1', '203.0.113.5')).statusCode).toBe(429);
    expect((await attempt('Clave-Buena-1', '127.0.0.1', '198.51.100.7')).statusCode).toBe(200);
    const [event] = (
      await t.db.execute<{ ip: string }>(
        sql`select ip from security_event where usuario = 'tras-proxy' order by id limit 1`,
      )
    ).rows;
    expect(event?.ip).toBe('203.0.113.5');
    // A peer that is not the proxy cannot dodge the throttle by forging the header.
    for (let i = 0; i < 3; i++)
      expect((await attempt(`mala-${i}`, '10.9.9.9', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('Clave-Buena-1', '10.9.9.9', '192.0.2.99')).statusCode).toBe(429);
  });

  it('refuses a user who belongs to no institution', async () => {
    await createUser(t.db, { username: 'huerfano', password: 'Clave-Buena-1', memberships: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { usuario: 'huerfano', password: 'Clave-Buena-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('no tiene instituciones');
  });
});

describe('GET /api/user/new-token/{idClient}', () => {
  /** Renews a session into the first institution from its refresh cookie alone. */
  const renew = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      cookies: { erario_rt: cookie },
    });

  it('switches the admin to the second client and reloads its modules', async () => {
    const s = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[1]}`,
      headers: bearer(s.token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.access_token).toBeTruthy();
    expect(data.userInfo[0].idClient).toBe(t.clients[1]);
    expect(data.userInfo[0].src.some((g: { module: string }) => g.module === 'INV')).toBe(false);
  });

  it('renews from the refresh cookie alone, never past the twelve hours of its sign-in', async () => {
    const s = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const res = await renew(s.cookie);
    expect(res.statusCode).toBe(200);
    const [session] = (
      await t.db.execute<{ id: number; expires_at: string }>(
        sql`select id, expires_at from user_session order by id desc limit 1`,
      )
    ).rows;
    // Renewing keeps the session's end: the new cookie expires when the first one did.
    const cookie = res.cookies.find((c) => c.name === 'erario_rt');
    const seconds = (d: Date | string | undefined) => Math.floor(new Date(d ?? 0).getTime() / 1000);
    expect(seconds(cookie?.expires)).toBe(seconds(session?.expires_at));
    // Twelve hours on, however busy the session was, the password is asked again.
    await t.db.execute(
      sql`update user_session set expires_at = now() - interval '1 second' where id = ${session?.id}`,
    );
    const late = await renew(cookie?.value ?? '');
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Su sesión terminó. Inicie sesión nuevamente.');
  });

  it('gives a new refresh cookie at each renewal, and ends the session when a replaced one comes back', async () => {
    const s = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const cookieOf = (res: Awaited<ReturnType<typeof renew>>) =>
      res.cookies.find((c) => c.name === 'erario_rt')?.value ?? '';
    const first = await renew(s.cookie);
    expect(first.statusCode).toBe(200);
    const second = cookieOf(first);
    expect(second).not.toBe('');
    expect(second).not.toBe(s.cookie);
    // Two tabs renewing together: the replaced cookie still renews for a few seconds (and is replaced).
    const together = await renew(s.cookie);
    expect(together.statusCode).toBe(200);
    const third = cookieOf(together);
    expect((await renew(third)).statusCode).toBe(200);
    // Later, a replaced cookie is a copy in other hands: the whole session ends, for every holder.
    await t.db.execute(sql`update user_session_retired_token set retired_at = now() - interval '1 minute'`);
    const reused = await renew(s.cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Su sesión terminó. Inicie sesión nuevamente.');
    for (const cookie of [second, third]) expect((await renew(cookie)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/findByIdClient/${t.clients[0]}`,
      headers: bearer(s.token),
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a client the user does not belong to, and a missing session', async () => {
    await createUser(t.db, { username: 'solo-a', memberships: [{ idClient: t.clients[0] }] });
    const s = await signIn(t.app, 'solo-a', 'Clave-Prueba-1');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[1]}`,
      headers: bearer(s.token),
    });
    expect(other.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: `/api/user/new-token/${t.clients[0]}` });
    expect(none.statusCode).toBe(401);
  });

  it('applies permission changes at the next renewal', async () => {
    const id = await createUser(t.db, { username: 'cambia', memberships: [{ idClient: t.clients[0] }] });
    const s = await signIn(t.app, 'cambia', 'Clave-Prueba-1');
    expect(s.user.src).toEqual([]);
    await t.db.execute(
      sql`insert into user_screen (id_user, id_client, screen_code) values (${id}, ${t.clients[0]}, 'CFG-USR-01')`,
    );
    const url = `/api/user/findByIdClient/${t.clients[0]}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(s.token) })).statusCode).toBe(403);
    const renewed = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      headers: bearer(s.token),
    });
    const token = renewed.json().data.access_token;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('grants the default dashboard to SA and ADMIN only, whatever is stored for other roles', async () => {
    const screens = ['MPI-OI1-01', 'CFG-USR-01'];
    await createUser(t.db, {
      username: 'jefe',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens }],
    });
    await createUser(t.db, {
      username: 'analista',
      role: 'USER',
      memberships: [{ idClient: t.clients[0], screens }],
    });
    const admin = await signIn(t.app, 'jefe', 'Clave-Prueba-1');
    const user = await signIn(t.app, 'analista', 'Clave-Prueba-1');
    expect(admin.user.src.map((g) => g.code)).toEqual(['CFG-USR-01', 'MPI-OI1-01']);
    expect(user.user.src.map((g) => g.code)).toEqual(['CFG-USR-01']);
  });

  it('ends with logout: the session can no longer be renewed', async () => {
    const s = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: { erario_rt: s.cookie },
    });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      cookies: { erario_rt: s.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password recovery and change', () => {
  it('mails a one-use link through the outbox and gives the same answer for unknown addresses', async () => {
    await createUser(t.db, {
      username: 'olvidadiza',
      email: 'olvidadiza@alcaldia.test',
      memberships: [{ idClient: t.clients[0] }],
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/user/recover-password',
      payload: { email: 'Olvidadiza@alcaldia.test' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/recover-password',
      payload: { email: 'nadie@alcaldia.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const admin = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/user/outbox/findAll',
      headers: bearer(admin.token),
    });
    const mail = outbox
      .json()
      .data.rows.find((m: { recipient: string }) => m.recipient === 'olvidadiza@alcaldia.test');
    expect(outbox.json().data.rows).toHaveLength(1);
    const link = /http:\/\/erario\.test\/session\/reset-password\/(\S+)/.exec(mail.body);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    // From the link, the meter weighs against the account the link is for; a used link weighs nothing.
    const weigh = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password/strength',
        payload: { token, password },
      });
    expect((await weigh('olvidadiza.2026')).json().data.weakness).toContain('contiene su usuario');
    expect((await weigh('Nueva-Clave-2026')).json().data).toMatchObject({ weakness: null });
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'corta' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Nueva-Clave-2026' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Otra-Clave-2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('no es válido');
    const spent = await weigh('Otra-Clave-2026');
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toContain('no es válido');
    await signIn(t.app, 'olvidadiza', 'Nueva-Clave-2026');
  });

  it('refuses an expired link', async () => {
    const id = await createUser(t.db, {
      username: 'tarde',
      email: 'tarde@x.test',
      memberships: [{ idClient: t.clients[0] }],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/recover-password',
      payload: { email: 'tarde@x.test' },
    });
    await t.db.execute(
      sql`update password_reset set expires_at = now() - interval '1 minute' where id_user = ${id}`,
    );
    const [mail] = (
      await t.db.execute<{ body: string }>(sql`select body from mail_outbox where recipient = 'tarde@x.test'`)
    ).rows;
    const token = /reset-password\/(\S+)/.exec(mail?.body ?? '')?.[1];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('moves a hash made without the pepper to it at sign-in; a peppered hash needs the pepper', async () => {
    const id = await createUser(t.db, { username: 'sinpimienta', memberships: [{ idClient: t.clients[0] }] });
    const hashOf = async () =>
      (await t.db.execute<{ h: string }>(sql`select password_hash as h from app_user where id = ${id}`))
        .rows[0]?.h ?? '';
    const before = await hashOf();
    expect(before).toMatch(/^\$argon2id\$/);
    await signIn(t.app, 'sinpimienta', 'Clave-Prueba-1');
    const after = await hashOf();
    expect(after).toMatch(/^pepper:\$argon2id\$/);
    // The new hash: the same password, and the pepper, both needed.
    const pepper = new TextEncoder().encode(PEPPER);
    expect(await verifyPassword(after, 'Clave-Prueba-1', pepper)).toBe(true);
    expect(await verifyPassword(after, 'Clave-Prueba-1', null)).toBe(false);
    expect(
      await verifyPassword(after, 'Clave-Prueba-1', new TextEncoder().encode(PEPPER.toUpperCase())),
    ).toBe(false);
    expect(await verifyPassword(after.slice('pepper:'.length), 'Clave-Prueba-1', null)).toBe(false);
    await signIn(t.app, 'sinpimienta', 'Clave-Prueba-1');
    expect(await hashOf()).toBe(after);
  });

  it('validates the e-mail with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/recover-password',
      payload: { email: 'no-es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'email', message: 'No es un email valido' }]);
  });

  it('changes the password after checking the current one, and stores only an argon2id hash', async () => {
    const id = await createUser(t.db, { username: 'cambiaclave', memberships: [{ idClient: t.clients[0] }] });
    const s = await signIn(t.app, 'cambiaclave', 'Clave-Prueba-1');
    const change = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Clave-Prueba-1') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers: bearer(s.token),
        payload: { currentPassword, newPassword, confirmPassword },
      });
    const wrong = await change('Clave-Nueva-2', 'Clave-Nueva-2', 'otra');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'currentPassword', message: 'La contraseña actual no es correcta.' },
    ]);
    const mismatch = await change('Clave-Nueva-2', 'Clave-Nueva-3');
    expect(mismatch.statusCode).toBe(400);
    const done = await change('Clave-Nueva-2');
    expect(done.statusCode).toBe(200);
    await signIn(t.app, 'cambiaclave', 'Clave-Nueva-2');
    const stored = await t.db.execute<{ password_hash: string }>(
      sql`select password_hash from app_user where id = ${id}`,
    );
    expect(stored.rows[0]?.password_hash).toMatch(/^pepper:\$argon2id\$/);
    const audit = await t.db.execute<{ id_user: number; after: Record<string, unknown> }>(
      sql`select id_user, after from audit_log where entity = 'app_user' and entity_id = ${String(id)} and action = 'UPDATE'`,
    );
    expect(audit.rows[0]?.id_user).toBe(id);
    expect(audit.rows[0]?.after).not.toHaveProperty('password_hash');
  });

  it('tells the owner by mail when the password changed, at the server’s instant on the institution’s clock', async () => {
    await createUser(t.db, {
      username: 'avisoclave',
      email: 'aviso.clave@alcaldia.gob.ve',
      memberships: [{ idClient: t.clients[0] }],
    });
    // 03:30 of 1 November in UTC is 23:30 of 31 October in Caracas.
    t.clock.set('2026-11-01T03:30:00Z');
    try {
      const s = await signIn(t.app, 'avisoclave', 'Clave-Prueba-1');
      const done = await t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers: bearer(s.token),
        payload: {
          currentPassword: 'Clave-Prueba-1',
          newPassword: 'Clave-Nueva-22',
          confirmPassword: 'Clave-Nueva-22',
        },
      });
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      t.clock.reset();
    }
    const mail = await t.db.execute<{ body: string }>(
      sql`select body from mail_outbox where recipient = 'aviso.clave@alcaldia.gob.ve'`,
    );
    expect(mail.rows.map((r) => r.body.split('\n')[2])).toEqual([
      'El 31/10/2026 23:30, en su usuario avisoclave de Erario, se cambió la contraseña.',
    ]);
  });
});

describe('password rules (ASVS 2.1)', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(token),
      payload: { currentPassword, newPassword, confirmPassword: newPassword },
    });

  it('takes 12 to 128 characters of anything, and refuses breached or guessable ones with the reason', async () => {
    await createUser(t.db, {
      username: 'jperez',
      email: 'juana.perez@alcaldia.gob.ve',
      memberships: [{ idClient: t.clients[0] }],
    });
    const s = await signIn(t.app, 'jperez', 'Clave-Prueba-1');
    const refused = async (password: string) => {
      const res = await change(s.token, 'Clave-Prueba-1', password);
      expect(res.statusCode, password).toBe(400);
      return res.json().fields;
    };
    expect(await refused('Corta-1')).toEqual([
      { field: 'newPassword', message: 'La contraseña debe tener al menos 12 caracteres' },
    ]);
    expect(await refused('x'.repeat(129))).toEqual([
      { field: 'newPassword', message: 'La contraseña no puede superar 128 caracteres' },
    ]);
    expect(await refused('qwerty123456')).toEqual([
      {
        field: 'newPassword',
        message: 'Esta contraseña figura en las listas de contraseñas filtradas o más usadas. Elija otra.',
      },
    ]);
    expect((await refused('administrador1'))[0].message).toBe(
      'Esta contraseña es fácil de adivinar: se compone de palabras o claves muy comunes. Use una frase de tres o cuatro palabras sin relación entre sí.',
    );
    expect((await refused('aaaaaaaaaaaaaaaa'))[0].message).toContain('repite un mismo patrón');
    expect((await refused('juana.perez2026'))[0].message).toContain(
      'contiene su usuario, su nombre o su correo',
    );
    // The meter weighs what is typed by the same rule, the account's own names included.
    const weigh = async (password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/password-strength',
        headers: bearer(s.token),
        payload: { password },
      });
      expect(res.statusCode, password).toBe(200);
      return res.json().data;
    };
    expect(await weigh('Corta-1')).toEqual({
      score: 0,
      weakness: 'La contraseña debe tener al menos 12 caracteres',
    });
    expect((await weigh('juana.perez2026')).weakness).toContain('contiene su usuario');
    expect(await weigh('gato naranja bajo la lluvia')).toMatchObject({ weakness: null });
    expect((await weigh('gato naranja bajo la lluvia')).score).toBeGreaterThanOrEqual(3);
    // No composition rule: a lower-case phrase with spaces, and one of any script, will do.
    expect((await change(s.token, 'Clave-Prueba-1', 'gato naranja bajo la lluvia')).statusCode).toBe(200);
    expect((await change(s.token, 'gato naranja bajo la lluvia', 'ñandú 鳥 árbol 🌳 río')).statusCode).toBe(
      200,
    );
    const longest = `${'tesorería municipal de san rafael '.repeat(4)}`.slice(0, 128);
    expect((await change(s.token, 'ñandú 鳥 árbol 🌳 río', longest)).statusCode).toBe(200);
    await signIn(t.app, 'jperez', longest);
  });

  it('has a user whose password falls short change it before anything else is served', async () => {
    const id = await createUser(t.db, {
      username: 'clavevieja',
      password: 'abc12345',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-USR-01'] }],
    });
    const s = await signIn(t.app, 'clavevieja', 'abc12345');
    expect(s.user).toMatchObject({ passwordChangeRequired: true, src: [] });
    const screen = await t.app.inject({ method: 'GET', url: '/api/user/user/all', headers: bearer(s.token) });
    expect(screen.statusCode).toBe(403);
    expect(screen.json().message).toBe('Debe cambiar su contraseña antes de continuar.');
    // Signing in again does not clear it; only a new password does.
    const again = await signIn(t.app, 'clavevieja', 'abc12345');
    expect(again.user.passwordChangeRequired).toBe(true);

    expect((await change(s.token, 'abc12345', 'Lunes de caja y conciliación')).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      cookies: { erario_rt: s.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.userInfo[0]).toMatchObject({ passwordChangeRequired: false });
    const token = renewed.json().data.access_token;
    const list = await t.app.inject({ method: 'GET', url: '/api/user/user/all', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const stored = await t.db.execute<{ password_change_required: boolean }>(
      sql`select password_change_required from app_user where id = ${id}`,
    );
    expect(stored.rows[0]?.password_change_required).toBe(false);
  });

  it('applies the same rules to a password an administrator sets and to a reset link', async () => {
    const admin = await signIn(t.app, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/user/create',
      headers: bearer(admin.token),
      payload: {
        usuario: 'cajera.nueva',
        name: 'Cajera Nueva',
        email: '',
        role: 'USER',
        active: true,
        isCashier: false,
        isSupervisorCashier: false,
        isConsultant: false,
        isSupport: false,
        password: 'password1234',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: 'x'.repeat(43), password: '123456789012' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().fields[0]).toMatchObject({ field: 'password' });
  });
});
