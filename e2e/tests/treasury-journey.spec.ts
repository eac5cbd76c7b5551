import { readFile } from 'node:fs/promises';
import { MONTHS } from '@erario/contracts';
import type { Download, Locator, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { institutionToday, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * A treasurer's month, in the browser, on an account of its own: the day's deposit and cheque; an
 * egress voucher that pays a supplier's order by cheque; the bank's statement imported from its CSV;
 * the reconciliation, automatic and then by hand for the bank fee the book did not have; the month
 * closed and printed; the bank book with its running balance; and the fortnight's IVA file with the
 * line of the bill the causación withheld.
 */
const ACCOUNT = '01140000000000000913';
const BANK = 'Bancaribe';
const SUPPLIER = { code: 'J-41234567-0', name: 'Papelería La Candelaria, C.A.' };
const BILL = { number: 'F-0913', control: '00-000913' };

// The forms start on the institution's date; every day used is in this month and not after today.
const today = institutionToday();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const todayDay = Number(today.slice(8, 10));
const pad = (n: number) => String(n).padStart(2, '0');
const dayBack = (n: number) => Math.max(1, todayDay - n);
const iso = (d: number) => `${year}-${pad(month)}-${pad(d)}`;
const shown = (d: number) => `${pad(d)}/${pad(month)}/${year}`;
const apart = (book: number, bank: number) =>
  bank === book ? 'el mismo día' : bank - book === 1 ? '1 día después' : `${bank - book} días después`;

const deposit = { day: dayBack(6), bankDay: dayBack(5) };
const cheque = { day: dayBack(4), bankDay: dayBack(2) };
// The supplier's bill is withheld in today's fortnight: the other fortnights belong to other journeys.
const fortnight = todayDay > 15 ? 2 : 1;
const causedDay = Math.max(fortnight === 2 ? 16 : 1, todayDay - 2);

let orderNumber = '';

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

  // The account: a new number on the first institution's Bancaribe, funded for the period.
  const idBank = first(await send('GET', `finance/bank/options?search=${BANK}`));
  const idCurrency = first(await send('GET', 'finance/currency/options?search=VES'));
  const account = await send('POST', 'finance/bankAccount/create', {
    idBank,
    accountNumber: ACCOUNT,
    accountType: 'CORRIENTE',
    description: 'Cuenta de gastos de funcionamiento',
    idCurrency,
    active: true,
  });
  await send('POST', 'finance/openingBalance/create', {
    idPeriod,
    idBankAccount: account.id,
    bookBalance: '20000.00',
    bankBalance: '20000.00',
  });
  // Its cheque book: each cheque written from the account takes the next one, as proposed.
  await send('POST', 'finance/chequeBook/create', {
    idBankAccount: account.id,
    firstNumber: '00000731',
    lastNumber: '00000780',
    receivedOn: iso(1),
    active: true,
  });
  const supplier = await send('POST', 'finance/beneficiary/create', { ...SUPPLIER, active: true });

  // The budget's part: committed, caused with the supplier's bill (IVA 16 %, 75 % of it withheld)
  // and ordered for payment. The treasurer pays the order.
  const form = await send('GET', `budget/document/loadFormData/${idClient}/${idPeriod}`);
  const typeId = (code: number) =>
    (form.documentTypes as { id: number; code: number }[]).find((t) => t.code === code)?.id;
  const accounts = (await send('GET', `budget/document/accounts/${idPeriod}?search=4.02.01.01.00`)) as {
    id: number;
    accountCode: string;
  }[];
  const idBudgetAccount = accounts.find((a) => a.accountCode === '4.02.01.01.00')?.id;
  const post = async (draft: object) => {
    const made = await send('POST', 'budget/document/create', {
      idPeriod,
      idBeneficiary: supplier.id,
      ...draft,
    });
    return (await send('POST', `budget/document/post/${made.id}`)).document as { numOrder: string };
  };
  const pending = async (typeCode: number) =>
    (
      (await send(
        'GET',
        `budget/document/pending/${idPeriod}?typeCode=${typeCode}&idBeneficiary=${supplier.id}`,
      )) as {
        idDocumentSource: number;
        idBudgetAccount: number | null;
        pending: string;
      }[]
    ).map((p) => ({
      idDocumentSource: p.idDocumentSource,
      idBudgetAccount: p.idBudgetAccount,
      amount: p.pending,
    }));
  await post({
    idDocumentType: typeId(8),
    dateOrder: iso(causedDay),
    description: 'Compra de útiles de oficina para la tesorería',
    lines: [{ idBudgetAccount, amount: '1160.00' }],
  });
  await post({
    idDocumentType: typeId(9),
    dateOrder: iso(causedDay),
    description: 'Recepción de los útiles de oficina',
    sources: await pending(9),
    bills: [
      {
        dateBill: iso(causedDay),
        control: BILL.control,
        number: BILL.number,
        amountTaxed: '0.00',
        amountWithoutTaxIva: '1000.00',
        amountTaxIva: '160.00',
        amountBase: '1000.00',
        retentionIva: '120.00',
        ivaRate: '16.00',
      },
    ],
  });
  const order = await post({
    idDocumentType: typeId(10),
    dateOrder: iso(causedDay),
    description: 'Pago de los útiles de oficina',
    sources: await pending(10),
  });
  orderNumber = order.numOrder;
});

async function confirmYes(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Si', exact: true })
    .click();
}

async function pickAccount(page: Page, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: 'Cuenta bancaria' }).fill(ACCOUNT);
  await page.getByRole('option', { name: new RegExp(ACCOUNT) }).click();
}

/** A movement typed and posted on the bank movements screen. */
async function recordMovement(
  page: Page,
  m: { kind: string; day: number; reference: string; amount: string; concept: string; payee?: string },
) {
  await page.goto('/pages/treasury-banking-transaction');
  await page.getByRole('link', { name: 'Nuevo movimiento' }).click();
  await page.getByRole('combobox', { name: 'Tipo de movimiento' }).click();
  await page.getByRole('option', { name: m.kind, exact: true }).click();
  await pickAccount(page);
  await page.getByRole('textbox', { name: 'Fecha' }).fill(shown(m.day));
  await page
    .getByRole('textbox', { name: m.kind === 'Cheque' ? 'Número del cheque' : 'Referencia' })
    .fill(m.reference);
  if (m.payee) {
    await page.getByRole('combobox', { name: 'Beneficiario' }).fill(m.payee);
    await page.getByRole('option', { name: new RegExp(m.payee) }).click();
  }
  await page.getByRole('textbox', { name: 'Monto' }).fill(m.amount);
  await page.getByRole('textbox', { name: 'Concepto' }).fill(m.concept);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await confirmYes(page);
  await expect(page.getByRole('heading', { name: new RegExp(`^${m.kind} \\d+$`) })).toBeVisible();
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
}

async function saved(download: Download) {
  return readFile((await download.path()) as string);
}

test('a treasurer’s month: movements, an egress voucher, the statement, the reconciliation, the book and the IVA file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);

  // 1. The day's movements: a deposit and a cheque, each posted with its number.
  await recordMovement(page, {
    kind: 'Depósito',
    day: deposit.day,
    reference: 'DP-5501',
    amount: '3.500,00',
    concept: 'Depósito de la recaudación de la semana',
  });
  await expect(page.getByText('3.500,00', { exact: true })).toBeVisible();
  await expect(page.getByText(`${ACCOUNT} · ${BANK}`)).toBeVisible();
  await recordMovement(page, {
    kind: 'Cheque',
    day: cheque.day,
    reference: '00000731',
    amount: '1.250,00',
    concept: 'Reposición de la caja chica',
    payee: 'Candelaria',
  });
  await expect(page.getByText('-1.250,00', { exact: true })).toBeVisible();
  await expect(page.getByText(`${SUPPLIER.code} · ${SUPPLIER.name}`)).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await pickAccount(page);
  const movements = page.getByRole('grid', { name: 'Transacciones bancarias' });
  await expect(movements.getByRole('row')).toHaveCount(3);
  await expect(movements.getByRole('row').filter({ hasText: 'DP-5501' })).toContainText('3.500,00');
  await expect(movements.getByRole('row').filter({ hasText: '00000731' })).toContainText('-1.250,00');
  await expect(movements.getByRole('row').filter({ hasText: '00000731' })).toContainText('Registrado');
  await shot(page, 'treasury-journey-movements');

  // 2. The supplier's order, paid by cheque from the account with an egress voucher.
  await page.goto('/pages/document-add');
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: '12 · Comprobante de Egreso' }).click();
  await page.getByRole('combobox', { name: 'Beneficiario' }).fill('Candelaria');
  await page.getByRole('option', { name: new RegExp(SUPPLIER.name) }).click();
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill(`Pago de la factura ${BILL.number} de útiles de oficina`);
  const pendingOrders = page.getByRole('table', { name: 'Pendientes' });
  await expect(pendingOrders).toContainText(`Orden de Pago Presupuestario N° ${orderNumber}`);
  await expect(pendingOrders).toContainText('1.160,00');
  await pendingOrders
    .getByRole('checkbox', { name: `Tomar Orden de Pago Presupuestario ${orderNumber}` })
    .check();
  const payment = page.getByRole('group', { name: 'Pago' });
  await pickAccount(page, payment);
  await payment.getByRole('combobox', { name: 'Forma de pago' }).click();
  await page.getByRole('option', { name: 'Cheque', exact: true }).click();
  // The book's next cheque, after the one the day's movements used.
  await expect(payment.getByRole('textbox', { name: 'Número del cheque' })).toHaveValue('00000732');
  await expect(payment.getByText('Próximo de sus chequeras: 00000732')).toBeVisible();
  await shot(page, 'treasury-journey-egress-form');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmación' })).toContainText(
    '¿Registrar Comprobante de Egreso por 1.160,00?',
  );
  await confirmYes(page);
  await expect(page.getByRole('heading', { name: /^Comprobante de Egreso N° \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Documentos de origen' })).toContainText('Orden completa');
  await expect(
    // The supplier is paid the 1.160,00 caused less the 120,00 of IVA its bill withheld.
    page.getByText(
      `Cheque N.º 00000732 · cuenta ${ACCOUNT} (${BANK}) · neto 1.040,00 (retenido 120,00) · movimiento N.º`,
    ),
  ).toBeVisible();
  await shot(page, 'treasury-journey-egress-voucher');
  // Its cheque is in the account's book, made out to the supplier.
  await page.getByRole('link', { name: /^movimiento N\.º \d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Cheque \d+$/ })).toBeVisible();
  await expect(page.getByText('Registrado', { exact: true })).toBeVisible();
  await expect(page.getByText('-1.040,00', { exact: true })).toBeVisible();
  await expect(page.getByText('00000732', { exact: true })).toBeVisible();
  await expect(page.getByText(`${SUPPLIER.code} · ${SUPPLIER.name}`)).toBeVisible();

  // 3. The bank's statement of the month, from the CSV it sends: the three movements and a fee.
  await page.goto('/pages/treasury-account-statements');
  await page.getByRole('button', { name: 'Importar archivo del banco' }).click();
  const importing = page.getByRole('dialog', { name: 'Importar el estado de cuenta' });
  await pickAccount(page, importing);
  await importing.getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: MONTHS[month - 1], exact: true }).click();
  const csv = [
    'Fecha;Referencia;Concepto;Monto',
    `${shown(deposit.bankDay)};DP5501;DEPOSITO EN EFECTIVO;3.500,00`,
    `${shown(cheque.bankDay)};731;CHEQUE PAGADO;-1.250,00`,
    `${shown(todayDay)};732;CHEQUE PAGADO;-1.040,00`,
    `${shown(todayDay)};;COMISION MANTENIMIENTO DE CUENTA;-35,00`,
  ].join('\r\n');
  await importing.getByLabel('Archivo del banco').setInputFiles({
    name: 'bancaribe-estado.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'latin1'),
  });
  await expect(importing.getByRole('group', { name: 'Columnas del archivo' })).toBeVisible();
  await importing.getByRole('textbox', { name: 'Saldo final según el banco' }).fill('21.175,00');
  await importing.getByRole('button', { name: 'Importar' }).click();
  // The file is read on a worker thread, which a busy machine may take a while to start.
  await expect(page.getByText('4 líneas importadas', { exact: true })).toBeVisible({ timeout: 20_000 });
  const statement = page.getByRole('table', { name: 'Estados de cuenta' }).getByRole('row', {
    name: new RegExp(ACCOUNT),
  });
  await expect(statement).toContainText(MONTHS[month - 1] as string);
  await expect(statement).toContainText('20.000,00');
  await expect(statement).toContainText('3.500,00');
  await expect(statement).toContainText('2.325,00');
  await expect(statement).toContainText('21.175,00');
  await expect(statement).toContainText('CSV');
  await shot(page, 'treasury-journey-statement');

  // 4. The reconciliation: the three by their references, automatically, each saying why.
  await page.goto('/pages/treasury-Bank/reconciliation');
  await pickAccount(page);
  await expect(page.getByRole('combobox', { name: 'Mes' })).toHaveText(MONTHS[month - 1] as string);
  const summary = page.getByRole('table', { name: 'Conciliación' });
  const book = page.getByRole('table', { name: 'En libros, no en el banco' });
  const bank = page.getByRole('table', { name: 'En el banco, no en libros' });
  const matched = page.getByRole('table', { name: 'Conciliadas' });
  await expect(summary.getByRole('row', { name: /Saldo según libros/ })).toContainText('21.210,00');
  await expect(summary.getByRole('row', { name: /Saldo según estado de cuenta/ })).toContainText('21.175,00');
  await expect(book.getByRole('row')).toHaveCount(4);
  await expect(bank.getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Conciliar automáticamente' }).click();
  await expect(page.getByText('3 conciliaciones hechas automáticamente')).toBeVisible();
  await expect(matched).toContainText(
    `Misma referencia (DP5501) y monto (3.500,00); el banco lo registró ${apart(deposit.day, deposit.bankDay)}`,
  );
  await expect(matched).toContainText(
    `Misma referencia (731) y monto (1.250,00); el banco lo registró ${apart(cheque.day, cheque.bankDay)}`,
  );
  await expect(matched).toContainText(
    'Misma referencia (732) y monto (1.040,00); el banco lo registró el mismo día',
  );
  await expect(page.getByText('Nada en tránsito.')).toHaveCount(1);
  await expect(bank.getByRole('row')).toHaveCount(2);
  await expect(bank).toContainText('COMISION MANTENIMIENTO DE CUENTA');
  await shot(page, 'treasury-journey-reconciliation-auto');

  // The fee the bank charged is booked as a debit note, then matched by hand.
  await recordMovement(page, {
    kind: 'Nota de débito',
    day: todayDay,
    reference: 'ND-COM-11',
    amount: '35,00',
    concept: 'Comisión bancaria por mantenimiento de cuenta',
  });
  await expect(page.getByText('-35,00', { exact: true })).toBeVisible();
  await page.goto('/pages/treasury-Bank/reconciliation');
  await pickAccount(page);
  await expect(summary.getByRole('row', { name: /Saldo según libros/ })).toContainText('21.175,00');
  await book.getByRole('checkbox', { name: /Comisión bancaria por mantenimiento/ }).check();
  await expect(page.getByRole('button', { name: 'Conciliar seleccionadas' })).toBeDisabled();
  await bank.getByRole('checkbox', { name: /COMISION MANTENIMIENTO/ }).check();
  await expect(page.getByText('Libro -35,00 · banco -35,00')).toBeVisible();
  await shot(page, 'treasury-journey-reconciliation-by-hand');
  await page.getByRole('button', { name: 'Conciliar seleccionadas' }).click();
  await expect(page.getByText('Partidas conciliadas')).toBeVisible();
  await expect(matched).toContainText('Conciliado a mano: el libro y el banco suman -35,00');
  await expect(page.getByText('Nada en tránsito.')).toHaveCount(2);
  await expect(summary.getByRole('row', { name: /Diferencia/ })).toContainText('0,00');

  // The month closes at zero difference, and prints.
  await page.getByRole('button', { name: 'Cerrar mes' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmación' })).toContainText(
    `¿Cerrar ${MONTHS[month - 1]}?`,
  );
  await confirmYes(page);
  await expect(page.getByText('Mes conciliado y cerrado')).toBeVisible();
  await expect(page.getByText(/^Cerrada por admin/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conciliar automáticamente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
  const printing = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const reconciliationPdf = await printing;
  expect(reconciliationPdf.suggestedFilename()).toBe(`conciliacion-${ACCOUNT}-${month}.pdf`);
  expect((await saved(reconciliationPdf)).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'treasury-journey-reconciliation-closed');

  // 5. The bank book of the month: the opening balance, each movement with the balance it leaves
  // and the month it was reconciled in.
  await page.goto('/pages/treasury-Book-Bank-Account');
  await expect(page.getByRole('heading', { name: 'Libro de banco' })).toBeVisible();
  await pickAccount(page);
  const monthName = MONTHS[month - 1] as string;
  await page.getByRole('combobox', { name: 'Mes' }).click();
  await page
    .getByRole('option', { name: monthName.charAt(0).toUpperCase() + monthName.slice(1), exact: true })
    .click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  const bankBook = page.getByRole('grid', { name: 'Libro de banco' });
  const rows = bankBook.getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1)).toContainText('Saldo inicial');
  await expect(rows.nth(1)).toContainText('20.000,00');
  const expected = [
    ['DP-5501', '3.500,00', '23.500,00'],
    ['00000731', '1.250,00', '22.250,00'],
    ['00000732', '1.040,00', '21.210,00'],
    ['ND-COM-11', '35,00', '21.175,00'],
  ];
  for (const [i, [reference, amount, balance]] of expected.entries()) {
    const row = rows.nth(i + 2);
    await expect(row).toContainText(reference as string);
    await expect(row).toContainText(amount as string);
    await expect(row).toContainText(balance as string);
    await expect(row).toContainText(monthName);
  }
  const totals = page.getByRole('region', { name: 'Totales' });
  await expect(totals).toContainText('Entradas3.500,00');
  await expect(totals).toContainText('Salidas2.325,00');
  await shot(page, 'treasury-journey-bank-book');
  const downloadingBook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const bookPdf = await downloadingBook;
  expect(bookPdf.suggestedFilename()).toBe('libro-banco.pdf');
  expect((await saved(bookPdf)).subarray(0, 5).toString()).toBe('%PDF-');

  // 6. The withholding the causación made, in the register and in its fortnight's IVA file.
  await page.goto('/pages/treasury-payment-process');
  await expect(page.getByRole('heading', { name: `Retenciones · ${year}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(BILL.number);
  const iva = page.getByRole('grid', { name: 'Retenciones' }).getByRole('row').filter({ hasText: 'IVA' });
  await expect(iva).toHaveCount(1);
  await expect(iva).toContainText(SUPPLIER.code);
  await expect(iva).toContainText('160,00');
  await expect(iva).toContainText('75,00');
  await expect(iva).toContainText('120,00');
  await expect(iva).toContainText('Por enterar');
  const receipt = /\d{14}/.exec(await iva.getByRole('gridcell').first().innerText())?.[0] ?? '';
  expect(receipt).toMatch(new RegExp(`^${year}${pad(month)}\\d{8}$`));
  await shot(page, 'treasury-journey-withholding');
  await page.getByRole('tab', { name: 'Declaraciones' }).click();
  const declaration = page.getByRole('region', { name: 'Retenciones de IVA' });
  await declaration.getByRole('combobox', { name: 'Año' }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await declaration.getByRole('combobox', { name: 'Mes' }).click();
  await page.getByRole('option', { name: MONTHS[month - 1], exact: true }).click();
  await declaration.getByRole('combobox', { name: 'Quincena' }).click();
  await page.getByRole('option', { name: new RegExp(`^${fortnight}\\.ª`) }).click();
  await shot(page, 'treasury-journey-iva-declaration');
  const declaring = page.waitForEvent('download');
  await declaration.getByRole('button', { name: 'TXT de IVA' }).click();
  const txt = await declaring;
  expect(txt.suggestedFilename()).toBe(`IVA ${year}${pad(month)} quincena ${fortnight}.txt`);
  const text = (await saved(txt)).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) expect(line.split('\t')).toHaveLength(16);
  const ours = lines.map((l) => l.split('\t')).filter((f) => f[6] === 'F0913');
  expect(ours).toHaveLength(1);
  expect(ours[0]?.slice(1)).toEqual([
    `${year}${pad(month)}`,
    iso(causedDay),
    'C',
    '01',
    'J412345670',
    'F0913',
    '00000913',
    '1160.00',
    '1000.00',
    '120.00',
    '0',
    receipt,
    '0.00',
    '16.00',
    '0',
  ]);
});
