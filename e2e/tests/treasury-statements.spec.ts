import { MONTHS } from '@erario/contracts';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The treasurer imports the bank's monthly file: a file with a bad line is refused whole, saying
 * which line and why; the corrected one imports with the bank's columns; importing it again adds
 * nothing.
 */
// The institution's calendar day (Caracas), at noon: its month and day whatever the machine's zone.
const now = new Date(`${institutionToday()}T12:00:00`);
const month = now.getMonth() + 1;
const day = (d: number) =>
  `${String(d).padStart(2, '0')}/${String(month).padStart(2, '0')}/${now.getFullYear()}`;
const file = (rows: string[]) => ({
  name: 'estado-bdt.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['Fecha;Referencia;Concepto;Monto', ...rows].join('\r\n'), 'latin1'),
});

test('import the bank’s file for the month, refused first for a bad line', async ({ page }) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/treasury-account-statements');
  await expect(page.getByRole('heading', { name: /Estados de cuenta/ })).toBeVisible();
  await page.getByRole('button', { name: 'Importar archivo del banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar el estado de cuenta' });
  await dialog.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0175');
  await page.getByRole('option', { name: /01750000000000054321/ }).click();
  await dialog.getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: MONTHS[month - 1], exact: true }).click();

  await dialog
    .getByLabel('Archivo del banco')
    .setInputFiles(
      file([
        `${day(2)};T-1;Transferencia recibida;1.500,00`,
        `${day(45)};X;Cheque;-200,00`,
        `${day(9)};Y;Comisión;cinco`,
      ]),
    );
  await expect(dialog.getByRole('group', { name: 'Columnas del archivo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByText(/El archivo no se importó: Línea 3/)).toBeVisible();
  await expect(dialog.getByText('Línea 4: el monto no es un monto (por ejemplo 1.234,56)')).toBeVisible();
  await shot(page, 'treasury-statement-import-refused');

  await dialog
    .getByLabel('Archivo del banco')
    .setInputFiles(
      file([`${day(2)};T-1;Transferencia recibida;1.500,00`, `${day(9)};;Comisión bancaria;-5,00`]),
    );
  await dialog.getByRole('button', { name: 'Importar' }).click();
  // Read on a worker thread, which a busy machine may take a while to start.
  await expect(page.getByText('2 líneas importadas')).toBeVisible({ timeout: 20_000 });
  const statements = page.getByRole('table', { name: 'Estados de cuenta' });
  const row = statements.getByRole('row', { name: /01750000000000054321/ });
  await expect(row).toContainText(MONTHS[month - 1] as string);
  await expect(row).toContainText('1.500,00');
  await expect(row).toContainText('CSV');
  await shot(page, 'treasury-statements');
  await row.getByRole('button', { name: 'Líneas' }).click();
  await expect(page.getByRole('table', { name: 'Líneas del estado de cuenta' })).toContainText(
    'Comisión bancaria',
  );
  await page.getByRole('button', { name: 'Cerrar' }).click();

  // The same file again: the bank's columns are remembered, and nothing is added twice.
  await page.getByRole('button', { name: 'Importar archivo del banco' }).click();
  await dialog.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0175');
  await page.getByRole('option', { name: /01750000000000054321/ }).click();
  await dialog.getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: MONTHS[month - 1], exact: true }).click();
  await dialog
    .getByLabel('Archivo del banco')
    .setInputFiles(
      file([`${day(2)};T-1;Transferencia recibida;1.500,00`, `${day(9)};;Comisión bancaria;-5,00`]),
    );
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('0 líneas importadas; 2 ya estaban en el estado de cuenta')).toBeVisible({
    timeout: 20_000,
  });
});

test('open the period with the previous one’s closing balances, from the opening balances screen', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/treasury-Opening-balances');
  await page.getByRole('button', { name: 'Traer saldos del período anterior' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
  // Last year's period is the previous one; accounts with their balance already keep it.
  await expect(
    page.getByText(
      new RegExp(
        `cuentas con el saldo de cierre de ${now.getFullYear() - 1}|Todas las cuentas ya tenían su saldo inicial`,
      ),
    ),
  ).toBeVisible();
  await shot(page, 'treasury-opening-carried');
});
