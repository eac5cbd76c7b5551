import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The package's root lists modules, not files: each module's contracts are exported from its own
 * index (`<module>/index.ts`, also a subpath of the package), so a new contract edits its module only.
 */
const SRC = new URL('./', import.meta.url);
const MODULES = [
  'budget',
  'common',
  'identity',
  'inventory',
  'payroll',
  'queue',
  'revenue',
  'support',
  'treasury',
];
// Entry points of their own, loaded apart on purpose (the sign-in page's session contracts).
const APART = new Set(['identity/session.ts']);

const exportsOf = (file: string) =>
  [...readFileSync(new URL(file, SRC), 'utf8').matchAll(/export \* from '\.\/([^']+)'/g)].map(
    (m) => m[1] as string,
  );

describe('contracts layout', () => {
  it('the root names each module’s index, never a file inside a module', () => {
    const intoModules = exportsOf('index.ts').filter((path) =>
      MODULES.includes(path.split('/')[0] as string),
    );
    expect(intoModules.sort()).toEqual(MODULES.map((m) => `${m}/index.ts`));
  });

  it.each(MODULES)('%s: its index exports every contract of its folder', (module) => {
    const listed = new Set(exportsOf(`${module}/index.ts`));
    const files = readdirSync(new URL(`${module}/`, SRC), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
    );
    expect(files.filter((f) => !listed.has(f) && !APART.has(`${module}/${f}`))).toEqual([]);
  });
});
