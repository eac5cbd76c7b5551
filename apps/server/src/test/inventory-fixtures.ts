import { sql } from 'drizzle-orm';
import type { Suite } from './suite.ts';

/**
 * What the inventory suites start from, made as the SA: the period its session is in (and its first
 * day), and the Administración department with two work units, U1 Despacho and U2 Almacén.
 */
export async function inventoryBase(t: Suite) {
  const idPeriod = t.adminUser.idPeriod as number;
  const period = await t.db.execute<{ start: string }>(
    sql`select to_char(start_date, 'YYYY-MM-DD') as start from period where id = ${idPeriod}`,
  );
  const idDepartment = await t.api.master('hr/department', {
    code: 'ADM',
    name: 'Administración',
    active: true,
  });
  const unit = (code: string, name: string) =>
    t.api.master('inventory/workUnit', { code, name, idDepartment, active: true });
  const office = await unit('U1', 'Despacho');
  const store = await unit('U2', 'Almacén');
  return { idPeriod, start: period.rows[0]?.start as string, office, store };
}

/** Saves through the API, as the SA, what `path` (`asset` or `assetMovement`) creates: its data. */
export async function created<T = { id: number }>(t: Suite, path: 'asset' | 'assetMovement', body: object) {
  const res = await t.api.call('POST', `/api/inventory/${path}/create`, body);
  if (res.statusCode !== 200) throw new Error(`${path} rechazado (${res.statusCode}): ${res.body}`);
  return res.json().data as T;
}
