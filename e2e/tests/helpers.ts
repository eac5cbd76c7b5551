import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';

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

/** The API as a test's fixtures call it: each answer's `data`, or the server's message as the error. */
export type Api = (
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) => Promise<Record<string, unknown> & { id: number }>;

/**
 * Signs the admin in through the API and returns a caller bound to `request` with its token, and the
 * session's period. `using` rebinds the same token to another request context (a test's `page.request`:
 * beforeAll's own context cannot be used inside a test).
 */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/user/auth', {
    data: { usuario: 'admin', password: ADMIN_PASSWORD },
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.tokenInfo.access_token}` };
  const using =
    (context: APIRequestContext): Api =>
    async (method, url, body) => {
      const res = await context.fetch(`/api/${url}`, { method, headers, data: body });
      const json = await res.json();
      if (!json.result) throw new Error(`${url}: ${json.message} ${JSON.stringify(json.fields ?? [])}`);
      return json.data;
    };
  return { send: using(request), using, idPeriod: (data.userInfo[0] as { idPeriod: number }).idPeriod };
}
