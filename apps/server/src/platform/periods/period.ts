import { type FieldError, formatDate, type ResourceDef } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { ownedRow, type Tenancy } from '../access/access.ts';
import { type InstitutionNow, todayOf } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { documentFamilies } from '../documents/families.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import type { ResourceHooks } from '../resources/hooks.ts';

/** Routes whose path names a period (`:idPeriod`): it must be the token's client's (404 otherwise). */
export const PERIOD_ROW: Tenancy = ownedRow('period', 'idPeriod');

/**
 * An institution's current period, when a request names none: the one today falls in (the first
 * opened, if several do), else the latest.
 */
export const currentPeriodOf = (auth: InstitutionNow): SQL => sql`
  (select p.id from period p where p.id_client = ${auth.idClient}
    order by (${todayOf(auth)}::date between p.start_date and p.end_date) desc, p.start_date desc, p.id limit 1)`;

/**
 * The calendar months a period's dates cover, as rows (`year`, `month`): every one, none left out,
 * for a figure by month to show a month without movements as zero.
 */
export const monthsOfPeriod = (idClient: number, idPeriod: number): SQL => sql`
  select extract(year from d)::int as year, extract(month from d)::int as month
    from period p, generate_series(date_trunc('month', p.start_date), p.end_date, interval '1 month') d
   where p.id = ${idPeriod} and p.id_client = ${idClient}`;

/** Whether period `p` (an SQL expression) is closed: its latest close or reopening is a close. */
export const periodClosed = (p: SQL): SQL => sql`
  coalesce((select c.action = 'cierre' from period_closing c where c.id_period = ${p} order by c.id desc limit 1), false)`;

const closedMessage = (description: string, closedOn: string) =>
  `El período ${description} está cerrado (cierre del ejercicio del ${formatDate(closedOn)}): no admite registros, anulaciones ni cambios en sus maestros.`;

/**
 * Every document lives in a period of its institution, and only a period whose end date has not
 * passed and that is not closed takes new records or annulments. Called inside the writing
 * transaction: the period row is held (for share) until the transaction ends, so nobody shortens or
 * closes it under a posting.
 */
export async function assertPeriodOpen(tx: Db, auth: InstitutionNow, idPeriod: number): Promise<void> {
  const { idClient } = auth;
  const locked = await tx.execute(
    sql`select id from period where id = ${idPeriod} and id_client = ${idClient} for share`,
  );
  if (locked.rows.length === 0) throw notFound('El período no existe en esta institución.');
  // Read after the lock, in a statement of its own: a close that committed while this one waited
  // for the period row is seen (the locking statement still reads from before it).
  const found = await tx.execute<{
    description: string;
    end_date: string;
    expired: boolean;
    closed_on: string | null;
  }>(sql`
    select p.description, to_char(p.end_date, 'YYYY-MM-DD') as end_date, p.end_date < ${todayOf(auth)}::date as expired,
           (select case when c.action = 'cierre' then to_char(c.at at time zone ${auth.timeZone}, 'YYYY-MM-DD') end
              from period_closing c where c.id_period = p.id order by c.id desc limit 1) as closed_on
      from period p where p.id = ${idPeriod}`);
  const period = found.rows[0];
  if (!period) throw notFound('El período no existe en esta institución.');
  if (period.closed_on) throw new AppError(422, closedMessage(period.description, period.closed_on));
  if (period.expired) {
    throw new AppError(
      422,
      `El período ${period.description} está vencido (terminó el ${formatDate(period.end_date)}); no admite nuevos registros.`,
    );
  }
}

/**
 * The ids of a master's rows in period `$period`, for the masters that belong to one: the structure
 * (`ResourceDef.period`), those under a period (numbering, classifier) and the period itself.
 */
function periodRows(def: ResourceDef): string | null {
  if (def.period) return def.period.rows;
  if (def.name === 'budgetPeriod') return 'select $period';
  const field = def.fields.find((f) => f.kind === 'ref' && f.ref?.resource === 'budgetPeriod');
  return field ? `select id from ${def.table} where ${field.column} = $period` : null;
}

/**
 * A closed period's masters do not change: refuses (422) when row `id` of `def` belongs to a closed
 * period of the client. The resource service calls it before an update or delete and after a create
 * or update, so a row can neither change inside a closed period nor move into one.
 */
export async function assertRowPeriodOpen(
  tx: Db,
  idClient: number,
  def: ResourceDef,
  id: number,
): Promise<void> {
  const rows = periodRows(def);
  if (!rows) return;
  const [before, after] = rows.split('$period') as [string, string];
  // The row's period, held like a posting holds it (the period's own row, for update: its guard
  // takes that lock next), so a close waits for this change or this change sees the close.
  const held = await tx.execute<{ id: number }>(sql`
    select p.id from period p
     where p.id_client = ${idClient} and ${id} in (${sql.raw(before)}p.id${sql.raw(after)})
       for ${def.name === 'budgetPeriod' ? sql`update` : sql`share`} of p`);
  if (held.rows.length === 0) return;
  const found = await tx.execute<{ description: string; closed_on: string }>(sql`
    select p.description, to_char(c.at at time zone k.time_zone, 'YYYY-MM-DD') as closed_on
      from period p
      join client k on k.id = p.id_client
      join lateral (select action, at from period_closing c where c.id_period = p.id order by c.id desc limit 1) c
        on c.action = 'cierre'
     where p.id in (${sql.join(
       held.rows.map((r) => sql`${r.id}`),
       sql`, `,
     )})
     limit 1`);
  const closed = found.rows[0];
  if (closed) throw new AppError(422, closedMessage(closed.description, closed.closed_on));
}

/**
 * A period whose end date has passed keeps the budget it ended with: its structure (the masters
 * declared with `ResourceDef.period`: the levels and the funded accounts) takes no new row, loses
 * none and changes no amount, as the period already takes no posting (assertPeriodOpen); a name may
 * still be corrected. Refuses (422) when row `id` of `def` lies in such a period of the caller's
 * institution. The resource service calls it after a create and around a change of amount or parent.
 */
export async function assertStructureCurrent(
  tx: Db,
  auth: InstitutionNow,
  def: ResourceDef,
  id: number,
): Promise<void> {
  if (!def.period) return;
  const [before, after] = def.period.rows.split('$period') as [string, string];
  const found = await tx.execute<{ description: string; end_date: string }>(sql`
    select p.description, to_char(p.end_date, 'YYYY-MM-DD') as end_date
      from period p
     where p.id_client = ${auth.idClient} and p.end_date < ${todayOf(auth)}::date
       and ${id} in (${sql.raw(before)}p.id${sql.raw(after)})
     limit 1`);
  const expired = found.rows[0];
  if (expired)
    throw new AppError(
      422,
      `El período ${expired.description} terminó el ${formatDate(expired.end_date)}: su estructura presupuestaria ya no admite altas, bajas ni cambios de asignación.`,
    );
}

/**
 * Two periods of one institution never share a day: a date belongs to one period, which is where
 * its documents, its cash day and its reports go. Checked after the period's row is written, under
 * a lock per institution so that two periods created at once take turns.
 */
async function assertNoOverlap(
  tx: Db,
  idClient: number,
  id: number,
  start: string,
  end: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('erario_period'), ${idClient})`);
  const found = await tx.execute<{ description: string; start_date: string; end_date: string }>(sql`
    select description, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
      from period
     where id_client = ${idClient} and id <> ${id} and start_date <= ${end}::date and ${start}::date <= end_date
     order by start_date limit 1`);
  const other = found.rows[0];
  if (!other) return;
  const message = `Se superpone con el período ${other.description} (${formatDate(other.start_date)} al ${formatDate(other.end_date)})`;
  throw badRequest(`Las fechas se superponen con las de otro período. ${message}.`, [
    { field: 'startDate', message },
  ]);
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
  async afterCreate(tx, auth, id) {
    const found = await tx.execute<{ start_date: string; end_date: string }>(sql`
      select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
        from period where id = ${id}`);
    const row = found.rows[0];
    if (row) await assertNoOverlap(tx, auth.idClient, id, row.start_date, row.end_date);
  },
  async beforeUpdate(tx, auth, before, after) {
    if (before.startDate === after.startDate && before.endDate === after.endDate) return;
    await tx.execute(sql`select id from period where id = ${Number(before.id)} for update`);
    await assertNoOverlap(
      tx,
      auth.idClient,
      Number(before.id),
      String(after.startDate),
      String(after.endDate),
    );
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

/** A period's name, as a printed document names it ('' for none). */
export async function periodName(db: Db, idPeriod: number): Promise<string> {
  const found = await db.execute<{ description: string }>(
    sql`select description from period where id = ${idPeriod}`,
  );
  return found.rows[0]?.description ?? '';
}
