import { BUDGET_REPORTS } from '@erario/contracts';
import { type ComponentType, lazy } from 'react';
import type { WebModule } from '../../platform/screens.ts';

const ReportPage = lazy(async () => ({ default: (await import('./ReportPage.tsx')).ReportPage }));

/** One component per declared report, so moving between reports starts each one afresh. */
const reports: Record<string, ComponentType> = Object.fromEntries(
  BUDGET_REPORTS.map((def) => {
    const Report = () => <ReportPage def={def} />;
    Report.displayName = `Report(${def.slug})`;
    return [def.screen, Report];
  }),
);

/** The expense budget's screens: structure, beneficiaries, documents and the execution reports. */
export const budgetScreens: WebModule = {
  name: 'budget',
  screens: {
    'PRE-NIV-01': lazy(async () => ({ default: (await import('./StructurePage.tsx')).StructurePage })),
    'PRE-BEN-01': lazy(async () => ({
      default: (await import('./BudgetBeneficiariesPage.tsx')).BudgetBeneficiariesPage,
    })),
    'PRE-DOC-01': lazy(async () => ({ default: (await import('./DocumentsPage.tsx')).DocumentsPage })),
    'PRE-DOC-02': lazy(async () => ({ default: (await import('./DocumentFormPage.tsx')).DocumentFormPage })),
    'PRE-DOC-03': lazy(async () => ({ default: (await import('./ViewDocumentPage.tsx')).ViewDocumentPage })),
    ...reports,
  },
};
