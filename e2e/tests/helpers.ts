import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, usuario: string, password: string, path = '/session/signin') {
  await page.goto(path);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Menú del usuario' })).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

export async function chooseLayout(page: Page, label: RegExp) {
  await page.getByRole('button', { name: 'Menú del usuario' }).click();
  await page.getByRole('menuitem', { name: 'Apariencia' }).click();
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Cerrar' }).click();
}

export async function switchClient(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Institución' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Institución' })).toHaveText(name);
}
