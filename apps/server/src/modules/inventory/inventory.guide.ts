import { INCORPORATION } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { GuideChecks } from '../../platform/guide.ts';

/** The asset office's first steps (GUIDES, INV). */
export const inventoryGuide: GuideChecks = {
  'inventory.departments': (s) => sql`exists (select 1 from department where id_client = ${s.idClient})`,
  'inventory.workUnits': (s) => sql`exists (select 1 from work_unit where id_client = ${s.idClient})`,
  'inventory.reference': (s) => sql`exists (select 1 from bm_reference where id_client = ${s.idClient})`,
  'inventory.firstAsset': (s) => sql`exists (select 1 from asset where id_client = ${s.idClient})`,
  'inventory.firstIncorporation': (s) =>
    sql`exists (select 1 from asset_movement where id_client = ${s.idClient} and id_kind = ${INCORPORATION}
                   and status = 'posted' and id_reverses is null)`,
};
