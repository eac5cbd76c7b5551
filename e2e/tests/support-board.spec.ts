import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, FIXTURE_PASSWORD } from '../fixtures.ts';
import { signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * A request to the support desk, in the browser: the Contraloría's officer files it; the desk, at
 * the town hall, sees every institution's board, drags the card to «waiting on the requester» and
 * asks a question; the officer answers, which sends the request back to the desk; the history says
 * so; and the board's address, its period sealed, does not open when altered.
 */
const stamp = Date.now().toString().slice(-6);
const TITLE = `No imprime la orden de pago ${stamp}`;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page) => page.getByRole('article', { name: new RegExp(TITLE) });

test('a request from the institution to the desk and back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'contralor', FIXTURE_PASSWORD, null);
  // The spec's address of the board, under /pages/, is the same screen.
  await page.goto('/pages/support-board');
  await expect(page).toHaveURL(/\/support-board$/);
  await expect(page.getByRole('heading', { name: 'Tablero de soporte' })).toBeVisible();
  await expect(page.getByText(/^Período \d{4} · Contraloría Municipal Demo$/)).toBeVisible();
  // Only the desk chooses to see every institution.
  await expect(page.getByLabel('Todas las instituciones')).toHaveCount(0);

  await page.getByRole('button', { name: 'Nueva solicitud' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva solicitud de soporte' });
  await form.getByLabel('Asunto').fill('Hola');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(form.getByText('Asunto: escriba al menos 5 caracteres')).toBeVisible();
  await form.getByLabel('Asunto').fill(TITLE);
  await form.getByLabel('Descripción').fill('Al pulsar Imprimir en la orden 15 no abre el PDF.');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText(/Solicitud #\d+ registrada/)).toBeVisible();
  await expect(column(page, 'Recibida').getByRole('article', { name: new RegExp(TITLE) })).toBeVisible();
  await expect(card(page)).toContainText('Esperando 0 min');
  // The requester does not move a received request: only the desk does.
  await expect(card(page).getByRole('button', { name: 'Mover a…' })).toHaveCount(0);

  // The desk, signed in at the town hall, on its own browser.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  try {
    await signInByApi(desk, 'admin', ADMIN_PASSWORD, null);
    await desk.goto('/support-board');
    await expect(desk.getByRole('heading', { name: 'Tablero de soporte' })).toBeVisible();
    await expect(card(desk)).toHaveCount(0);
    await desk.getByLabel('Todas las instituciones').check();
    await expect(card(desk)).toContainText('Contraloría Municipal Demo');
    await card(desk).dragTo(column(desk, 'Esperando al solicitante'));
    await expect(
      column(desk, 'Esperando al solicitante').getByRole('article', { name: new RegExp(TITLE) }),
    ).toBeVisible();
    await expect(card(desk)).toContainText('En pausa');
    await shot(desk, 'support-board');

    await card(desk).getByRole('button', { name: 'Ver', exact: true }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Nuevo comentario').fill('¿Con qué orden ocurre? Envíe el número, por favor.');
    await dialog.getByRole('button', { name: 'Comentar' }).click();
    await expect(dialog.getByTestId('support-comment')).toContainText(
      'Alcaldía del Municipio Demo (soporte)',
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  } finally {
    await deskContext.close();
  }

  // The officer reads the question, signed with the desk's institution, and answers it.
  await page.reload();
  await expect(
    column(page, 'Esperando al solicitante').getByRole('article', { name: new RegExp(TITLE) }),
  ).toBeVisible();
  await card(page).getByRole('button', { name: 'Ver', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('support-comment')).toContainText('Alcaldía del Municipio Demo (soporte)');
  await dialog.getByLabel('Nuevo comentario').fill('Es la orden 15 de marzo.');
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  await expect(dialog.getByTestId('support-comment')).toHaveCount(2);
  await expect(dialog.getByTestId('support-comment').nth(1)).toContainText('Contraloría Municipal Demo');
  await shot(page, 'support-request');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  // The answer sent it back to the desk.
  await expect(column(page, 'En atención').getByRole('article', { name: new RegExp(TITLE) })).toBeVisible();

  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page).toHaveURL(/\/support-board-history\/[A-Za-z0-9_-]{43}$/);
  const history = page.getByRole('table', { name: 'Historial' });
  await expect(history).toContainText(
    'De «Esperando al solicitante» a «En atención», al responder el solicitante',
  );
  await expect(history).toContainText('Registró la solicitud');
  await shot(page, 'support-history');

  // The board's own address opens it; altered, it opens nothing.
  const sealed = page.url().split('/').pop() ?? '';
  await page.goto(`/support-board-id/${sealed}`);
  await expect(card(page)).toBeVisible();
  const altered = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
  await page.goto(`/support-board-id/${altered}`);
  await expect(page.getByText('Período no encontrado')).toBeVisible();
});
