import { MODULES, SCREENS } from '@erario/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { appModule, screen } from './common.schema.ts';

/** Brings the module and screen tables in line with the catalogue in the code, at every start. */
export async function syncCatalogue(db: Db): Promise<void> {
  await withTransaction(db, { idUser: null, idClient: null }, async (tx) => {
    await tx
      .insert(appModule)
      .values(MODULES.map((m) => ({ code: m.code, description: m.description, core: m.core })))
      .onConflictDoUpdate({
        target: appModule.code,
        set: { description: sql`excluded.description`, core: sql`excluded.core` },
        setWhere: sql`(${appModule.description}, ${appModule.core}) is distinct from (excluded.description, excluded.core)`,
      });
    await tx
      .insert(screen)
      .values(SCREENS.map((s) => ({ code: s.code, moduleCode: s.module, name: s.name, route: s.route })))
      .onConflictDoUpdate({
        target: screen.code,
        set: { moduleCode: sql`excluded.module_code`, name: sql`excluded.name`, route: sql`excluded.route` },
        setWhere: sql`(${screen.moduleCode}, ${screen.name}, ${screen.route})
          is distinct from (excluded.module_code, excluded.name, excluded.route)`,
      });
  });
}
