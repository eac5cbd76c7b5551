import { resourceForScreen } from '@erario/contracts';
import { type ComponentType, lazy } from 'react';
import { PendingScreenPage } from './modules/pages/PendingScreenPage.tsx';
import { WEB_MODULES } from './modules.ts';
import type { RowExtension, ToolbarExtension } from './platform/masters/extensions.tsx';

const MasterPage = lazy(async () => ({
  default: (await import('./platform/masters/MasterPage.tsx')).MasterPage,
}));

const SCREENS: Record<string, ComponentType> = Object.assign({}, ...WEB_MODULES.map((m) => m.screens ?? {}));
const ROW_EXTENSIONS: Record<string, RowExtension> = Object.assign(
  {},
  ...WEB_MODULES.map((m) => m.rowExtensions ?? {}),
);
const TOOLBAR_EXTENSIONS: Record<string, ToolbarExtension> = Object.assign(
  {},
  ...WEB_MODULES.map((m) => m.toolbarExtensions ?? {}),
);

/**
 * What a catalogue screen shows: the page a module declares for it, its master's list and form, or
 * that it is not ready. Loaded as its own chunk by the router.
 */
export function ScreenPage({ code }: { code: string }) {
  const Page = SCREENS[code];
  if (Page) return <Page />;
  const def = resourceForScreen(code);
  return def ? (
    <MasterPage
      key={def.name}
      def={def}
      extension={ROW_EXTENSIONS[def.name]}
      toolbar={TOOLBAR_EXTENSIONS[def.name]}
    />
  ) : (
    <PendingScreenPage code={code} />
  );
}
