import { readFile } from 'node:fs/promises';
import { MONTHS } from '@erario/contracts';
import type { Download, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The treasurer pays over what a causación withheld: the register shows the bill's IVA and ISLR
 * withholdings and prints their receipt; the IVA is paid to the SENIAT by transfer (refused from an
 * account that cannot pay it, kept as a draft, then paid from one that can), which issues the
 * payment order, its egress voucher and the transfer; and the fortnight's IVA file carries the line.
 */
const SCREEN = '/pages/treasury-payment-process';
const FUNDED = '01050000000000088001';
const POOR = '01050000000000088002';
const BILL = 'B-7001';

// A fortnight already over and not today's, where other journeys post documents (with bills) today;
// only in the first half of January is there none before it in the period.
// The institution's calendar day (Caracas), at noon: its month and day whatever the machine's zone.
const now = new Date(`${institutionToday()}T12:00:00`);
const year = now.getFullYear();
const pad = (n: number) => String(n).padStart(2, '0');
const withheld =
  now.getDate() > 15
    ? { month: now.getMonth() + 1, day: 3 }
    : now.getMonth() > 0
      ? { month: now.getMonth(), day: 20 }
      : { month: 1, day: now.getDate() };
const withheldOn = `${year}-${pad(withheld.month)}-${pad(withheld.day)}`;
const fortnight = withheld.day > 15 ? 2 : 1;

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/user/auth', {
    data: { usuario: 'admin', password: ADMIN_PASSWORD },
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.tokenInfo.access_token}` };
  const { idClient, idPeriod } = data.userInfo[0] as { idClient: number; idPeriod: number };
  const send = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await request.fetch(`/api/${url}`, { method, headers, data: body });
    const json = await res.json();
    if (!json.result) throw new Error(`${url}: ${json.message} ${JSON.stringify(json.fields ?? [])}`);
    return json.data;
  };
  const first = (found: { rows?: { id: number }[] } | { id: number }[]) =>
    ((Array.isArray(found) ? found : found.rows) ?? [])[0]?.id as number;

  // Two accounts to pay the collecting body from (the SENIAT, there from the start): one funded, one
  // that cannot pay.
  const idCurrency = first(await send('GET', 'finance/currency/options?search=VES'));
  const bank = await send('POST', 'finance/bank/create', {
    code: '0105',
    name: 'Banco Mercantil',
    active: true,
  });
  for (const [accountNumber, balance] of [
    [FUNDED, '100000.00'],
    [POOR, '10.00'],
  ] as const) {
    const account = await send('POST', 'finance/bankAccount/create', {
      idBank: bank.id,
      accountNumber,
      accountType: 'CORRIENTE',
      description: 'Cuenta de retenciones',
      idCurrency,
      active: true,
    });
    await send('POST', 'finance/openingBalance/create', {
      idPeriod,
      idBankAccount: account.id,
      bookBalance: balance,
      bankBalance: balance,
    });
  }

  // A direct causación of 1.000,00 + 16 % IVA to the supplier, withholding 75 % of the IVA and 2 % ISLR.
  const form = await send('GET', `budget/document/loadFormData/${idClient}/${idPeriod}`);
  const causation = (form.documentTypes as { id: number; code: number }[]).find((t) => t.code === 9)?.id;
  const accounts = (await send('GET', `budget/document/accounts/${idPeriod}?search=4.02.01.01.00`)) as {
    id: number;
    accountCode: string;
  }[];
  const idBudgetAccount = accounts.find((a) => a.accountCode === '4.02.01.01.00')?.id;
  const idBeneficiary = first(await send('GET', 'finance/beneficiary/options?search=Suministros'));
  const draft = await send('POST', 'budget/document/create', {
    idPeriod,
    idDocumentType: causation,
    dateOrder: withheldOn,
    description: 'Causación del mantenimiento de la flota',
    idBeneficiary,
    lines: [{ idBudgetAccount, amount: '1160.00' }],
    bills: [
      {
        dateBill: withheldOn,
        control: '00-007001',
        number: BILL,
        amountTaxed: '0.00',
        amountWithoutTaxIva: '1000.00',
        amountTaxIva: '160.00',
        amountBase: '1000.00',
        retentionIva: '120.00',
        ivaRate: '16.00',
        retentionIslr: '20.00',
        islrConcept: '002',
        islrRate: '2.00',
      },
    ],
  });
  await send('POST', `budget/document/post/${draft.id}`);
});

async function confirmYes(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
}

async function pick(page: Page, label: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function saved(download: Download) {
  return readFile((await download.path()) as string);
}

test('see the withholdings, print a receipt, pay the IVA over and declare the fortnight', async ({
  page,
}) => {
  // A whole journey (register, printout, payment refused and made, the declaration's file).
  test.setTimeout(90_000);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { name: `Retenciones · ${year}` })).toBeVisible();
  // The register answers the search once its pause is over: wait for that answer, not for a total the
  // whole register may show already, or a click lands while the grid reloads and is lost.
  const searched = page.waitForResponse((r) => r.url().includes(`search=${BILL}`) && r.ok());
  await page.getByRole('textbox', { name: 'Buscar' }).fill(BILL);
  await searched;
  const register = page.getByRole('grid', { name: 'Retenciones' });
  await expect(page.getByText('2 retenciones · total 140,00')).toBeVisible();
  // This bill's rows only: other journeys' bills stand in the same register.
  const iva = register.getByRole('row').filter({ hasText: BILL }).filter({ hasText: 'IVA' });
  const islr = register.getByRole('row').filter({ hasText: BILL }).filter({ hasText: 'ISLR' });
  await expect(iva).toContainText('J-30567890-1');
  await expect(iva).toContainText('Suministros Andinos, C.A.');
  await expect(iva).toContainText('160,00');
  await expect(iva).toContainText('75,00');
  await expect(iva).toContainText('120,00');
  await expect(iva).toContainText('Por enterar');
  await expect(islr).toContainText('1.000,00');
  await expect(islr).toContainText('20,00');
  const receipt = /\d{14}/.exec(await iva.getByRole('gridcell').first().innerText())?.[0] ?? '';
  // AAAAMM of the day withheld and the month's sequence.
  expect(receipt).toMatch(new RegExp(`^${year}${pad(withheld.month)}\\d{8}$`));
  // Every column is in view at a desk: nothing reaches past the page's right edge.
  await expect(register.getByRole('columnheader', { name: 'Monto' })).toBeInViewport({ ratio: 1 });
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.waitForLoadState('networkidle');
  await shot(page, 'withholdings-register');

  const printing = page.waitForEvent('download');
  await iva.getByRole('button', { name: `Comprobante de retención ${receipt}` }).click();
  const pdf = await printing;
  expect(pdf.suggestedFilename()).toBe(`Comprobante de retención ${receipt}.pdf`);
  expect((await saved(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  // Enterar: the IVA still to pay, all picked to start with; only this bill's is paid here.
  await page.getByRole('tab', { name: 'Enterar' }).click();
  await expect(page.getByRole('heading', { name: `Enterar retenciones · ${year}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Impuesto' })).toHaveText('IVA');
  const pending = page.getByRole('table', { name: 'Retenciones por enterar' });
  const mine = pending.getByRole('checkbox', { name: new RegExp(`^Elegir ${receipt}, factura ${BILL}`) });
  await expect(mine).toBeChecked();
  await pending.getByRole('checkbox', { name: 'Elegir todas' }).uncheck();
  await expect(page.getByText(/^0 de \d+ elegidas? · total 0,00$/)).toBeVisible();
  await mine.check();
  await expect(page.getByText(/^1 de \d+ elegidas? · total 120,00$/)).toBeVisible();
  await pick(page, 'Ente recaudador', 'SENIAT', /SENIAT/);
  await pick(page, 'Cuenta bancaria', POOR, new RegExp(POOR));
  await expect(page.getByRole('combobox', { name: 'Forma de pago' })).toHaveText('Transferencia');
  await page.getByRole('textbox', { name: 'Referencia de la transferencia' }).fill('TR-IVA-0001');
  await expect(page.getByText('Total a enterar 120,00')).toBeVisible();
  await page.getByRole('button', { name: 'Enterar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmación' })).toContainText(
    '¿Enterar una retención de IVA por 120,00?',
  );
  await confirmYes(page);

  // The account cannot pay it: the draft stays open with the refusal by the fields.
  await expect(page).toHaveURL(/\?editar=\d+$/);
  await expect(page.getByRole('heading', { name: `Borrador de enteramiento · ${year}` })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({
      hasText: `Saldo insuficiente: la cuenta ${POOR} tiene 10,00 según libros y el movimiento es de 120,00.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Referencia de la transferencia' })).toHaveValue(
    'TR-IVA-0001',
  );
  await expect(mine).toBeChecked();
  await shot(page, 'withholding-payment-refused');

  await pick(page, 'Cuenta bancaria', FUNDED, new RegExp(FUNDED));
  await page.getByRole('button', { name: 'Enterar', exact: true }).click();
  await confirmYes(page);

  // Posted: what it issued, and the withholding it paid.
  await expect(page).toHaveURL(/\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Enteramiento de IVA N.º 1' })).toBeVisible();
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
  for (const issued of ['Orden de pago', 'Comprobante de egreso', 'Transferencia']) {
    const field = page.getByText(issued, { exact: true }).locator('..');
    await expect(field).toContainText(/N\.º \d+/);
  }
  await expect(page.getByText(`${FUNDED} · Banco Mercantil`)).toBeVisible();
  const paid = page.getByRole('table', { name: 'Retenciones del enteramiento' });
  await expect(paid).toContainText(receipt);
  await expect(paid).toContainText('Enterada');
  await shot(page, 'withholding-payment-posted');

  await page.getByRole('tab', { name: 'Enteramientos' }).click();
  const payments = page.getByRole('grid', { name: 'Enteramientos' });
  await expect(payments.getByRole('row').filter({ hasText: 'IVA 1' })).toContainText('SENIAT');
  await expect(payments.getByRole('row').filter({ hasText: 'IVA 1' })).toContainText('120,00');
  await expect(payments.getByRole('row').filter({ hasText: 'IVA 1' })).toContainText(
    'Transferencia TR-IVA-0001',
  );
  await shot(page, 'withholding-payments');

  await page.getByRole('tab', { name: 'Retenciones' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(BILL);
  await expect(iva).toContainText('Enterada');
  await expect(iva).toContainText('IVA 1');
  await expect(islr).toContainText('Por enterar');

  // The fortnight's IVA file: one line, sixteen fields separated by tabs, ended by CRLF.
  await page.getByRole('tab', { name: 'Declaraciones' }).click();
  const declaration = page.getByRole('region', { name: 'Retenciones de IVA' });
  await declaration.getByRole('combobox', { name: 'Año' }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await declaration.getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: MONTHS[withheld.month - 1], exact: true }).click();
  await declaration.getByRole('combobox', { name: 'Quincena' }).click();
  await page.getByRole('option', { name: new RegExp(`^${fortnight}\\.ª`) }).click();
  await shot(page, 'withholding-declarations');
  const declaring = page.waitForEvent('download');
  await declaration.getByRole('button', { name: 'TXT de IVA' }).click();
  const txt = await declaring;
  expect(txt.suggestedFilename()).toBe(`IVA ${year}${pad(withheld.month)} quincena ${fortnight}.txt`);
  const text = (await saved(txt)).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  // In the first half of January other journeys' bills of today share the fortnight: this bill's line.
  const ours = lines.filter((l) => l.includes('\tB7001\t'));
  expect(ours).toHaveLength(1);
  const fields = (ours[0] ?? '').split('\t');
  expect(fields).toHaveLength(16);
  expect(fields.slice(1)).toEqual([
    `${year}${pad(withheld.month)}`,
    withheldOn,
    'C',
    '01',
    'J305678901',
    'B7001',
    '00007001',
    '1160.00',
    '1000.00',
    '120.00',
    '0',
    receipt,
    '0.00',
    '16.00',
    '0',
  ]);

  // On a phone: the same screens, nothing wider than the screen but the tables in their boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Retenciones' }).click();
  await expect(page.getByRole('grid', { name: 'Retenciones' })).toBeVisible();
  await shot(page, 'withholdings-register-phone');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Enterar' }).click();
  await expect(page.getByRole('heading', { name: `Enterar retenciones · ${year}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ente recaudador' })).toBeVisible();
  await shot(page, 'withholding-payment-phone');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Enteramientos' }).click();
  await page.getByRole('button', { name: 'Ver documento IVA 1' }).click();
  await expect(page.getByRole('heading', { name: 'Enteramiento de IVA N.º 1' })).toBeVisible();
  await shot(page, 'withholding-payment-posted-phone');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Declaraciones' }).click();
  await expect(page.getByRole('region', { name: 'Retenciones de ISLR' })).toBeVisible();
  await shot(page, 'withholding-declarations-phone');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Annulled with a reason: what it issued is undone and the IVA is to pay over again.
  await page.getByRole('tab', { name: 'Enteramientos' }).click();
  await page.getByRole('button', { name: 'Ver documento IVA 1' }).click();
  await page.getByRole('button', { name: 'Anular' }).click();
  const annulling = page.getByRole('dialog', { name: 'Anular Enteramiento de IVA N.º 1' });
  await annulling
    .getByRole('textbox', { name: 'Motivo de la anulación' })
    .fill('Se pagó desde la cuenta equivocada');
  await annulling.getByRole('button', { name: 'Anular' }).click();
  await confirmYes(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Se pagó desde la cuenta equivocada' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver el reverso' })).toBeVisible();
  await page.getByRole('tab', { name: 'Retenciones' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(BILL);
  await expect(iva).toContainText('Por enterar');
  await expect(iva).not.toContainText('IVA 1');
});
