import { dateIn, formatDateTime } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Where "now" comes from: the one clock of the server (issue: one clock). Production reads the
 * machine's; a test sets it (`settableClock`) to 23:30 in Caracas on the last day of a month, and
 * every date the server decides on follows. The database's own clock (`now()`, `current_date`) is
 * never asked for a business date: an architecture test refuses `current_date` in the code.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves: the machine's until set, then running on from the instant it was set to. */
export interface SettableClock extends Clock {
  set(at: Date | string): void;
  /** Back to the machine's clock. */
  reset(): void;
}

export function settableClock(): SettableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = new Date(at).getTime() - Date.now();
    },
    reset() {
      offset = 0;
    },
  };
}

/** An institution at a request's instant: what an AuthContext carries for its dates. */
export interface InstitutionNow {
  idClient: number;
  now: Date;
  timeZone: string;
}

/** The institution's date at the request's instant: its "today", as `yyyy-MM-dd`. */
export function todayOf(auth: Pick<InstitutionNow, 'now' | 'timeZone'>): string {
  return dateIn(auth.now, auth.timeZone);
}

/** `dd/MM/yyyy HH:mm` of the request's instant on the institution's wall clock: what a printout says. */
export function printedAt(auth: { now: Date; timeZone: string }): string {
  return formatDateTime(auth.now, auth.timeZone);
}

/**
 * The same as an SQL date, for a statement about rows of several institutions (or of one a public
 * page names): `zone` is the SQL of each row's institution's zone, e.g. `c.time_zone`.
 */
export function localDate(now: Date, zone: SQL): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${zone})::date`;
}
