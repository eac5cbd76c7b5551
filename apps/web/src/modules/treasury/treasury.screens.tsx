import { openingBalanceResource, TREASURY_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';

/** Treasury's screens beyond its masters: the bank movements, an account's movements with its balance, the statements, the reconciliation and the withholdings paid over. */
export const treasuryScreens: WebModule = {
  name: 'treasury',
  screens: {
    'TES-MOV-01': lazy(async () => ({
      default: (await import('./bank-movements/BankMovementsPage.tsx')).BankMovementsPage,
    })),
    'TES-EDC-01': lazy(async () => ({
      default: (await import('./statements/StatementsPage.tsx')).StatementsPage,
    })),
    'TES-CON-01': lazy(async () => ({
      default: (await import('./reconciliation/ReconciliationPage.tsx')).ReconciliationPage,
    })),
    'TES-PAG-01': lazy(async () => ({
      default: (await import('./withholdings/WithholdingsPage.tsx')).WithholdingsPage,
    })),
    ...reportScreens(TREASURY_REPORTS),
  },
  verifyViews: {
    islrCertificate: {
      title: 'Verificación de comprobante de ISLR',
      notFound: 'Comprobante no encontrado',
      body: async () =>
        (await import('./withholdings/IslrCertificateVerifyBody.tsx')).islrCertificateVerification,
    },
  },
  toolbarExtensions: {
    openingBalance: {
      master: openingBalanceResource,
      Action: lazy(async () => ({
        default: (await import('./opening/CarryBalancesButton.tsx')).CarryBalancesButton,
      })),
    },
  },
};
