import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useMemo } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { buildMenu } from '../platform/menu.ts';
import { QueryProvider } from '../platform/query.tsx';
import { useSession } from '../platform/session.tsx';
import { useSettings } from '../platform/settings.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { HorizontalNav } from './HorizontalNav.tsx';
import { SideNav } from './SideNav.tsx';
import { CONTAINED_WIDTH, TOPBAR_HEIGHT } from './sizes.ts';
import { TopBar } from './TopBar.tsx';

/**
 * The signed-in frame in its three layouts: layout1 side navigation (260 px, foldable to 80 px);
 * layout2 horizontal navigation with contained content (1200 px); layout3 icon navigation (80 px)
 * with contained content.
 */
export function Shell() {
  const { user } = useSession();
  const { settings, update } = useSettings();
  const navigation = useNavigation();
  const entries = useMemo(() => (user ? buildMenu(user) : []), [user]);
  const layout = settings.layout;
  const side = layout !== 'layout2';
  const compact = layout === 'layout3' || settings.compact;
  const contained = layout !== 'layout1';

  return (
    <QueryProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout={layout}>
        <TopBar
          entries={entries}
          onToggleNav={layout === 'layout1' ? () => update({ compact: !settings.compact }) : undefined}
        />
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label="Cargando"
            sx={{ position: 'fixed', top: TOPBAR_HEIGHT, left: 0, right: 0, zIndex: 2000 }}
          />
        )}
        {side && <SideNav entries={entries} compact={compact} />}
        <Box sx={{ flex: 1, minWidth: 0, pt: `${TOPBAR_HEIGHT}px` }}>
          {!side && <HorizontalNav entries={entries} />}
          <Box
            component="main"
            sx={{ p: 3, maxWidth: contained ? CONTAINED_WIDTH : undefined, mx: contained ? 'auto' : 0 }}
          >
            <Breadcrumb entries={entries} />
            <Suspense fallback={<LinearProgress aria-label="Cargando" />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </QueryProvider>
  );
}
