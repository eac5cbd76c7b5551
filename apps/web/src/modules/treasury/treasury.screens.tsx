import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** Treasury's screens beyond its masters: the bank movements. */
export const treasuryScreens: WebModule = {
  name: 'treasury',
  screens: {
    'TES-MOV-01': lazy(async () => ({
      default: (await import('./movements/BankMovementsPage.tsx')).BankMovementsPage,
    })),
  },
};
