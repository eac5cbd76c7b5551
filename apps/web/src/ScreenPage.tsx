import { type ResourceDef, resourcesForScreen } from '@erario/contracts';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ComponentType, lazy } from 'react';
import { useSearchParams } from 'react-router';
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
 * What a catalogue screen shows: the page a module declares for it, its master's list and form (its
 * masters', one tab each, where several share it), or that it is not ready. Loaded as its own chunk
 * by the router.
 */
export function ScreenPage({ code }: { code: string }) {
  const Page = SCREENS[code];
  if (Page) return <Page />;
  const defs = resourcesForScreen(code);
  const [first] = defs;
  if (!first) return <PendingScreenPage code={code} />;
  return defs.length === 1 ? <Master def={first} /> : <SharedMasters defs={defs} />;
}

function Master({ def }: { def: ResourceDef }) {
  return (
    <MasterPage
      key={def.name}
      def={def}
      extension={ROW_EXTENSIONS[def.name]}
      toolbar={TOOLBAR_EXTENSIONS[def.name]}
    />
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A screen several masters share: a tab each, the one shown kept in the address (`?maestro=`). */
function SharedMasters({ defs }: { defs: ResourceDef[] }) {
  const [params, setParams] = useSearchParams();
  const shown = defs.find((d) => d.name === params.get('maestro')) ?? (defs[0] as ResourceDef);
  return (
    <>
      <Tabs
        value={shown.name}
        onChange={(_, name: string) => setParams({ maestro: name }, { replace: true })}
        aria-label="Maestros de la pantalla"
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {defs.map((d) => (
          <Tab key={d.name} value={d.name} label={capital(d.labels.plural)} />
        ))}
      </Tabs>
      <Master def={shown} />
    </>
  );
}
