import { amountInWords, formatMoney, formatRate, rifOf, tcmmvAmount } from '@erario/contracts';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, dayClearOfMidnight, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * A morning at the municipal tax office, in the browser: the clerk registers a taxpayer (the RIF's
 * check digit refused, then right) and sees in its view the quarters its patente owes; the cashier
 * opens her box, adds the first quarter from what is pending (late: with its interest), with a
 * discount, and is paid part in
 * cash and part by transfer (the difference in red until it is paid), posts the receipt, follows its
 * verification link as a citizen would; the quarter is no longer owed; and she closes the box at the
 * end of the day with the cash she counted.
 */
const stamp = Date.now().toString().slice(-6);
const BOX = { code: `C${stamp.slice(-4)}`, name: `Caja ${stamp.slice(-4)}` };
const TAXPAYER = { rif: rifOf('J', `40${stamp}`), name: `Comercial Los Andes ${stamp}, C.A.` };
const wrongRif = `${TAXPAYER.rif.slice(0, -1)}${(Number(TAXPAYER.rif.slice(-1)) + 1) % 10}`;
/** The day the journey runs on, set first thing (clear of midnight), and what follows from it. */
let today = '';
let year = '';
/** The quarters of this year up to today's: what the new patente owes. */
let quarters = 0;
/**
 * The first quarter is late from 1 April: at the 24 % a year the office records, 1.500,00 earn
 * 1.500 × 24 / 100 / 360 = 1,00 Bs a day of delay.
 */
let lateDays = 0;
let interest = '';
/** What the receipt comes to: the quarter, less its discount of 100, plus its interest. */
let total = '';
let api: Awaited<ReturnType<typeof adminApi>>;
/** Today's TCMMV as the server has it, once the journey recorded the euro's rate of today. */
let tcmmv: { currency: string; rate: string; validFrom: string };

test.beforeAll(async ({ request }) => {
  today = await dayClearOfMidnight();
  year = today.slice(0, 4);
  quarters = Math.ceil(Number(today.slice(5, 7)) / 3);
  lateDays = Math.max(0, (Date.parse(today) - Date.parse(`${year}-03-31`)) / 86_400_000);
  interest = lateDays.toFixed(2);
  total = (1400 + lateDays).toFixed(2);
  api = await adminApi(request);
  const { send } = api;
  const first = (found: unknown) => (found as { id: number }[])[0]?.id as number;
  const idBank = first(await send('GET', 'finance/bank/options?search=Bancaribe'));
  const idCurrency = first(await send('GET', 'finance/currency/options?search=VES'));
  const account = await send('POST', 'finance/bankAccount/create', {
    idBank,
    accountNumber: `0114000000000${stamp}0`,
    accountType: 'CORRIENTE',
    description: 'Cuenta recaudadora',
    idCurrency,
    active: true,
  });
  const point = await send('POST', 'collection/collectionPoint/create', {
    code: `P${stamp.slice(-4)}`,
    name: 'Sede principal',
    active: true,
  });
  await send('POST', 'collection/box/create', {
    idCollectionPoint: point.id,
    ...BOX,
    idBankAccount: account.id,
    active: true,
  });
  await send('POST', 'collection/taxpayerType/create', {
    code: `T${stamp.slice(-4)}`,
    description: `Ordinario ${stamp}`,
    active: true,
  });
  await send('POST', 'collection/collectionConcepts/create', {
    code: `PAT${stamp.slice(-4)}`,
    description: `Patente de industria y comercio ${stamp}`,
    incomeCode: '3.01.02.01.00',
    tariff: '1500.00',
    periodicity: 'quarterly',
    taxedObject: 'patent',
    dueFrom: `${year}-01-01`,
    active: true,
  });
  // A fee in the legal unit (2 TCMMV), charged at the rate of the day, which the office records.
  await send('POST', 'collection/collectionConcepts/create', {
    code: `PUB${stamp.slice(-4)}`,
    description: `Publicidad comercial ${stamp}`,
    incomeCode: '3.01.03.02.00',
    tariff: '2.00',
    tariffUnit: 'TCMMV',
    active: true,
  });
  // The rate of interest on late payment, from January (a second run finds it there already).
  await send('POST', 'collection/lateInterestRate/create', {
    validFrom: `${year}-01-01`,
    rate: '24.00',
    lendingRate: '20.00',
    source: 'BCV',
  }).catch(() => undefined);
  // A second run on the same database finds today's rate there already.
  await send('POST', 'finance/exchangeRate/create', {
    currency: 'EUR',
    validFrom: today,
    rate: '61.25345678',
    source: 'bcv.org.ve',
  }).catch(() => undefined);
  tcmmv = (await send('GET', `finance/exchangeRate/tcmmv?date=${today}`)) as unknown as typeof tcmmv;
  await send('POST', 'collection/paymentWay/create', {
    code: `EF${stamp.slice(-4)}`,
    description: `Efectivo ${stamp}`,
    kind: 'cash',
    active: true,
  });
  await send('POST', 'collection/paymentWay/create', {
    code: `TR${stamp.slice(-4)}`,
    description: `Transferencia ${stamp}`,
    kind: 'transfer',
    idBankAccount: account.id,
    active: true,
  });
});

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('from the taxpayer to the receipt, its verification and the daily close', async ({ page }) => {
  // A whole morning at the counter: more than one screen's time.
  test.setTimeout(90_000);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);

  // The clerk registers the taxpayer; a RIF whose check digit does not match is refused in the form.
  await page.goto('/pages/Contribuyentes');
  await page.getByRole('button', { name: /Nuevo/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('RIF').fill(wrongRif);
  await dialog.getByLabel('Nombre o razón social').fill(TAXPAYER.name);
  await pick(page, 'Tipo de contribuyente', `Ordinario ${stamp}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El dígito verificador no corresponde a ese RIF')).toBeVisible();
  await dialog.getByLabel('RIF').fill(TAXPAYER.rif);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contribuyente creado.')).toBeVisible();

  // Its patente is registered, and its view shows the quarters owed since January.
  const send = api.using(page.request);
  const [payer] = (await send('GET', `collection/taxpayer/options?search=${stamp}`)) as unknown as {
    id: number;
  }[];
  await send('POST', 'collection/patentTaxpayer/create', {
    idTaxpayer: payer?.id,
    licenceNumber: `LAE-${stamp}`,
    activityCode: '4711',
    activity: 'Víveres',
    startDate: `${year}-01-01`,
    active: true,
  });
  await page.getByRole('textbox', { name: /Buscar/ }).fill(stamp);
  await page.getByRole('button', { name: 'Ver ficha' }).first().click();
  await expect(page.getByRole('heading', { name: TAXPAYER.name })).toBeVisible();
  const owed = page.getByRole('table', { name: 'Períodos pendientes' });
  await expect(owed.getByRole('row')).toHaveCount(quarters + 1);
  await expect(owed).toContainText(`1.er trimestre de ${year}`);
  await expect(page.getByRole('table', { name: 'Objetos gravados' })).toContainText(`LAE-${stamp}`);
  await shot(page, 'revenue-taxpayer-view');
  // On a phone the tables scroll inside their card: the page itself is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(owed).toContainText('Vence');
  // Measured once the page has laid itself out again for the narrow screen.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot(page, 'revenue-taxpayer-view-phone');
  await page.setViewportSize({ width: 1366, height: 800 });

  // Late, the clerk sends it a collection notice for the first quarter with its interest, and records
  // that it was handed over (from April on: in the first quarter nothing is late yet).
  if (lateDays > 0) {
    await page.getByRole('button', { name: 'Emitir aviso de cobro' }).click();
    await page.getByRole('button', { name: 'Si' }).click();
    await expect(page.getByRole('heading', { name: /^Aviso de cobro \d+$/ })).toBeVisible();
    const claimed = page.getByRole('table', { name: 'Períodos del aviso' });
    await expect(claimed).toContainText(`1.er trimestre de ${year}`);
    await expect(claimed).toContainText(formatMoney(interest));
    await page.getByLabel('Cómo').fill('En persona, a su encargado');
    await page.getByRole('button', { name: 'Registrar la entrega' }).click();
    await expect(page.getByRole('button', { name: 'Corregir la entrega' })).toBeVisible();
    await shot(page, 'revenue-notice-view');

    // Two other licences of another kind of taxpayer owe their quarters too: from the arrears
    // report, narrowed to them, the clerk issues their notices in a batch and prints them.
    const special = await send('POST', 'collection/taxpayerType/create', {
      code: `E${stamp.slice(-4)}`,
      description: `Especial ${stamp}`,
      active: true,
    });
    for (const [digits, name] of [
      [`41${stamp}`, `Ferretería El Tornillo ${stamp}`],
      [`42${stamp}`, `Panadería La Espiga ${stamp}`],
    ] as const) {
      const other = await send('POST', 'collection/taxpayer/create', {
        rif: rifOf('J', digits),
        name,
        idTaxpayerType: special.id,
        active: true,
      });
      await send('POST', 'collection/patentTaxpayer/create', {
        idTaxpayer: other.id,
        licenceNumber: `L${digits}`,
        activityCode: '4752',
        activity: 'Comercio al por menor',
        startDate: `${year}-01-01`,
        active: true,
      });
    }
    await page.goto('/pages/reporte-morosos');
    await pick(page, 'Concepto', `Patente de industria y comercio ${stamp}`);
    await pick(page, 'Tipo de contribuyente', `Especial ${stamp}`);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByRole('grid', { name: 'Contribuyentes morosos' }).getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Emitir avisos de cobro' }).click();
    const batch = page.getByRole('dialog', { name: 'Avisos de cobro en lote' });
    await batch.getByRole('button', { name: 'Emitir' }).click();
    await expect(batch.getByRole('status')).toHaveText('2 de 2 contribuyentes · 2 avisos emitidos');
    await expect(batch.getByRole('progressbar', { name: 'Avance del lote' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await shot(page, 'revenue-notice-batch');
    const downloading = page.waitForEvent('download');
    await batch.getByRole('button', { name: 'Parte 1' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^Avisos de cobro lote \d+ parte 1\.pdf$/);
    await batch.getByRole('button', { name: 'Cerrar' }).click();
  }

  // The cashier opens her box with its float.
  await page.goto('/pages/add-recibo');
  await expect(page.getByText('No tiene una caja abierta')).toBeVisible();
  await pick(page, 'Caja', BOX.name);
  await page.getByLabel('Fondo de caja').fill('200');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(page.getByText(`${BOX.name} · Sede principal, abierta`)).toBeVisible();

  // The patente, with its tariff proposed and a discount; paid part in cash, part by transfer.
  await page.getByRole('combobox', { name: 'Contribuyente' }).fill(TAXPAYER.name.slice(0, 18));
  await page
    .getByRole('option', { name: new RegExp(TAXPAYER.name.slice(0, 18)) })
    .first()
    .click();
  // What the patente owes is offered; the first quarter comes in with its period and tariff.
  await page
    .getByRole('button', { name: new RegExp(`^Agregar PAT${stamp.slice(-4)} de 1.er trimestre de ${year}`) })
    .click();
  await expect(page.getByRole('combobox', { name: 'Concepto 1' })).toContainText(
    `Patente de industria y comercio ${stamp}`,
  );
  await expect(page.getByRole('textbox', { name: 'Período' })).toHaveValue(`${year}-T1`);
  await expect(page.getByRole('combobox', { name: 'Objeto gravado' })).toContainText(`LAE-${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Monto del concepto 1' })).toHaveValue('1.500,00');
  // The keyboard goes on from the amount of the line it added, not from the top of the page.
  await expect(page.getByRole('textbox', { name: 'Monto del concepto 1' })).toBeFocused();
  // Late, it comes with its interest on late payment to today.
  await expect(page.getByRole('textbox', { name: 'Intereses del concepto 1' })).toHaveValue(
    lateDays > 0 ? formatMoney(interest) : '',
  );
  // A fee in TCMMV comes with its multiples and their bolívares at today's rate, not typed; the
  // cashier sees the rate it takes, then leaves the fee for another day.
  await page.getByRole('button', { name: 'Agregar concepto' }).click();
  await pick(page, 'Concepto 2', `Publicidad comercial ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'TCMMV del concepto 2' })).toHaveValue('2,00');
  const fee = page.getByRole('textbox', { name: 'Monto del concepto 2' });
  await expect(fee).toHaveValue(formatMoney(tcmmvAmount('2.00', tcmmv.rate)));
  await expect(fee).toBeDisabled();
  await expect(page.getByText(`× ${formatRate(tcmmv.rate)} Bs (${tcmmv.currency},`)).toBeVisible();
  await shot(page, 'revenue-receipt-tcmmv');
  await page.getByRole('button', { name: 'Quitar el concepto 2' }).click();
  await page.getByRole('textbox', { name: 'Descuento del concepto 1' }).fill('100');
  await page.getByRole('textbox', { name: 'Detalle' }).fill('Licencia 0042');
  await pick(page, 'Forma de pago 1', `Efectivo ${stamp}`);
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).fill('400');
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).blur();
  const difference = page.getByTestId('receipt-difference');
  await expect(difference).toHaveText(`Diferencia ${formatMoney((1000 + lateDays).toFixed(2))}`);
  await expect(difference).toHaveCSS('color', 'rgb(211, 47, 47)');
  await page.getByRole('button', { name: 'Agregar pago' }).click();
  await pick(page, 'Forma de pago 2', `Transferencia ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Monto del pago 2' })).toHaveValue(
    formatMoney((1000 + lateDays).toFixed(2)),
  );
  await page.getByRole('textbox', { name: 'Referencia' }).fill(`TR${stamp}`);
  await expect(difference).toHaveText('Diferencia 0,00');
  await shot(page, 'revenue-receipt-form');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Recibo \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pagos del recibo' })).toContainText(`TR${stamp}`);
  await shot(page, 'revenue-receipt-view');

  // The citizen's QR code leads to the public page, outside the session.
  const verify = page.getByRole('link', { name: 'Verificación pública' });
  const href = (await verify.getAttribute('href')) as string;
  const citizen = await page.context().browser()?.newPage();
  if (!citizen) throw new Error('no browser');
  await citizen.goto(href.startsWith('http') ? href : new URL(href, page.url()).toString());
  await expect(citizen.getByRole('heading', { name: /^Recibo N° \d+$/ })).toBeVisible();
  await expect(citizen.getByText(TAXPAYER.name)).toBeVisible();
  await expect(citizen.getByText(amountInWords(total))).toBeVisible();
  await citizen.getByText('Efectos de pago (2)').click();
  await expect(citizen.getByRole('table', { name: 'Efectos de pago' })).toContainText(`TR${stamp}`);
  await shot(citizen, 'revenue-receipt-verified');
  await citizen.goto('/receipt/verify/no-existe-este-recibo');
  await expect(citizen.getByText('RECIBO NO ENCONTRADO')).toBeVisible();
  await citizen.close();

  // The quarter is paid: the taxpayer's view no longer asks for it, and lists the receipt.
  await page.goto(`/pages/Contribuyentes?ficha=${payer?.id}`);
  await expect(page.getByRole('table', { name: 'Recibos del contribuyente' })).toContainText(
    `PAT${stamp.slice(-4)} ${year}-T1`,
  );
  if (quarters === 1) await expect(page.getByText('Solvente: no tiene nada pendiente.')).toBeVisible();
  else
    await expect(page.getByRole('table', { name: 'Períodos pendientes' })).not.toContainText(
      `1.er trimestre de ${year}`,
    );

  // At the end of the day the box is closed with the cash counted: 200 float + 400 received.
  await page.goto('/pages/Recaudacion-Reporte');
  await page.getByRole('link', { name: `Cerrar ${BOX.name}` }).click();
  await expect(page.getByText('Efectivo esperado')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Por forma de pago' })).toContainText(
    `Transferencia ${stamp}`,
  );
  // A count that does not agree asks for its reason before the box closes.
  await page.getByLabel('Efectivo contado').fill('590');
  await page.getByLabel('Efectivo contado').blur();
  await expect(page.getByText('Faltante 10,00')).toBeVisible();
  await expect(page.getByText('Explique el motivo del faltante o sobrante')).toBeVisible();
  await page.getByLabel('Efectivo contado').fill('600');
  await page.getByLabel('Efectivo contado').blur();
  await expect(page.getByText('Sin diferencia')).toBeVisible();
  await shot(page, 'revenue-daily-close');
  await page.getByRole('button', { name: 'Cerrar la caja' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Cierre \\d+ · ${BOX.name}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Por concepto' })).toContainText(formatMoney(total));
  // Like every report, the close also downloads as a spreadsheet.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Cierre .+\.xlsx$/);
});
