import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, createUser } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';

/**
 * Two-step verification end to end, with a real TOTP library in the role of the phone: set up from
 * the QR's secret, a sign-in in two steps, a code taken once, recovery codes spent once, the SA and
 * the roles an institution marks made to set it up before anything else opens.
 */
const t = testSuite({ saMfaRequired: true, signInAdmin: false });
let n = 0;

const phone = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
/** The code the phone shows `steps` periods from now. */
const code = (secret: string, steps = 0) =>
  phone(secret).generate({ timestamp: Date.now() + steps * 30_000 });

const post = (url: string, payload: object, token?: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function signInFirstStep(usuario: string, password = 'Clave-Prueba-1') {
  const res = await post('/api/user/auth', { usuario, password });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const tokenOf = (res: { json(): { data: { tokenInfo: { access_token: string } } } }) =>
  res.json().data.tokenInfo.access_token;

/** A user signed in (no second factor yet), and their token. */
async function person(memberships = [{ idClient: t.clients[0], screens: ['CFG-USR-01'] }]) {
  const username = `dospasos-${++n}`;
  const id = await createUser(t.db, { username, memberships });
  return { id, username, token: tokenOf(await signInFirstStep(username)) };
}

/** Sets up the second factor of a signed-in user: the secret their phone holds, and their recovery codes. */
async function enrol(token: string) {
  const setup = await post('/api/user/mfa/setup', {}, token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qr } = setup.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Erario:.+\?.*secret=/);
  expect(qr).toMatch(/^data:image\/png;base64,/);
  const confirmed = await post('/api/user/mfa/confirm', { code: code(secret) }, token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recovery: confirmed.json().data.recoveryCodes as string[] };
}

/** What the outbox holds for an address: the bodies of the mails to it, oldest first. */
const mailsTo = async (address: string) =>
  (
    await t.db.execute<{ body: string }>(
      sql`select body from mail_outbox where recipient = ${address} order by id`,
    )
  ).rows.map((r) => r.body);

describe('two-step verification', () => {
  it('tells the person by e-mail each time how they sign in changes (ASVS 2.2.3, 2.5.5)', async () => {
    const username = `avisos-${++n}`;
    const address = `${username}@alcaldia.test`;
    await createUser(t.db, { username, email: address, memberships: [{ idClient: t.clients[0] }] });
    const token = tokenOf(await signInFirstStep(username));
    const { secret } = await enrol(token);
    expect((await post('/api/user/mfa/recovery-codes', { code: code(secret, 1) }, token)).statusCode).toBe(
      200,
    );
    expect((await post('/api/user/mfa/disable', { password: 'Clave-Prueba-1' }, token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(token),
      payload: {
        currentPassword: 'Clave-Prueba-1',
        newPassword: 'Marzo llega con lluvia',
        confirmPassword: 'Marzo llega con lluvia',
      },
    });
    expect(changed.statusCode).toBe(200);
    const bodies = await mailsTo(address);
    expect(bodies.map((b) => /usuario \S+ de Erario, (.+)\.\n/.exec(b)?.[1])).toEqual([
      'se activó la verificación en dos pasos',
      'se generaron códigos de recuperación nuevos (los anteriores ya no sirven)',
      'se desactivó la verificación en dos pasos',
      'se cambió la contraseña',
    ]);
    expect(bodies[0]).toContain('Si no lo fue, avise de inmediato al administrador de su institución');
  });

  it('is set up from the QR, then asked at every sign-in, each code taken once', async () => {
    const p = await person();
    expect((await get('/api/user/mfa', p.token)).json().data).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = (await post('/api/user/mfa/setup', {}, p.token)).json().data;
    const wrong = await post('/api/user/mfa/confirm', { code: '000000' }, p.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'code', message: 'El código no es correcto o ya se usó.' },
    ]);
    const used = code(setup.secret);
    const confirmed = await post('/api/user/mfa/confirm', { code: used }, p.token);
    expect(confirmed.statusCode).toBe(200);
    const recovery: string[] = confirmed.json().data.recoveryCodes;
    expect(recovery).toHaveLength(10);
    for (const c of recovery) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await get('/api/user/mfa', p.token)).json().data).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
    });

    // The password alone opens nothing now: a challenge, no token and no cookie.
    const first = await signInFirstStep(p.username);
    expect(first.json().data).toEqual({ secondFactor: { challenge: expect.any(String), expiresIn: 300 } });
    expect(first.cookies.find((c) => c.name === 'erario_rt')).toBeUndefined();
    const { challenge } = first.json().data.secondFactor;
    // The code that confirmed the setup is spent: the same one does not sign in.
    const replay = await post('/api/user/auth/second-factor', { challenge, code: used });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('El código no es correcto o ya se usó.');
    // A right code taken twice is recorded, for the audit trail (ASVS 2.8.5).
    const replayed = await t.db.execute(
      sql`select 1 from security_event where kind = 'codigo_repetido' and id_user = ${p.id}`,
    );
    expect(replayed.rows).toHaveLength(1);
    const next = await post('/api/user/auth/second-factor', { challenge, code: code(setup.secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.userInfo[0]).toMatchObject({ usuario: p.username, mfaSetupRequired: false });
    expect(next.cookies.find((c) => c.name === 'erario_rt')?.httpOnly).toBe(true);
    // A challenge answers once.
    const again = await post('/api/user/auth/second-factor', { challenge, code: code(setup.secret, 1) });
    expect(again.statusCode).toBe(401);

    // A recovery code, typed in lower case and without its dash, signs in once.
    const typed = (recovery[0] as string).toLowerCase().replace('-', '');
    const viaRecovery = async () =>
      post('/api/user/auth/second-factor', {
        challenge: (await signInFirstStep(p.username)).json().data.secondFactor.challenge,
        code: typed,
      });
    expect((await viaRecovery()).statusCode).toBe(200);
    expect((await viaRecovery()).statusCode).toBe(401);
    expect((await get('/api/user/mfa', tokenOf(next))).json().data.recoveryCodesLeft).toBe(9);

    // Kept sealed: the secret is in no column in clear, nor in the audit trail.
    const stored = await t.db.execute<{ secret: string }>(
      sql`select secret from user_mfa where id_user = ${p.id}`,
    );
    expect(stored.rows[0]?.secret).not.toContain(setup.secret);
    const audited = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from audit_log
       where entity in ('user_mfa', 'user_recovery_code') and (coalesce(after, before) ? 'secret' or coalesce(after, before) ? 'code_hash')`);
    expect(audited.rows[0]?.n).toBe(0);
  });

  it('slows whoever guesses codes, and ends a challenge at its fifth wrong code', async () => {
    const p = await person();
    const { secret } = await enrol(p.token);
    const challenge = (await signInFirstStep(p.username)).json().data.secondFactor.challenge;
    const guess = (remoteAddress: string) =>
      post('/api/user/auth/second-factor', { challenge, code: '123456' }, undefined, remoteAddress);
    for (let i = 0; i < 3; i++) expect((await guess('10.1.1.1')).statusCode).toBe(401);
    const slowed = await guess('10.1.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBeDefined();
    // A new challenge (the password is known) starts nothing over: the count is the account's.
    const fresh = (await signInFirstStep(p.username)).json().data.secondFactor.challenge;
    const still = await post(
      '/api/user/auth/second-factor',
      { challenge: fresh, code: '123456' },
      undefined,
      '10.1.1.1',
    );
    expect(still.statusCode).toBe(429);
    // From elsewhere, two more: the fifth ends the challenge, and the right code comes too late.
    for (let i = 0; i < 2; i++) expect((await guess('10.2.2.2')).statusCode).toBe(401);
    const late = await post(
      '/api/user/auth/second-factor',
      { challenge, code: code(secret, 1) },
      undefined,
      '10.3.3.3',
    );
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(
      'La verificación venció o se agotaron sus intentos. Inicie sesión de nuevo.',
    );
  });

  it('makes the SA set it up before anything else opens, and keeps it on', async () => {
    const first = await signInFirstStep('admin', ADMIN_PASSWORD);
    const sa = first.json().data;
    expect(sa.userInfo[0]).toMatchObject({ mfaSetupRequired: true, src: [] });
    const token = sa.tokenInfo.access_token;
    const refused = await get('/api/user/user/all', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Debe activar la verificación en dos pasos antes de continuar.');
    expect((await get('/api/user/mfa', token)).json().data).toMatchObject({
      enrolled: false,
      required: true,
    });

    const { secret } = await enrol(token);
    const cookie = first.cookies.find((c) => c.name === 'erario_rt')?.value ?? '';
    const renewed = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      cookies: { erario_rt: cookie },
    });
    expect(renewed.json().data.userInfo[0].mfaSetupRequired).toBe(false);
    const full = renewed.json().data.access_token;
    expect((await get('/api/user/user/all', full)).statusCode).toBe(200);
    const off = await post('/api/user/mfa/disable', { password: ADMIN_PASSWORD }, full);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'La verificación en dos pasos es obligatoria para su rol: no puede desactivarla.',
    );
    // The next sign-in asks for the code.
    const next = await signInFirstStep('admin', ADMIN_PASSWORD);
    expect(next.json().data.secondFactor).toBeDefined();
    const done = await post('/api/user/auth/second-factor', {
      challenge: next.json().data.secondFactor.challenge,
      code: code(secret, 1),
    });
    expect(done.statusCode).toBe(200);
  });

  it('is required of the cashiers of an institution that marks them, and of nobody else there', async () => {
    const [home] = t.clients;
    await t.db.execute(sql`update client set mfa_cashiers = true where id = ${home}`);
    try {
      const cashier = `cajera-${++n}`;
      await createUser(t.db, {
        username: cashier,
        memberships: [{ idClient: home, isCashier: true, screens: ['CFG-USR-01'] }],
      });
      const clerk = await person();
      expect((await signInFirstStep(cashier)).json().data.userInfo[0].mfaSetupRequired).toBe(true);
      expect((await get('/api/user/user/all', clerk.token)).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`update client set mfa_cashiers = false where id = ${home}`);
    }
  });

  it('is turned off with the password when optional, and taken off by the SA when the phone is lost', async () => {
    const p = await person();
    await enrol(p.token);
    const wrong = await post('/api/user/mfa/disable', { password: 'no-es-la-clave' }, p.token);
    expect(wrong.statusCode).toBe(400);
    expect((await post('/api/user/mfa/disable', { password: 'Clave-Prueba-1' }, p.token)).statusCode).toBe(
      200,
    );
    expect((await signInFirstStep(p.username)).json().data.userInfo).toBeDefined();

    const q = await person();
    await enrol(q.token);
    // Someone without the SA role may not take it off another.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/mfa/of/${q.id}`,
      headers: bearer(p.token),
    });
    expect(refused.statusCode).toBe(403);
    // An SA of the institution (set up first, as every SA must) takes it off: q signs in with the password.
    const saUser = `sa-${++n}`;
    await createUser(t.db, { username: saUser, role: 'SA', memberships: [{ idClient: t.clients[0] }] });
    const { secret } = await enrol(tokenOf(await signInFirstStep(saUser)));
    const sa = await post('/api/user/auth/second-factor', {
      challenge: (await signInFirstStep(saUser)).json().data.secondFactor.challenge,
      code: code(secret, 1),
    });
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/mfa/of/${q.id}`,
      headers: bearer(tokenOf(sa)),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signInFirstStep(q.username)).json().data.userInfo).toBeDefined();
  });
});
