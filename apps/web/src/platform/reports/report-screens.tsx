import type { AnyReport } from '@erario/contracts';
import { type ComponentType, lazy } from 'react';
import type { ReportActionProps } from './ReportScreen.tsx';

const ReportScreen = lazy(async () => ({ default: (await import('./ReportScreen.tsx')).ReportScreen }));

/**
 * The screens of a module's declared reports, by screen code, for its web manifest: one component
 * per report, so moving between reports starts each one afresh; the report screen is its own chunk.
 */
export function reportScreens(
  reports: readonly AnyReport[],
  /** A module's action on a report's answer, by the report's screen code (lazy: its own chunk). */
  actions: Record<string, ComponentType<ReportActionProps>> = {},
): Record<string, ComponentType> {
  return Object.fromEntries(
    reports.map((report) => {
      const Screen = () => <ReportScreen report={report} action={actions[report.screen]} />;
      Screen.displayName = `Report(${report.group}/${report.slug})`;
      return [report.screen, Screen];
    }),
  );
}
