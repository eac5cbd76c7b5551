import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { chooseLayout, mainMenu, signInByApi, switchClient } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

const FIRST = 'Alcaldía del Municipio Demo';
const SECOND = 'Contraloría Municipal Demo';

test.describe('administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD);
  });

  test('lands on the statistics board with the menu of every enabled module', async ({ page }) => {
    await expect(page).toHaveURL(/\/dashboard\/default$/);
    await expect(page.getByRole('heading', { name: 'Tablero principal' })).toBeVisible();
    await expect(page.getByText('Período de trabajo')).toBeVisible();
    for (const group of [
      'Configuración',
      'Tesorería',
      'Presupuesto de gastos',
      'Recaudación',
      'Inventario',
      'Nómina',
    ]) {
      await expect(mainMenu(page).getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    await mainMenu(page).getByRole('button', { name: 'Tesorería', exact: true }).click();
    await mainMenu(page).getByRole('link', { name: 'Bancos' }).click();
    await expect(page).toHaveURL(/\/pages\/treasury-Banks$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Tesorería');
    await page.goto('/dashboard/default');
    await shot(page, 'layout1');
  });

  test('switching institution renews the token and changes the menu', async ({ page }) => {
    const before = await page.evaluate(() => localStorage.getItem('accessToken'));
    await expect(mainMenu(page).getByRole('button', { name: 'Inventario', exact: true })).toBeVisible();
    await switchClient(page, SECOND);
    await expect(mainMenu(page).getByRole('button', { name: 'Inventario', exact: true })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('button', { name: 'Recaudación', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);
    expect(await page.evaluate(() => localStorage.getItem('nameClient'))).toBe(SECOND);
    // A screen of a module the second institution lacks, typed by hand, is refused.
    await page.goto('/pages/InventarioBM7I-grupos');
    await expect(page.getByText('Acceso no permitido')).toBeVisible();
  });

  test('marks an expired period in the top bar', async ({ page }) => {
    const lastYear = String(new Date().getFullYear() - 1);
    // Sign-in resumes the institution used last; the expired period belongs to the first one.
    if ((await page.getByRole('combobox', { name: 'Institución' }).textContent()) !== FIRST) {
      await switchClient(page, FIRST);
    }
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: `${lastYear} (vencido)` }).click();
    await expect(page.getByText('Período vencido')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Período vencido')).toBeVisible();
  });

  test('offers the three layouts and remembers the choice', async ({ page }) => {
    await chooseLayout(page, /Horizontal/);
    await expect(page.locator('[data-layout="layout2"]')).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'More' })).toBeVisible();
    await shot(page, 'layout2');
    await mainMenu(page).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tablero de soporte' })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseLayout(page, /Compacto/);
    await expect(page.locator('[data-layout="layout3"]')).toBeVisible();
    const width = await mainMenu(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(80);
    await shot(page, 'layout3');
    await page.reload();
    await expect(page.locator('[data-layout="layout3"]')).toBeVisible();

    await chooseLayout(page, /Clásico/);
    const full = await mainMenu(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(full).toBeGreaterThan(200);
  });

  test('finds a screen from the top-bar search', async ({ page }) => {
    await page.getByPlaceholder('Buscar pantalla').fill('Cuentas banc');
    await page.getByRole('option', { name: 'Cuentas bancarias', exact: true }).click();
    await expect(page).toHaveURL(/\/pages\/treasury-Bank-Accounts$/);
  });

  test('shows notifications with elapsed time, and about and support pages', async ({ page }) => {
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    const list = page.getByRole('list', { name: 'Lista de notificaciones' });
    await expect(list).toContainText(`Bienvenido a Erario. El período ${new Date().getFullYear()}`);
    await expect(list).toContainText(/hace \d+ (segundos?|minutos?)/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await page.getByRole('menuitem', { name: 'Acerca de' }).click();
    await expect(page.getByTestId('experience')).toHaveText(
      `${new Date().getFullYear() - 2006} años de experiencia al servicio de la gestión pública.`,
    );
    await mainMenu(page).getByRole('link', { name: 'Soporte', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();
  });

  test('asks for confirmation before signing out; No keeps the session', async ({ page }) => {
    await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(dialog).toContainText('¿Desea cerrar la sesión?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/dashboard\/default$/);
  });

  test('renews an expired token before a request, and signs out when renewal fails', async ({
    page,
    context,
  }) => {
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`;
    await page.goto('/pages/change-password');
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
    await page.getByLabel('Contraseña actual').fill('no-es-la-actual');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Otra-Clave-2026');
    await page.getByLabel('Confirmar nueva contraseña').fill('Otra-Clave-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    // The server answered the request itself, so the token was renewed first.
    await expect(page.getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);

    await context.clearCookies();
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
    // Any request now renews and fails: the click's, or a background one (the notifications' poll)
    // that comes first and signs out under the click, which is then gone.
    await page
      .getByRole('button', { name: 'Cambiar contraseña' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/session\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('user with few permissions', () => {
  test('sees only their screens, per institution, and is refused the others by URL', async ({ page }) => {
    await signInByApi(page, 'tesorero', FIXTURE_PASSWORD);
    // No dashboard for this role: the home page lists the user's own screens.
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Bancos')).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Tesorería', exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Configuración', exact: true })).toHaveCount(0);
    await shot(page, 'limited-user');

    await page.goto('/pages/Clients');
    await expect(page.getByText('Acceso no permitido')).toBeVisible();
    await expect(page.getByText('No tiene permiso para abrir la pantalla «Clientes»')).toBeVisible();

    await page.goto('/dashboard/default');
    await switchClient(page, SECOND);
    await expect(
      mainMenu(page).getByRole('button', { name: 'Presupuesto de gastos', exact: true }),
    ).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Tesorería', exact: true })).toHaveCount(0);
    await page.goto('/pages/treasury-Banks');
    await expect(page.getByText('Acceso no permitido')).toBeVisible();
  });

  test('a deep link survives sign-in', async ({ page }) => {
    await page.goto('/pages/about');
    await expect(page).toHaveURL(/\/session\/signin$/);
    await page.getByLabel('Usuario').fill('tesorero');
    await page.getByLabel('Contraseña').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/pages\/about$/);
  });
});

test.describe('public verification pages', () => {
  test('show the spec not-found texts', async ({ page }) => {
    await page.goto('/document/verify/desconocido');
    await expect(page.getByText('Documento no encontrado')).toBeVisible();
    await page.goto('/receipt/verify/desconocido');
    await expect(page.getByText('RECIBO NO ENCONTRADO')).toBeVisible();
  });
});

test('the built app comes compressed, its hashed files cached for a year', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1] ?? '';
  expect(entry).not.toBe('');
  const script = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("the components' own texts are Spanish whatever the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/budget-local2');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Abrir' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Open|Clear)$/ })).toHaveCount(0);
  await context.close();
});

test("dates are read and typed day first, with a Spanish calendar, whatever the browser's language", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/budget-period');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog');
  const start = dialog.getByRole('textbox', { name: 'Fecha de inicio', exact: true });
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  // Month-first, as an English browser would have it, is not a date here.
  await start.fill('03/15/2027');
  await start.blur();
  await expect(dialog.getByText('Escriba la fecha como dd/mm/aaaa')).toBeVisible();
  await start.fill('15/03/2027');
  await start.blur();
  await expect(start).toHaveValue('15/03/2027');
  await expect(dialog.getByText('Escriba la fecha como dd/mm/aaaa')).toHaveCount(0);

  // The calendar opens on the field's month, in Spanish, and a day picked there is the field's.
  await dialog.getByRole('button', { name: 'Elegir fecha de inicio en el calendario' }).click();
  const calendar = page.getByRole('grid');
  await expect(page.getByText('marzo 2027')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'lunes' })).toBeVisible();
  await shot(page, 'date-calendar');
  await calendar.getByRole('gridcell', { name: '20' }).click();
  await expect(start).toHaveValue('20/03/2027');
  await context.close();
});
