import { BUDGET_REPORTS } from '@erario/contracts';
import { lazy } from 'react';
import { reportScreens } from '../../platform/reports/report-screens.tsx';
import type { WebModule } from '../../platform/screens.ts';
import { budgetMenu } from './budget.menu.ts';

/**
 * The expense budget's screens (structure, beneficiaries, documents and the execution reports), the
 * public page of a printed document's QR code, and the document generator at the menu's top.
 */
export const budgetScreens: WebModule = {
  name: 'budget',
  screens: {
    'PRE-NIV-01': lazy(async () => ({
      default: (await import('./structure/StructurePage.tsx')).StructurePage,
    })),
    'PRE-BEN-01': lazy(async () => ({
      default: (await import('./beneficiaries/BudgetBeneficiariesPage.tsx')).BudgetBeneficiariesPage,
    })),
    'PRE-DOC-01': lazy(async () => ({
      default: (await import('./documents/DocumentsPage.tsx')).DocumentsPage,
    })),
    'PRE-DOC-02': lazy(async () => ({
      default: (await import('./documents/DocumentFormPage.tsx')).DocumentFormPage,
    })),
    'PRE-DOC-03': lazy(async () => ({
      default: (await import('./documents/ViewDocumentPage.tsx')).ViewDocumentPage,
    })),
    'PRE-CIE-01': lazy(async () => ({
      default: (await import('./closing/ClosingPage.tsx')).ClosingPage,
    })),
    ...reportScreens(BUDGET_REPORTS),
  },
  verifyViews: {
    document: {
      title: 'Verificación de documento',
      notFound: 'Documento no encontrado',
      body: async () => (await import('./documents/DocumentVerifyBody.tsx')).documentVerification,
    },
  },
  menu: budgetMenu,
};
