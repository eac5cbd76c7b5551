import { budgetReportForScreen, resourceForScreen } from '@erario/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PendingScreenPage } from './PendingScreenPage.tsx';

const ReportPage = lazy(async () => ({ default: (await import('../budget/ReportPage.tsx')).ReportPage }));
const MasterPage = lazy(async () => ({ default: (await import('../masters/MasterPage.tsx')).MasterPage }));

/** Screens with a page of their own; declared masters get the master page. */
const CUSTOM: Record<string, LazyExoticComponent<ComponentType>> = {
  'CFG-USR-01': lazy(async () => ({ default: (await import('../users/UsersPage.tsx')).UsersPage })),
  'CFG-USR-02': lazy(async () => ({
    default: (await import('../users/PermissionsPage.tsx')).PermissionsPage,
  })),
  'CFG-COR-01': lazy(async () => ({ default: (await import('./OutboxPage.tsx')).OutboxPage })),
  'PRE-NIV-01': lazy(async () => ({
    default: (await import('../budget/StructurePage.tsx')).StructurePage,
  })),
  'PRE-BEN-01': lazy(async () => ({
    default: (await import('../budget/BudgetBeneficiariesPage.tsx')).BudgetBeneficiariesPage,
  })),
  'PRE-DOC-01': lazy(async () => ({
    default: (await import('../budget/DocumentsPage.tsx')).DocumentsPage,
  })),
  'PRE-DOC-02': lazy(async () => ({
    default: (await import('../budget/DocumentFormPage.tsx')).DocumentFormPage,
  })),
  'PRE-DOC-03': lazy(async () => ({
    default: (await import('../budget/ViewDocumentPage.tsx')).ViewDocumentPage,
  })),
};

/**
 * What a catalogue screen shows: its own page, a declared report, its master's list and form, or
 * that it is not ready.
 */
export function ScreenPage({ code }: { code: string }) {
  const Custom = CUSTOM[code];
  if (Custom) return <Custom />;
  const report = budgetReportForScreen(code);
  if (report) return <ReportPage key={report.slug} def={report} />;
  const def = resourceForScreen(code);
  return def ? <MasterPage key={def.name} def={def} /> : <PendingScreenPage code={code} />;
}
