import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The treasurer records the day's bank movements: a deposit that posts, a cheque the balance cannot
 * pay (kept as a draft, the refusal said), and the list of the period's movements.
 */
test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/user/auth', {
    data: { usuario: 'admin', password: ADMIN_PASSWORD },
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.tokenInfo.access_token}` };
  const create = async (path: string, body: object) => {
    const res = await request.post(`/api/finance/${path}/create`, { headers, data: body });
    const json = await res.json();
    if (!json.result) throw new Error(`${path}: ${json.message}`);
    return json.data.id as number;
  };
  const currency = async (code: string, name: string) => {
    const res = await request.get(`/api/finance/currency/options?search=${code}`, { headers });
    const found = (await res.json()).data as { id: number }[];
    return found[0]?.id ?? (await create('currency', { code, name, symbol: code }));
  };
  const idCurrency = await currency('VES', 'Bolívar digital');
  const idBank = await create('bank', { code: '0163', name: 'Banco del Tesoro', active: true });
  // A dollar account to buy dollars into, and the BCV's dollar rate in force for the year.
  await create('bankAccount', {
    idBank,
    accountNumber: '01630000000000067890',
    accountType: 'CORRIENTE',
    description: 'Cuenta en divisas',
    idCurrency: await currency('USD', 'Dólar estadounidense'),
    active: true,
  });
  await create('exchangeRate', {
    currency: 'USD',
    validFrom: '2026-01-02',
    rate: '36.50000000',
    source: 'bcv.org.ve',
  }).catch(() => undefined);
  const idBankAccount = await create('bankAccount', {
    idBank,
    accountNumber: '01630000000000012345',
    accountType: 'CORRIENTE',
    description: 'Cuenta de recaudación',
    idCurrency,
    active: true,
  });
  // The account's cheque book: the form proposes its next cheque.
  await create('chequeBook', {
    idBankAccount,
    firstNumber: '00004401',
    lastNumber: '00004450',
    // A day the bank handed the book over; nothing depends on it, so not the UTC clock's today.
    receivedOn: '2026-01-05',
    active: true,
  });
  await create('openingBalance', {
    idPeriod: data.userInfo[0].idPeriod,
    idBankAccount,
    bookBalance: '2000.00',
    bankBalance: '2000.00',
  });
});

/** A movement through its form; a cheque takes the number its account's book proposes. */
async function newMovement(page: Page, kind: string, amount: string, reference: string) {
  await page.goto('/pages/treasury-banking-transaction');
  await page.getByRole('link', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('combobox', { name: 'Tipo de movimiento' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0163');
  await page.getByRole('option', { name: /01630000000000012345/ }).click();
  if (kind === 'Cheque') {
    await expect(page.getByRole('textbox', { name: 'Número del cheque' })).toHaveValue(reference);
    await expect(page.getByText(`Próximo de sus chequeras: ${reference}`)).toBeVisible();
  } else await page.getByRole('textbox', { name: 'Referencia' }).fill(reference);
  if (kind === 'Cheque') {
    await page.getByRole('combobox', { name: 'Beneficiario' }).fill('Suministros');
    await page.getByRole('option', { name: /Suministros Andinos/ }).click();
  }
  await page.getByRole('textbox', { name: 'Monto' }).fill(amount);
  await page.getByRole('textbox', { name: 'Concepto' }).fill(`${kind} de prueba ${reference}`);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
}

test('record a deposit, see a cheque the balance cannot pay refused and kept as a draft', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await newMovement(page, 'Depósito', '5.000,00', 'DP-778899');
  await expect(page.getByRole('heading', { name: /^Depósito \d+/ })).toBeVisible();
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
  await expect(page.getByText('5.000,00')).toBeVisible();
  await shot(page, 'bank-movement-posted');

  // 2.000,00 opening + 5.000,00 deposited: a cheque of 8.000,00 would overdraw the account.
  await newMovement(page, 'Cheque', '8.000,00', '00004401');
  // Saved as a draft, opened as one, with the refusal still said.
  await expect(page).toHaveURL(/\?editar=\d+$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Borrador de movimiento · ${new Date().getFullYear()}$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /Saldo insuficiente: la cuenta 01630000000000012345 tiene 7\.000,00 según libros y el movimiento es de 8\.000,00/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Número del cheque' })).toHaveValue('00004401');
  await shot(page, 'bank-movement-refused');

  await page.goto('/pages/treasury-banking-transaction');
  const grid = page.getByRole('grid', { name: 'Transacciones bancarias' });
  await expect(grid).toContainText('00004401');
  await expect(grid).toContainText('-8.000,00');
  await expect(grid).toContainText('Borrador');
  await expect(grid).toContainText('DP-778899');
  // Filters wrap and the value column is in view: nothing reaches past the page's right edge.
  await expect(grid.getByRole('columnheader', { name: 'Monto' })).toBeInViewport({ ratio: 1 });
  await expect(grid.getByRole('columnheader', { name: 'Estado' })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shot(page, 'bank-movements-list');

  // The account's movements: the opening balance, then the deposit and the balance it left.
  await page.goto('/pages/treasury-Movements');
  await page.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0163');
  await page.getByRole('option', { name: /01630000000000012345/ }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const book = page.getByRole('grid', { name: 'Movimientos de la cuenta' });
  await expect(book.getByRole('row').nth(1)).toContainText('Saldo inicial');
  await expect(book.getByRole('row').nth(1)).toContainText('2.000,00');
  await expect(book.getByRole('row').nth(2)).toContainText('DP-778899');
  await expect(book.getByRole('row').nth(2)).toContainText('7.000,00');
  // The refused cheque is still a draft: not in the book.
  await expect(book).not.toContainText('00004401');
  await shot(page, 'bank-account-movements');
});

test('buy dollars: a transfer to the dollar account keeps both amounts and the rate they make', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/treasury-banking-transaction');
  await page.getByRole('link', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('combobox', { name: 'Tipo de movimiento' }).click();
  await page.getByRole('option', { name: 'Transferencia', exact: true }).click();
  await page.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0163');
  await page.getByRole('option', { name: /01630000000000012345/ }).click();
  await page.getByRole('textbox', { name: 'Referencia' }).fill('DIV-001');
  await page.getByRole('textbox', { name: 'Monto' }).fill('1.830,00');
  await page.getByRole('combobox', { name: 'A otra cuenta de la institución' }).fill('0163');
  await page.getByRole('option', { name: /01630000000000067890/ }).click();
  await page.getByRole('textbox', { name: 'Recibido en la cuenta destino (USD)' }).fill('50,00');
  await expect(page.getByText('Tasa aplicada: 36,60000000 Bs por USD')).toBeVisible();
  await page.getByRole('textbox', { name: 'Concepto' }).fill('Compra de divisas para repuestos importados');
  await shot(page, 'bank-transfer-dollars-form');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: /^Transferencia \d+/ })).toBeVisible();
  await expect(page.getByText('01630000000000067890')).toBeVisible();
  await expect(page.getByText('36,60000000 Bs por USD')).toBeVisible();
  await expect(page.getByText('36,50000000 (fecha valor 02/01/2026)')).toBeVisible();
  await shot(page, 'bank-transfer-dollars');

  // The accounts' balances: the dollar account's book in dollars, valued at the BCV rate in bolívares.
  await page.goto('/pages/treasury-account-bank-report');
  await page.getByRole('button', { name: 'Consultar' }).click();
  const dollars = page
    .getByRole('grid', { name: 'Saldos de las cuentas bancarias' })
    .getByRole('row')
    .filter({ hasText: '01630000000000067890' });
  await expect(dollars).toContainText('USD');
  await expect(dollars).toContainText('50,00');
  await expect(dollars).toContainText('36,50000000');
  await expect(dollars).toContainText('1.825,00');
  await shot(page, 'treasury-accounts-valued');
  await page.goto('/');
  const valued = page.getByText('Bs 1.825,00 a 36,50000000');
  await expect(valued).toBeVisible();
  await valued.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-dollar-account');
});

test.describe("on a clerk's laptop set to Madrid, at 23:30 in Caracas on the month's last day", () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test("the new movement and the new budget document propose the institution's date, not the laptop's or UTC's", async ({
    page,
  }) => {
    // 03:30 UTC on 1 November is 04:30 in Madrid, and still 31 October in Caracas.
    await page.clock.setFixedTime(new Date('2026-11-01T03:30:00Z'));
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
    await page.goto('/pages/treasury-banking-transaction');
    await page.getByRole('link', { name: 'Nuevo movimiento' }).click();
    await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('31/10/2026');
    await page.goto('/pages/document-add');
    await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue('31/10/2026');
  });
});
