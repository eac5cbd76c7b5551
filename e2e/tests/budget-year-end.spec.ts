import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { adminApi, budgetDocuments, institutionToday, signInByApi, switchClient } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * What the Concejo and the Contraloría ask of the year: the execution by partida of the classifier,
 * and the close of a period, which then takes nothing more until the SA reopens it with a reason.
 */
const FIRST = 'Alcaldía del Municipio Demo';
const lastYear = String(new Date().getFullYear() - 1);

async function firstInstitution(page: Page) {
  if ((await page.getByRole('combobox', { name: 'Institución' }).textContent()) !== FIRST) {
    await switchClient(page, FIRST);
  }
}

test.describe.configure({ mode: 'serial' });

// What the classifier report rolls up: a commitment of 150.000,00 for food, to the seeded supplier.
test.beforeAll(async ({ request }) => {
  const { send, idPeriod, user } = await adminApi(request);
  const supplier = (await send('GET', 'finance/beneficiary/options?search=Suministros')) as unknown as {
    id: number;
  }[];
  await (await budgetDocuments(send, user.idClient, idPeriod)).post(8, {
    dateOrder: institutionToday(),
    description: 'Compra de alimentos para los comedores escolares',
    idBeneficiary: supplier[0]?.id,
    lines: [{ account: '4.02.01.01.00', amount: '150000.00' }],
  });
});

test('the execution rolls up by partida, genérica and específica of the classifier', async ({ page }) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD);
  await firstInstitution(page);
  await page.goto('/pages/budget-classifier');
  const catalogue = page.getByRole('grid', { name: 'Lista de clasificador presupuestario' });
  await expect(catalogue).toContainText('4.01.00.00.00');
  await expect(catalogue).toContainText('Gastos de personal');
  await shot(page, 'budget-classifier');

  await page.goto('/pages/Presupuesto-gastos-reporte-clasificador');
  await expect(
    page.getByRole('heading', { name: 'Ejecución por partida del clasificador presupuestario' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const grid = page.getByRole('grid', { name: 'Ejecución por partida del clasificador presupuestario' });
  await expect(grid).toContainText('Materiales, suministros y mercancías');
  await expect(grid).toContainText('Productos alimenticios y agropecuarios');
  await expect(grid).toContainText('Alimentos y bebidas para personas');
  // The totals count each account once (at its partida), as the accounts report does.
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Comprometido150.000,00');
  await shot(page, 'report-by-classifier');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe('clasificador.pdf');
});

test('close a period, see it refuse a change, and reopen it as the SA with a reason', async ({ page }) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD);
  await firstInstitution(page);
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: `${lastYear} (vencido)` }).click();
  await page.goto('/pages/cierre-ejercicio');
  await expect(page.getByRole('heading', { name: `Cierre del ejercicio ${lastYear}` })).toBeVisible();
  await expect(page.getByText('Abierto', { exact: true })).toBeVisible();
  await expect(page.getByText('El ejercicio no se ha cerrado nunca.')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar el ejercicio' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmation).toContainText(`¿Cerrar el ejercicio ${lastYear}?`);
  await confirmation.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText(`Ejercicio ${lastYear} cerrado.`)).toBeVisible();
  await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
  await expect(page.getByText('Ejercicio cerrado')).toBeVisible();
  const history = page.getByRole('table', { name: 'Cierres y reaperturas' });
  await expect(history).toContainText('Cierre');
  await expect(history).toContainText('Administrador del sistema');
  await shot(page, 'period-closed');

  // The closed period's structure takes no new sector: the server says why.
  await page.goto('/pages/budget-local1');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Código' }).fill('44');
  await form.getByRole('textbox', { name: 'Denominación' }).fill('Sector tardío');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`El período ${lastYear} está cerrado`)).toBeVisible();
  await shot(page, 'period-closed-refusal');

  await page.goto('/pages/cierre-ejercicio');
  await page.getByRole('button', { name: 'Reabrir el ejercicio' }).click();
  const reopen = page.getByRole('dialog', { name: `Reabrir el ejercicio ${lastYear}` });
  await reopen.getByRole('textbox', { name: 'Motivo de la reapertura' }).fill('corto');
  await reopen.getByRole('button', { name: 'Reabrir' }).click();
  await expect(reopen).toContainText('Explique el motivo de la reapertura (al menos 10 caracteres)');
  await reopen
    .getByRole('textbox', { name: 'Motivo de la reapertura' })
    .fill('Falta registrar la nómina de diciembre');
  await reopen.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.getByText(`Ejercicio ${lastYear} reabierto.`)).toBeVisible();
  await expect(history).toContainText('Falta registrar la nómina de diciembre');
  await expect(page.getByText('Abierto', { exact: true })).toBeVisible();
  await expect(page.getByText('Ejercicio cerrado')).toBeHidden();
  await shot(page, 'period-reopened');
});

test('a budget officer without the close screen does not see it', async ({ page }) => {
  await signInByApi(page, 'presupuesto', FIXTURE_PASSWORD, null);
  await page.goto('/pages/cierre-ejercicio');
  await expect(page.getByText('Acceso no permitido')).toBeVisible();
});
