import { DEFAULT_TIME_ZONE, dateIn, formatDateTime, formatTime } from '@erario/contracts';
import { storedUser } from './storage.ts';

/**
 * One clock, in the browser: dates and times are the institution's, on its time zone's wall clock
 * (the session says which), whatever zone the browser runs in. A form's default date is the
 * institution's today: at 21:00 in Caracas, still today, not UTC's tomorrow.
 */
export function institutionZone(): string {
  return storedUser()?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The institution's date now (`yyyy-MM-dd`). */
export function institutionToday(): string {
  return dateIn(new Date(), institutionZone());
}

/** `dd/MM/yyyy HH:mm` of an instant on the institution's wall clock. */
export function shownDateTime(value: Date | string): string {
  return formatDateTime(value, institutionZone());
}

/** `HH:mm` of an instant on the institution's wall clock. */
export function shownTime(value: Date | string): string {
  return formatTime(value, institutionZone());
}
