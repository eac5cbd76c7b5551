import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** Support: the board of requests to the support desk. */
export const supportScreens: WebModule = {
  name: 'support',
  screens: {
    'SOP-TAB-01': lazy(async () => ({ default: (await import('./BoardPage.tsx')).BoardPage })),
  },
};
