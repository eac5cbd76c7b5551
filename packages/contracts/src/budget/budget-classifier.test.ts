import { describe, expect, it } from 'vitest';
import { classifierDepth, classifierParent } from './budget-classifier.resource.ts';

describe('classifier codes', () => {
  it('name their level: partida, genérica, específica, subespecífica', () => {
    expect(classifierDepth('4.01.00.00.00')).toBe(0);
    expect(classifierDepth('4.01.01.00.00')).toBe(1);
    expect(classifierDepth('4.03.18.01.00')).toBe(2);
    expect(classifierDepth('4.03.18.01.01')).toBe(3);
  });

  it('refuse a level used below an unused one, a partida outside 4.01–4.98, and other shapes', () => {
    expect(classifierDepth('4.01.00.01.00')).toBeNull();
    expect(classifierDepth('4.01.01.00.05')).toBeNull();
    expect(classifierDepth('4.00.00.00.00')).toBeNull();
    expect(classifierDepth('4.99.00.00.00')).toBeNull();
    expect(classifierDepth('3.01.00.00.00')).toBeNull();
    expect(classifierDepth('4.01.01.01')).toBeNull();
  });

  it('go up one level at a time', () => {
    expect(classifierParent('4.03.18.01.01')).toBe('4.03.18.01.00');
    expect(classifierParent('4.03.18.01.00')).toBe('4.03.18.00.00');
    expect(classifierParent('4.03.18.00.00')).toBe('4.03.00.00.00');
    expect(classifierParent('4.03.00.00.00')).toBeNull();
    expect(classifierParent('4.01.00.01.00')).toBeNull();
  });
});
