import { describe, expect, it } from 'vitest';
import { modulesInForce } from './catalogue.ts';

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
