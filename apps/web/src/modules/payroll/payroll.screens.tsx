import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** Payroll's screens beyond its masters: the runs. */
export const payrollScreens: WebModule = {
  name: 'payroll',
  screens: {
    'NOM-EMI-01': lazy(async () => ({
      default: (await import('./runs/PayrollRunsPage.tsx')).PayrollRunsPage,
    })),
  },
};
