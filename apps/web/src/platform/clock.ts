import { DEFAULT_TIME_ZONE, dateIn, formatDateTime, formatTime } from '@erario/contracts';
import { KEYS } from './storage.ts';

/**
 * One clock, in the browser: dates and times are the institution's, on its time zone's wall clock
 * (the session says which), whatever zone the browser runs in. A form's default date is the
 * institution's today: at 21:00 in Caracas, still today, not UTC's tomorrow.
 */
export function institutionZone(): string {
  // A grid of dates asks once per cell: the stored session is parsed again only when it changes.
  const text = localStorage.getItem(KEYS.user);
  if (text !== read.text) read = { text, zone: zoneOf(text) };
  return read.zone;
}

let read: { text: string | null; zone: string } = { text: null, zone: DEFAULT_TIME_ZONE };

function zoneOf(text: string | null): string {
  if (text === null) return DEFAULT_TIME_ZONE;
  try {
    return (JSON.parse(text) as { timeZone?: string }).timeZone ?? DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
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
