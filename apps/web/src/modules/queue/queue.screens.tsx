import { DEVICE_PATH } from '@erario/contracts';
import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/**
 * The queue's screens (its configuration, the kiosk, the agents' queue and the reset), the citizen's
 * ticket from its QR code, and the waiting room's display.
 */
export const queueScreens: WebModule = {
  name: 'queue',
  screens: {
    'TUR-CFG-01': lazy(async () => ({ default: (await import('./ConfigPage.tsx')).ConfigPage })),
    'TUR-SOL-01': lazy(async () => ({ default: (await import('./KioskPage.tsx')).KioskPage })),
    'TUR-COL-01': lazy(async () => ({ default: (await import('./AgentPage.tsx')).AgentPage })),
    'TUR-RST-01': lazy(async () => ({ default: (await import('./ResetPage.tsx')).ResetPage })),
  },
  routes: [
    { path: '/turno/:id', frame: 'public', page: async () => (await import('./TicketPage.tsx')).TicketPage },
    // An enrolled kiosk or display: its own credential, no session and no shell.
    {
      path: DEVICE_PATH,
      frame: 'public',
      page: async () => (await import('./DevicePage.tsx')).DevicePage,
    },
    // Full screen, without the menu, for whoever has the queue.
    {
      path: '/turnos/pantalla/:idCollectionPoint',
      frame: 'full-screen',
      module: 'TUR',
      page: async () => (await import('./DisplayPage.tsx')).DisplayPage,
    },
  ],
};
