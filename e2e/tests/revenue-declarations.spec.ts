import { formatMoney, monthBefore, periodLabel, rifOf, tcmmvAmount } from '@erario/contracts';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, dayClearOfMidnight, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The activity tax from declaring to paying, in the browser: the clerk files last month's gross
 * income of a licence with two activities (the grocery above its minimum, the software house below
 * it); the declaration shows each activity's tax and prints with its QR code; the cashier charges
 * what it came to, the minimum in TCMMV at today's rate, and the month is no longer owed.
 */
const stamp = Date.now().toString().slice(-6);
const PAYER = { rif: rifOf('J', `42${stamp}`), name: `Inversiones El Ávila ${stamp}, C.A.` };
const LICENCE = `LAE-D${stamp}`;
/** The day the journeys run on, set first thing (clear of midnight), and what follows from it. */
let today = '';
let y = 0;
let lastMonth = '';
const code = (prefix: string) => `${prefix}${stamp.slice(-4)}`;
let api: Awaited<ReturnType<typeof adminApi>>;
let tcmmv: { currency: string; rate: string };
let idPayer = 0;
let idBox = 0;

test.beforeAll(async ({ request }) => {
  today = await dayClearOfMidnight();
  y = Number(today.slice(0, 4));
  lastMonth = monthBefore(today);
  api = await adminApi(request);
  const { send } = api;
  const activity = async (prefix: string, description: string, rate: string, minimumUnits: string) => {
    const made = await send('POST', 'collection/economicActivity/create', {
      code: code(prefix),
      description: `${description} ${stamp}`,
      active: true,
    });
    await send('POST', 'collection/activityRate/create', {
      idEconomicActivity: made.id,
      validFrom: `${y - 1}-01-01`,
      rate,
      minimumUnits,
    });
    return made.id as number;
  };
  const grocery = await activity('47', 'Comercio de alimentos', '1.50', '2.00');
  const software = await activity('62', 'Desarrollo de programas', '2.00', '5.00');
  const payer = await send('POST', 'collection/taxpayer/create', {
    ...PAYER,
    idTaxpayerType: (
      await send('POST', 'collection/taxpayerType/create', {
        code: code('D'),
        description: `Ordinario ${stamp}`,
        active: true,
      })
    ).id,
    active: true,
  });
  const patent = await send('POST', 'collection/patentTaxpayer/create', {
    idTaxpayer: payer.id,
    licenceNumber: LICENCE,
    activityCode: code('47'),
    activity: 'Abasto y programas',
    startDate: `${y - 1}-01-01`,
    active: true,
  });
  for (const idEconomicActivity of [grocery, software])
    await send('POST', 'collection/patentActivity/create', { idPatent: patent.id, idEconomicActivity });
  idPayer = payer.id;
  const declared = {
    incomeCode: '3.01.02.01.00',
    periodicity: 'monthly',
    taxedObject: 'patent',
    dueFrom: `${lastMonth}-01`,
    active: true,
  };
  await send('POST', 'collection/collectionConcepts/create', {
    code: code('IA'),
    description: `Actividades económicas ${stamp}`,
    basis: 'declaredIncome',
    ...declared,
  });
  await send('POST', 'collection/collectionConcepts/create', {
    code: code('IM'),
    description: `Mínimo tributable ${stamp}`,
    basis: 'declaredMinimum',
    tariffUnit: 'TCMMV',
    ...declared,
  });
  // Another spec may have recorded today's rate on this database already.
  await send('POST', 'finance/exchangeRate/create', {
    currency: 'USD',
    validFrom: today,
    rate: '47.50000000',
    source: 'bcv.org.ve',
  }).catch(() => undefined);
  tcmmv = (await send('GET', `finance/exchangeRate/tcmmv?date=${today}`)) as unknown as typeof tcmmv;
  await send('POST', 'collection/paymentWay/create', {
    code: code('E'),
    description: `Efectivo ${stamp}`,
    kind: 'cash',
    active: true,
  });
  const point = await send('POST', 'collection/collectionPoint/create', {
    code: code('P'),
    name: 'Sede de rentas',
    active: true,
  });
  idBox = (
    await send('POST', 'collection/box/create', {
      idCollectionPoint: point.id,
      code: code('C'),
      name: `Caja ${stamp.slice(-4)}`,
      active: true,
    })
  ).id;
});

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a licence declares last month, and what it came to is charged', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/Declaraciones-Ingresos');
  await page.getByRole('link', { name: 'Nueva declaración' }).click();
  await expect(page.getByRole('heading', { name: /^Nueva declaración de ingresos/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Contribuyente' }).fill(PAYER.name.slice(0, 20));
  await page
    .getByRole('option', { name: new RegExp(PAYER.name.slice(0, 20)) })
    .first()
    .click();
  await pick(page, 'Licencia', LICENCE);
  // The licence's two activities are listed for their income; last month is proposed.
  await expect(page.getByRole('textbox', { name: 'Período declarado' })).toHaveValue(lastMonth);
  const income = (prefix: string) =>
    page.getByRole('textbox', { name: new RegExp(`^Ingresos de ${code(prefix)} `) });
  await income('47').fill('100000');
  await income('62').fill('1000');
  await income('62').blur();
  await expect(page.getByText('Total 101.000,00')).toBeVisible();
  await shot(page, 'revenue-declaration-form');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();

  // The grocery pays its rate (1,50 % = 1.500,00 Bs), the software house its minimum (5 TCMMV).
  await expect(page.getByRole('heading', { name: /^Declaración mensual \d+$/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Actividades declaradas' });
  // A row is named from its code on (the stamp in the descriptions may spell another row's code).
  await expect(lines.getByRole('row', { name: new RegExp(`^${code('47')} `) })).toContainText('1.500,00 Bs');
  await expect(lines.getByRole('row', { name: new RegExp(`^${code('62')} `) })).toContainText('5,00 TCMMV');
  await expect(page.getByText(periodLabel(lastMonth))).toBeVisible();
  await shot(page, 'revenue-declaration-view');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'revenue-declaration-view-phone');
  await page.setViewportSize({ width: 1366, height: 800 });
  // Its QR code's page, outside the session: authentic and in force.
  const href = (await page
    .getByRole('link', { name: 'Verificación pública' })
    .getAttribute('href')) as string;
  const citizen = await page.context().browser()?.newPage();
  if (!citizen) throw new Error('no browser');
  await citizen.goto(href.startsWith('http') ? href : new URL(href, page.url()).toString());
  await expect(citizen.getByRole('heading', { name: /^Declaración mensual N° \d+$/ })).toBeVisible();
  await expect(citizen.getByText('VIGENTE')).toBeVisible();
  await expect(citizen.getByText(LICENCE)).toBeVisible();
  await citizen.close();

  // The cashier opens her box and charges the month from what the licence owes.
  await page.goto('/pages/add-recibo');
  await expect(page.getByText('No tiene una caja abierta')).toBeVisible();
  await pick(page, 'Caja', `Caja ${stamp.slice(-4)}`);
  await page.getByLabel('Fondo de caja').fill('0');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(page.getByText(`Caja ${stamp.slice(-4)} · Sede de rentas, abierta`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Contribuyente' }).fill(PAYER.name.slice(0, 20));
  await page
    .getByRole('option', { name: new RegExp(PAYER.name.slice(0, 20)) })
    .first()
    .click();
  const month = periodLabel(lastMonth);
  await page.getByRole('button', { name: new RegExp(`^Agregar ${code('IA')} de ${month}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^Agregar ${code('IM')} de ${month}`) }).click();
  const minimum = tcmmvAmount('5.00', tcmmv.rate);
  await expect(page.getByRole('textbox', { name: 'Monto del concepto 1' })).toHaveValue('1.500,00');
  await expect(page.getByRole('textbox', { name: 'TCMMV del concepto 2' })).toHaveValue('5,00');
  await expect(page.getByRole('textbox', { name: 'Monto del concepto 2' })).toHaveValue(formatMoney(minimum));
  const total = (1500 + Number(minimum)).toFixed(2);
  await pick(page, 'Forma de pago 1', `Efectivo ${stamp}`);
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).fill(formatMoney(total));
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).blur();
  await shot(page, 'revenue-declaration-receipt');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Recibo \d+$/ })).toBeVisible();
  // Each line explains its figure by the declaration (late if filed after the 15th).
  await expect(
    page.getByText(/Declaración mensual N\.º \d+( \(extemporánea\))?: mínimo tributable 5,00 TCMMV/),
  ).toBeVisible();

  // The month is paid: the taxpayer owes nothing more.
  await page.goto(`/pages/Contribuyentes?ficha=${idPayer}`);
  await expect(page.getByRole('heading', { name: PAYER.name })).toBeVisible();
  await expect(page.getByText('Solvente: no tiene nada pendiente.')).toBeVisible();
});

test('a fine beyond the limit of its type is refused in the form; within it, imposed and verified', async ({
  page,
}) => {
  const send = api.using(page.request);
  const concept = await send('POST', 'collection/collectionConcepts/create', {
    code: code('MU'),
    description: `Multas ${stamp}`,
    incomeCode: '3.01.09.01.00',
    active: true,
  });
  await send('POST', 'collection/fineType/create', {
    code: code('PR'),
    description: `Pago con retraso ${stamp}`,
    legalBasis: 'COT art. 110',
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    idCollectionConcept: concept.id,
    active: true,
  });
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/Multas');
  await page.getByRole('link', { name: 'Nueva multa' }).click();
  await expect(page.getByRole('heading', { name: /^Nueva multa/ })).toBeVisible();
  // The form may still be settling (the period, its defaults): typed again until the option shows.
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Contribuyente' }).fill(PAYER.name.slice(0, 20));
    await page
      .getByRole('option', { name: new RegExp(PAYER.name.slice(0, 20)) })
      .first()
      .click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await pick(page, 'Tipo de multa', `Pago con retraso ${stamp}`);
  await page.getByRole('textbox', { name: 'Tributo (Bs)' }).fill('15000');
  await page.getByRole('textbox', { name: 'Porcentaje o TCMMV' }).fill('150');
  await page.getByRole('textbox', { name: 'Acto que la impone' }).fill('Resolución DH-2026-0153');
  await page
    .getByRole('textbox', { name: 'Hechos' })
    .fill('Pagó el primer trimestre 40 días después de su vencimiento.');
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(
    page.getByText(
      `La multa por Pago con retraso ${stamp} va de 1,00 a 100,00 % (COT art. 110): 150,00 % pasa del límite`,
    ),
  ).toBeVisible();
  await shot(page, 'revenue-fine-refused');
  await page.getByRole('textbox', { name: 'Porcentaje o TCMMV' }).fill('10');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Multa \d+$/ })).toBeVisible();
  await expect(page.getByText('10,00 % de 15.000,00 Bs = 1.500,00 Bs')).toBeVisible();
  await shot(page, 'revenue-fine-view');
  const href = (await page
    .getByRole('link', { name: 'Verificación pública' })
    .getAttribute('href')) as string;
  const citizen = await page.context().browser()?.newPage();
  if (!citizen) throw new Error('no browser');
  await citizen.goto(href.startsWith('http') ? href : new URL(href, page.url()).toString());
  await expect(citizen.getByRole('heading', { name: /^Multa N° \d+$/ })).toBeVisible();
  await expect(citizen.getByText('VIGENTE')).toBeVisible();
  await expect(citizen.getByText('1.500,00 Bs')).toBeVisible();
  await citizen.close();

  // The cashier charges it from what the taxpayer owes, whole, naming the fine.
  await send('POST', 'collection/box/open', { idCashBox: idBox, openingFloat: '0' }).catch(() => undefined);
  await page.goto('/pages/add-recibo');
  await page.getByRole('combobox', { name: 'Contribuyente' }).fill(PAYER.name.slice(0, 20));
  await page
    .getByRole('option', { name: new RegExp(PAYER.name.slice(0, 20)) })
    .first()
    .click();
  await page.getByRole('button', { name: new RegExp(`^Agregar ${code('MU')} de Multa N\\.º \\d+`) }).click();
  await expect(page.getByRole('textbox', { name: 'Multa' })).toHaveValue(/^Multa N\.º \d+$/);
  await expect(page.getByRole('textbox', { name: 'Monto del concepto 1' })).toHaveValue('1.500,00');
  await pick(page, 'Forma de pago 1', `Efectivo ${stamp}`);
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).fill('1.500,00');
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).blur();
  await shot(page, 'revenue-fine-receipt');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Recibo \d+$/ })).toBeVisible();
  await expect(page.getByText(/Multa N\.º \d+ \(Resolución DH-2026-0153\): Pago con retraso/)).toBeVisible();
});

test('a taxpayer signs a payment agreement over its fines and pays its first instalment', async ({
  page,
}) => {
  const send = api.using(page.request);
  const owner = await send('POST', 'collection/taxpayer/create', {
    rif: rifOf('V', `17${stamp}`),
    name: `Carmen Ruiz ${stamp}`,
    idTaxpayerType: (
      await send('POST', 'collection/taxpayerType/create', {
        code: code('N'),
        description: `Natural ${stamp}`,
        active: true,
      })
    ).id,
    active: true,
  });
  const fines = await send('POST', 'collection/collectionConcepts/create', {
    code: code('ML'),
    description: `Multas ${stamp}`,
    incomeCode: '3.01.09.01.00',
    active: true,
  });
  const type = await send('POST', 'collection/fineType/create', {
    code: code('FT'),
    description: `Retraso ${stamp}`,
    legalBasis: 'COT art. 110',
    kind: 'taxPercent',
    minimum: '1.00',
    maximum: '100.00',
    idCollectionConcept: fines.id,
    active: true,
  });
  for (const taxAmount of ['3000.00', '2000.00']) {
    const fine = await send('POST', 'collection/fine/create', {
      idPeriod: api.idPeriod,
      fineDate: today,
      idTaxpayer: owner.id,
      idFineType: type.id,
      taxAmount,
      value: '10.00',
      act: 'Resolución DH-2026-0400',
      reason: 'Pagó con retraso los trimestres del año anterior.',
    });
    await send('POST', `collection/fine/post/${fine.id}`, {});
  }
  const concept = await send('POST', 'collection/collectionConcepts/create', {
    code: code('CV'),
    description: `Convenios ${stamp}`,
    incomeCode: '3.01.09.01.00',
    active: true,
  });
  await send('POST', 'collection/agreementType/create', {
    code: code('TC'),
    description: `Convenio de tres cuotas ${stamp}`,
    legalBasis: 'Ordenanza de Hacienda, art. 45',
    maxInstalments: 3,
    minFirstPercent: '20.00',
    graceDays: 10,
    allowsSolvency: true,
    idCollectionConcept: concept.id,
    active: true,
  });

  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/pages/Convenios-Pago');
  await page.getByRole('link', { name: 'Nuevo convenio' }).click();
  await expect(page.getByRole('heading', { name: /^Nuevo convenio de pago/ })).toBeVisible();
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Contribuyente' }).fill(`Carmen Ruiz ${stamp}`);
    await page
      .getByRole('option', { name: new RegExp(`Carmen Ruiz ${stamp}`) })
      .first()
      .click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await pick(page, 'Tipo de convenio', `Convenio de tres cuotas ${stamp}`);
  const debts = page.getByRole('table', { name: 'Deudas del contribuyente' });
  await expect(debts.getByRole('checkbox')).toHaveCount(2);
  for (const box of await debts.getByRole('checkbox').all()) await box.check();
  await page.getByRole('textbox', { name: 'Cuotas', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Proponer cuotas' }).click();
  // 500,00 in three: the first at least 20 %, here the third part; the rest equal.
  await expect(page.getByRole('textbox', { name: 'Monto de la cuota 1' })).toHaveValue('166,66');
  await expect(page.getByRole('textbox', { name: 'Monto de la cuota 3' })).toHaveValue('166,67');
  await expect(page.getByRole('status').filter({ hasText: 'Cuotas 500,00 · Deuda 500,00' })).toBeVisible();
  await shot(page, 'revenue-agreement-form');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Convenio de pago \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cuotas del convenio' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Al día')).toBeVisible();
  await shot(page, 'revenue-agreement-view');

  // At the cash desk the fines are owed through the agreement: its first instalment.
  await send('POST', 'collection/box/open', { idCashBox: idBox, openingFloat: '0' }).catch(() => undefined);
  await page.goto('/pages/add-recibo');
  await page.getByRole('combobox', { name: 'Contribuyente' }).fill(`Carmen Ruiz ${stamp}`);
  await page
    .getByRole('option', { name: new RegExp(`Carmen Ruiz ${stamp}`) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Agregar .* de Multa/ })).toHaveCount(0);
  await page
    .getByRole('button', { name: new RegExp(`^Agregar ${code('CV')} de Cuota 1 del convenio`) })
    .click();
  await expect(page.getByRole('textbox', { name: 'Convenio' })).toHaveValue(
    /^Cuota 1 del convenio N\.º \d+$/,
  );
  await pick(page, 'Forma de pago 1', `Efectivo ${stamp}`);
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).fill('166,66');
  await page.getByRole('textbox', { name: 'Monto del pago 1' }).blur();
  await page.getByRole('button', { name: 'Registrar' }).click();
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Recibo \d+$/ })).toBeVisible();
  await expect(page.getByText(/Cuota 1 del convenio N\.º \d+ \(Convenio de tres cuotas/)).toBeVisible();
});
