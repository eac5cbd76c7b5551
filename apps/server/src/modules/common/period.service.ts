import { formatDate } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Tenancy } from '../../platform/access/access.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/**
 * Budget and treasury documents may only be posted into a period of the caller's client whose end
 * date has not passed. Called inside the posting transaction, with the row locked against changes.
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

/** Routes whose path names a period (`:idPeriod`): it must be the token's client's (404 otherwise). */
export const PERIOD_ROW: Tenancy = {
  kind: 'row',
  param: 'idPeriod',
  owned: 'select 1 from period where id = $1 and id_client = $2',
  sample: 'select id from period where id_client = $1 limit 1',
};
