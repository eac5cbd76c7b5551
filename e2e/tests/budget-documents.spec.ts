import { expect, type Page, test } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.ts';
import { signIn } from './helpers.ts';
import { shot } from './shots.ts';

/**
 * A budget officer's day: commit against an account, cause part of it from the pending list, see an
 * overspending commitment refused and kept as a draft, annul the causación, and check the printed
 * document's public verification page without signing in.
 */
const confirmYes = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Si' }).click();
};

async function newDocument(page: Page, type: string, beneficiary: string, description: string) {
  await page.goto('/pages/document-add');
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: type }).click();
  await page.getByRole('combobox', { name: 'Beneficiario' }).fill(beneficiary);
  await page.getByRole('option', { name: new RegExp(beneficiary) }).click();
  await page.getByRole('textbox', { name: 'Descripción' }).fill(description);
}

async function addAccount(page: Page, n: number, search: string, amount: string) {
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  await page.getByRole('combobox', { name: `Cuenta ${n}` }).fill(search);
  await page.getByRole('option', { name: new RegExp(search) }).click();
  await page.getByRole('textbox', { name: `Monto de la cuenta ${n}` }).fill(amount);
}

test.describe.configure({ mode: 'serial' });

test.describe('budget documents', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'presupuesto', FIXTURE_PASSWORD);
  });

  let verifyPath = '';

  test('commit, cause from the pending list, refuse an overspend, and annul', async ({ page }) => {
    await newDocument(
      page,
      '8 · Orden de Compromiso',
      'Suministros',
      'Compra de alimentos para el comedor escolar',
    );
    await addAccount(page, 1, '4.02.01.01.00', '150.000,00');
    await expect(page.getByText('Disponible 250.000,00')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar factura' }).click();
    await page.getByRole('textbox', { name: 'N° de control' }).fill('00-001234');
    await page.getByRole('textbox', { name: 'N° de factura' }).fill('A-5678');
    await page.getByRole('textbox', { name: 'Sin IVA de la factura 1' }).fill('129.310,34');
    await page.getByRole('textbox', { name: 'IVA de la factura 1', exact: true }).fill('20.689,66');
    await page.getByRole('textbox', { name: 'Base imponible de la factura 1' }).fill('129.310,34');
    await page.getByRole('textbox', { name: 'Retención de la factura 1' }).fill('15.517,25');
    await expect(page.getByText('Total 150.000,00').first()).toBeVisible();
    await shot(page, 'document-add-commitment');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);

    await expect(page.getByRole('heading', { name: 'Orden de Compromiso N° 1' })).toBeVisible();
    await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
    await expect(page.getByText('CIENTO CINCUENTA MIL BOLÍVARES CON 00/100')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Facturas' })).toContainText('00-001234');
    await shot(page, 'view-document-commitment');
    verifyPath = (await page.getByRole('link', { name: 'Verificación pública' }).getAttribute('href')) ?? '';
    expect(verifyPath).toMatch(/^\/document\/verify\/[\w-]{22}$/);

    await newDocument(page, '9 · Causación', 'Suministros', 'Primera entrega de alimentos');
    const pending = page.getByRole('table', { name: 'Pendientes' });
    await expect(pending).toContainText('150.000,00');
    await pending.getByRole('checkbox').first().check();
    await pending.getByRole('textbox').first().fill('100.000,00');
    await shot(page, 'document-add-causation');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(page.getByRole('heading', { name: 'Causación N° 1' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documentos de origen' })).toContainText('100.000,00');

    // 250.000 − 150.000 committed leaves 100.000: a commitment of 120.000 is refused, kept as a draft.
    await newDocument(page, '8 · Orden de Compromiso', 'María Pérez', 'Mobiliario adicional');
    await addAccount(page, 1, '4.02.01.01.00', '120.000,00');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(
      page.getByText(
        /Disponibilidad insuficiente en 97\.01\.01\.01\.01\.01\.01 4\.02\.01\.01\.00: disponible 100\.000,00/,
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/document-add\?id=\d+/);
    await shot(page, 'document-add-refused');

    await page.goto('/pages/documents');
    const grid = page.getByRole('grid', { name: 'Documentos' });
    await expect(grid).toContainText('Causación');
    await expect(grid).toContainText('Borrador');
    await shot(page, 'documents-list');

    await grid
      .getByRole('row', { name: /Causación/ })
      .getByRole('button', { name: /Ver documento/ })
      .click();
    await page.getByRole('button', { name: 'Anular' }).click();
    await page.getByRole('textbox', { name: 'Motivo de la anulación' }).fill('La entrega no se recibió');
    await page.getByRole('dialog').getByRole('button', { name: 'Anular' }).click();
    await confirmYes(page);
    await expect(page.getByText(/Anulado el .*La entrega no se recibió/)).toBeVisible();
    await shot(page, 'view-document-annulled');
  });

  test('the printed document verifies without signing in', async ({ browser }) => {
    const visitor = await browser.newPage();
    await visitor.goto(verifyPath);
    await expect(visitor.getByRole('heading', { name: 'Orden de Compromiso N° 1' })).toBeVisible();
    await expect(visitor.getByText('Verificado')).toBeVisible();
    await expect(visitor.getByText('Alcaldía del Municipio Demo')).toBeVisible();
    await expect(visitor.getByText('CIENTO CINCUENTA MIL BOLÍVARES CON 00/100')).toBeVisible();
    await expect(visitor.getByText('Compromete')).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'Imputaciones' })).toContainText(
      '97.01.01.01.01.01.01 4.02.01.01.00',
    );
    await expect(visitor.getByRole('table', { name: 'Facturas' })).toContainText('15.517,25');
    await shot(visitor, 'verify-document');
    await visitor.goto('/document/verify/no-existe-este-documento');
    await expect(visitor.getByRole('heading', { name: 'Documento no encontrado' })).toBeVisible();
    await visitor.close();
  });
});

test('the execution reports show what was posted, on screen and as files', async ({ page }) => {
  await signIn(page, 'presupuesto', FIXTURE_PASSWORD);
  await page.goto('/pages/Presupuesto-gastos-reporte-cuentas');
  await expect(page.getByRole('heading', { name: 'Ejecución presupuestaria por cuentas' })).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const totals = page.getByRole('region', { name: 'Totales' });
  // 150.000 committed and not annulled; the causación of 100.000 was annulled.
  await expect(totals).toContainText('Comprometido150.000,00');
  await expect(totals).toContainText('Causado0,00');
  await expect(totals).toContainText('Asignación inicial380.000,00');
  await expect(page.getByRole('grid', { name: 'Ejecución presupuestaria por cuentas' })).toContainText(
    'Alimentos y bebidas',
  );
  await shot(page, 'report-accounts');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX' }).click();
  expect((await downloading).suggestedFilename()).toBe('por-cuentas.xlsx');

  await page.goto('/pages/Presupuesto-gastos-reporte');
  await page.getByRole('combobox', { name: 'Nivel' }).click();
  await page.getByRole('option', { name: '7 · Obra' }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Disponible230.000,00');
  await shot(page, 'report-by-level');

  await page.goto('/pages/Presupuesto-gastos-reporte-mes-trimestre');
  await expect(page.getByText('Acceso no permitido')).toBeVisible();
});

test('a reader of documents sees the list but cannot generate them', async ({ page }) => {
  await signIn(page, 'lector', FIXTURE_PASSWORD);
  await page.goto('/pages/documents');
  await expect(page.getByRole('heading', { name: /^Documentos · / })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Documentos' })).toContainText('Orden de Compromiso');
  await expect(page.getByRole('link', { name: 'Generar documento' })).toHaveCount(0);
  await shot(page, 'documents-list-reader');
  await page
    .getByRole('grid', { name: 'Documentos' })
    .getByRole('row', { name: /Orden de Compromiso/ })
    .filter({ hasText: 'Registrado' })
    .getByRole('button', { name: /Ver documento/ })
    .click();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  await page.goto('/pages/document-add');
  await expect(page.getByText('Acceso no permitido')).toBeVisible();
});
