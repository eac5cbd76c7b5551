import { budgetScreens } from './modules/budget/budget.screens.tsx';
import { inventoryScreens } from './modules/inventory/inventory.screens.tsx';
import { mastersScreens } from './modules/masters/masters.screens.tsx';
import { pagesScreens } from './modules/pages/pages.screens.tsx';
import { payrollScreens } from './modules/payroll/payroll.screens.tsx';
import { queueScreens } from './modules/queue/queue.screens.tsx';
import { revenueScreens } from './modules/revenue/revenue.screens.tsx';
import { supportScreens } from './modules/support/support.screens.tsx';
import { treasuryScreens } from './modules/treasury/treasury.screens.tsx';
import { usersScreens } from './modules/users/users.screens.tsx';
import type { WebModule } from './platform/screens.ts';

/**
 * Every module of the web app: a new module is one line here. Read by the roots only: the router
 * (as a chunk of its own, so the sign-in page loads no declaration) and the screen lookup.
 */
export const WEB_MODULES: readonly WebModule[] = [
  pagesScreens,
  usersScreens,
  mastersScreens,
  budgetScreens,
  treasuryScreens,
  revenueScreens,
  inventoryScreens,
  payrollScreens,
  queueScreens,
  supportScreens,
];
