import { rifOf } from '@erario/contracts';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * A solvency at the tax office, in the browser: a taxpayer whose truck owes this year's taxes is not
 * solvent; once the cashier charges them it is, and the clerk issues its solvencia municipal from the
 * taxpayer's view, prints it, and a citizen scanning its QR code sees it is authentic and in force.
 */
const stamp = Date.now().toString().slice(-6);
const PAYER = { rif: rifOf('J', `41${stamp}`), name: `Transportes La Sabana ${stamp}, C.A.` };
let api: Awaited<ReturnType<typeof adminApi>>;
let idPayer = 0;
let idTruck = 0;

test.beforeAll(async ({ request }) => {
  api = await adminApi(request);
  const { send } = api;
  const entry = (description: string) => ({
    code: `${description.slice(0, 2).toUpperCase()}${stamp.slice(-4)}`,
    description: `${description} ${stamp}`,
    active: true,
  });
  const type = (await send('POST', 'collection/taxpayerType/create', entry('Transporte'))).id;
  await send('POST', 'collection/collectionConcepts/create', {
    code: `CAR${stamp.slice(-4)}`,
    description: `Impuesto a vehículos de carga ${stamp}`,
    incomeCode: '3.01.02.03.00',
    tariff: '420.00',
    periodicity: 'yearly',
    taxedObject: 'vehicle',
    dueFrom: `${new Date().toISOString().slice(0, 4)}-01-01`,
    active: true,
  });
  idPayer = (
    await send('POST', 'collection/taxpayer/create', {
      rif: PAYER.rif,
      name: PAYER.name,
      idTaxpayerType: type,
      active: true,
    })
  ).id;
  idTruck = (
    await send('POST', 'collection/vehicle/create', {
      idTaxpayer: idPayer,
      plate: `T${stamp}`,
      idVehicleMark: (await send('POST', 'collection/vehicleMark/create', entry('Iveco'))).id,
      idVehicleUse: (await send('POST', 'collection/vehicleUse/create', entry('Carga'))).id,
      idVehicleType: (await send('POST', 'collection/vehicleType/create', entry('Camión'))).id,
      active: true,
    })
  ).id;
});

test('a taxpayer who owes nothing gets its solvency, and anyone can check it', async ({ page }) => {
  test.setTimeout(90_000);
  const send = api.using(page.request);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);

  // The truck owes this year: no solvency is offered.
  await page.goto(`/pages/Contribuyentes?ficha=${idPayer}`);
  await expect(page.getByRole('heading', { name: PAYER.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Períodos pendientes' })).toContainText(`T${stamp}`);
  await expect(page.getByRole('button', { name: 'Emitir solvencia municipal' })).toHaveCount(0);

  // The cashier charges everything the truck owes, on her open box (opened if she had none).
  let box = (await send('GET', 'collection/box/mine')) as unknown as {
    idCashBox: number;
    day: string;
  } | null;
  if (!box) {
    const point = (
      await send('POST', 'collection/collectionPoint/create', {
        code: `S${stamp.slice(-4)}`,
        name: 'Taquilla',
        active: true,
      })
    ).id;
    const idCashBox = (
      await send('POST', 'collection/box/create', {
        idCollectionPoint: point,
        code: `S${stamp.slice(-4)}`,
        name: `Caja S${stamp.slice(-4)}`,
        active: true,
      })
    ).id;
    box = (await send('POST', 'collection/box/open', { idCashBox })) as unknown as {
      idCashBox: number;
      day: string;
    };
  }
  const statement = (await send('GET', `collection/taxpayer/statement/${idPayer}?size=1`)) as unknown as {
    pending: { idCollectionConcept: number; tariff: string | null; period: string }[];
  };
  const lines = statement.pending.map((p) => ({
    idCollectionConcept: p.idCollectionConcept,
    amount: p.tariff ?? '100.00',
    discount: '0.00',
    period: p.period,
    details: [],
  }));
  const total = lines.reduce((sum, l) => sum + Number(l.amount), 0).toFixed(2);
  const cash = await send('POST', 'collection/paymentWay/create', {
    code: `E${stamp.slice(-4)}`,
    description: `Efectivo ${stamp}`,
    kind: 'cash',
    active: true,
  });
  const receipt = await send('POST', 'collection/receipt/create', {
    idPeriod: api.idPeriod,
    idCashBox: box.idCashBox,
    receiptDate: box.day,
    idTaxpayer: idPayer,
    taxedObject: { kind: 'vehicle', id: idTruck },
    concepts: lines,
    vouchers: [{ idPaymentForm: cash.id, amount: total, voucherDate: box.day }],
  });
  await send('POST', `collection/receipt/post/${receipt.id}`);

  // Now it is solvent: the clerk issues the solvencia municipal and prints it.
  await page.reload();
  await expect(page.getByText('Solvente: no tiene nada pendiente.')).toBeVisible();
  await shot(page, 'revenue-taxpayer-solvent');
  await page.getByRole('button', { name: 'Emitir solvencia municipal' }).click();
  await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
  await expect(page.getByRole('heading', { name: /^Solvencia municipal \d+$/ })).toBeVisible();
  await expect(page.getByText(`${PAYER.rif} · ${PAYER.name}`)).toBeVisible();
  await expect(page.getByText('Todos sus tributos')).toBeVisible();
  await shot(page, 'revenue-solvency-view');

  // The QR code's page, outside the session: authentic and in force.
  const href = (await page
    .getByRole('link', { name: 'Verificación pública' })
    .getAttribute('href')) as string;
  const citizen = await page.context().browser()?.newPage();
  if (!citizen) throw new Error('no browser');
  await citizen.goto(href.startsWith('http') ? href : new URL(href, page.url()).toString());
  await expect(citizen.getByRole('heading', { name: /^Solvencia municipal N° \d+$/ })).toBeVisible();
  await expect(citizen.getByText('VIGENTE')).toBeVisible();
  await expect(citizen.getByText(`${PAYER.name} · RIF ${PAYER.rif}`)).toBeVisible();
  await shot(citizen, 'revenue-solvency-verified');
  await citizen.goto('/solvency/verify/no-existe-esta-solvencia');
  await expect(citizen.getByText('SOLVENCIA NO ENCONTRADA')).toBeVisible();
  await citizen.close();
});
