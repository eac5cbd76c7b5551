import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../test/harness.ts';
import { testSuite } from '../../test/suite.ts';

const t = testSuite();

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

const newUser = (usuario: string, extra: object = {}) => ({
  usuario,
  name: `Funcionario ${usuario}`,
  email: `${usuario}@alcaldia.test`,
  role: 'USER',
  password: 'Clave-Segura-1',
  isCashier: true,
  ...extra,
});

describe('users of the session institution', () => {
  it('creates a user in the institution, lists and loads it, and refuses a taken name', async () => {
    const created = await call(t.admin, 'POST', '/api/user/user/create', newUser('cajera'));
    expect(created.statusCode, created.body).toBe(200);
    const idUser = created.json().data.idUser;
    const list = await call(t.admin, 'GET', '/api/user/user/all?search=cajera');
    expect(list.json().data.rows).toEqual([
      expect.objectContaining({ idUser, usuario: 'cajera', isCashier: true }),
    ]);
    const form = await call(t.admin, 'GET', `/api/user/user/loadFormData/${idUser}`);
    expect(form.json().data).toMatchObject({
      usuario: 'cajera',
      email: 'cajera@alcaldia.test',
      role: 'USER',
    });
    expect(form.body).not.toContain('password');
    const again = await call(t.admin, 'POST', '/api/user/user/create', newUser('CAJERA'));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual([
      { field: 'usuario', message: 'Ya existe un usuario con ese nombre de usuario' },
    ]);
    await signIn(t.app, 'cajera', 'Clave-Segura-1');
  });

  it('updates a user, and a new password replaces the old one', async () => {
    const idUser = (await call(t.admin, 'POST', '/api/user/user/create', newUser('contador'))).json().data
      .idUser;
    const res = await call(t.admin, 'PUT', '/api/user/user/update', {
      ...newUser('contador', { name: 'Contador Público', isCashier: false }),
      idUser,
      active: true,
      password: 'Otra-Clave-22',
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = (await call(t.admin, 'GET', `/api/user/user/loadFormData/${idUser}`)).json().data;
    expect(form).toMatchObject({ name: 'Contador Público', isCashier: false });
    // The user is told by e-mail that someone else set their password (ASVS 2.2.3).
    const told = await t.db.execute<{ body: string }>(
      sql`select body from mail_outbox where recipient = 'contador@alcaldia.test' order by id desc limit 1`,
    );
    expect(told.rows[0]?.body).toContain(
      'un administrador le asignó una contraseña nueva, que deberá cambiar al ingresar',
    );
    // A password set by someone else is the user's to replace at the next sign-in (ASVS 2.3.1).
    expect((await signIn(t.app, 'contador', 'Otra-Clave-22')).user).toMatchObject({
      passwordChangeRequired: true,
      src: [],
    });
  });

  it('lets nobody grant a role above their own', async () => {
    const jefa = await t.newUser({
      username: 'jefa',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-USR-01'] }],
    });
    const res = await call(jefa, 'POST', '/api/user/user/create', newUser('superusuario', { role: 'SA' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puede asignar un rol superior al suyo.');
    const admins = await t.db.execute(sql`select 1 from app_user where username = 'superusuario'`);
    expect(admins.rows).toHaveLength(0);
  });

  it('removes a user from the institution only, deactivating an account left without any', async () => {
    const idUser = (await call(t.admin, 'POST', '/api/user/user/create', newUser('temporal'))).json().data
      .idUser;
    const res = await call(t.admin, 'PUT', '/api/user/user/delete', { idUser });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t.admin, 'GET', '/api/user/user/all?search=temporal')).json().data.total).toBe(0);
    const account = await t.db.execute<{ active: boolean }>(
      sql`select active from app_user where id = ${idUser}`,
    );
    expect(account.rows[0]?.active).toBe(false);
    const self = await call(t.admin, 'PUT', '/api/user/user/delete', { idUser: 1 });
    expect(self.statusCode).toBe(400);
  });

  it("cannot touch another institution's user through the body", async () => {
    const outsider = await createUser(t.db, { username: 'ajeno', memberships: [{ idClient: t.clients[1] }] });
    const jefa = await createUser(t.db, {
      username: 'jefa-a',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-USR-01'] }],
    });
    expect(jefa).toBeGreaterThan(0);
    const token = await t.signInAs('jefa-a');
    const update = await call(token, 'PUT', '/api/user/user/update', {
      ...newUser('ajeno'),
      idUser: outsider,
      active: true,
    });
    expect(update.statusCode).toBe(404);
    const remove = await call(token, 'PUT', '/api/user/user/delete', { idUser: outsider });
    expect(remove.statusCode).toBe(404);
  });
});

describe('the spec’s demo-style calls, for real', () => {
  it('tells the signed-in user their profile and notifications, and registers a user only for who manages users', async () => {
    const [home] = t.clients;
    const profile = await call(t.admin, 'GET', '/api/auth/profile');
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({
      usuario: 'admin',
      role: 'SA',
      idClient: home,
      secondFactor: false,
    });
    expect(profile.body).not.toContain('password');
    await t.db.execute(sql`
      insert into notification (id_client, id_user, message) values (${home}, null, 'Cierre de caja pendiente')`);
    const told = await call(t.admin, 'GET', '/api/notification');
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().data[0]).toMatchObject({ message: 'Cierre de caja pendiente', read: false });
    // Never anonymously, and not by whoever cannot manage users.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x@alcaldia.test', username: 'intruso', password: 'Clave-Segura-1' },
    });
    expect(anonymous.statusCode).toBe(401);
    await createUser(t.db, {
      username: 'sin-usuarios',
      memberships: [{ idClient: home, screens: ['PRE-DOC-01'] }],
    });
    const plain = (await signIn(t.app, 'sin-usuarios', 'Clave-Prueba-1')).token;
    const refused = await call(plain, 'POST', '/api/auth/register', {
      email: 'x@alcaldia.test',
      username: 'intruso',
      password: 'Clave-Segura-1',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call(t.admin, 'POST', '/api/auth/register', {
      email: 'no',
      username: 'a b',
      password: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('No es un email valido');
    const made = await call(t.admin, 'POST', '/api/auth/register', {
      email: 'registrada@alcaldia.test',
      username: 'registrada',
      password: 'Clave-Segura-1',
    });
    expect(made.statusCode, made.body).toBe(200);
    // Taken: the refusal names this call's field.
    const again = await call(t.admin, 'POST', '/api/auth/register', {
      email: 'otra@alcaldia.test',
      username: 'REGISTRADA',
      password: 'Clave-Segura-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual([
      { field: 'username', message: 'Ya existe un usuario con ese nombre de usuario' },
    ]);
    const stored = await t.rows<{ role: string; email: string; screens: number; member: number }>(sql`
      select u.role, u.email,
             (select count(*)::int from user_screen s where s.id_user = u.id) as screens,
             (select count(*)::int from user_client m where m.id_user = u.id and m.id_client = ${home}) as member
        from app_user u where u.username = 'registrada'`);
    expect(stored).toEqual([{ role: 'USER', email: 'registrada@alcaldia.test', screens: 0, member: 1 }]);
    const mine = (await signIn(t.app, 'registrada', 'Clave-Segura-1')).token;
    expect((await call(mine, 'GET', '/api/auth/profile')).json().data).toMatchObject({
      usuario: 'registrada',
      role: 'USER',
    });
  });
});

describe('per-user permissions', () => {
  it('saves screens for the institution; they reach the user at the next renewal', async () => {
    const idUser = (await call(t.admin, 'POST', '/api/user/user/create', newUser('tesorera'))).json().data
      .idUser;
    const user = await signIn(t.app, 'tesorera', 'Clave-Segura-1');
    expect(user.user.passwordChangeRequired).toBe(true);
    const own = await call(user.token, 'PUT', '/api/user/change-password', {
      currentPassword: 'Clave-Segura-1',
      newPassword: 'Caja chica de los lunes',
      confirmPassword: 'Caja chica de los lunes',
    });
    expect(own.statusCode, own.body).toBe(200);
    const saved = await call(t.admin, 'PUT', `/api/user/permissions/${idUser}`, {
      screens: ['TES-BAN-01', 'TES-CTA-01'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toContain('renueve su sesión');
    expect((await call(t.admin, 'GET', `/api/user/permissions/${idUser}`)).json().data.screens).toEqual([
      'TES-BAN-01',
      'TES-CTA-01',
    ]);
    const renewed = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[0]}`,
      headers: bearer(user.token),
    });
    expect(renewed.json().data.userInfo[0].src.map((g: { code: string }) => g.code)).toEqual([
      'TES-BAN-01',
      'TES-CTA-01',
    ]);
  });

  it('refuses unknown screens, screens of modules the institution lacks, and screens the granter lacks', async () => {
    const idUser = (await call(t.admin, 'POST', '/api/user/user/create', newUser('auxiliar'))).json().data
      .idUser;
    expect(
      (await call(t.admin, 'PUT', `/api/user/permissions/${idUser}`, { screens: ['XXX-000-00'] })).statusCode,
    ).toBe(400);
    // As SA of the second institution, which has no inventory module.
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/user/new-token/${t.clients[1]}`,
      headers: bearer(t.admin),
    });
    const second = switched.json().data.access_token;
    await call(second, 'POST', '/api/user/user/create', newUser('auxiliar2'));
    const other = (await call(second, 'GET', '/api/user/user/all?search=auxiliar2')).json().data.rows[0]
      .idUser;
    const inv = await call(second, 'PUT', `/api/user/permissions/${other}`, { screens: ['INV-GRU-01'] });
    expect(inv.statusCode).toBe(400);
    expect(inv.json().message).toContain('módulos no habilitados');

    const jefe = await t.newUser({
      username: 'jefe-permisos',
      role: 'ADMIN',
      memberships: [{ idClient: t.clients[0], screens: ['CFG-USR-02', 'TES-BAN-01'] }],
    });
    const beyond = await call(jefe, 'PUT', `/api/user/permissions/${idUser}`, {
      screens: ['TES-BAN-01', 'CFG-CLI-01'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toContain('CFG-CLI-01');
    const within = await call(jefe, 'PUT', `/api/user/permissions/${idUser}`, { screens: ['TES-BAN-01'] });
    expect(within.statusCode).toBe(200);
  });
});
