import { formatMoney, MONTHS } from '@erario/contracts';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The treasurer reconciles the month of the collections account: the automatic matching pairs the
 * deposit and the cheque by reference and the bank fee by amount and date, the last charge is matched
 * by hand, the interest only the bank has is entered in the book from its line, and the month closes
 * at zero difference.
 */
// The institution's calendar day (Caracas), at noon: its month and day whatever the machine's zone.
const now = new Date(`${institutionToday()}T12:00:00`);
const month = now.getMonth() + 1;
const day = (d: number) =>
  `${now.getFullYear()}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const ACCOUNT = '01140000000000000777';

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/user/auth', {
    data: { usuario: 'admin', password: ADMIN_PASSWORD },
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.tokenInfo.access_token}` };
  const idPeriod = data.userInfo[0].idPeriod;
  const send = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await request.fetch(`/api/finance/${url}`, { method, headers, data: body });
    const json = await res.json();
    if (!json.result) throw new Error(`${url}: ${json.message}`);
    return json.data;
  };
  const accounts = await send('GET', `bankAccount/options?search=${ACCOUNT}`);
  const idBankAccount = (accounts.rows ?? accounts)[0].id as number;
  const beneficiaries = await send('GET', 'beneficiary/options?search=Suministros');
  const idBeneficiary = (beneficiaries.rows ?? beneficiaries)[0].id as number;
  const move = async (
    idKind: number,
    date: string,
    reference: string,
    amount: string,
    description: string,
  ) => {
    const made = await send('POST', 'bankingMovement/create', {
      idPeriod,
      idBankAccount,
      idKind,
      movementDate: date,
      reference,
      idBeneficiary: idKind === 1 ? idBeneficiary : null,
      description,
      amount,
    });
    await send('POST', `bankingMovement/post/${made.id}`);
  };
  await move(3, day(2), 'DP-77', '1000.00', 'Depósito de la recaudación');
  await move(1, day(3), '00000501', '250.00', 'Pago de suministros');
  await move(5, day(10), 'COM-12', '7.00', 'Cargo por chequera');
  await move(5, day(20), 'COM-11', '12.50', 'Comisión de mantenimiento');
  await send('POST', 'AccountStatements/create', {
    idPeriod,
    idBankAccount,
    month,
    openingBalance: '5000.00',
    closingBalance: '5733.75',
    lines: [
      { lineDate: day(3), reference: 'DP77', description: 'Depósito', amount: '1000.00' },
      { lineDate: day(6), reference: '501', description: 'Cheque pagado', amount: '-250.00' },
      { lineDate: day(24), reference: null, description: 'Comisión', amount: '-12.50' },
      { lineDate: day(25), reference: null, description: 'Intereses del mes', amount: '3.25' },
      { lineDate: day(28), reference: 'CARGO', description: 'Cargo chequera', amount: '-7.00' },
    ],
  });
});

test('reconcile a month: automatic matches with their reasons, one by hand, and the close', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/treasury-Bank/reconciliation');
  await expect(page.getByRole('heading', { name: /Conciliación bancaria/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0114');
  await page.getByRole('option', { name: new RegExp(ACCOUNT) }).click();
  await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveText(MONTHS[month - 1] as string);
  const summary = page.getByRole('table', { name: 'Conciliación' });
  await expect(summary.getByRole('row', { name: /Saldo según libros/ })).toContainText('5.730,50');
  await expect(summary.getByRole('row', { name: /Saldo según estado de cuenta/ })).toContainText('5.733,75');
  await expect(page.getByRole('table', { name: 'En libros, no en el banco' }).getByRole('row')).toHaveCount(
    5,
  );

  await page.getByRole('button', { name: 'Conciliar automáticamente' }).click();
  await expect(page.getByText('3 conciliaciones hechas automáticamente')).toBeVisible();
  const matched = page.getByRole('table', { name: 'Conciliadas' });
  await expect(matched).toContainText(
    'Misma referencia (DP77) y monto (1.000,00); el banco lo registró 1 día después',
  );
  await expect(matched).toContainText(
    'Misma referencia (501) y monto (250,00); el banco lo registró 3 días después',
  );
  await expect(matched).toContainText('Mismo monto (12,50); el banco lo registró 4 días después');

  // The charge for the chequebook: booked on the 10th, charged on the 28th. Matched by hand.
  const book = page.getByRole('table', { name: 'En libros, no en el banco' });
  const bank = page.getByRole('table', { name: 'En el banco, no en libros' });
  await book.getByRole('checkbox', { name: /Cargo por chequera/ }).check();
  await expect(page.getByRole('button', { name: 'Conciliar seleccionadas' })).toBeDisabled();
  await bank.getByRole('checkbox', { name: /Cargo chequera/ }).check();
  await expect(page.getByText(`Libro ${formatMoney('-7.00')} · banco ${formatMoney('-7.00')}`)).toBeVisible();
  await shot(page, 'treasury-reconciliation');
  await page.getByRole('button', { name: 'Conciliar seleccionadas' }).click();
  await expect(page.getByText('Partidas conciliadas')).toBeVisible();
  await expect(matched).toContainText('Conciliado a mano: el libro y el banco suman -7,00');

  // The interest the book does not have: entered from the bank's line, which brings no reference.
  await bank.getByRole('button', { name: /Registrar en libros Intereses del mes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar en libros' });
  await expect(dialog).toContainText('entra al libro como nota de crédito');
  await dialog.getByRole('button', { name: 'Registrar y conciliar' }).click();
  await expect(dialog.getByText('Indique la referencia bancaria del movimiento')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Referencia' }).fill('INT-11');
  await shot(page, 'treasury-reconciliation-book-line');
  await dialog.getByRole('button', { name: 'Registrar y conciliar' }).click();
  await expect(page.getByText('Línea registrada en libros y conciliada')).toBeVisible();
  await expect(matched).toContainText('Registrado en libros desde la línea del banco');
  await expect(summary.getByRole('row', { name: /Saldo según libros/ })).toContainText('5.733,75');
  await expect(page.getByText('Nada en tránsito.')).toHaveCount(2);
  await expect(summary.getByRole('row', { name: /Diferencia/ })).toContainText('0,00');

  await page.getByRole('button', { name: 'Cerrar mes' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
  await expect(page.getByText('Mes conciliado y cerrado')).toBeVisible();
  await expect(page.getByText(/Cerrada por admin/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conciliar automáticamente' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect((await downloading).suggestedFilename()).toBe(`conciliacion-${ACCOUNT}-${month}.pdf`);
  await shot(page, 'treasury-reconciliation-closed');
});
