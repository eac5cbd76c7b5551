import { type FieldError, formatDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tenancy } from '../access/access.ts';
import type { Db } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';

/** Routes whose path names a period (`:idPeriod`): it must be the token's client's (404 otherwise). */
export const PERIOD_ROW: Tenancy = {
  kind: 'row',
  param: 'idPeriod',
  owned: 'select 1 from period where id = $1 and id_client = $2',
  sample: 'select id from period where id_client = $1 limit 1',
};

/**
 * Every document lives in a period of its institution, and only a period whose end date has not
 * passed takes new records. Called inside the writing transaction: the period row is held (for
 * share) until the transaction ends, so nobody shortens it under a posting.
 */
export async function assertPeriodOpen(tx: Db, idClient: number, idPeriod: number): Promise<void> {
  const found = await tx.execute<{ description: string; end_date: string; expired: boolean }>(sql`
    select description, to_char(end_date, 'YYYY-MM-DD') as end_date, end_date < current_date as expired
      from period where id = ${idPeriod} and id_client = ${idClient} for share`);
  const period = found.rows[0];
  if (!period) throw notFound('El período no existe en esta institución.');
  if (period.expired) {
    throw new AppError(
      422,
      `El período ${period.description} está vencido (terminó el ${formatDate(period.end_date)}); no admite nuevos registros.`,
    );
  }
}

/** The field error of a document date outside its period, or null when it falls inside. */
export async function dateOutsidePeriod(
  tx: Db,
  idPeriod: number,
  date: string,
  field: string,
): Promise<FieldError | null> {
  const found = await tx.execute<{ inside: boolean; start_date: string; end_date: string }>(sql`
    select ${date}::date between start_date and end_date as inside,
           to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from period where id = ${idPeriod}`);
  const period = found.rows[0];
  if (!period || period.inside) return null;
  return {
    field,
    message: `La fecha debe estar dentro del período (${formatDate(period.start_date)} al ${formatDate(period.end_date)})`,
  };
}
