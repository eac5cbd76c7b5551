import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { adminApi, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The first-run guide as the offices meet it: the treasurer, who holds only the banks and accounts
 * screens, sees the treasury's steps, what is done ticked, and who does the step she cannot; the
 * administrator follows the asset office's guide from the board, sees a step ticked once its rows are
 * there, and hides the board's reminder.
 */
test('the treasurer sees her office’s steps, what is done, and who does the one she cannot', async ({
  page,
}) => {
  await signInByApi(page, 'tesorero', FIXTURE_PASSWORD);
  const reminder = page.getByRole('region', { name: 'Primeros pasos' });
  await expect(reminder).toContainText(
    'Tesorería: 3 de 4 pasos. Siguiente: Registre su primer movimiento bancario.',
  );
  await reminder.getByRole('link', { name: 'Ver la guía' }).click();
  await expect(page.getByRole('heading', { name: 'Primeros pasos', level: 1 })).toBeVisible();
  // Only the modules she works in.
  await expect(page.getByRole('region', { name: 'Presupuesto de gastos' })).toHaveCount(0);
  const treasury = page.getByRole('region', { name: 'Tesorería' });
  const step = (title: string) => treasury.getByRole('listitem').filter({ hasText: title });
  await expect(step('Registre los bancos').getByRole('img', { name: 'Listo' })).toBeVisible();
  const next = step('Registre su primer movimiento bancario');
  await expect(next).toHaveAttribute('aria-current', 'step');
  await expect(next).toContainText('Lo hace quien tenga la pantalla «Tesorería › Movimientos».');
  await expect(next.getByRole('link')).toHaveCount(0);
  await shot(page, 'setup-guide');
  await page.setViewportSize({ width: 390, height: 844 });
  await step('Registre las cuentas bancarias')
    .getByRole('link', { name: 'Abrir: Registre las cuentas bancarias' })
    .click();
  await expect(page).toHaveURL(/treasury-Bank-Accounts/);
  await page.goBack();
  await expect(next).toBeVisible();
  await shot(page, 'setup-guide-phone');
});

test("the administrator follows the asset office's guide from the board, and hides the reminder", async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD);
  const reminder = page.getByRole('region', { name: 'Primeros pasos' });
  await expect(reminder).toContainText(
    'Inventario de bienes muebles: 0 de 5 pasos. Siguiente: Registre los departamentos.',
  );
  await shot(page, 'setup-guide-board');
  await reminder.getByRole('link', { name: 'Ver la guía' }).click();
  const inventory = page.getByRole('region', { name: 'Inventario de bienes muebles' });
  const step = (title: string) => inventory.getByRole('listitem').filter({ hasText: title });
  await expect(step('Registre los departamentos')).toHaveAttribute('aria-current', 'step');
  // Where the institution keeps payroll, its departments are payroll's screen.
  await step('Registre los departamentos')
    .getByRole('link', { name: /^Abrir/ })
    .click();
  await expect(page).toHaveURL(/Nomina-Maestros-Departamentos|departamentos/i);

  const { send } = await adminApi(page.request);
  await send('POST', 'hr/department/create', {
    code: 'GUIA',
    name: 'Dirección de Administración',
    active: true,
  });
  await page.goto('/pages/primeros-pasos');
  await expect(step('Registre los departamentos').getByRole('img', { name: 'Listo' })).toBeVisible();
  await expect(step('Registre las unidades de trabajo')).toHaveAttribute('aria-current', 'step');
  await expect(inventory).toContainText('1 de 5 pasos');

  await page.goto('/');
  await reminder.getByRole('button', { name: 'Ocultar' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tablero principal' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
  // Still in the user's menu.
  await page.getByRole('button', { name: 'Menú del usuario' }).click();
  await page.getByRole('menuitem', { name: 'Primeros pasos' }).click();
  await expect(inventory).toBeVisible();
});
