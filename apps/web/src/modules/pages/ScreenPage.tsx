import { resourceForScreen } from '@erario/contracts';
import { lazy } from 'react';
import { PendingScreenPage } from './PendingScreenPage.tsx';

const MasterPage = lazy(async () => ({ default: (await import('../masters/MasterPage.tsx')).MasterPage }));

/** What a catalogue screen shows: its master's list and form when it is a declared master. */
export function ScreenPage({ code }: { code: string }) {
  const def = resourceForScreen(code);
  return def ? <MasterPage key={def.name} def={def} /> : <PendingScreenPage code={code} />;
}
