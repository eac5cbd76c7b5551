import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

const grid = (page: Page, name: string) => page.getByRole('grid', { name: `Lista de ${name}` });
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('masters', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  });

  test('currency: create, search, edit, refuse a duplicate, export, delete', async ({ page }) => {
    await page.goto('/pages/Currency');
    await expect(page.getByRole('heading', { name: 'Monedas' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva' }).click();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Este campo es requerido')).toHaveCount(2);
    await dialog(page).getByLabel('Código ISO').fill('cop');
    await dialog(page).getByLabel('Nombre').fill('Peso colombiano');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText(/código ISO 4217/)).toBeVisible();
    await dialog(page).getByLabel('Código ISO').fill('COP');
    await dialog(page).getByLabel('Símbolo').fill('COL$');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Moneda creada.')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva' }).click();
    await dialog(page).getByLabel('Código ISO').fill('BRL');
    await dialog(page).getByLabel('Nombre').fill('Real brasileño');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Moneda creada.')).toBeVisible();

    await page.getByLabel('Buscar monedas').fill('peso');
    await expect(grid(page, 'monedas').getByRole('row')).toHaveCount(2);
    await expect(grid(page, 'monedas')).toContainText('Peso colombiano');
    await shot(page, 'master-currency');

    await grid(page, 'monedas').getByRole('button', { name: 'Modificar' }).first().click();
    await dialog(page).getByLabel('Nombre').fill('Peso');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Moneda actualizada.')).toBeVisible();
    await expect(grid(page, 'monedas')).toContainText('Peso');

    await page.getByLabel('Buscar monedas').fill('');
    await page.getByRole('button', { name: 'Nueva' }).click();
    await dialog(page).getByLabel('Código ISO').fill('BRL');
    await dialog(page).getByLabel('Nombre').fill('Otro real');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Ya existe una moneda con ese código');
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await downloading;
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv).toContain('Código ISO;Nombre;Símbolo');
    expect(csv).toContain('COP;Peso;COL$');

    await page.getByLabel('Buscar monedas').fill('BRL');
    await expect(grid(page, 'monedas').getByRole('row')).toHaveCount(2);
    await grid(page, 'monedas').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
    await expect(page.getByText('Moneda eliminada.')).toBeVisible();
    await expect(grid(page, 'monedas')).not.toContainText('Real');
  });

  test("institutions: a row's extra action opens its modules, named after the institution", async ({
    page,
  }) => {
    await page.goto('/pages/Clients');
    const row = grid(page, 'instituciones').getByRole('row', { name: /Alcaldía del Municipio Demo/ });
    await row.getByRole('button', { name: 'Módulos' }).click();
    const modules = page.getByRole('dialog', { name: 'Módulos de Alcaldía del Municipio Demo' });
    await expect(modules).toBeVisible();
    await expect(modules.getByRole('checkbox', { name: /Presupuesto/ }).first()).toBeChecked();
    await shot(page, 'client-modules');
    await modules.getByRole('button', { name: 'Cancelar' }).click();
    await expect(modules).toBeHidden();
  });

  test('a screen two masters share shows a tab each, and its accented address its name', async ({ page }) => {
    await page.goto('/pages/Recaudación-Maestros-Zonas');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
      'Zonas y valores de la tierra',
    );
    await expect(page.getByRole('heading', { name: 'Zonas' })).toBeVisible();
    await page.getByRole('tab', { name: 'Valores de la tierra' }).click();
    await expect(page.getByRole('heading', { name: 'Valores de la tierra' })).toBeVisible();
    await expect(page).toHaveURL(/\?maestro=landValue$/);
    await shot(page, 'master-shared-screen');
  });

  test('bank and bank account: a bank in use cannot be deleted', async ({ page }) => {
    await page.goto('/pages/treasury-Banks');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await dialog(page).getByLabel('Código').fill('0102');
    await dialog(page).getByLabel('Nombre').fill('Banco de Venezuela');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Banco creado.')).toBeVisible();

    await page.goto('/pages/treasury-Bank-Accounts');
    await page.getByRole('button', { name: 'Nueva' }).click();
    await dialog(page).getByLabel('Banco').fill('Venez');
    await page.getByRole('option', { name: 'Banco de Venezuela' }).click();
    await dialog(page).getByLabel('Número de cuenta').fill('01020123450000012345');
    await dialog(page).getByLabel('Moneda').click();
    await page.getByRole('option').first().click();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cuenta bancaria creada.')).toBeVisible();
    await expect(grid(page, 'cuentas bancarias')).toContainText('Banco de Venezuela');
    await shot(page, 'master-bank-accounts');

    await page.goto('/pages/treasury-Banks');
    await grid(page, 'bancos')
      .getByRole('row', { name: /Banco de Venezuela/ })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'No se puede eliminar el banco «Banco de Venezuela»: lo usan 1 cuentas bancarias.',
    );
    await expect(grid(page, 'bancos')).toContainText('Banco de Venezuela');
  });
});

test.describe('the budget structure', () => {
  test("lists the top bar's period, never a mix of periods", async ({ page, request }) => {
    const login = await request.post('/api/user/auth', {
      data: { usuario: 'admin', password: ADMIN_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.tokenInfo.access_token}` };
    // Periods never overlap: a year of its own, whichever attempt of the run this is.
    const year = new Date().getFullYear() + 10 + (Date.now() % 500);
    const description = `Ejercicio ${year}-${Date.now() % 10000}`;
    const period = await request.post('/api/budget/budget-period/create', {
      headers,
      data: { description, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
    });
    const idPeriod = (await period.json()).data.id;
    const sector = await request.post('/api/budget/budget-local1/create', {
      headers,
      data: { idPeriod, code: '88', name: 'Sector del ejercicio futuro' },
    });
    expect((await sector.json()).result).toBe(true);

    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
    await page.goto('/pages/budget-local1');
    const sectors = grid(page, 'sectores');
    await expect(page.getByRole('heading', { name: /Sectores/ })).toContainText('· Período');
    await expect(sectors.getByRole('row').nth(1)).toBeVisible();
    await expect(sectors).not.toContainText('Sector del ejercicio futuro');
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: description }).click();
    await expect(page.getByRole('heading', { name: /Sectores/ })).toContainText(`· Período ${description}`);
    await expect(sectors.getByRole('row')).toHaveCount(2);
    await expect(sectors).toContainText('Sector del ejercicio futuro');
    // A new sector goes into the period on screen, which the form shows and does not let change.
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Período' })).toBeDisabled();
    await expect(dialog(page).getByRole('combobox', { name: 'Período' })).toHaveValue(description);
    await shot(page, 'structure-by-period');
  });
});

test("an amount is typed as it is shown, whatever the browser's language, and one that is not an amount says so", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/budget-specific');
  await page.getByRole('button', { name: 'Nueva', exact: true }).click();
  await dialog(page).getByRole('combobox', { name: 'Obra' }).click();
  await page.getByRole('option').first().click();
  await dialog(page).getByRole('textbox', { name: 'Partida', exact: true }).fill('4.03.04.01.00');
  await dialog(page).getByRole('textbox', { name: 'Denominación', exact: true }).fill('Electricidad');
  const amount = dialog(page).getByRole('textbox', { name: 'Asignación inicial', exact: true });
  await expect(amount).toHaveValue('0,00');
  await amount.fill('doscientos');
  await amount.press('Tab');
  await expect(dialog(page)).toContainText('Escriba el monto como 1.234,56 (hasta dos decimales)');
  await amount.fill('250.000,00');
  await amount.press('Tab');
  await expect(amount).toHaveValue('250.000,00');
  await expect(dialog(page)).not.toContainText('Escriba el monto como');
  await amount.fill('250000');
  await amount.press('Tab');
  await expect(amount).toHaveValue('250.000,00');
  await shot(page, 'master-money-typed');
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /creada\./ })).toBeVisible();
  await page.getByLabel('Buscar cuentas específicas').fill('Electricidad');
  await expect(grid(page, 'cuentas específicas')).toContainText('250.000,00');
  await context.close();
});

test('a new period takes its structure from another, from the tree', async ({ page, request }) => {
  const login = await request.post('/api/user/auth', {
    data: { usuario: 'admin', password: ADMIN_PASSWORD },
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.tokenInfo.access_token}` };
  const source = data.userInfo[0].periodName as string;
  const year = new Date().getFullYear() + 600 + (Date.now() % 500);
  const description = `Ejercicio nuevo ${year}-${Date.now() % 10000}`;
  expect(
    (
      await request.post('/api/budget/budget-period/create', {
        headers,
        data: { description, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
      })
    ).ok(),
  ).toBe(true);

  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/budget-local1');
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: description }).click();
  await page.getByRole('tab', { name: 'Árbol de la estructura' }).click();
  await expect(page.getByText('El período no tiene estructura todavía')).toBeVisible();
  await page.getByRole('button', { name: 'Copiar de otro período' }).click();
  const copy = page.getByRole('dialog', { name: `Copiar la estructura a ${description}` });
  await copy.getByRole('combobox', { name: 'Período de origen' }).click();
  await page.getByRole('option', { name: source, exact: true }).click();
  await shot(page, 'structure-copy');
  await copy.getByRole('button', { name: 'Copiar' }).click();
  await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
  await expect(
    page.getByText(new RegExp(`Estructura copiada de ${source}: \\d+ niveles y \\d+ cuentas`)),
  ).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Estructura presupuestaria' });
  await expect(tree.getByText(/^97/).first()).toBeVisible();
  await expect(page.getByText('El período no tiene estructura todavía')).toHaveCount(0);
  // Copying again over the structure it now has is refused, with the server's reason.
  await page.getByRole('button', { name: 'Copiar de otro período' }).click();
  await copy.getByRole('combobox', { name: 'Período de origen' }).click();
  await page.getByRole('option', { name: source, exact: true }).click();
  await copy.getByRole('button', { name: 'Copiar' }).click();
  await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
  await expect(copy.getByRole('alert')).toBeVisible();
});

test.describe('users and permissions', () => {
  test('an administrator creates a user, grants two screens, and the user sees just those', async ({
    page,
    browser,
  }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
    await page.goto('/pages/Usuarios');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill('recaudador');
    await form.getByLabel('Nombre completo').fill('Ramón Recaudador');
    await form.getByLabel('Correo electrónico').fill('ramon@alcaldia.test');
    await form.getByLabel('Contraseña').fill('corta');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('La contraseña debe tener al menos 12 caracteres')).toBeVisible();
    await form.getByLabel('Contraseña').fill('Recauda-2026');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario creado.')).toBeVisible();

    await page.getByLabel('Buscar usuarios').fill('recaudador');
    const grid = page.getByRole('grid', { name: 'Lista de usuarios' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText('Ramón Recaudador');
    await grid.getByRole('button', { name: 'Permisos' }).click();
    await expect(page.getByRole('heading', { name: 'Permisos de recaudador' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Bancos (TES-BAN-01)' }).check();
    await page.getByRole('checkbox', { name: 'Cuentas bancarias (TES-CTA-01)' }).check();
    await shot(page, 'permissions');
    await page.getByRole('button', { name: 'Guardar permisos' }).click();
    await expect(
      page.getByText('Permisos guardados. Rigen cuando el usuario renueve su sesión.'),
    ).toBeVisible();

    const other = await browser.newContext();
    const userPage = await other.newPage();
    await signInByApi(userPage, 'recaudador', 'Recauda-2026');
    // The password the administrator chose is replaced at the first sign-in (ASVS 2.3.1).
    await expect(userPage).toHaveURL(/\/pages\/change-password$/);
    await userPage.getByLabel('Contraseña actual').fill('Recauda-2026');
    await userPage.getByLabel('Nueva contraseña', { exact: true }).fill('Solo yo la conozco ahora');
    await userPage.getByLabel('Confirmar nueva contraseña').fill('Solo yo la conozco ahora');
    await userPage.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(userPage).not.toHaveURL(/change-password/);
    const menu = userPage.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Tesorería', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Bancos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cuentas bancarias' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Configuración', exact: true })).toHaveCount(0);
    await userPage.goto('/pages/Usuarios');
    await expect(userPage.getByText('Acceso no permitido')).toBeVisible();
    await other.close();
  });
});

test('the audit trail shows who changed a currency, before and after, and the chain holds', async ({
  page,
}) => {
  const { send: api } = await adminApi(page.request);
  const created = await api('POST', 'finance/currency/create', {
    code: 'AUD',
    name: 'Moneda auditada',
    symbol: 'A',
  });
  await api('PUT', 'finance/currency/update', {
    id: created.id,
    version: created.version,
    code: 'AUD',
    name: 'Moneda renombrada',
    symbol: 'A',
  });
  await signInByApi(page, 'admin', ADMIN_PASSWORD, '/pages/configurations/audit');
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tabla' }).click();
  await page.getByRole('option', { name: 'Monedas (currency)', exact: true }).click();
  await page.getByRole('textbox', { name: 'Registro (id)' }).fill(String(created.id));
  const grid = page.getByRole('grid', { name: 'Registro de auditoría' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid).toContainText('name: Moneda auditada → Moneda renombrada');
  await grid.getByText('Cambio', { exact: true }).click();
  const entry = page.getByRole('dialog', { name: /^Cambio en Monedas \(currency\)/ });
  await expect(entry.getByRole('row', { name: /name Moneda auditada Moneda renombrada/ })).toBeVisible();
  await shot(page, 'audit-entry');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Comprobar la cadena' }).click();
  await expect(page.getByText(/^La cadena está íntegra/)).toBeVisible();
  await shot(page, 'audit');
});
