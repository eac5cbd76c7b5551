import { describe, expect, it } from 'vitest';
import { modulesInForce, SCREENS } from './catalogue.ts';
import { RESOURCES } from './resources/registry.ts';
import { resourceEndpoints } from './resources/resource.endpoints.ts';

describe('modulesInForce', () => {
  const enabled = [{ code: 'GEN' }, { code: 'TES' }, { code: 'TUR' }];

  it('keeps the queue only where the institution has the queuing system', () => {
    expect(modulesInForce(enabled, { queuingSystemApplies: true }).map((m) => m.code)).toEqual([
      'GEN',
      'TES',
      'TUR',
    ]);
    expect(modulesInForce(enabled, { queuingSystemApplies: false }).map((m) => m.code)).toEqual([
      'GEN',
      'TES',
    ]);
  });
});

describe('screens that pick masters', () => {
  it('name declared masters only, and may read their options', () => {
    const masters = new Set(RESOURCES.map((r) => r.name));
    const picked = SCREENS.flatMap((s) => (s.picks ?? []).map((name) => ({ screen: s.code, name })));
    expect(picked.filter((p) => !masters.has(p.name))).toEqual([]);
    for (const { screen, name } of picked) {
      const def = RESOURCES.find((r) => r.name === name);
      const access = def && resourceEndpoints(def).options.access;
      expect(access?.kind === 'anyScreen' && access.screens.includes(screen), `${screen} → ${name}`).toBe(
        true,
      );
    }
    expect(picked).toContainEqual({ screen: 'TES-MOV-01', name: 'bankAccount' });
  });
});
