import { FIXTURE_PASSWORD } from '../fixtures.ts';
import { signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * What an institution's administrator may not do, as she meets it on screen: write a master every
 * institution shares, or take over a colleague who holds screens she does not.
 */
test.describe('acting on what is not one’s own', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'jefa', FIXTURE_PASSWORD, null);
  });

  test('a shared master reads, and says why it cannot be changed', async ({ page }) => {
    await page.goto('/pages/Tipo-De-Documento');
    await expect(page.getByRole('heading', { name: 'Tipos de documento' })).toBeVisible();
    await expect(
      page.getByText(
        'Maestro compartido por todas las instituciones: solo el administrador del sistema lo modifica.',
      ),
    ).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Lista de tipos de documento' });
    // What each type does follows its spec code: the commitment order commits, and nothing else.
    const commitment = grid.getByRole('row').filter({ hasText: 'Orden de Compromiso' });
    await expect(commitment.getByRole('gridcell')).toHaveText([
      '8',
      'Orden de Compromiso',
      'Sí',
      'No',
      'No',
      'Sí',
    ]);
    await expect(page.getByRole('button', { name: 'Nueva', exact: true })).toHaveCount(0);
    await expect(grid.getByRole('button', { name: 'Modificar' })).toHaveCount(0);
    await shot(page, 'shared-master-read-only');
  });

  test('a colleague who holds more screens cannot be given a new password', async ({ page }) => {
    await page.goto('/pages/Usuarios');
    await page.getByLabel('Buscar usuarios').fill('colega');
    const grid = page.getByRole('grid', { name: 'Lista de usuarios' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await grid.getByRole('button', { name: 'Modificar' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Nueva contraseña (vacía para no cambiarla)').fill('Tomada-Por-Otra-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      form.getByText(/El usuario tiene pantallas que usted no tiene \(PRE-DOC-01, TES-CTA-01\)/),
    ).toBeVisible();
    await shot(page, 'user-beyond-reach');
  });
});
