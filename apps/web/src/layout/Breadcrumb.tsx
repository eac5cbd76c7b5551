import { SCREENS } from '@erario/contracts/catalogue';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { matchPath, Link as RouterLink, useLocation } from 'react-router';
import { flattenMenu, HOME_PATH, type NavEntry, screenPath } from '../platform/menu.ts';
import { usePageTitle } from '../platform/title.ts';

const EXTRA: Record<string, string> = {
  '/pages/about': 'Acerca de',
  '/pages/primeros-pasos': 'Primeros pasos',
  '/pages/change-password': 'Cambiar contraseña',
  '/pages/sessions': 'Sesiones abiertas',
  '/pages/security': 'Verificación en dos pasos',
};

/**
 * Breadcrumb bar: Inicio › group › screen, from the menu the user has; the screen's name is also the
 * page title. Screens reached from a list (a user's permissions) are named by the catalogue.
 */
export function Breadcrumb({ entries }: { entries: NavEntry[] }) {
  const pathname = screenPath(useLocation().pathname);
  const trail = useMemo(() => {
    const found = flattenMenu(entries).find(({ item }) => item.path === pathname);
    if (found) return [found.group?.name, found.item.name].filter(Boolean) as string[];
    if (EXTRA[pathname]) return [EXTRA[pathname]];
    const screen = SCREENS.find((s) => s.route.includes(':') && matchPath(s.route, pathname));
    return screen ? [screen.name] : [];
  }, [entries, pathname]);
  usePageTitle(pathname === HOME_PATH ? 'Inicio' : trail.at(-1));
  if (pathname === HOME_PATH) return null;
  return (
    <Breadcrumbs aria-label="Ruta de navegación" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={HOME_PATH} underline="hover" color="inherit">
        Inicio
      </Link>
      {trail.map((label, i) =>
        i === trail.length - 1 ? (
          <Typography key={label} color="text.primary">
            {label}
          </Typography>
        ) : (
          <Typography key={label} color="text.secondary">
            {label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
