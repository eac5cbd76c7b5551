import { readFileSync } from 'node:fs';
import {
  type FieldDef,
  formatDate,
  RESOURCES,
  type ResourceDef,
  resourceNamed,
  SCREENS,
} from '@erario/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  classifierEntriesFor,
  sampleInput,
  sampleValue,
} from '../../apps/server/src/test/resource-samples.ts';
import {
  BANK_CODED_ACCOUNT,
  editableFieldOf,
  type ModuleScreens,
  searchFieldOf,
  sweptMasters,
} from '../../apps/web/src/platform/masters/master-coverage.ts';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { signInByApi } from './helpers.ts';
import { shot } from './shots.ts';
import { expect, test } from './test.ts';

/**
 * The masters' screen as a person uses it: create, find by search, edit, export and delete. Rows it
 * refers to are made first through the API. Every master's operations are tested over HTTP
 * (resource.registry.test.ts) and every master's form is rendered (MasterForm.test.tsx): here, a few
 * masters that together bring every field kind, scope and screen feature (master-coverage.ts).
 */
let n = 0;

// The web modules say which screens a module's page wraps and which masters get more actions. Read
// at run time: a path the type checker does not follow, since e2e is not compiled as the React app.
const { WEB_MODULES } = (await import(new URL('../../apps/web/src/modules.ts', import.meta.url).href)) as {
  WEB_MODULES: readonly ModuleScreens[];
};
const SWEPT = sweptMasters(WEB_MODULES);

let idPeriod = 0;

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/auth', { data: { usuario: 'admin', password: ADMIN_PASSWORD } });
  const { data } = await res.json();
  // The period the top bar starts in: the structure's screens show that one's rows.
  idPeriod = data.userInfo[0].idPeriod;
  return data.tokenInfo.access_token;
}

/** A row of `def` through the API, with its own references made first (the structure's in the top bar's period). */
async function ensureRow(request: APIRequestContext, token: string, def: ResourceDef): Promise<number> {
  const input: Record<string, unknown> = sampleInput(def, ++n + 6000);
  for (const fd of def.fields) {
    if (fd.kind === 'ref' && def.period && fd.ref?.resource === 'budgetPeriod') input[fd.name] = idPeriod;
    // The master holds every country and a sample has few free codes (X?): a reference takes Venezuela.
    else if (fd.kind === 'ref' && fd.ref?.resource === 'country')
      input[fd.name] = await venezuela(request, token);
    else if (fd.kind === 'ref')
      input[fd.name] = await ensureRow(request, token, resourceNamed(fd.ref?.resource ?? ''));
  }
  await prepare(request, token, def, input);
  const res = await request.post(`/api/${def.service}/${def.path}/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: input,
  });
  const body = await res.json();
  if (!body.result) throw new Error(`${def.name}: ${body.message}`);
  return body.data.id;
}

async function venezuela(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/finance/country/options?search=Venezuela', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()).data as { id: number }[])[0]?.id as number;
}

/**
 * What a sample names besides its references, made through the API: its classifier entries, in the
 * top bar's period.
 */
async function prepare(
  request: APIRequestContext,
  token: string,
  def: ResourceDef,
  values: Record<string, unknown>,
) {
  const needed = classifierEntriesFor(def, values);
  for (const c of needed) {
    const res = await request.post('/api/budget/budget-classifier/create', {
      headers: { authorization: `Bearer ${token}` },
      data: { idPeriod, code: c, name: `Prueba ${c}` },
    });
    // Already there (409) is as good as made.
    if (![200, 409].includes(res.status())) throw new Error(`clasificador ${c}: ${await res.text()}`);
  }
}

const input = (dialog: Locator, fd: FieldDef) =>
  fd.kind === 'integer'
    ? dialog.getByRole('spinbutton', { name: fd.label, exact: true })
    : dialog.getByRole('textbox', { name: fd.label, exact: true });

async function fill(page: Page, dialog: Locator, fd: FieldDef, value: unknown) {
  if (fd.kind === 'boolean') return;
  if (fd.kind === 'ref') {
    // An optional reference stays empty: one that must agree with another (a concept's section, of
    // its subgroup) would not agree when each takes the first option.
    if (!fd.required) return;
    const picker = dialog.getByRole('combobox', { name: fd.label, exact: true });
    // Given by the screen (a sector's period is the top bar's): shown, not chosen.
    if (await picker.isDisabled()) return;
    await picker.click();
    await page.getByRole('option').first().click();
    return;
  }
  // A sample left empty (an employee's user, a concept paid over as nothing) stays empty.
  if (value === null || value === undefined) return;
  if (fd.kind === 'enum') {
    await dialog.getByRole('combobox', { name: fd.label, exact: true }).click();
    await page.getByRole('option', { name: fd.options?.find((o) => o.value === value)?.label ?? '' }).click();
    return;
  }
  // Dates are typed as a person here types them, day first.
  await input(dialog, fd).fill(fd.kind === 'date' ? formatDate(String(value)) : String(value));
}

for (const def of SWEPT) {
  const screen = SCREENS.find((s) => s.code === def.screen);
  test(`${def.labels.plural}: create, search, edit, export and delete on ${screen?.route}`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    for (const fd of def.fields) {
      if (fd.kind === 'ref' && !(def.period && fd.ref?.resource === 'budgetPeriod'))
        await ensureRow(request, token, resourceNamed(fd.ref?.resource ?? ''));
    }
    await signInByApi(page, 'admin', ADMIN_PASSWORD, null);
    // A screen with several masters (the queue's services and counters) opens the one it names.
    const shared = RESOURCES.filter((r) => r.screen === def.screen).length > 1;
    await page.goto(`${screen?.route ?? '/'}${shared ? `?maestro=${def.name}` : ''}`);
    await page.getByRole('button', { name: def.labels.feminine ? 'Nueva' : 'Nuevo', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const values = sampleInput(def, ++n);
    await prepare(request, token, def, values);
    for (const fd of def.fields) {
      // An employee's account starts with the code of the bank picked for it.
      if (def.name === BANK_CODED_ACCOUNT && fd.name === 'accountNumber') {
        const bank = await dialog.getByRole('combobox', { name: 'Banco', exact: true }).inputValue();
        const code = (
          (await (
            await request.get(`/api/finance/bank/options?search=${encodeURIComponent(bank)}`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json()) as { data: { label: string; detail?: string }[] }
        ).data
          .find((o) => o.label === bank)
          ?.detail?.slice(0, 4);
        values[fd.name] = `${code}${String(values[fd.name]).slice(4)}`;
      }
      await fill(page, dialog, fd, values[fd.name]);
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const saved = page.getByRole('alert').filter({ hasText: /cread[oa]\./ });
    await expect(saved).toBeVisible();

    const grid = page.getByRole('grid', { name: `Lista de ${def.labels.plural}` });
    const searchField = searchFieldOf(def);
    const term = String(values[searchField?.name ?? ''] ?? '');
    await page.getByLabel(`Buscar ${def.labels.plural}`).fill(term);
    await expect(grid.getByRole('row')).toHaveCount(2);
    // Amounts show as 1.234,56: a capture of the first master that has one, to look at.
    if (def.fields.some((fd) => fd.kind === 'money')) await shot(page, `master-${def.name}`);

    const editable = editableFieldOf(def);
    // The full-page capture above resizes the page for a moment and the grid draws its rows again: a
    // click landing on the row being replaced is lost, so it is tried again until the form opens.
    await expect(async () => {
      await grid.getByRole('button', { name: 'Modificar' }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const changed = `${String(sampleValue(editable as FieldDef, n)).slice(0, (editable?.max ?? 40) - 4)} bis`;
    await input(dialog, editable as FieldDef).fill(changed);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /actualizad[oa]\./ })).toBeVisible();
    if (editable?.name === searchField?.name) {
      await page.getByLabel(`Buscar ${def.labels.plural}`).fill(changed);
      await expect(grid.getByRole('row')).toHaveCount(2);
    }

    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(def.fields.map((fd) => fd.label).join(';'));

    await grid.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Confirmación' }).getByRole('button', { name: 'Si' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /eliminad[oa]\./ })).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(1);
  });
}
