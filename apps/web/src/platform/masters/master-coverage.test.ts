import { RESOURCES } from '@erario/contracts';
import { describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../../modules.ts';
import { BANK_CODED_ACCOUNT, masterFeatures, sweptMasters } from './master-coverage.ts';

/** The browser sweep keeps few masters (e2e/tests/every-master.spec.ts): those must still show everything. */
describe('the masters the browser sweep walks', () => {
  const swept = sweptMasters(WEB_MODULES);
  const featuresOf = (defs: typeof RESOURCES) =>
    new Set(defs.flatMap((def) => masterFeatures(def, RESOURCES, WEB_MODULES)));

  it('bring every field kind, scope and screen feature any master has', () => {
    const missing = [...featuresOf(RESOURCES)].filter((f) => !featuresOf(swept).has(f));
    expect(missing).toEqual([]);
    // Whatever is new in a declaration: its kinds and scope are read from it, not from a list here.
    const kinds = new Set(RESOURCES.flatMap((def) => def.fields.map((fd) => `kind:${fd.kind}`)));
    const scopes = new Set(RESOURCES.map((def) => `scope:${def.scope.kind}`));
    for (const f of [...kinds, ...scopes]) expect(featuresOf(swept)).toContain(f);
    expect(swept.map((def) => def.name)).toContain(BANK_CODED_ACCOUNT);
    // A few: the point of the set.
    expect(swept.length).toBeLessThan(RESOURCES.length / 3);
  });

  it("read what the web modules add to masters' screens", () => {
    // A key of WebModule renamed would leave these features out without a word: each is looked for.
    const featuresOfMaster = (def: (typeof RESOURCES)[number]) => masterFeatures(def, RESOURCES, WEB_MODULES);
    const screens = new Set(WEB_MODULES.flatMap((m) => Object.keys(m.screens ?? {})));
    for (const def of RESOURCES.filter((r) => screens.has(r.screen)))
      expect(featuresOfMaster(def)).toContain(`screen:module-page:${def.screen}`);
    for (const m of WEB_MODULES) {
      for (const [name, extension] of Object.entries(m.rowExtensions ?? {})) {
        expect(extension.master.name).toBe(name);
        expect(featuresOfMaster(extension.master)).toContain(
          extension.Dialog ? 'screen:row-extension' : 'screen:row-link',
        );
      }
      for (const [name, extension] of Object.entries(m.toolbarExtensions ?? {})) {
        expect(extension.master.name).toBe(name);
        expect(featuresOfMaster(extension.master)).toContain('screen:toolbar-extension');
      }
    }
  });
});
