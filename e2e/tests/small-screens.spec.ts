import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { mainMenu, signIn } from './helpers.ts';
import { shot } from './shots.ts';

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer holding institution, period and search; the content keeps the width; sign-out is reachable', async ({
    page,
  }) => {
    await signIn(page, 'admin', ADMIN_PASSWORD);
    // Closed menu: the content has the whole width and nothing sits beyond the right edge.
    await expect(mainMenu(page)).toBeHidden();
    const heading = page.getByRole('heading', { name: 'Tablero principal' });
    const box = await heading.boundingBox();
    expect(box?.x).toBeLessThan(30);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'phone-dashboard');

    const toggle = page.getByRole('button', { name: 'Abrir el menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Período' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Institución' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Buscar pantalla' })).toBeVisible();
    await shot(page, 'phone-menu');
    await mainMenu(page).getByRole('button', { name: 'Configuración', exact: true }).click();
    await mainMenu(page).getByRole('link', { name: 'Monedas' }).click();
    // The chosen screen closes the drawer.
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Monedas', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Monedas · Erario');
    await shot(page, 'phone-master');

    await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmación' })
      .getByRole('button', { name: 'Si', exact: true })
      .click();
    await expect(page).toHaveURL(/\/session\/signin$/);
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });
});

test.describe('forms and lists on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, heading] of [
    ['/pages/document-add', /Generar documento/],
    ['/pages/documents', /Documentos/],
    ['/pages/Presupuesto-gastos-reporte-cuentas', /Ejecución presupuestaria por cuentas/],
  ] as const) {
    test(`${path} fits the screen: nothing reaches past its right edge`, async ({ page }) => {
      await signIn(page, 'admin', ADMIN_PASSWORD);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `phone${path.replaceAll('/', '-').toLowerCase()}`);
    });
  }
});

test.describe('at a desk, from the keyboard', () => {
  test('the first Tab offers to skip to the content, which then takes the focus', async ({ page }) => {
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/pages/documents');
    await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the content, not the menu.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('each screen names itself in the page title', async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page).toHaveTitle('Ingresar · Erario');
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveTitle('Inicio · Erario');
    await page.goto('/pages/documents');
    await expect(page).toHaveTitle('Documentos · Erario');
    await page.goto('/pages/about');
    await expect(page).toHaveTitle('Acerca de · Erario');
    await page.goto('/no-existe');
    await expect(page).toHaveTitle('Página no encontrada · Erario');
  });
});
