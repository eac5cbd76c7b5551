import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** Pages of the platform's own screens: the outgoing mail for the SA, and the audit trail. */
export const pagesScreens: WebModule = {
  name: 'pages',
  screens: {
    'CFG-COR-01': lazy(async () => ({ default: (await import('./OutboxPage.tsx')).OutboxPage })),
    'CFG-AUD-01': lazy(async () => ({ default: (await import('./AuditPage.tsx')).AuditPage })),
  },
};
