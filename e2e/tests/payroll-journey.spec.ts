import type { APIRequestContext, Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.ts';
import { type Api, adminApi, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The payroll officer's fortnight: a run of the fixed staff is opened, computed with its progress,
 * reviewed employee by employee and against the budget, closed into its commitment and causación,
 * and seen in Vista-Nomina; the employee then finds her payslip. A formula that names what does not
 * exist is refused where it is written, with its position.
 */
/**
 * Runs `work` with the admin's API in the Contraloría, where the payroll journey works (its budget apart
 * from the first institution's reports), and brings the admin back to the first institution, where
 * this file's other tests sign in: switching institution is remembered for the next sign-in.
 */
async function inContraloria(request: APIRequestContext, work: (send: Api) => Promise<void>): Promise<void> {
  const { send } = await adminApi(request);
  const clients = (await send('GET', 'user/client/findAll?size=50')) as unknown as {
    rows: { id: number; clientName: string }[];
  };
  const first = clients.rows.find((c) => c.clientName === 'Alcaldía del Municipio Demo')?.id;
  const second = clients.rows.find((c) => c.clientName === 'Contraloría Municipal Demo')?.id;
  const renewed = (await send('GET', `user/new-token/${second}`)) as unknown as { access_token: string };
  const headers = { authorization: `Bearer ${renewed.access_token}` };
  const there: Api = async (method, url, body) => {
    const res = await request.fetch(`/api/${url}`, { method, headers, data: body });
    const json = await res.json();
    if (!json.result) throw new Error(`${url}: ${json.message} ${JSON.stringify(json.fields ?? [])}`);
    return json.data;
  };
  try {
    await work(there);
  } finally {
    await there('GET', `user/new-token/${first}`);
  }
}

test.beforeAll(async ({ request }) => {
  await inContraloria(request, async (send) => {
    const idDepartment = (
      await send('POST', 'hr/department/create', {
        code: 'RRHH',
        name: 'Recursos Humanos',
        budgetCategory: '96.01.01.01.01.01.01',
        active: true,
      })
    ).id;
    const idBeneficiary = (
      await send('POST', 'finance/beneficiary/create', {
        code: 'G-20000002-2',
        name: 'Contraloría Municipal Demo (nómina)',
        active: true,
      })
    ).id;
    const idEmployeeType = (
      await send('POST', 'hr/employeeType/create', {
        code: 'EF',
        name: 'Empleados fijos',
        frequency: 'fortnightly',
        idBeneficiary,
        active: true,
      })
    ).id;
    const idCargo = (
      await send('POST', 'hr/cargo/create', {
        code: 'AN1',
        name: 'Analista I',
        salary: '3000.00',
        active: true,
      })
    ).id;
    const helper = (
      await send('POST', 'hr/cargo/create', {
        code: 'SEC',
        name: 'Secretaria',
        salary: '1800.00',
        active: true,
      })
    ).id;
    // The Banco de Venezuela, made here unless another journey already did.
    const banks = (await send('GET', 'finance/bank/options?search=0102')) as unknown as {
      id: number;
      detail?: string;
    }[];
    const bank =
      banks.find((b) => b.detail === '0102')?.id ??
      (await send('POST', 'finance/bank/create', { code: '0102', name: 'Banco de Venezuela', active: true }))
        .id;
    const staff = [
      {
        idNumber: 'V-14000001',
        name: 'MÉNDEZ ROJAS, LUISA',
        idCargo,
        username: 'empleada',
        hireDate: '2012-02-01',
      },
      {
        idNumber: 'V-14000002',
        name: 'QUINTERO, PEDRO',
        idCargo: helper,
        username: null,
        hireDate: '2020-06-15',
      },
    ];
    for (const [i, e] of staff.entries()) {
      const id = (
        await send('POST', 'hr/employee/create', { ...e, priorYears: 0, idDepartment, idEmployeeType })
      ).id;
      await send('POST', 'hr/employeeDetail/create', {
        idEmployee: id,
        idBank: bank,
        accountNumber: `010200000000000000${i + 1}0`,
        accountType: 'savings',
        children: i,
        dependentSpouse: false,
      });
    }
  });
});

async function confirmYes(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
}

test('a fortnight computed, reviewed, closed and seen in Vista-Nomina; the employee reads her payslip', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'nomina', FIXTURE_PASSWORD, null);
  await page.goto('/pages/Nomina-Emision-de-Nominas');
  await page.getByRole('link', { name: 'Nueva nómina' }).click();
  // The list has a 'Tipo de personal' filter too: the form is filled once it is the one on screen.
  await expect(page.getByRole('heading', { name: /^Nueva nómina · / })).toBeVisible();
  const personnelType = page.getByRole('combobox', { name: 'Tipo de personal' });
  await personnelType.fill('Empleados');
  await page.getByRole('option', { name: /Empleados fijos/ }).click();
  await expect(personnelType).toHaveValue(/Empleados fijos/);
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Quincena de prueba del personal fijo');
  await shot(page, 'payroll-run-form');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  // Saving opens the run's page once the draft is written; a busy machine may take a while.
  await expect(page.getByRole('heading', { name: /Nómina \(borrador\) · Empleados fijos/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Calcular' }).click();
  // Computed on a worker thread, which a busy machine may take a while to start.
  await expect(page.getByText('Nómina calculada: 2 trabajadores')).toBeVisible({ timeout: 20_000 });
  const employees = page.getByRole('table', { name: 'Trabajadores de la nómina' });
  await expect(employees).toContainText('MÉNDEZ ROJAS, LUISA');
  await expect(employees).toContainText('QUINTERO, PEDRO');
  // Her concepts open under her row.
  await employees.getByText('MÉNDEZ ROJAS, LUISA').click();
  await expect(page.getByRole('table', { name: 'Conceptos de MÉNDEZ ROJAS, LUISA' })).toContainText(
    'Sueldo básico',
  );
  await expect(page.getByRole('table', { name: 'Conceptos de MÉNDEZ ROJAS, LUISA' })).toContainText(
    '1.500,00',
  );
  await shot(page, 'payroll-run-computed');

  await page.getByRole('tab', { name: 'Presupuesto' }).click();
  const budget = page.getByRole('table', { name: 'Presupuesto que compromete la nómina' });
  await expect(budget).toContainText('96.01.01.01.01.01.01');
  await expect(budget).toContainText('4.01.01.01.00');
  await expect(budget).not.toContainText('Insuficiente');
  await shot(page, 'payroll-run-budget');

  await page.getByRole('button', { name: 'Cerrar nómina' }).click();
  await confirmYes(page);
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Nómina \d+ · Empleados fijos/ })).toBeVisible();
  await expect(page.getByText('Compromiso')).toBeVisible();
  await expect(page.getByText('Causación', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recibos de pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calcular' })).toHaveCount(0);
  await shot(page, 'payroll-run-closed');
  // The bank file: the plain one, or in the layout of the bank of the account debited.
  await page.getByRole('button', { name: 'Archivo del banco' }).click();
  const bankFile = page.getByRole('dialog', { name: /^Archivo del banco · Nómina \d+$/ });
  await expect(bankFile.getByRole('combobox', { name: 'Cuenta que se debita' })).toBeVisible();
  await shot(page, 'payroll-bank-file');
  await bankFile.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/pages/Nomina-Vista-Nomina');
  await page.getByRole('combobox', { name: 'Nómina' }).click();
  await page
    .getByRole('option', { name: /Empleados fijos/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const view = page.getByRole('grid', { name: 'Vista de nómina' });
  await expect(view).toContainText('MÉNDEZ ROJAS, LUISA');
  await expect(view).toContainText('QUINTERO, PEDRO');
  await shot(page, 'payroll-view');

  // The employee, with no screen of her own, finds her payslip under Nómina.
  const her = await browser.newPage();
  await signInByApi(her, 'empleada', FIXTURE_PASSWORD);
  await her.getByRole('navigation', { name: 'Menú principal' }).getByText('Nómina').click();
  await her.getByRole('link', { name: 'Recibos de pago' }).click();
  await expect(her.getByRole('heading', { name: 'Recibos de pago' })).toBeVisible();
  await expect(her.getByText('MÉNDEZ ROJAS, LUISA')).toBeVisible();
  const slips = her.getByRole('table', { name: 'Mis recibos de pago' });
  await expect(slips.getByRole('row')).toHaveCount(2);
  await expect(slips).toContainText('Empleados fijos');
  await expect(slips.getByRole('button', { name: 'Recibo' })).toBeVisible();
  await shot(her, 'payroll-payslips');
  // Her employment certificate, with QR, from the same page.
  const certificate = her.waitForEvent('download');
  await her.getByRole('button', { name: 'Constancia de trabajo' }).click();
  expect((await certificate).suggestedFilename()).toBe('Constancia de trabajo.pdf');
  await her.close();
});

test('prestaciones sociales: a quarter is deposited only from closed runs; the ledger opens per worker', async ({
  page,
}) => {
  await signInByApi(page, 'nomina', FIXTURE_PASSWORD, null);
  await page.goto('/pages/Nomina-Prestaciones-Sociales');
  await expect(page.getByRole('heading', { name: 'Prestaciones sociales' })).toBeVisible();
  await expect(page.getByText('Aún no se ha abonado ningún trimestre.', { exact: false })).toBeVisible();
  // The quarter proposed is the last one ended, whose months no closed ordinary run paid.
  await page.getByRole('button', { name: 'Abonar trimestre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonar la garantía de un trimestre' });
  await shot(page, 'payroll-benefits-deposit');
  await dialog.getByRole('button', { name: 'Abonar', exact: true }).click();
  await expect(
    page.getByText(/^Cierre primero las nóminas ordinarias del trimestre: 2 trabajadores/),
  ).toBeVisible();
  const workers = page.getByRole('table', { name: 'Garantía por trabajador' });
  await workers.getByText('MÉNDEZ ROJAS, LUISA').click();
  const ledger = page.getByRole('table', { name: 'Libro de prestaciones de MÉNDEZ ROJAS, LUISA' });
  await expect(ledger).toContainText('Sin movimientos');
  // Her guarantee until today, brought from the former system, is the first entry of her ledger.
  await page.getByRole('button', { name: 'Saldo inicial' }).click();
  const opening = page.getByRole('dialog', { name: 'Saldo inicial de MÉNDEZ ROJAS, LUISA' });
  // Typing into the date it proposes starts a new date, not «30/09/202630/09/2026».
  const cut = opening.getByRole('textbox', { name: 'Al cierre del trimestre' });
  const proposed = await cut.inputValue();
  await cut.click();
  await page.keyboard.press('End');
  await page.keyboard.type(proposed);
  await expect(cut).toHaveValue(proposed);
  await opening.getByRole('textbox', { name: 'Garantía acumulada' }).fill('5.000,00');
  await opening.getByRole('textbox', { name: 'Documento de respaldo' }).fill('Libro anterior, folio 3');
  await opening.getByRole('button', { name: 'Registrar saldo' }).click();
  await expect(page.getByText('Saldo inicial registrado.')).toBeVisible();
  await expect(ledger).toContainText('traída del sistema anterior');
  await expect(workers.getByRole('row', { name: /V-14000001 MÉNDEZ ROJAS, LUISA/ })).toContainText(
    '5.000,00',
  );
  await shot(page, 'payroll-benefits');
  // Recorded in error: annulled from its line, with the reason.
  await ledger.getByRole('button', { name: 'Anular' }).click();
  const annul = page.getByRole('dialog', { name: /^Anular el saldo inicial del / });
  await annul.getByRole('textbox', { name: 'Motivo' }).fill('Monto mal transcrito');
  await shot(page, 'payroll-benefits-annul');
  await annul.getByRole('button', { name: 'Anular' }).click();
  await expect(page.getByText('Movimiento anulado.')).toBeVisible();
  await expect(ledger).toContainText('Sin movimientos');
});

test('a formula that names what does not exist is refused where it is written, with its position', async ({
  page,
}) => {
  await signInByApi(page, 'nomina', FIXTURE_PASSWORD, null);
  await page.goto('/pages/Nomina-asignaciones-y-deducciones');
  await expect(page.getByRole('grid', { name: 'Lista de conceptos de nómina' })).toContainText(
    'SUELDO_BASICO',
  );
  await page.getByRole('button', { name: /Nuevo/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Código' }).fill('BONO_TRANSPORTE');
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Bono de transporte');
  await dialog.getByRole('textbox', { name: 'Fórmula' }).fill('SUELDO * SALARI / 100');
  await dialog.getByRole('textbox', { name: 'Partida presupuestaria' }).fill('4.01.01.01.00');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('Posición 10: «SALARI» no es una variable, un parámetro ni un concepto de nómina', {
      exact: true,
    }),
  ).toBeVisible();
  await shot(page, 'payroll-formula-refused');
  await dialog.getByRole('textbox', { name: 'Fórmula' }).fill('SALARIO_MINIMO * DIAS / 30');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Lista de conceptos de nómina' })).toContainText(
    'BONO_TRANSPORTE',
  );
});
