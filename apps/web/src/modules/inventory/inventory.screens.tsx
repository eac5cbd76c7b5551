import { INVENTORY_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';

/** The inventory's screens beyond its masters: the asset register, its movements, the physical count and the BM forms. */
export const inventoryScreens: WebModule = {
  name: 'inventory',
  screens: {
    'INV-BMU-01': lazy(async () => ({
      default: (await import('./assets/AssetsPage.tsx')).AssetsPage,
    })),
    'INV-MOV-01': lazy(async () => ({
      default: (await import('./movements/AssetMovementsPage.tsx')).AssetMovementsPage,
    })),
    'INV-CNT-01': lazy(async () => ({
      default: (await import('./counts/CountsPage.tsx')).CountsPage,
    })),
    ...reportScreens(INVENTORY_REPORTS),
  },
};
