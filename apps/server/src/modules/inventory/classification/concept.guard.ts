import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { invalidInput } from '../../../platform/errors.ts';
import type { ResourceHooks } from '../../../platform/resources/hooks.ts';

/** A concept's section must be one of its subgroup's: the asset takes both from it. */
async function checkSection(tx: Tx, idSubgroup: unknown, idSection: unknown): Promise<void> {
  if (idSection === null || idSection === undefined) return;
  const found = await tx.execute<{ ok: boolean }>(
    sql`select id_subgroup = ${Number(idSubgroup)} as ok from asset_section where id = ${Number(idSection)}`,
  );
  if (found.rows[0]?.ok !== true) {
    throw invalidInput([{ field: 'idSection', message: 'La sección no es del subgrupo elegido' }]);
  }
}

export const conceptGuard: ResourceHooks = {
  async afterCreate(tx, _auth, id) {
    const found = await tx.execute<{ id_subgroup: number; id_section: number | null }>(
      sql`select id_subgroup, id_section from asset_concept where id = ${id}`,
    );
    const row = found.rows[0];
    if (row) await checkSection(tx, row.id_subgroup, row.id_section);
  },
  async beforeUpdate(tx, _auth, _before, after) {
    await checkSection(tx, after.idSubgroup, after.idSection);
  },
};
