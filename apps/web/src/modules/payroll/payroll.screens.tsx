import { PAYROLL_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';

/** Payroll's screens beyond its masters: the runs and their view. */
export const payrollScreens: WebModule = {
  name: 'payroll',
  screens: {
    'NOM-EMI-01': lazy(async () => ({
      default: (await import('./runs/PayrollRunsPage.tsx')).PayrollRunsPage,
    })),
    ...reportScreens(PAYROLL_REPORTS),
  },
};
