import { BARS_MAX, type NamedAmount, namedAmount } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { topWithRest } from '../../../platform/db/money.ts';
import { selectRows } from '../../../platform/db/rows.ts';

/**
 * What the inventory holds by subgroup (2-01 Máquinas, muebles…): the incorporated assets' values
 * today, the largest subgroups first and the rest together, for the dashboard's picture.
 */
export async function assetsBySubgroup(db: Db, idClient: number): Promise<NamedAmount[]> {
  return selectRows(
    db,
    namedAmount,
    topWithRest(
      sql`
      select g.code || '-' || sg.code as code, sg.name, sum(a.value) as amount
        from asset a
        join asset_subgroup sg on sg.id = a.id_subgroup
        join asset_group g on g.id = sg.id_group
       where a.id_client = ${idClient} and a.status = 'in'
       group by g.code, sg.code, sg.name`,
      BARS_MAX - 1,
      'Otros subgrupos',
    ),
  );
}
