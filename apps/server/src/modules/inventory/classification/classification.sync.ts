import { MOVEMENT_TYPES } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { withTransaction } from '../../../platform/db/transaction.ts';
import { ASSET_GROUPS, ASSET_SECTIONS, ASSET_SUBGROUPS } from './classification.catalogue.ts';

const json = (rows: readonly (readonly string[])[], keys: string[]) =>
  JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i]]))));

/**
 * Adds at every start the standard classification's and movement concepts' missing entries, by code.
 * A name the SA changed stays as it is; an entry the SA removed comes back, since the forms need the
 * whole standard.
 */
export async function syncInventoryCatalogues(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    await tx.execute(sql`
      insert into asset_group (code, name)
      select code, name from jsonb_to_recordset(${json(ASSET_GROUPS, ['code', 'name'])}::jsonb) as s(code text, name text)
      on conflict (code) do nothing`);
    await tx.execute(sql`
      insert into asset_subgroup (id_group, code, name)
      select g.id, s.code, s.name
        from jsonb_to_recordset(${json(ASSET_SUBGROUPS, ['grp', 'code', 'name'])}::jsonb) as s(grp text, code text, name text)
        join asset_group g on g.code = s.grp
      on conflict (id_group, code) do nothing`);
    await tx.execute(sql`
      insert into asset_section (id_subgroup, code, name)
      select sg.id, s.code, s.name
        from jsonb_to_recordset(${json(ASSET_SECTIONS, ['sub', 'code', 'name'])}::jsonb) as s(sub text, code text, name text)
        join asset_subgroup sg on sg.code = s.sub
        join asset_group g on g.id = sg.id_group and g.code = '2'
      on conflict (id_subgroup, code) do nothing`);
    await tx.execute(sql`
      insert into asset_movement_type (code, name)
      select code, name from jsonb_to_recordset(${json(MOVEMENT_TYPES, ['code', 'name'])}::jsonb) as s(code text, name text)
      on conflict (code) do nothing`);
  });
}
