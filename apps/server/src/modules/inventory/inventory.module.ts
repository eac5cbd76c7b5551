import type { ServerModule } from '../../platform/module.ts';
import { assetRoutes } from './assets/asset.routes.ts';
import { assetPurchaseGuard } from './assets/budget-guard.ts';
import { syncInventoryCatalogues } from './classification/classification.sync.ts';
import { conceptGuard } from './classification/concept.guard.ts';
import { countRoutes } from './counts/count.routes.ts';
import { inventoryGuide } from './inventory.guide.ts';
import { assetMovementRoutes } from './movements/asset-movement.routes.ts';
import { INVENTORY_REPORT_SOURCES } from './reports/inventory-reports.sql.ts';

/**
 * The inventory of movable assets (Bienes Muebles): the classification, the movement concepts, the
 * institution's concepts, work units and the heading of its BM forms are declarations in contracts;
 * the module seeds the standard catalogues and keeps what the masters must agree on.
 */
export const inventoryModule: ServerModule = {
  name: 'inventory',
  guide: inventoryGuide,
  // An incorporation names the causación that bought the asset; the custodian is a worker of payroll's
  // register (its end of service ends the custody) or, without payroll, a person.
  reads: ['budget_document', 'department', 'employee', 'period', 'person'],
  routes: (platform) => [
    { prefix: '/api/inventory', plugin: assetRoutes(platform) },
    { prefix: '/api/inventory', plugin: assetMovementRoutes(platform) },
    { prefix: '/api/inventory', plugin: countRoutes(platform) },
  ],
  resourceHooks: { generalConcept: conceptGuard },
  // A causación that bought assets stands while they do.
  documentHooks: { budget_document: assetPurchaseGuard },
  reports: INVENTORY_REPORT_SOURCES,
  sync: syncInventoryCatalogues,
};
