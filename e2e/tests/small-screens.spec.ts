import { ADMIN_PASSWORD } from '../fixtures.ts';
import { mainMenu, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer holding institution, period and search; the content keeps the width; sign-out is reachable', async ({
    page,
  }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD);
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
      await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `phone${path.replaceAll('/', '-').toLowerCase()}`);
    });
  }
});

test.describe('grids on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a grid wider than the phone scrolls in its box, keeping each row's key in view", async ({ page }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
    await page.goto('/pages/Clients');
    const grid = page.getByRole('grid');
    const key = grid.getByRole('gridcell').first();
    await expect(key).toBeVisible();
    const before = await key.boundingBox();
    const scroller = grid.locator('.MuiDataGrid-virtualScroller');
    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    // The grid is wider than the phone, and it is the grid, not the page, that scrolls.
    expect(scrolled).toBeGreaterThan(100);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const lastHeader = grid.getByRole('columnheader').last();
    await expect(lastHeader).toBeInViewport();
    // The key column stayed where it was, on top of the columns passing under it.
    await expect(key).toBeInViewport();
    expect((await key.boundingBox())?.x).toBe(before?.x);
    const box = (await key.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const onTop = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x as number, y as number)
          ?.closest('[role="gridcell"]')
          ?.getAttribute('aria-colindex'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe('1');
    await shot(page, 'phone-grid-scrolled');
  });
});

test.describe('at a desk, from the keyboard', () => {
  test('the first Tab offers to skip to the content, which then takes the focus', async ({ page }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
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

  test('the menu marks the open screen once, even one it offers twice', async ({ page }) => {
    await signInByApi(page, 'admin', ADMIN_PASSWORD);
    // "Generar documentos" is a shortcut at the top and an entry of Presupuesto de gastos.
    await mainMenu(page).getByRole('button', { name: 'Presupuesto de gastos', exact: true }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Generar documentos' })).toHaveCount(2);
    await mainMenu(page).getByRole('link', { name: 'Generar documentos' }).last().click();
    await expect(page).toHaveURL(/\/pages\/document-add$/);
    const current = mainMenu(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Generar documentos');
  });

  test('each screen names itself in the page title', async ({ page }) => {
    await page.goto('/session/signin');
    await expect(page).toHaveTitle('Ingresar · Erario');
    await signInByApi(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveTitle('Inicio · Erario');
    await page.goto('/pages/documents');
    await expect(page).toHaveTitle('Documentos · Erario');
    await page.goto('/pages/about');
    await expect(page).toHaveTitle('Acerca de · Erario');
    await page.goto('/no-existe');
    await expect(page).toHaveTitle('Página no encontrada · Erario');
  });
});
