import { lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

/** The users of an institution and each one's screens. */
export const usersScreens: WebModule = {
  name: 'users',
  screens: {
    'CFG-USR-01': lazy(async () => ({ default: (await import('./UsersPage.tsx')).UsersPage })),
    'CFG-USR-02': lazy(async () => ({ default: (await import('./PermissionsPage.tsx')).PermissionsPage })),
  },
};
