import { describe, expect, it } from 'vitest';
import { ivaToWithhold } from './beneficiary.resource.ts';

describe('IVA withheld from a beneficiary', () => {
  it('is 75 %, 100 % or none of the IVA, to the céntimo rounding half up', () => {
    expect(ivaToWithhold('20689.66', '75')).toBe('15517.25');
    expect(ivaToWithhold('0.02', '75')).toBe('0.02');
    expect(ivaToWithhold('160.00', '100')).toBe('160.00');
    expect(ivaToWithhold('160.00', '0')).toBe('0.00');
  });
});
