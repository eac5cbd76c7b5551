import { afterEach, describe, expect, it } from 'vitest';
import { institutionToday, institutionZone, shownDateTime } from './clock.ts';
import { KEYS } from './storage.ts';

const signedInOn = (timeZone: string) => localStorage.setItem(KEYS.user, JSON.stringify({ timeZone }));

describe("the browser's clock is the institution's", () => {
  afterEach(() => localStorage.clear());

  it('shows an instant on the zone of the signed-in institution, and follows a switch to another', () => {
    signedInOn('America/Caracas');
    expect(shownDateTime('2026-11-01T03:30:00Z')).toBe('31/10/2026 23:30');
    signedInOn('America/Bogota');
    expect(institutionZone()).toBe('America/Bogota');
    expect(shownDateTime('2026-11-01T03:30:00Z')).toBe('31/10/2026 22:30');
    signedInOn('Atlantic/Canary');
    expect(shownDateTime('2026-11-01T03:30:00Z')).toBe('01/11/2026 03:30');
  });

  it("is Caracas's when nobody is signed in or the stored session is unreadable", () => {
    expect(institutionZone()).toBe('America/Caracas');
    localStorage.setItem(KEYS.user, '{broken');
    expect(institutionZone()).toBe('America/Caracas');
    expect(institutionToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
