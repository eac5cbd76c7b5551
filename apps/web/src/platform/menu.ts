import type { SessionUser } from '@erario/contracts';
import { type ModuleCode, SCREEN_PREFIX, SCREENS, screenEnabled } from '@erario/contracts/catalogue';

export interface NavItem {
  kind: 'item';
  key: string;
  name: string;
  path: string;
  /** Screen code, when the entry is a catalogue screen. */
  code?: string;
  module?: ModuleCode;
}

export interface NavGroup {
  kind: 'group';
  key: string;
  name: string;
  module: ModuleCode;
  report: boolean;
  children: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const HOME_PATH = '/dashboard/default';

/**
 * The address's path as the catalogue writes it: the browser encodes «Recaudación-Maestros-CPI» as
 * «Recaudaci%C3%B3n-…», which would match no screen of the menu.
 */
export function screenPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * An entry of the menu that is not a catalogue screen: at the top level (after Inicio), or in the
 * catalogue's `group` (made for it when the user holds none of that group's screens).
 */
export interface MenuDeclaration {
  key: string;
  name: string;
  path: string;
  /** Shown where the client has this module enabled... */
  module: ModuleCode;
  /** ...and, if given, the user holds this screen. */
  code?: string;
  group?: string;
  /** Shown to every user whatever the client's modules (the spec's payslips): the page says why empty. */
  always?: true;
}

// Declared in each module's `<module>.menu.ts` (plain data: the browser tests read them too).

let declared: readonly MenuDeclaration[] = [];

/**
 * The modules' own menu entries (`WebModule.menu`), handed over by the root (router.tsx) once it has
 * loaded the modules' declarations, before the signed-in frame first renders: the platform names no
 * module, and the sign-in page loads no declaration.
 */
export function declareMenu(entries: readonly MenuDeclaration[]): void {
  declared = entries;
}

/** What the stored session grants: the permitted screen codes (without prefix) and enabled modules. */
export function grantsOf(user: SessionUser): { codes: Set<string>; modules: Set<string> } {
  return {
    codes: new Set(user.src.map((g) => g.src.replace(SCREEN_PREFIX, ''))),
    modules: new Set(user.modules.map((m) => m.code)),
  };
}

/**
 * A screen may be opened when its code is granted and its module is enabled for the client (and no
 * module that replaces it is: the asset office's departments where payroll keeps them).
 */
export function canOpen(user: SessionUser, code: string): boolean {
  const screen = SCREENS.find((s) => s.code === code);
  const { codes, modules } = grantsOf(user);
  return Boolean(screen && codes.has(code) && screenEnabled(screen, modules));
}

/**
 * The menu of spec section 2 for this session: every screen the user holds in a module the client has
 * enabled, grouped as the catalogue groups them, and the modules' own entries; groups without a
 * permitted child are left out. Routes with parameters (a user's permissions) are reached from their
 * list, not from the menu.
 */
export function buildMenu(
  user: SessionUser,
  declarations: readonly MenuDeclaration[] = declared,
): NavEntry[] {
  const { codes, modules } = grantsOf(user);
  const shown = declarations.filter(
    (d) => (d.always || modules.has(d.module)) && (d.code === undefined || codes.has(d.code)),
  );
  const item = (d: MenuDeclaration): NavItem => ({
    kind: 'item',
    key: d.key,
    name: d.name,
    path: d.path,
    code: d.code,
    module: d.module,
  });
  const entries: NavEntry[] = [{ kind: 'item', key: 'home', name: 'Inicio', path: HOME_PATH }];
  entries.push(...shown.filter((d) => d.group === undefined).map(item));
  const groups = new Map<string, NavGroup>();
  const groupOf = (name: string, module: ModuleCode): NavGroup => {
    let group = groups.get(name);
    if (!group) {
      group = { kind: 'group', key: name, name, module, report: name.startsWith('Reportes'), children: [] };
      groups.set(name, group);
    }
    return group;
  };
  for (const screen of SCREENS) {
    if (screen.module === 'GEN' || screen.route.includes(':')) continue;
    if (!codes.has(screen.code) || !screenEnabled(screen, modules)) continue;
    groupOf(screen.group, screen.module).children.push({
      kind: 'item',
      key: screen.code,
      name: screen.name,
      path: screen.route,
      code: screen.code,
      module: screen.module,
    });
  }
  // After the group's screens; a group of none of the user's screens comes after the catalogue's.
  for (const d of shown) if (d.group !== undefined) groupOf(d.group, d.module).children.push(item(d));
  entries.push(...groups.values());
  entries.push({ kind: 'item', key: 'support', name: 'Soporte', path: '/pages/support' });
  return entries;
}

/** Every reachable item, for the top-bar search and the breadcrumb. */
export function flattenMenu(entries: NavEntry[]): { item: NavItem; group?: NavGroup }[] {
  return entries.flatMap((entry) =>
    entry.kind === 'item' ? [{ item: entry }] : entry.children.map((item) => ({ item, group: entry })),
  );
}
