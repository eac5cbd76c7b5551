import { BUDGET_REPORTS, formatDate, SCREENS } from '@erario/contracts';
import type { Locator, Page } from '@playwright/test';
import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { chooseInSelect, institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

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
  await chooseInSelect(page, 'Tipo de documento', type);
  await page.getByRole('combobox', { name: 'Beneficiario' }).fill(beneficiary);
  await page.getByRole('option', { name: new RegExp(beneficiary) }).click();
  await page.getByRole('textbox', { name: 'Descripción' }).fill(description);
}

async function addAccount(page: Page, n: number, search: string, amount: string) {
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  // The new row takes the focus: the keyboard goes on typing the account.
  await expect(page.getByRole('combobox', { name: `Cuenta ${n}` })).toBeFocused();
  await page.getByRole('combobox', { name: `Cuenta ${n}` }).fill(search);
  await page.getByRole('option', { name: new RegExp(search) }).click();
  await page.getByRole('textbox', { name: `Monto de la cuenta ${n}` }).fill(amount);
}

test.describe.configure({ mode: 'serial' });

test.describe('budget documents', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, 'presupuesto', FIXTURE_PASSWORD, null);
  });

  let verifyPath = '';
  let annulledPath = '';

  test('commit, cause from the pending list, refuse an overspend, and annul', async ({ page }) => {
    // Six documents typed through the form, one after another: longer than one screen's default limit.
    test.setTimeout(150_000);
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
    // The form proposes 75 % of the IVA, the supplier's status (the server refuses another amount).
    await expect(page.getByRole('textbox', { name: 'Retención de IVA de la factura 1' })).toHaveValue(
      '15.517,25',
    );
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

    // The payment order pays what was caused; the egress voucher disburses the order.
    await newDocument(page, '10 · Orden de Pago Presupuestario', 'Suministros', 'Pago de la primera entrega');
    await expect(page.getByRole('table', { name: 'Pendientes' })).toContainText('Causación N° 1');
    await page.getByRole('table', { name: 'Pendientes' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(page.getByRole('heading', { name: 'Orden de Pago Presupuestario N° 1' })).toBeVisible();
    await expect(page.getByText('Paga', { exact: true })).toBeVisible();
    await newDocument(page, '12 · Comprobante de Egreso', 'Suministros', 'Transferencia al proveedor');
    await page.getByRole('table', { name: 'Pendientes' }).getByRole('checkbox').first().check();
    // It pays from a bank account: without the transfer's reference it is not registered.
    const payment = page.getByRole('group', { name: 'Pago' });
    await payment.getByRole('combobox', { name: 'Cuenta bancaria' }).fill('0175');
    await page.getByRole('option', { name: /01750000000000054321/ }).click();
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(payment.getByText('Indique la referencia de la transferencia')).toBeVisible();
    await payment.getByRole('textbox', { name: 'Referencia de la transferencia' }).fill('TRF-000123');
    await shot(page, 'document-add-egress');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(page.getByRole('heading', { name: 'Comprobante de Egreso N° 1' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Documentos de origen' })).toContainText('Orden completa');
    // The transfer is in the account's book, less the IVA the commitment's bill withheld (kept back
    // from the supplier, paid over to the tax office apart); this officer may not open the movements.
    await expect(
      page.getByText(
        'Transferencia TRF-000123 · cuenta 01750000000000054321 (Banco Digital de los Trabajadores) · neto 84.482,75 (retenido 15.517,25) · movimiento N.º 1',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'movimiento N.º 1' })).toHaveCount(0);
    await shot(page, 'view-document-egress');

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
    // The refused draft is open again as it was typed, with the refusal still in view.
    await expect(page.getByRole('textbox', { name: 'Monto de la cuenta 1' })).toHaveValue('120.000,00');
    await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Mobiliario adicional');
    await expect(page.getByText(/Disponibilidad insuficiente en/)).toBeVisible();
    await shot(page, 'document-add-refused');
    // Saved again as a draft, over the version it was read at.
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Mobiliario adicional, segunda cotización');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByRole('heading', { name: 'Orden de Compromiso (borrador)' })).toBeVisible();
    await expect(page.getByText('Mobiliario adicional, segunda cotización')).toBeVisible();

    await page.goto('/pages/documents');
    const grid = page.getByRole('grid', { name: 'Documentos' });
    await expect(grid).toContainText('Causación');
    await expect(grid).toContainText('Borrador');
    await shot(page, 'documents-list');

    // The causación cannot be annulled while the order draws on it; the egress voucher can.
    await grid
      .getByRole('row', { name: /Causación/ })
      .getByRole('button', { name: /Ver documento/ })
      .click();
    await page.getByRole('button', { name: 'Anular' }).click();
    await page.getByRole('textbox', { name: 'Motivo de la anulación' }).fill('Se registró dos veces');
    await page.getByRole('dialog').getByRole('button', { name: 'Anular' }).click();
    await confirmYes(page);
    await expect(page.getByText(/No se puede anular: lo usan documentos vigentes/)).toBeVisible();
    await page.goto('/pages/documents');
    await grid
      .getByRole('row', { name: /Comprobante de Egreso/ })
      .getByRole('button', { name: /Ver documento/ })
      .click();
    await page.getByRole('button', { name: 'Anular' }).click();
    await page.getByRole('textbox', { name: 'Motivo de la anulación' }).fill('La entrega no se recibió');
    await page.getByRole('dialog').getByRole('button', { name: 'Anular' }).click();
    await confirmYes(page);
    await expect(page.getByText(/Anulado el .*La entrega no se recibió/)).toBeVisible();
    await shot(page, 'view-document-annulled');
    annulledPath =
      (await page.getByRole('link', { name: 'Verificación pública' }).getAttribute('href')) ?? '';
  });

  test('modify the budget: an additional credit and a balanced traslado', async ({ page }) => {
    await page.goto('/pages/document-add');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: '3 · Credito Adicional' }).click();
    await page
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Crédito adicional para el IVA de las compras');
    await page.getByRole('combobox', { name: 'Fuente de financiamiento' }).click();
    await page.getByRole('option', { name: /Ingresos ordinarios/ }).click();
    await addAccount(page, 1, '4.03.18.01.00', '10.000,00');
    // Posting asks for the act that approved it, under its field.
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(
      page.getByText('Indique el acto que aprobó la modificación: número, fecha y órgano'),
    ).toBeVisible();
    await fillAct(page, 'AC-2026-014');
    await shot(page, 'document-add-credit-act');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(page.getByRole('heading', { name: 'Credito Adicional N° 1' })).toBeVisible();
    await expect(
      page.getByText(/Concejo Municipal, acto N\.º AC-2026-014 del \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();

    await page.goto('/pages/document-add');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: '4 · Traslado de Partidas' }).click();
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Traslado de mobiliario a alimentos');
    await fillAct(page, 'AC-2026-015');
    await addAccount(page, 1, '4.04.09.01.00', '5.000,00');
    await addAccount(page, 2, '4.02.01.01.00', '4.000,00');
    // A line reduced to zero leaves the document.
    await addAccount(page, 3, '4.03.18.01.00', '1,00');
    await page.getByRole('textbox', { name: 'Monto de la cuenta 3' }).fill('0');
    await page.getByRole('textbox', { name: 'Monto de la cuenta 3' }).blur();
    await expect(page.getByRole('textbox', { name: 'Monto de la cuenta 3' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Partida' }).nth(1).click();
    await page.getByRole('option', { name: 'Receptora' }).click();
    await expect(page.getByText('Total cedido 5.000,00 · total recibido 4.000,00')).toBeVisible();
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('El traslado no cuadra: cede 5.000,00 y recibe 4.000,00')).toBeVisible();
    await page.getByRole('textbox', { name: 'Monto de la cuenta 2' }).fill('5.000,00');
    await shot(page, 'document-add-traslado');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await confirmYes(page);
    await expect(page.getByRole('heading', { name: 'Traslado de Partidas N° 1' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Desde' })).toContainText('4.04.09.01.00');
    await expect(page.getByRole('table', { name: 'Para' })).toContainText('4.02.01.01.00');
    await shot(page, 'view-document-traslado');
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
    // The annulled voucher's paper still verifies: what it was, marked ANULADO with the day.
    await visitor.goto(annulledPath);
    await expect(visitor.getByRole('heading', { name: /Comprobante de Egreso N° 1/ })).toBeVisible();
    await expect(visitor.getByText('ANULADO', { exact: true })).toBeVisible();
    await expect(visitor.getByText(/Este documento fue anulado el \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await expect(visitor.getByText('Alcaldía del Municipio Demo')).toBeVisible();
    await shot(visitor, 'verify-document-annulled');
    await visitor.goto('/document/verify/no-existe-este-documento');
    await expect(visitor.getByRole('heading', { name: 'Documento no encontrado' })).toBeVisible();
    await visitor.close();
  });
});

/** The approving act of a modification: number, today's date, the Concejo Municipal. */
async function fillAct(page: Page, number: string) {
  const act = page.getByRole('group', { name: 'Acto de aprobación' });
  await act.getByRole('textbox', { name: 'Acto N.º' }).fill(number);
  await act.getByRole('textbox', { name: 'Fecha del acto' }).fill(formatDate(institutionToday()));
  await act.getByRole('combobox', { name: 'Aprobado por' }).fill('Concejo Municipal');
}

test("the dashboard shows the period's execution and the accounts closest to running out", async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/dashboard/default');
  const execution = page.getByRole('heading', { name: /^Ejecución presupuestaria · / }).locator('..');
  await expect(execution).toContainText('Comprometido150.000,00');
  await expect(execution).toContainText('Causado100.000,00');
  await expect(execution).toContainText('Pagado100.000,00');
  await expect(execution).toContainText(/\d+ registrados/);
  const tightest = page.getByRole('heading', { name: 'Cuentas más cerca de agotarse' }).locator('..');
  // Up to five accounts with an assignment, the least available first, each with its percentage.
  await expect(tightest.getByRole('listitem').first()).toContainText(/\d+,\d %/);
  expect(await tightest.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  await shot(page, 'dashboard-execution');
});

/**
 * The budget codes a report's grid shows cut: past the side of their cell (which clips them), or
 * clamped below their second line. A code must show whole: «97.01.01.01.01.01.0» is another account.
 */
function cutCodes(grid: Locator): Promise<(string | null)[]> {
  return grid.locator('.MuiDataGrid-cell[data-field="code"]').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        if (cell.scrollWidth > cell.clientWidth + 1) return true;
        const text = cell.querySelector('span[title]');
        return (
          !!text && (text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1)
        );
      })
      .map((cell) => cell.textContent),
  );
}

test('the execution reports show what was posted, on screen and as files', async ({ page }) => {
  await signInByApi(page, 'presupuesto', FIXTURE_PASSWORD, null);
  await page.goto('/pages/Presupuesto-gastos-reporte-cuentas');
  await expect(page.getByRole('heading', { name: 'Ejecución presupuestaria por cuentas' })).toBeVisible();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const totals = page.getByRole('region', { name: 'Totales' });
  // 150.000 committed, 100.000 caused and paid (the egress voucher's annulment moves no account),
  // and the credit of 10.000 (the traslado nets out).
  await expect(totals).toContainText('Comprometido150.000,00');
  await expect(totals).toContainText('Causado100.000,00');
  await expect(totals).toContainText('Pagado100.000,00');
  await expect(totals).toContainText('Asignación inicial380.000,00');
  await expect(totals).toContainText('Modificaciones10.000,00');
  await expect(page.getByRole('grid', { name: 'Ejecución presupuestaria por cuentas' })).toContainText(
    'Alimentos y bebidas',
  );
  await shot(page, 'report-accounts');
  // While the server makes the file the button says so and cannot be pressed again.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/xlsx/, async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  const xlsx = page.getByRole('button', { name: 'XLSX' });
  await xlsx.click();
  await expect(xlsx).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Generando XLSX…' })).toBeAttached();
  release();
  expect((await downloading).suggestedFilename()).toBe('por-cuentas.xlsx');
  await expect(xlsx).toBeEnabled();
  await page.unroute(/xlsx/);

  await page.goto('/pages/Presupuesto-gastos-reporte');
  await page.getByRole('combobox', { name: 'Nivel' }).click();
  await page.getByRole('option', { name: '7 · Obra' }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Disponible240.000,00');
  await shot(page, 'report-by-level');
  // The same as a picture, asked for: a bar per series for each row, the table behind it for a reader.
  await page.getByRole('button', { name: 'Gráfico' }).click();
  await expect(page.getByRole('figure', { name: /^Ejecución presupuestaria por nivel · / })).toBeVisible();
  const pictured = page.getByRole('table', { name: /^Ejecución presupuestaria por nivel · / });
  await expect(pictured.getByRole('columnheader')).toHaveText([
    '',
    'Asignación actualizada',
    'Comprometido',
    'Causado',
    'Pagado',
  ]);
  // One work (obra) holds the 390.000 updated and the 150.000 committed.
  await expect(pictured.getByRole('row').nth(1)).toContainText('390.000,00150.000,00');
  await shot(page, 'report-by-level-chart');

  // Its filters that name a master's row pick it from that master's options, searched by name.
  await page.goto('/pages/presupuesto-gastos-reporte-por-documento-rango-fecha');
  await page.getByRole('combobox', { name: 'Tipo de documento' }).fill('Causa');
  await page.getByRole('option', { name: /^Causación\s?\d+$/ }).click();
  await page.getByRole('combobox', { name: 'Beneficiario' }).fill('Suministros');
  await page.getByRole('option', { name: /Suministros/ }).click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText(/ · Causación · Suministros/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Causado100.000,00');
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('Comprometido0,00');
  // Ten columns at 1366 px leave the account its narrowest: its structure and account codes still whole.
  expect(await cutCodes(page.getByRole('grid'))).toEqual([]);
  await shot(page, 'report-by-document-and-dates');

  await page.goto('/pages/Presupuesto-gastos-reporte-mes-trimestre');
  await expect(page.getByText('Acceso no permitido')).toBeVisible();
});

test('at a desk every expense report shows its value columns without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  let checked = 0;
  let codesSeen = 0;
  for (const report of BUDGET_REPORTS) {
    const route = SCREENS.find((s) => s.code === report.screen)?.route;
    if (!route) continue;
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (await page.getByText('Acceso no permitido').isVisible()) continue;
    await page.getByRole('button', { name: 'Consultar' }).click();
    const grid = page.getByRole('grid', { name: report.title });
    await expect(grid).toBeVisible();
    // Nothing to scroll sideways, and every value column's header is in view.
    const sideways = await grid
      .locator('.MuiDataGrid-virtualScroller')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(sideways, report.title).toBeLessThanOrEqual(0);
    codesSeen += await grid.locator('.MuiDataGrid-cell[data-field="code"]').count();
    expect(await cutCodes(grid), report.title).toEqual([]);
    for (const column of report.columns.filter((c) => c.kind === 'money')) {
      await expect(
        grid.getByRole('columnheader', { name: column.label, exact: true }),
        `${report.title}: ${column.label}`,
      ).toBeInViewport();
    }
    checked++;
  }
  expect(checked).toBeGreaterThanOrEqual(10);
  expect(codesSeen).toBeGreaterThan(10);
  await page.goto('/pages/Presupuesto-gastos-reporte-cuentas');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();
  await shot(page, 'report-accounts');
});

test('the structure opens as a tree, a branch at a time', async ({ page }) => {
  await signInByApi(page, 'presupuesto', FIXTURE_PASSWORD, null);
  await page.goto('/pages/budget-local1');
  await page.getByRole('tab', { name: 'Árbol de la estructura' }).click();
  const tree = page.getByRole('tree', { name: 'Estructura presupuestaria' });
  await tree.getByRole('button', { name: 'Abrir Sector 97 Nivel 1 97' }).click();
  await tree.getByRole('button', { name: 'Abrir Programa 01 Nivel 2 01' }).click();
  await expect(tree.getByRole('treeitem', { name: /^Subprograma 01/ })).toContainText('380.000,00');
  for (const level of ['Subprograma', 'Proyecto', 'Subproyecto', 'Actividad', 'Obra']) {
    await tree.getByRole('button', { name: new RegExp(`^Abrir ${level} 01`) }).click();
  }
  await expect(tree.getByRole('treeitem', { name: /^Partida 4\.02\.01\.01\.00/ })).toContainText(
    '250.000,00',
  );
  await shot(page, 'structure-tree');
});

test('the structure is edited as one tree: a level added where one stands, its code proposed', async ({
  page,
}) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/budget-local1');
  await page.getByRole('tab', { name: 'Árbol de la estructura' }).click();
  const tree = page.getByRole('tree', { name: 'Estructura presupuestaria' });
  await tree.getByRole('button', { name: 'Agregar programa en Sector 97 Nivel 1 97' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo programa' });
  // The parent is the node one stood on; the code goes on from its children (01 is taken).
  await expect(dialog.getByRole('combobox', { name: 'Sector' })).toHaveValue('97 · Nivel 1 97');
  await expect(dialog.getByRole('textbox', { name: 'Código', exact: true })).toHaveValue('02');
  await dialog.getByRole('textbox', { name: 'Denominación', exact: true }).fill('Mantenimiento de plazas');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const added = tree.getByRole('treeitem', { name: 'Programa 02 Mantenimiento de plazas' });
  await expect(added).toBeVisible();

  await added
    .getByRole('button', { name: 'Agregar subprograma en Programa 02 Mantenimiento de plazas' })
    .click();
  const next = page.getByRole('dialog', { name: 'Nuevo subprograma' });
  await expect(next.getByRole('textbox', { name: 'Código', exact: true })).toHaveValue('01');
  await next.getByRole('textbox', { name: 'Denominación', exact: true }).fill('Plazas del casco central');
  await next.getByRole('button', { name: 'Guardar' }).click();
  await expect(tree.getByRole('treeitem', { name: 'Subprograma 01 Plazas del casco central' })).toBeVisible();
  await shot(page, 'structure-tree-edit');
});

test('budget beneficiaries: paste rows from a spreadsheet and save them together', async ({ page }) => {
  await signInByApi(page, 'presupuesto', FIXTURE_PASSWORD, null);
  await page.goto('/pages/Presupuesto-beneficiarios');
  const grid = page.getByRole('grid', { name: 'Beneficiarios' });
  await expect(grid).toContainText('Suministros Andinos, C.A.');
  await page.getByRole('button', { name: 'Pegar desde hoja de cálculo' }).click();
  await page
    .getByRole('textbox', { name: 'Filas' })
    .fill('J-40111222-3\tTransporte Llanero, C.A.\nV-9876543\tPedro Gómez');
  await page.getByRole('button', { name: 'Agregar a la lista' }).click();
  await expect(grid).toContainText('Transporte Llanero, C.A.');
  await shot(page, 'budget-beneficiaries');
  await page.getByRole('button', { name: 'Guardar todo (2)' }).click();
  await expect(page.getByText('2 beneficiarios creados y 0 actualizados')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('llanero');
  await expect(grid.getByRole('row')).toHaveCount(2);
});

test('a reader of documents sees the list but cannot generate them', async ({ page }) => {
  await signInByApi(page, 'lector', FIXTURE_PASSWORD, null);
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
