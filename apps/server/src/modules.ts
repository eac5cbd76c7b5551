import { sql } from 'drizzle-orm';
import { budgetModule } from './modules/budget/budget.module.ts';
import { commonModule } from './modules/common/common.module.ts';
import { identityModule } from './modules/identity/identity.module.ts';
import { inventoryModule } from './modules/inventory/inventory.module.ts';
import { payrollModule } from './modules/payroll/payroll.module.ts';
import { queueModule } from './modules/queue/queue.module.ts';
import { revenueModule } from './modules/revenue/revenue.module.ts';
import { supportModule } from './modules/support/support.module.ts';
import { treasuryModule } from './modules/treasury/treasury.module.ts';
import type { Db } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import type { ServerModule } from './platform/module.ts';
import { LISTED_TABLES } from './platform/resources/list-cache.ts';

/**
 * Every business module of the server, each after those it builds on. The app registers their
 * routes and master hooks from this list, the migration runner takes their audit exemptions from
 * it, and every start runs their syncs: a new module is one line here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  commonModule,
  identityModule,
  budgetModule,
  treasuryModule,
  revenueModule,
  inventoryModule,
  payrollModule,
  queueModule,
  supportModule,
];

/** The modules' tables that keep no audit trail. */
export const MODULE_AUDIT_EXEMPT = SERVER_MODULES.flatMap((m) => m.auditExempt ?? []);

/** Each module's catalogues and the starting values each institution gets (seeded institutions included). */
export async function syncModules(db: Db): Promise<void> {
  // Several processes starting at once on one database (a deploy, a scale-up): one brings the
  // catalogues in line under the lock, and the others, waiting, find nothing left to do.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.erario_sync'))`);
    for (const module of SERVER_MODULES) await module.sync?.(tx as unknown as Db);
  });
}

/** Brings a database up to this version: the migrations, then each module's catalogues. */
export async function prepareDatabase(db: Db): Promise<string[]> {
  const applied = await migrate(db, MODULE_AUDIT_EXEMPT, LISTED_TABLES);
  await syncModules(db);
  return applied;
}
