import { type SQL, sql } from 'drizzle-orm';

/**
 * An instant as JSON carries it where the contract reads it to the millisecond: ISO 8601 in UTC,
 * exactly as `Date.prototype.toISOString` writes it, computed by the database so the row matches
 * its contract as it is read.
 */
export const instantText = (value: SQL): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
