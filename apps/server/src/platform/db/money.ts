import { type SQL, sql } from 'drizzle-orm';

/**
 * Money as JSON carries it: text with exactly two decimals ("0.00", never "0", null read as zero).
 * Unbounded, so a total of amounts each at the columns' limit is still exact.
 */
export const moneyText = (value: SQL): SQL => sql`round(coalesce((${value})::numeric, 0), 2)::text`;
