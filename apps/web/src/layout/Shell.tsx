import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { buildMenu } from '../platform/menu.ts';
import { QueryProvider } from '../platform/query.tsx';
import { useSession } from '../platform/session.tsx';
import { useSettings } from '../platform/settings.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { HorizontalNav } from './HorizontalNav.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { SideNav } from './SideNav.tsx';
import { CONTAINED_WIDTH, TOPBAR_HEIGHT } from './sizes.ts';
import { ContextSelects, TopBar } from './TopBar.tsx';

/**
 * The signed-in frame in its three layouts: layout1 side navigation (260 px, foldable to 80 px);
 * layout2 horizontal navigation with contained content (1200 px); layout3 icon navigation (80 px)
 * with contained content. Below the desk breakpoint every layout becomes one: a temporary drawer
 * opened by the menu button, holding what the top bar cannot.
 */
export function Shell() {
  const { user } = useSession();
  const { settings, update } = useSettings();
  const navigation = useNavigation();
  const entries = useMemo(() => (user ? buildMenu(user) : []), [user]);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  // The drawer is open on the screen it was opened on: choosing another screen closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const setNavOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const layout = settings.layout;
  const side = narrow || layout !== 'layout2';
  const compact = layout === 'layout3' || settings.compact;
  const contained = layout !== 'layout1';
  const toggleNav = narrow
    ? () => setNavOpen(!navOpen)
    : layout === 'layout1'
      ? () => update({ compact: !settings.compact })
      : undefined;

  return (
    <QueryProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout={layout}>
        <Box
          component="a"
          href="#contenido"
          onClick={(e: React.MouseEvent) => {
            // Focus the content itself, so the next Tab goes to its first field, not the menu.
            e.preventDefault();
            document.getElementById('contenido')?.focus();
          }}
          sx={{
            position: 'fixed',
            left: 8,
            top: 8,
            // Out of sight until a keyboard reaches it.
            transform: 'translateY(-200%)',
            zIndex: 3000,
            p: 1.5,
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 600,
            borderRadius: 1,
            boxShadow: 3,
            '&:focus': { transform: 'none' },
          }}
        >
          Saltar al contenido
        </Box>
        <TopBar entries={entries} narrow={narrow} navOpen={navOpen} onToggleNav={toggleNav} />
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label="Cargando"
            sx={{ position: 'fixed', top: TOPBAR_HEIGHT, left: 0, right: 0, zIndex: 2000 }}
          />
        )}
        {side && (
          <SideNav
            entries={entries}
            compact={compact}
            narrow={
              narrow
                ? {
                    open: navOpen,
                    onClose: () => setNavOpen(false),
                    header: (
                      <>
                        <ContextSelects />
                        <MenuSearch entries={entries} />
                      </>
                    ),
                  }
                : undefined
            }
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, pt: `${TOPBAR_HEIGHT}px` }}>
          {!side && <HorizontalNav entries={entries} />}
          <Box
            component="main"
            id="contenido"
            tabIndex={-1}
            sx={{
              p: { xs: 1.5, sm: 3 },
              outline: 'none',
              maxWidth: contained ? CONTAINED_WIDTH : undefined,
              mx: contained ? 'auto' : 0,
            }}
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
