import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { fromUserMenu, signIn as signInAs, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

test.describe('sign-in page', () => {
  test('shows the form, the modules and the contact links', async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.getByLabel('Contraseña')).toBeVisible();
    for (const module of ['Tesorería', 'Gastos', 'Ingresos', 'Inventario', 'Nómina']) {
      await expect(
        page.getByRole('list', { name: 'Módulos' }).getByText(module, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'soporte@erario.app' })).toBeVisible();
    // What was typed can be read, and hidden again (ASVS 2.1.12).
    const password = page.getByLabel('Contraseña');
    await password.fill('tres tazas de café');
    await page.getByRole('button', { name: 'Mostrar lo escrito' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar lo escrito' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill('');
    await shot(page, 'signin');
  });

  test('requires both fields with the spec message', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Este campo es requerido')).toHaveCount(2);
  });

  test("shows the server's message for wrong credentials", async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
  });

  test('signs in, lands on the URL first asked for, and signs out', async ({ page }) => {
    await page.goto('/dashboard/default');
    await expect(page).toHaveURL(/\/session\/signin$/);
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/default$/);
    await expect(page.getByRole('heading', { name: 'Tablero principal' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    expect((await page.context().cookies()).some((c) => c.name === 'loginTime')).toBe(true);

    // An authenticated visitor of the sign-in page is sent to the root.
    await page.goto('/session/signin');
    await expect(page).toHaveURL(/\/dashboard\/default$/);

    await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});

test('a password set under the old rules is changed before anything else opens', async ({ page }) => {
  await page.goto('/pages/treasury-Banks');
  await page.getByLabel('Usuario').fill('antigua');
  await page.getByLabel('Contraseña').fill('caja2020');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/pages\/change-password$/);
  await expect(page.getByText('Elija una contraseña nueva para continuar')).toBeVisible();
  // Any other address comes back here.
  await page.goto('/dashboard/default');
  await expect(page).toHaveURL(/\/pages\/change-password$/);
  await shot(page, 'password-change-required');

  await page.getByLabel('Contraseña actual').fill('caja2020');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('cajacaja2020');
  // The meter weighs it as it is typed, by the rule that will refuse it.
  await expect(page.getByText(/^Fortaleza: débil\. .*repite un mismo patrón/)).toBeVisible();
  await page.getByLabel('Confirmar nueva contraseña').fill('cajacaja2020');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAccessibleDescription(
    /fácil de adivinar: repite un mismo patrón/,
  );
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Tres tazas de café en la caja');
  await expect(page.getByText(/^Fortaleza: (muy )?buena\.$/)).toBeVisible();
  await shot(page, 'password-meter');
  await page.getByLabel('Confirmar nueva contraseña').fill('Tres tazas de café en la caja');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).not.toHaveURL(/change-password/);
  // The renewed session brings her screens back.
  await expect(page.getByRole('button', { name: 'Tesorería Bancos' })).toBeVisible();
});

test('a person ends a session left open elsewhere, and the SA sees anyone’s', async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInByApi(other, 'lector', FIXTURE_PASSWORD);
  await signInByApi(page, 'lector', FIXTURE_PASSWORD, null);
  await page.goto('/');
  await fromUserMenu(page, 'Sesiones abiertas', /\/pages\/sessions$/);
  const table = page.getByRole('table', { name: 'Sesiones abiertas' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Esta sesión')).toHaveCount(1);
  await expect(table).toContainText('Chrome en Linux');
  await shot(page, 'open-sessions');

  const notThis = table
    .getByRole('row')
    .filter({ hasNot: page.getByText('Esta sesión') })
    .nth(1);
  await notThis.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Sesión cerrada.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // The other computer is out at its next request to the server.
  await other.goto('/pages/documents');
  await expect(other).toHaveURL(/\/session\/signin$/);
  await elsewhere.close();

  const sa = await browser.newContext();
  const admin = await sa.newPage();
  await signInByApi(admin, 'admin', ADMIN_PASSWORD, '/pages/Usuarios');
  await admin.getByLabel('Buscar usuarios').fill('lector');
  const grid = admin.getByRole('grid', { name: 'Lista de usuarios' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('button', { name: 'Sesiones' }).click();
  await expect(admin.getByRole('heading', { name: 'Sesiones de lector' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Sesiones abiertas' }).getByRole('row')).toHaveCount(2);
  await sa.close();
});

test.describe('public pages', () => {
  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/existe');
    await expect(page).toHaveURL(/\/session\/404$/);
    await expect(page.getByText('Página no encontrada')).toBeVisible();
    await page.getByRole('button', { name: 'Regresar al inicio' }).click();
    await expect(page).toHaveURL(/\/session\/signin$/);
  });

  test('forgot-password validates the address and shows the answer in green', async ({ page }) => {
    await page.goto('/session/signin');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('Este campo es requerido')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('No es un email valido')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('alguien@alcaldia.test');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Si el correo está registrado');
    await expect(status).toHaveCSS('color', 'rgb(46, 125, 50)');
  });
});

test.describe('code splitting', () => {
  test('the sign-in page loads none of the signed-in screens’ code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/session/signin');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(scripts.some((s) => s.includes('SignInPage'))).toBe(true);
    const signedIn =
      /(Shell|TopBar|SideNav|DashboardPage|AboutPage|SupportPage|ChangePasswordPage|PendingScreenPage)/;
    expect(scripts.filter((s) => signedIn.test(s))).toEqual([]);
  });
});

test.describe('password recovery end to end', () => {
  test('the reset link from the outbox sets a new password once', async ({ page, browser }) => {
    // An SA gives the officer an e-mail address, then the officer asks for a reset link.
    await signInAs(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/pages/Usuarios');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill('olvido');
    await form.getByLabel('Nombre completo').fill('Olga Olvido');
    await form.getByLabel('Correo electrónico').fill('olga@alcaldia.test');
    await form.getByLabel('Contraseña').fill('Primera-Clave-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario creado.')).toBeVisible();

    const visitor = await browser.newContext();
    const officer = await visitor.newPage();
    await officer.goto('/session/forgot-password');
    await officer.getByLabel('Correo electrónico').fill('olga@alcaldia.test');
    await officer.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(officer.getByRole('status')).toContainText('Si el correo está registrado');

    await page.goto('/pages/configurations/outbox');
    await page.getByRole('grid', { name: 'Lista de correos' }).getByText('olga@alcaldia.test').click();
    const body = await page.getByRole('dialog').textContent();
    const link = /https?:\/\/\S+\/session\/reset-password\/[A-Za-z0-9_-]+/.exec(body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await shot(page, 'outbox');

    await officer.goto(new URL(link).pathname);
    await officer.getByLabel('Nueva contraseña').fill('olga olvido 1');
    await expect(officer.getByText(/^Fortaleza: débil\. .*contiene su usuario/)).toBeVisible();
    await officer.getByLabel('Nueva contraseña').fill('Segunda-Clave-2');
    await officer.getByLabel('Confirmar contraseña').fill('Segunda-Clave-2');
    await officer.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(officer.getByRole('alert')).toHaveText(
      'Su contraseña fue actualizada. Ya puede iniciar sesión.',
    );
    await officer.goto(new URL(link).pathname);
    await officer.getByLabel('Nueva contraseña').fill('Tercera-Clave-3');
    await officer.getByLabel('Confirmar contraseña').fill('Tercera-Clave-3');
    await officer.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(officer.getByRole('alert')).toContainText('no es válido, ya fue usado o venció');
    await signInAs(officer, 'olvido', 'Segunda-Clave-2');
    await visitor.close();
  });
});
