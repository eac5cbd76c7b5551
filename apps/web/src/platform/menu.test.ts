import type { SessionUser } from '@erario/contracts';
import { describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../modules.ts';
import { buildMenu, canOpen, flattenMenu, screenPath } from './menu.ts';

/** The modules' own entries, as the root hands them over. */
const DECLARED = WEB_MODULES.flatMap((m) => m.menu ?? []);

function user(codes: string[], modules: string[]): SessionUser {
  return {
    src: codes.map((code) => ({ src: `SRC-X-${code}`, code, module: code.slice(0, 3) })),
    modules: modules.map((code) => ({ code, description: code })),
  } as unknown as SessionUser;
}

describe('buildMenu', () => {
  it('shows only permitted screens of enabled modules, and hides empty groups', () => {
    const menu = buildMenu(user(['TES-BAN-01', 'INV-GRU-01', 'CFG-CLI-01'], ['GEN', 'CFG', 'TES']));
    const names = flattenMenu(menu).map((e) => e.item.name);
    expect(names).toContain('Bancos');
    expect(names).toContain('Clientes');
    expect(names).not.toContain('Grupos');
    expect(menu.some((e) => e.kind === 'group' && e.name === 'Inventario')).toBe(false);
    expect(menu.some((e) => e.kind === 'group' && e.name === 'Reportes de tesorería')).toBe(false);
  });

  it('always offers home, support and the payroll receipts (spec: always shown), payroll or not', () => {
    for (const modules of [
      ['GEN', 'CFG', 'NOM'],
      ['GEN', 'CFG'],
    ]) {
      const menu = buildMenu(user([], modules), DECLARED);
      expect(flattenMenu(menu).map((e) => e.item.name)).toEqual(['Inicio', 'Recibos de pago', 'Soporte']);
      expect(menu[1]).toMatchObject({ kind: 'group', name: 'Nómina', module: 'NOM' });
    }
  });

  it("offers the asset office's departments only where the institution has no payroll", () => {
    const without = user(['INV-DEP-01', 'INV-ENT-01'], ['GEN', 'INV']);
    expect(flattenMenu(buildMenu(without)).map((e) => e.item.name)).toContain('Departamentos');
    expect(canOpen(without, 'INV-DEP-01')).toBe(true);
    const withPayroll = user(['INV-DEP-01', 'INV-ENT-01'], ['GEN', 'INV', 'NOM']);
    expect(flattenMenu(buildMenu(withPayroll)).map((e) => e.item.name)).not.toContain('Departamentos');
    expect(canOpen(withPayroll, 'INV-DEP-01')).toBe(false);
  });

  it("puts a module's entry after its group's screens", () => {
    const menu = buildMenu(user(['NOM-CAR-01'], ['NOM']), DECLARED);
    const payroll = menu.find((e) => e.kind === 'group' && e.name === 'Nómina');
    expect(payroll?.kind === 'group' && payroll.children.map((c) => c.name)).toEqual([
      'Cargos',
      'Recibos de pago',
    ]);
  });

  it('puts the document generator at the top level when permitted', () => {
    const menu = buildMenu(user(['PRE-DOC-02'], ['PRE']), DECLARED);
    expect(menu[1]).toMatchObject({ kind: 'item', name: 'Generar documentos', path: '/pages/document-add' });
    expect(flattenMenu(buildMenu(user(['PRE-DOC-02'], []), DECLARED)).map((e) => e.item.name)).toEqual([
      'Inicio',
      'Recibos de pago',
      'Soporte',
    ]);
  });
});

describe('canOpen', () => {
  it('needs both the screen and its module', () => {
    expect(canOpen(user(['TES-BAN-01'], ['TES']), 'TES-BAN-01')).toBe(true);
    expect(canOpen(user(['TES-BAN-01'], ['PRE']), 'TES-BAN-01')).toBe(false);
    expect(canOpen(user([], ['TES']), 'TES-BAN-01')).toBe(false);
  });
});

describe('screenPath', () => {
  it('reads an accented route as the catalogue writes it, and leaves a malformed one alone', () => {
    expect(screenPath('/pages/Recaudaci%C3%B3n-Maestros-CPI')).toBe('/pages/Recaudación-Maestros-CPI');
    expect(screenPath('/pages/Recibos')).toBe('/pages/Recibos');
    expect(screenPath('/pages/%E0%A4%A')).toBe('/pages/%E0%A4%A');
  });
});
