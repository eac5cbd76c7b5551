import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, signInByApi, switchClient } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * A morning at the town hall's service office, in the browser: the kiosk prints a ticket with its QR
 * code, the agent calls it to Taquilla 1, a preferential ticket printed meanwhile appears in the
 * agent's line without reloading, the citizen following it on the phone is told where to go the
 * moment it is called, the waiting room's display shows it, and the day's numbering is reset.
 */
const stamp = Date.now().toString().slice(-6);
const POINT = `Oficina de turnos ${stamp}`;
let idPoint = 0;

test.beforeAll(async ({ request }) => {
  const { send } = await adminApi(request);
  idPoint = (
    await send('POST', 'collection/collectionPoint/create', {
      code: `Q${stamp.slice(-5)}`,
      name: POINT,
      active: true,
    })
  ).id;
  await send('POST', 'queue/service/create', {
    idCollectionPoint: idPoint,
    prefix: 'C',
    name: 'Caja',
    priority: '0',
    active: true,
  });
  await send('POST', 'queue/service/create', {
    idCollectionPoint: idPoint,
    prefix: 'P',
    name: 'Atención preferente',
    priority: '1',
    active: true,
  });
  await send('POST', 'queue/counter/create', {
    idCollectionPoint: idPoint,
    name: 'Taquilla 1',
    active: true,
  });
});

/** This device works at the journey's point (the setting the point picker keeps). */
async function atPoint(page: Page) {
  await page.evaluate((id) => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...settings, collectionPoint: id }));
  }, idPoint);
}

test('a ticket from the kiosk to the counter, live on every screen', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await atPoint(page);

  await page.goto('/turnos/configuracion-de-turnos');
  await expect(page.getByRole('heading', { name: 'Servicios' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Puestos de atención' })).toBeVisible();
  await shot(page, 'queue-config');

  // The kiosk: one button per service, and the printed ticket with its QR code.
  await page.goto('/turnos/solicitar-Turno');
  await expect(page.getByText('En línea')).toBeVisible();
  await page.getByRole('button', { name: /^Caja/ }).click();
  const ticket = page.getByTestId('ticket');
  await expect(ticket).toContainText('C-001');
  await expect(ticket).toContainText('Es el siguiente en ser llamado');
  await expect(ticket.getByRole('img', { name: 'Código QR para seguir su turno' })).toBeVisible();
  await shot(page, 'queue-kiosk-ticket');
  await page.getByRole('button', { name: 'Listo' }).click();

  // The agent, on another tab: the line, the counter, the call.
  const agent = await context.newPage();
  await agent.goto('/turnos/cola-de-Turnos');
  await expect(agent.getByText('En línea')).toBeVisible();
  const line = agent.getByRole('table', { name: 'Turnos en espera' });
  await expect(line).toContainText('C-001');
  await agent.getByRole('combobox', { name: 'Puesto' }).click();
  await agent.getByRole('option', { name: 'Taquilla 1' }).click();
  await agent.getByRole('button', { name: 'Llamar siguiente' }).click();
  await expect(agent.getByTestId('current-ticket')).toHaveText('C-001');
  await expect(line).not.toContainText('C-001');

  // A preferential ticket printed at the kiosk appears in the agent's line by itself.
  await page.getByRole('button', { name: /^Atención preferente/ }).click();
  await expect(ticket).toContainText('P-001');
  await page.getByRole('button', { name: 'Listo' }).click();
  await expect(line).toContainText('P-001');
  await shot(agent, 'queue-agent');

  // The citizen follows P-001 from its QR code, signed in to nothing.
  const verifyId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('settings') ?? '{}').tickets[0].verifyId as string,
  );
  const phone = await context.browser()?.newPage({ viewport: { width: 390, height: 800 } });
  if (!phone) throw new Error('sin navegador');
  await phone.goto(`/turno/${verifyId}`);
  await expect(phone.getByRole('heading', { name: 'P-001' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveText('Usted es el siguiente');
  await expect(phone.getByText('En línea')).toBeVisible();

  await agent.getByRole('button', { name: 'Llamar siguiente' }).click();
  await expect(agent.getByTestId('current-ticket')).toHaveText('P-001');
  await expect(phone.getByRole('status')).toHaveText('Lo están llamando: diríjase a Taquilla 1');
  await shot(phone, 'queue-ticket-public');
  await phone.close();

  // The waiting room's display.
  const display = await context.newPage();
  await display.goto(`/turnos/pantalla/${idPoint}`);
  await expect(display.getByRole('status')).toContainText('P-001');
  await expect(display.getByRole('status')).toContainText('Taquilla 1');
  await expect(display.getByText('C-001')).toBeVisible();
  await shot(display, 'queue-display');
  await agent.getByRole('button', { name: 'Volver a llamar' }).click();
  await expect(agent.getByText('2 llamados')).toBeVisible();

  // The day's numbering starts again at 1, after a confirmation.
  await page.getByRole('button', { name: /^Caja/ }).click();
  await expect(ticket).toContainText('C-002');
  await page.getByRole('button', { name: 'Listo' }).click();
  await page.goto('/turnos/reset-de-turnos');
  await page.getByRole('button', { name: 'Reiniciar numeración' }).click();
  await expect(page.getByRole('dialog')).toContainText('Se anularán el turno que espera');
  await page.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Numeración reiniciada: un turno en espera anulado')).toBeVisible();
  await page.goto('/turnos/solicitar-Turno');
  await page.getByRole('button', { name: /^Caja/ }).click();
  await expect(ticket).toContainText('C-001');
});

test('the waiting room’s TV and the kiosk as devices: enrolled, without a session, on past two hours', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { send } = await adminApi(request);
  // A point of its own, so that no ticket of the journey above stands in its line.
  const ROOM = `Sala de espera ${stamp}`;
  const idRoom = (
    await send('POST', 'collection/collectionPoint/create', {
      code: `D${stamp.slice(-5)}`,
      name: ROOM,
      active: true,
    })
  ).id;
  await send('POST', 'queue/service/create', {
    idCollectionPoint: idRoom,
    prefix: 'C',
    name: 'Caja',
    priority: '0',
    active: true,
  });
  const idCounter = (
    await send('POST', 'queue/counter/create', {
      idCollectionPoint: idRoom,
      name: 'Taquilla 1',
      active: true,
    })
  ).id;
  // The TV's clock is the test's: two hours and more pass in a moment.
  await page.clock.install();
  await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
  await page.goto('/turnos/configuracion-de-turnos?maestro=dispositivos');
  await page.getByRole('button', { name: 'Enrolar un dispositivo' }).click();
  const enrol = page.getByRole('dialog');
  // Checked before it is asked of the server.
  await enrol.getByRole('button', { name: 'Enrolar' }).click();
  await expect(enrol).toContainText('Escriba un nombre para el dispositivo');
  await expect(enrol).toContainText('Elija la estación de cobro del dispositivo');
  await enrol.getByRole('textbox', { name: 'Nombre' }).fill(`TV sala ${stamp}`);
  await enrol.getByRole('radio', { name: 'Pantalla de la sala de espera' }).check();
  await enrol.getByRole('combobox', { name: 'Estación de cobro' }).click();
  await page.getByRole('option', { name: ROOM }).click();
  await enrol.getByRole('button', { name: 'Enrolar' }).click();
  await expect(enrol).toContainText(`Dispositivo «TV sala ${stamp}» enrolado`);
  await shot(page, 'queue-device-enrolled');
  await enrol.getByRole('button', { name: 'Usar este equipo' }).click();

  // The TV: the point's board, full screen, and nobody's session behind it.
  await expect(page).toHaveURL(/\/dispositivo$/);
  await expect(page.getByRole('heading', { name: ROOM })).toBeVisible();
  await expect(page.getByText('En línea')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);

  // The kiosk, enrolled from the office for the screen at the entrance, opened there by its address.
  const { key } = (await send('POST', 'queue/device/enrol', {
    name: `Quiosco ${stamp}`,
    kind: 'kiosk',
    idCollectionPoint: idRoom,
  })) as unknown as { key: string };
  const kioskContext = await browser.newContext({ viewport: { width: 1080, height: 1920 } });
  const kiosk = await kioskContext.newPage();
  await kiosk.goto(`/dispositivo#clave=${key}`);
  await expect(kiosk).toHaveURL(/\/dispositivo$/);
  await expect(kiosk.getByText('Toque el servicio que necesita para recibir su turno')).toBeVisible();
  await expect(kiosk.getByText('En línea')).toBeVisible();
  await kiosk.getByRole('button', { name: /^Caja/ }).click();
  const ticket = kiosk.getByTestId('ticket');
  await expect(ticket).toContainText(/C-\d{3}/);
  const code = (await ticket.getByText(/^C-\d{3}$/).textContent()) ?? '';
  await shot(kiosk, 'queue-device-kiosk');
  await kiosk.getByRole('button', { name: 'Listo' }).click();

  // Two hours and five minutes without a touch: the TV is still the board, and shows the call.
  await page.clock.fastForward('02:05:00');
  await send('POST', 'queue/ticket/callNext', { idCounter });
  await expect(page.getByRole('status')).toContainText(code);
  await expect(page.getByRole('heading', { name: ROOM })).toBeVisible();
  await shot(page, 'queue-device-display');

  // Revoked, the kiosk says so at its next touch.
  const devices = (await send('GET', 'queue/device/list')) as unknown as { id: number; name: string }[];
  const mine = devices.find((d) => d.name === `Quiosco ${stamp}`);
  await send('POST', `queue/device/revoke/${mine?.id}`);
  await kiosk.getByRole('button', { name: /^Caja/ }).click();
  await expect(kiosk.getByText('Este dispositivo no está enrolado o fue dado de baja')).toBeVisible();
  await kioskContext.close();
});

test('an institution without the queuing system has no queue', async ({ page }) => {
  await signInByApi(page, 'admin', ADMIN_PASSWORD);
  await switchClient(page, 'Contraloría Municipal Demo');
  try {
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).not.toContainText('Turnos');
    await page.goto('/turnos/cola-de-Turnos');
    await expect(page.getByText('Acceso no permitido')).toBeVisible();
  } finally {
    // The admin signs in next time where it left: back home, for the suites that follow.
    await page.goto('/dashboard/default');
    await switchClient(page, 'Alcaldía del Municipio Demo');
  }
});
