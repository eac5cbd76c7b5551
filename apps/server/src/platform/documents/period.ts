import { type FieldError, formatDate } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tenancy } from '../access/access.ts';
import type { Db } from '../db/database.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import { documentFamilies } from './families.ts';

/** Routes whose path names a period (`:idPeriod`): it must be the token's client's (404 otherwise). */
export const PERIOD_ROW: Tenancy = {
  kind: 'row',
  param: 'idPeriod',
  owned: 'select 1 from period where id = $1 and id_client = $2',
  sample: 'select id from period where id_client = $1 limit 1',
};

/**
 * An institution's current period, when a request names none: the one today falls in (the first
 * opened, if several do), else the latest.
 */
export const currentPeriodOf = (idClient: number): SQL => sql`
  (select p.id from period p where p.id_client = ${idClient}
    order by (current_date between p.start_date and p.end_date) desc, p.start_date desc, p.id limit 1)`;

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

/**
 * The period master's guard, over every document family: its dates may move only while every
 * posted document stays inside them. The period row is locked first, the lock a posting holds
 * (for share) while it checks its date, so a posting and a change of dates take turns.
 */
export const periodDatesGuard: ResourceHooks = {
  async beforeUpdate(tx, _auth, before, after) {
    if (before.startDate === after.startDate && before.endDate === after.endDate) return;
    await tx.execute(sql`select id from period where id = ${Number(before.id)} for update`);
    const spans = documentFamilies().map(
      (f) => sql`select min(${sql.identifier(f.date)}) as first, max(${sql.identifier(f.date)}) as last
                   from ${sql.identifier(f.table)} where id_period = ${Number(before.id)} and status <> 'draft'`,
    );
    if (spans.length === 0) return;
    const found = await tx.execute<{ first: string | null; last: string | null }>(sql`
      select to_char(min(first), 'YYYY-MM-DD') as first, to_char(max(last), 'YYYY-MM-DD') as last
        from (${sql.join(spans, sql` union all `)}) s`);
    const { first, last } = found.rows[0] ?? { first: null, last: null };
    const errors: FieldError[] = [];
    if (first && String(after.startDate) > first)
      errors.push({
        field: 'startDate',
        message: `Hay documentos registrados desde el ${formatDate(first)}: el período debe comenzar ese día o antes`,
      });
    if (last && String(after.endDate) < last)
      errors.push({
        field: 'endDate',
        message: `Hay documentos registrados hasta el ${formatDate(last)}: el período debe terminar ese día o después`,
      });
    if (errors.length > 0)
      throw badRequest(
        `Las fechas dejarían documentos registrados fuera del período. ${errors.map((e) => e.message).join('. ')}.`,
        errors,
      );
  },
};
