import type { SessionUser } from '@erario/contracts';
import { type ModuleCode, SCREEN_PREFIX, SCREENS } from '@erario/contracts/catalogue';

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
export const PAYROLL_RECEIPTS_PATH = '/pages/Nomina-Recibos-Pago';

/** What the stored session grants: the permitted screen codes (without prefix) and enabled modules. */
export function grantsOf(user: SessionUser): { codes: Set<string>; modules: Set<string> } {
  return {
    codes: new Set(user.src.map((g) => g.src.replace(SCREEN_PREFIX, ''))),
    modules: new Set(user.modules.map((m) => m.code)),
  };
}

/** A screen may be opened when its code is granted and its module is enabled for the client. */
export function canOpen(user: SessionUser, code: string): boolean {
  const screen = SCREENS.find((s) => s.code === code);
  const { codes, modules } = grantsOf(user);
  return Boolean(screen && codes.has(code) && modules.has(screen.module));
}

/**
 * The menu of spec section 2 for this session: every screen the user holds in a module the client has
 * enabled, grouped as the catalogue groups them; groups without a permitted child are left out.
 * Routes with parameters (a user's permissions) are reached from their list, not from the menu.
 */
export function buildMenu(user: SessionUser): NavEntry[] {
  const { codes, modules } = grantsOf(user);
  const entries: NavEntry[] = [{ kind: 'item', key: 'home', name: 'Inicio', path: HOME_PATH }];
  if (codes.has('PRE-DOC-02') && modules.has('PRE')) {
    entries.push({
      kind: 'item',
      key: 'document-add',
      name: 'Generar documentos',
      path: '/pages/document-add',
    });
  }
  const groups = new Map<string, NavGroup>();
  for (const screen of SCREENS) {
    if (screen.module === 'GEN' || screen.route.includes(':')) continue;
    if (!codes.has(screen.code) || !modules.has(screen.module)) continue;
    let group = groups.get(screen.group);
    if (!group) {
      group = {
        kind: 'group',
        key: screen.group,
        name: screen.group,
        module: screen.module,
        report: screen.group.startsWith('Reportes'),
        children: [],
      };
      groups.set(screen.group, group);
    }
    group.children.push({
      kind: 'item',
      key: screen.code,
      name: screen.name,
      path: screen.route,
      code: screen.code,
      module: screen.module,
    });
  }
  // Spec: the payroll receipts have no screen code and show wherever payroll is enabled.
  if (modules.has('NOM')) {
    const payroll = groups.get('Nómina') ?? {
      kind: 'group' as const,
      key: 'Nómina',
      name: 'Nómina',
      module: 'NOM' as const,
      report: false,
      children: [],
    };
    payroll.children.push({
      kind: 'item',
      key: 'payroll-receipts',
      name: 'Recibos de pago',
      path: PAYROLL_RECEIPTS_PATH,
    });
    groups.set('Nómina', payroll);
  }
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
