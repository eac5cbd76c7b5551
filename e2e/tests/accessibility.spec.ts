import { existsSync, readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  BUDGET_REPORTS,
  INVENTORY_REPORTS,
  PAYROLL_REPORTS,
  REVENUE_REPORTS,
  resourcesForScreen,
  TREASURY_REPORTS,
} from '@erario/contracts';
import type { Locator, Page, Request } from '@playwright/test';
import {
  buildMenu,
  HOME_PATH,
  type MenuDeclaration,
  type NavItem,
} from '../../apps/web/src/platform/menu.ts';
import { ADMIN_PASSWORD } from '../fixtures.ts';
import { adminApi, institutionToday, mainMenu, signInByApi } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * axe-core (WCAG 2.1 AA): no serious or critical violation. At a desk, over every built screen the
 * seeded admin reaches from the menu, the pages outside it and the public pages. On a phone, once
 * per kit (a master's list and form, a report with its content, a document's list, form and view,
 * the dashboard, the shell's menus) and every page a module draws itself: the kits render the same
 * components on every screen built on them, so their violations show on any one of them, while a
 * page of its own lays out its own.
 */
const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function violations(page: Page, withMenu: boolean) {
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the violations are read here: axe need not list every node that passes.
    .options({ resultTypes: ['violations'] });
  // The side menu (≈ 120 links, a third of axe's time on a screen) is the same on every screen: it is
  // analysed on the first screen of each part, its links, groups and selected entry included.
  const result = await (withMenu ? axe : axe.exclude(MAIN_MENU)).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const MAIN_MENU = 'nav[aria-label="Menú principal"]';

/**
 * What a screen still loading looks like, whatever the screen: an indeterminate progress bar or spinner
 * (MUI's, the shell's while a page's code arrives; a determinate one, with its value, is a figure) or a
 * data grid's first-load skeleton.
 */
const LOADING = '[role="progressbar"]:not([aria-valuenow]), .MuiDataGrid-skeletonLoadingOverlay';

/** Counts the page's API calls still unanswered: the data a screen shows comes through them. */
function apiInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  const done = (r: Request) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/** Transitions still running (a dialog fading in, a drawer sliding in); endless ones are a spinner's. */
const moving = () =>
  document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
    .length;

/**
 * Waits until the screen shows what a person would see: no API call unanswered, nothing saying it is
 * loading and nothing still moving in, twice across two drawn frames (an answer drawn may start the
 * queries that wait on it). Cheaper and closer to the screen than half a second of network silence.
 */
async function settled(page: Page, inFlight: () => number) {
  const busy = page.locator(LOADING).filter({ visible: true });
  for (let round = 0; round < 2; round++) {
    await expect
      .poll(async () => inFlight() + (await busy.count()) + (await page.evaluate(moving)), {
        message: `${page.url()} sigue cargando`,
        intervals: [50, 100, 200, 250],
        timeout: 20_000,
      })
      .toBe(0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}

/** One thing axe looks at: `open` brings it on screen, or answers false when there is nothing built to see. */
interface Visit {
  name: string;
  open(page: Page): Promise<boolean>;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Goes to `path` as the menu's links do, inside the running app (the router follows the history).
 * The app is loaded afresh for the first screen, and after a visit that left a dialog, menu or
 * drawer open over it (MUI puts each in a layer of its own under the body).
 */
async function goInApp(page: Page, path: string) {
  const overlaid = (await page.locator('body > [role="presentation"]').count()) > 0;
  if (!page.url().startsWith('http') || overlaid) return page.goto(path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A screen by its address: its heading shows, unless the screen says it is not built yet. */
const screen = (path: string): Visit => ({
  name: path,
  async open(page) {
    await goInApp(page, path);
    await expect(page, path).toHaveURL((url) => decodeURI(url.pathname + url.search) === path);
    await expect(h1(page), path).toBeVisible();
    return !(await page.getByText('Aún no disponible').isVisible());
  },
});

/** A public page, signed out: it is ready when `ready` shows (not every one has a heading). */
const publicPage = (path: string, ready: (page: Page) => Locator): Visit => ({
  name: path,
  async open(page) {
    await page.goto(path);
    await expect(ready(page), path).toBeVisible();
    return true;
  },
});

const PUBLIC_PAGES: Visit[] = [
  publicPage('/session/signin', (page) => page.getByRole('button', { name: 'Ingresar' })),
  publicPage('/session/forgot-password', h1),
  publicPage('/session/reset-password/no-es-un-enlace', h1),
  publicPage('/session/404', h1),
  publicPage('/document/verify/no-existe', h1),
  publicPage('/receipt/verify/no-existe', h1),
  publicPage('/solvency/verify/no-existe', h1),
  publicPage('/turno/no-existe', (page) => page.getByText('TURNO NO ENCONTRADO')),
];

/** One of the shell's menus, opened over the home page by its button, once what it shows is there. */
const shellMenu = (name: string, button: string, shown: (page: Page) => Locator): Visit => ({
  name,
  async open(page) {
    await page.goto(HOME_PATH);
    await page.getByRole('button', { name: button }).click();
    await expect(shown(page)).toBeVisible();
    return true;
  },
});
const userMenu = shellMenu('menú del usuario', 'Menú del usuario', (page) =>
  page.getByRole('menuitem', { name: 'Cerrar sesión' }),
);
const notifications = shellMenu('notificaciones', 'Notificaciones', (page) =>
  page.getByRole('list', { name: 'Lista de notificaciones' }),
);
const phoneMenu = shellMenu('menú lateral (teléfono)', 'Abrir el menú', mainMenu);

/** A master's list, then its form open on a new row. */
const masterForm = (item: NavItem): Visit => ({
  name: `${item.path} (formulario)`,
  async open(page) {
    await screen(item.path).open(page);
    await page.getByRole('button', { name: /^Nuev[oa]$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    return true;
  },
});

/** A report with its rows and totals on screen, as asked with its default filters. */
const reportContent = (item: NavItem): Visit => ({
  name: `${item.path} (consultado)`,
  async open(page) {
    await screen(item.path).open(page);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();
    return true;
  },
});

/** A document's view: the draft beforeAll made (nothing is posted yet when this file runs). */
const documentView: Visit = {
  name: '/pages/view-document (borrador)',
  async open(page) {
    await goInApp(page, `/pages/view-document?id=${draftId}`);
    await expect(page.getByRole('heading', { name: /\(borrador\)/ })).toBeVisible();
    return true;
  },
};

/**
 * The catalogue screens a web module draws with a page of its own (the keys of the `screens` map in
 * `modules/<module>/<module>.screens.tsx`), read from the source: the web app's modules do not load
 * outside a browser build. The rest of the menu is the kits': masters and reports.
 */
function ownPages(): Set<string> {
  const modules = new URL('../../apps/web/src/modules/', import.meta.url);
  const codes = new Set<string>();
  for (const name of readdirSync(modules)) {
    const file = new URL(`${name}/${name}.screens.tsx`, modules);
    if (!existsSync(file)) continue;
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/'([A-Z]{3}-[A-Z0-9]{3}-\d{2})':\s*lazy\(/g))
      codes.add(code as string);
  }
  return codes;
}

const REPORT_SCREENS = new Set(
  [...BUDGET_REPORTS, ...TREASURY_REPORTS, ...REVENUE_REPORTS, ...INVENTORY_REPORTS, ...PAYROLL_REPORTS].map(
    (r) => r.screen,
  ),
);
type Kind = 'master' | 'report' | 'page';
function kindOf(item: NavItem, own: Set<string>): Kind {
  if (!item.code || own.has(item.code)) return 'page';
  if (REPORT_SCREENS.has(item.code)) return 'report';
  return resourcesForScreen(item.code).length > 0 ? 'master' : 'page';
}

let menu: NavItem[] = [];
let draftId = 0;

// The parts are independent: they spread over the workers, each on the file's server of its own
// (tests/test.ts), where beforeAll makes what they look at.
test.describe.configure({ mode: 'parallel' });

/** The modules' own menu entries, as the app gets them: every `modules/<m>/<m>.menu.ts`. */
async function declaredMenu(): Promise<MenuDeclaration[]> {
  const modules = new URL('../../apps/web/src/modules/', import.meta.url);
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.menu.ts'),
  );
  const loaded = await Promise.all(
    files.map(async (f) => Object.values(await import(new URL(f, modules).href))),
  );
  return loaded.flat().filter(Array.isArray).flat() as MenuDeclaration[];
}

test.beforeAll(async ({ request }) => {
  const { send, idPeriod, user } = await adminApi(request);
  // Each address once: the menu offers "Generar documentos" twice.
  const items = buildMenu(user, await declaredMenu()).flatMap((e) => (e.kind === 'item' ? [e] : e.children));
  menu = items.filter((item, i) => items.findIndex((other) => other.path === item.path) === i);

  // A draft commitment, for a document's view.
  const form = await send('GET', `budget/document/loadFormData/${user.idClient}/${idPeriod}`);
  const types = form.documentTypes as { id: number; code: number }[];
  const accounts = (await send(
    'GET',
    `budget/document/accounts/${idPeriod}?search=4.02.01.01.00`,
  )) as unknown as {
    id: number;
  }[];
  const beneficiaries = (await send('GET', 'finance/beneficiary/options?search=Suministros')) as unknown as {
    id: number;
  }[];
  draftId = (
    await send('POST', 'budget/document/create', {
      idPeriod,
      idDocumentType: types.find((t) => t.code === 8)?.id,
      dateOrder: institutionToday(),
      description: 'Compra de alimentos (borrador para la revisión de accesibilidad)',
      idBeneficiary: beneficiaries[0]?.id,
      lines: [{ idBudgetAccount: accounts[0]?.id, amount: '1160.00' }],
      bills: [
        {
          dateBill: institutionToday(),
          control: '00-000001',
          number: 'A-0001',
          amountTaxed: '0.00',
          amountWithoutTaxIva: '1000.00',
          amountTaxIva: '160.00',
          amountBase: '1000.00',
          retentionIva: '120.00',
        },
      ],
    })
  ).id;
});

/** The report kit's representative: the execution by accounts, which answers with its default filters. */
const reportKit = (): NavItem =>
  menu.find((item) => item.path === '/pages/Presupuesto-gastos-reporte-cuentas') as NavItem;

/** At a desk: every screen of the menu, the pages the user menu opens, the shell's menus, a kit's dialog and content. */
function deskVisits(): { signedOut: Visit[]; signedIn: Visit[] } {
  const own = ownPages();
  const firstOf = (kind: Kind) => menu.find((item) => kindOf(item, own) === kind) as NavItem;
  return {
    signedOut: PUBLIC_PAGES,
    signedIn: [
      ...menu.map((item) => screen(item.path)),
      screen('/pages/about'),
      screen('/pages/change-password'),
      screen('/pages/primeros-pasos'),
      userMenu,
      notifications,
      masterForm(firstOf('master')),
      reportContent(reportKit()),
      documentView,
    ],
  };
}

/** On a phone: one of each kit, the shell's menus, and every page of its own. */
function phoneVisits(): { signedOut: Visit[]; signedIn: Visit[] } {
  const own = ownPages();
  // The rule must still find the modules' pages: a change in how they are declared fails here, not by
  // silently checking fewer screens.
  expect(own.size).toBeGreaterThan(20);
  const master = menu.find((item) => kindOf(item, own) === 'master') as NavItem;
  return {
    // The three verification pages are one page (its not-found state alike): one of them.
    signedOut: PUBLIC_PAGES.filter((visit) => !/^\/(receipt|solvency)\/verify\//.test(visit.name)),
    signedIn: [
      phoneMenu,
      userMenu,
      screen(master.path),
      masterForm(master),
      reportContent(reportKit()),
      documentView,
      ...menu.filter((item) => kindOf(item, own) === 'page').map((item) => screen(item.path)),
      screen('/pages/about'),
      screen('/pages/change-password'),
      screen('/pages/primeros-pasos'),
    ],
  };
}

async function check(page: Page, inFlight: () => number, visits: Visit[], found: string[]): Promise<number> {
  let checked = 0;
  let menuSeen = false;
  for (const visit of visits) {
    if (!(await visit.open(page))) continue;
    await settled(page, inFlight);
    const menuShown = await page.locator(MAIN_MENU).isVisible();
    const v = await violations(page, menuShown && !menuSeen);
    menuSeen ||= menuShown;
    if (v.length) found.push(`${visit.name} → ${v.join('; ')}`);
    checked++;
  }
  return checked;
}

/**
 * One part of a size's visits (every `parts`-th one): each test keeps a time limit that tells a slow
 * screen from a slow machine as the menu grows. The public pages are seen signed out, the rest signed in.
 */
async function runPart(
  page: Page,
  viewport: { width: number; height: number },
  visits: { signedOut: Visit[]; signedIn: Visit[] },
  part: number,
  parts: number,
) {
  const mine = (list: Visit[]) => list.filter((_, i) => i % parts === part);
  await page.setViewportSize(viewport);
  const inFlight = apiInFlight(page);
  const found: string[] = [];
  let checked = await check(page, inFlight, mine(visits.signedOut), found);
  await signInByApi(page, 'admin', ADMIN_PASSWORD);
  checked += await check(page, inFlight, mine(visits.signedIn), found);
  // The count a reader of the run compares between runs: the menu grows, this grows with it.
  console.log(`axe: ${checked} pantallas revisadas (${test.info().title})`);
  return { found, checked };
}

const DESK_PARTS = 4;
for (let part = 0; part < DESK_PARTS; part++)
  test(`no serious or critical axe violation at a desk (parte ${part + 1} de ${DESK_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { found, checked } = await runPart(page, DESK, deskVisits(), part, DESK_PARTS);
    expect(found, found.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(25);
  });

const PHONE_PARTS = 2;
for (let part = 0; part < PHONE_PARTS; part++)
  test(`no serious or critical axe violation on a phone (parte ${part + 1} de ${PHONE_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { found, checked } = await runPart(page, PHONE, phoneVisits(), part, PHONE_PARTS);
    expect(found, found.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(12);
  });
