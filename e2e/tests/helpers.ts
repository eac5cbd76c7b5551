import { DEFAULT_TIME_ZONE, dateIn, type SessionUser } from '@erario/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { markLoginTime, storeSession } from '../../apps/web/src/platform/storage.ts';
import { ADMIN_PASSWORD } from '../fixtures.ts';

/** Signs in through the sign-in form: for the journeys that test the form itself. */
export async function signIn(page: Page, usuario: string, password: string, path = '/session/signin') {
  await page.goto(path);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Menú del usuario' })).toBeVisible();
}

/**
 * What the web app keeps in the browser for a signed-in user, from its own `storeSession` and
 * `markLoginTime` run against a plain map and a cookie jar: the keys stay the app's, not a copy here.
 */
function browserSession(
  user: SessionUser,
  accessToken: string,
): { storage: [string, string][]; cookie: string } {
  const kept = new Map<string, string>();
  const jar: string[] = [];
  const scope = globalThis as Record<string, unknown>;
  const saved = { localStorage: scope.localStorage, document: scope.document };
  scope.localStorage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, String(value)),
    removeItem: (key: string) => kept.delete(key),
  };
  scope.document = {
    set cookie(value: string) {
      jar.push(value);
    },
  };
  try {
    storeSession(user, accessToken);
    markLoginTime();
  } finally {
    // Node has neither: put back what was there, which is nothing.
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete scope[name];
      else scope[name] = value;
    }
  }
  return { storage: [...kept], cookie: jar.join('') };
}

/**
 * Signs in without the form: for every journey that is not about the form. The sign-in is the server's
 * own (`/api/user/auth`, argon2id and all), made with `page.request`, which shares the browser
 * context's cookies, so the refresh cookie lands where the app's renewals and institution switches
 * look for it; what the app keeps in local storage is written on the app's origin before the app boots.
 * It is a sign-in of its own, as the form's is: the server resumes the institution the user switched
 * to last, and no other test's sign-out, password change or older snapshot of the session (its
 * periods, its permissions) reaches this one, which a `storageState` shared by the tests would.
 *
 * Then opens `path`: the root (the user's home) unless told; `null` leaves the app unopened for the
 * test's own first `page.goto`, which saves loading a screen the test does not look at.
 */
export async function signInByApi(
  page: Page,
  usuario: string,
  password: string,
  path: string | null = '/',
  /** For an account with a second factor: the code to answer its challenge with. */
  secondFactor?: () => string,
) {
  let res = await page.request.post('/api/user/auth', { data: { usuario, password } });
  let body = await res.json();
  const challenge = body.data?.secondFactor?.challenge;
  if (challenge) {
    if (!secondFactor) throw new Error(`${usuario} tiene verificación en dos pasos: falta el código`);
    res = await page.request.post('/api/user/auth/second-factor', {
      data: { challenge, code: secondFactor() },
    });
    body = await res.json();
  }
  const user = body.data?.userInfo?.[0] as SessionUser | undefined;
  if (!res.ok() || !user) throw new Error(`No se pudo iniciar sesión como ${usuario}: ${body.message}`);
  const { storage, cookie } = browserSession(user, body.data.tokenInfo.access_token);
  // Any address of the app's origin that is not the app: local storage belongs to the origin.
  await page.goto('/api/health');
  await page.evaluate(
    ({ storage, cookie }) => {
      for (const [key, value] of storage) localStorage.setItem(key, value);
      // biome-ignore lint/suspicious/noDocumentCookie: the app keeps its login time in a plain cookie.
      document.cookie = cookie;
    },
    { storage, cookie },
  );
  if (path === null) return;
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Menú del usuario' })).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

export async function chooseLayout(page: Page, label: RegExp) {
  await page.getByRole('button', { name: 'Menú del usuario' }).click();
  await page.getByRole('menuitem', { name: 'Apariencia' }).click();
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Cerrar' }).click();
}

/**
 * Picks `option` in the select labelled `label` and waits for its menu to close. On a loaded machine
 * a click can land while the menu is still opening and be lost; the menu then stays open and hides
 * the rest of the page from the accessibility tree, so the next field "never appears". Tried again
 * until the select shows the choice.
 */
export async function chooseInSelect(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option }).click({ timeout: 3_000 });
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 2_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens an item of the user's menu. As with a select, a click that lands while the menu is still
 * opening can be lost on a loaded machine: tried again until the address is the item's.
 */
export async function fromUserMenu(page: Page, item: string, path: RegExp) {
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: item }).isVisible()))
      await page.getByRole('button', { name: 'Menú del usuario' }).click();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export async function switchClient(page: Page, name: string) {
  await chooseInSelect(page, 'Institución', name);
}

/** The API as a test's fixtures call it: each answer's `data`, or the server's message as the error. */
export type Api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => Promise<Record<string, unknown> & { id: number }>;

/**
 * Signs the admin in through the API and returns a caller bound to `request` with its token, the
 * session's period and its user. `using` rebinds the same token to another request context (a test's
 * `page.request`: beforeAll's own context cannot be used inside a test).
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
  const user = data.userInfo[0] as SessionUser;
  return { send: using(request), using, idPeriod: user.idPeriod as number, user };
}

/**
 * Budget documents made through the API in the signed-in institution's period, for a journey that
 * needs them posted before it looks: `post` creates and posts one, naming its type by code (8
 * compromiso, 9 causación…) and its lines by account code.
 */
export async function budgetDocuments(send: Api, idClient: number, idPeriod: number) {
  const form = await send('GET', `budget/document/loadFormData/${idClient}/${idPeriod}`);
  const types = form.documentTypes as { id: number; code: number }[];
  const account = async (code: string) => {
    const found = (await send('GET', `budget/document/accounts/${idPeriod}?search=${code}`)) as unknown as {
      id: number;
      accountCode: string;
    }[];
    return found.find((a) => a.accountCode === code)?.id;
  };
  return {
    async post(
      typeCode: number,
      draft: { lines: { account: string; amount: string }[] } & Record<string, unknown>,
    ) {
      const { lines, ...rest } = draft;
      const made = await send('POST', 'budget/document/create', {
        idPeriod,
        idDocumentType: types.find((t) => t.code === typeCode)?.id,
        ...rest,
        lines: await Promise.all(
          lines.map(async (l) => ({ idBudgetAccount: await account(l.account), amount: l.amount })),
        ),
      });
      return (await send('POST', `budget/document/post/${made.id}`)).document as { numOrder: string };
    },
  };
}

/**
 * The demo institutions' date (Caracas) now: what the app proposes as "today" and the server
 * decides on, whatever zone the machine running the suite is in.
 */
export function institutionToday(): string {
  return dateIn(new Date(), DEFAULT_TIME_ZONE);
}

/**
 * The day a journey runs on, once it is clear of the institution's midnight: a journey whose figures
 * follow from today's date (interest by the day, the daily close, last month's declaration) waits out
 * a midnight less than `minutes` away rather than straddle two days, and gets the new date. Called
 * first in the spec's `beforeAll`, whose time it stretches by the wait.
 */
export async function dayClearOfMidnight(minutes = 3): Promise<string> {
  const ahead = () => dateIn(new Date(Date.now() + minutes * 60_000), DEFAULT_TIME_ZONE);
  if (ahead() !== institutionToday()) test.info().setTimeout(test.info().timeout + minutes * 60_000);
  while (ahead() !== institutionToday()) await new Promise((done) => setTimeout(done, 5_000));
  return institutionToday();
}
