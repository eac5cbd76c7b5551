import type { SessionUser } from '@erario/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, canOpen, flattenMenu } from './menu.ts';

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

  it('always offers home and support, and payroll receipts wherever payroll is enabled', () => {
    const names = flattenMenu(buildMenu(user([], ['GEN', 'CFG', 'NOM']))).map((e) => e.item.name);
    expect(names).toEqual(['Inicio', 'Recibos de pago', 'Soporte']);
  });

  it('puts the document generator at the top level when permitted', () => {
    const menu = buildMenu(user(['PRE-DOC-02'], ['PRE']));
    expect(menu[1]).toMatchObject({ kind: 'item', name: 'Generar documentos', path: '/pages/document-add' });
  });
});

describe('canOpen', () => {
  it('needs both the screen and its module', () => {
    expect(canOpen(user(['TES-BAN-01'], ['TES']), 'TES-BAN-01')).toBe(true);
    expect(canOpen(user(['TES-BAN-01'], ['PRE']), 'TES-BAN-01')).toBe(false);
    expect(canOpen(user([], ['TES']), 'TES-BAN-01')).toBe(false);
  });
});
