import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** Support: the board of requests to the support desk, a request's history and a board's sealed address. */
export const supportScreens: WebModule = {
  name: 'support',
  screens: {
    'SOP-TAB-01': lazy(async () => ({ default: (await import('./BoardPage.tsx')).BoardPage })),
  },
  // Always available once signed in (spec): the server shows what the reader may see.
  routes: [
    {
      path: '/support-board-history/:id',
      frame: 'shell',
      page: async () => (await import('./HistoryPage.tsx')).HistoryPage,
    },
    {
      path: '/support-board-id/:id',
      frame: 'shell',
      page: async () => (await import('./SealedBoardPage.tsx')).SealedBoardPage,
    },
  ],
};
