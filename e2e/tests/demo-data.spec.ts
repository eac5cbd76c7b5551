import type { ChildProcess } from 'node:child_process';
import { MONTHS } from '@erario/contracts';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, serverProcess, test } from './test.ts';

/**
 * What a newcomer opens first: the product as `npm start` serves it on an empty database, demo data
 * included. Its own server (the suite's has no demo data, so its journeys build their own budget).
 */
let baseURL = '';
let server: ChildProcess | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
test.use({ baseURL: async ({}, use) => use(baseURL) });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The server listens once the demo is in, so the first answer means there is something to see.
  const started = await serverProcess('apps/server/src/main.ts', { DEMO_DATA: 'on' });
  server = started.process;
  baseURL = started.url;
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const figure = /[1-9]\d{0,2}(\.\d{3})*,\d{2}/;

// What the admin's phone holds once two-step verification is set up, and the codes kept on paper.
let secret = '';
let recovery: string[] = [];
/** A recovery code not spent yet: each journey after the first signs in with one. */
const nextRecoveryCode = () => recovery.shift() ?? '';

test('a newcomer signs in as the admin and sets up two-step verification before anything else', async ({
  page,
}) => {
  await page.goto('/session/signin');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The SA's second factor is required: that page, and no other, until it is set up.
  await expect(page).toHaveURL(/\/pages\/security$/);
  await expect(page.getByText('Su rol exige la verificación en dos pasos')).toBeVisible();
  await page.goto('/dashboard/default');
  await expect(page).toHaveURL(/\/pages\/security$/);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(
    page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }),
  ).toBeVisible();
  secret = ((await page.getByLabel('Clave').textContent()) ?? '').replace(/\s/g, '');
  await shot(page, 'mfa-setup');
  // The phone: a real TOTP generator with the key the page showed.
  const phone = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Código de la aplicación').fill(phone.generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recovery = await codes.allTextContents();
  await shot(page, 'mfa-recovery-codes');
  await page.getByRole('button', { name: 'Listo, los guardé' }).click();
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('heading', { name: 'Tablero principal' })).toBeVisible();

  // The next sign-in asks for a code after the password; a recovery code will do.
  await page.getByRole('button', { name: 'Menú del usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
  await expect(page).toHaveURL(/\/session\/signin$/);
  await page.getByLabel('Usuario', { exact: true }).fill('admin');
  await page.getByLabel('Contraseña').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El código no es correcto o ya se usó.');
  await page.getByLabel('Código').fill(nextRecoveryCode());
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Tablero principal' })).toBeVisible();
});

test('the demo institution opens with its budget executed, its documents, banks and currencies', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null, nextRecoveryCode);
  await page.goto('/dashboard/default');
  const execution = page.getByRole('heading', { name: /^Ejecución presupuestaria · / }).locator('..');
  for (const moment of ['Comprometido', 'Causado', 'Pagado'])
    await expect(execution).toContainText(new RegExp(`${moment}${figure.source}`));
  // The treasury's account, funded by the situado and paying every voucher, with its book balance.
  const balances = page.getByRole('table', { name: 'Saldos de las cuentas' });
  await expect(balances.getByRole('row', { name: /…00012345/ })).toContainText(figure);
  await expect(page.getByText('— Sin estado de cuenta en el período.')).toBeVisible();
  // The year by month, as a picture and as the table behind it (read by a screen reader, shown on
  // request); and the collections against the revenue budget's goal.
  const months = page.getByRole('table', { name: /^Ejecución por mes · .*comprometido, causado y pagado$/ });
  await expect(page.getByRole('figure', { name: /^Ejecución por mes · / })).toBeVisible();
  await expect(months.getByRole('row')).toHaveCount(13);
  await expect(months.getByRole('row').nth(1)).toContainText(/^ene \d{4}/);
  // Hidden from sight (one pixel) until asked for, then laid out.
  const tile = page.getByRole('heading', { name: /^Ejecución por mes · / }).locator('..');
  const toggle = tile.getByRole('button', { name: 'Ver como tabla' });
  const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  expect((await region.boundingBox())?.height ?? 0).toBeLessThan(2);
  await toggle.click();
  await expect(tile.getByRole('button', { name: 'Ocultar la tabla' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect.poll(async () => (await region.boundingBox())?.height ?? 0).toBeGreaterThan(200);
  const collections = page.getByRole('heading', { name: /^Recaudación · / }).locator('..');
  await expect(collections).toContainText(/de una meta de [\d.]+,\d{2}/);
  await expect(page.getByRole('table', { name: /^Recaudación por mes · / })).toContainText(figure);
  // What each concept brought in: the code on the axis, code and name in the table behind it.
  await expect(page.getByRole('figure', { name: /^Recaudación por concepto · / })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Recaudación por concepto · / })
      .getByRole('row')
      .nth(1),
  ).toContainText(figure);
  // The money in the bank at each month's end: this month's is the book so far, a month to come has none.
  await expect(page.getByRole('figure', { name: /^Saldo en bancos al cierre de cada mes · / })).toBeVisible();
  const banked = page.getByRole('table', { name: /^Saldo en bancos al cierre de cada mes · / });
  const today = institutionToday();
  const thisMonth = `${MONTHS[Number(today.slice(5, 7)) - 1]?.slice(0, 3)} ${today.slice(0, 4)}`;
  await expect(banked.getByRole('row', { name: new RegExp(`^${thisMonth}`) })).toContainText(figure);
  if (today.slice(5, 7) !== '12') await expect(banked.getByRole('row').last()).toContainText(/^dic \d{4}—$/);
  await shot(page, 'demo-dashboard');

  // The bank book of the current month: the situado in, the payments out, the balance each leaves.
  await page.goto('/pages/treasury-Book-Bank-Account');
  await page.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0102');
  await page.getByRole('option', { name: /01020001110000012345/ }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('grid')).toContainText('Transferencia del situado constitucional');
  await shot(page, 'demo-bank-book');

  await page.goto('/pages/documents');
  await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid')).toContainText('Compromiso');
  await shot(page, 'demo-documents');

  await page.goto('/pages/Presupuesto-gastos-reporte-cuentas');
  await page.getByRole('button', { name: 'Consultar' }).click();
  const totals = page.getByRole('region', { name: 'Totales' });
  await expect(totals).toContainText(new RegExp(`Asignación inicial${figure.source}`));
  await expect(totals).toContainText(new RegExp(`Pagado${figure.source}`));
  await shot(page, 'demo-report-accounts');

  await page.goto('/pages/treasury-Banks');
  // The 23 national banks with their four-digit codes, ten to a page.
  await expect(page.getByRole('grid')).toContainText('0108BBVA Provincial');
  await expect(page.getByText('1–10 de 23')).toBeVisible();
  await page.goto('/pages/Currency');
  for (const code of ['VES', 'USD', 'EUR']) await expect(page.getByRole('grid')).toContainText(code);
});

test('levels named alike in both paths of the demo are told apart in the picker by code and parent', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null, nextRecoveryCode);
  // A proyecto's form picks its subprograma; the demo has a "Sin subprograma" under each programa.
  await page.goto('/pages/budget-local4');
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Subprograma' }).fill('Sin subprograma');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveText('Sin subprograma01.01.00 · Despacho del Alcalde');
  await expect(options.nth(1)).toHaveText('Sin subprograma11.01.00 · Mantenimiento de la vialidad urbana');
  await shot(page, 'demo-level-picker');
  await options.nth(1).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Subprograma' })).toHaveValue(
    'Sin subprograma',
  );
});
