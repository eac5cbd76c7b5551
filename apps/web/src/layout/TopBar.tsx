import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../platform/confirm.tsx';
import {
  DevicesIcon,
  HelpIcon,
  InfoIcon,
  LayoutIcon,
  LockIcon,
  LogoutIcon,
  MenuIcon,
  PersonIcon,
  VerifiedIcon,
} from '../platform/icons.tsx';
import type { NavEntry } from '../platform/menu.ts';
import { useSession } from '../platform/session.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { NotificationsPanel } from './NotificationsPanel.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';
import { TOPBAR_HEIGHT } from './sizes.ts';

const selectSx = {
  color: 'inherit',
  bgcolor: 'rgba(255,255,255,0.12)',
  '& .MuiOutlinedInput-notchedOutline': { border: 0 },
  '& .MuiSvgIcon-root': { color: 'inherit' },
};

/**
 * The institution and period the session works in, with the closed or expired mark: in the top bar
 * at a desk, at the head of the menu drawer on a phone.
 */
export function ContextSelects() {
  const { user, period, choosePeriod, switchClient } = useSession();
  const [switching, setSwitching] = useState(false);
  if (!user) return null;
  const periods = user.clientes.find((c) => c.idClient === user.idClient)?.periods ?? [];
  return (
    <>
      <Select
        size="small"
        value={user.idClient}
        disabled={switching}
        onChange={async (e) => {
          setSwitching(true);
          await switchClient(Number(e.target.value));
          setSwitching(false);
        }}
        sx={{ ...selectSx, maxWidth: 320 }}
        inputProps={{ 'aria-label': 'Institución' }}
      >
        {user.clientes.map((c) => (
          <MenuItem key={c.idClient} value={c.idClient}>
            {c.clientName}
          </MenuItem>
        ))}
      </Select>
      <Select
        size="small"
        value={period?.idPeriod ?? ''}
        displayEmpty
        onChange={(e) => {
          const next = periods.find((p) => p.idPeriod === Number(e.target.value));
          if (next) choosePeriod(next);
        }}
        sx={selectSx}
        inputProps={{ 'aria-label': 'Período' }}
      >
        {periods.length === 0 && <MenuItem value="">Sin períodos</MenuItem>}
        {periods.map((p) => (
          <MenuItem key={p.idPeriod} value={p.idPeriod}>
            {p.description}
            {p.closed ? ' (cerrado)' : p.expired ? ' (vencido)' : ''}
          </MenuItem>
        ))}
      </Select>
      {(period?.closed || period?.expired) && (
        <Chip
          label={period.closed ? 'Ejercicio cerrado' : 'Período vencido'}
          color="warning"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
    </>
  );
}

/**
 * The top bar. On a narrow screen it keeps the menu button, the name, notifications and the user
 * menu; the institution, period and screen search move to the head of the menu drawer.
 */
export function TopBar({
  entries,
  narrow,
  navOpen,
  onToggleNav,
}: {
  entries: NavEntry[];
  narrow: boolean;
  navOpen: boolean;
  onToggleNav?: () => void;
}) {
  const { user, signOut } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!user) return null;

  const go = (path: string) => {
    setUserMenu(null);
    navigate(path);
  };

  return (
    <AppBar position="fixed" elevation={1} sx={{ height: TOPBAR_HEIGHT, zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ minHeight: `${TOPBAR_HEIGHT}px !important`, gap: { xs: 1, md: 1.5 } }}>
        {onToggleNav && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleNav}
            aria-label={narrow ? 'Abrir el menú' : 'Plegar o desplegar el menú'}
            aria-expanded={narrow ? navOpen : undefined}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, mr: 1 }}>
          Erario
        </Typography>
        {!narrow && <ContextSelects />}
        <Box sx={{ flex: 1 }} />
        {!narrow && <MenuSearch entries={entries} />}
        <NotificationsPanel notify={user.notify} />
        <IconButton
          color="inherit"
          onClick={(e) => setUserMenu(e.currentTarget)}
          aria-label="Menú del usuario"
          title={`Menú del usuario: ${user.nameUser}`}
        >
          <PersonIcon />
        </IconButton>
        <Menu anchorEl={userMenu} open={userMenu !== null} onClose={() => setUserMenu(null)}>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{user.nameUser}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.usuario} · {user.role}
              {user.isConsultant ? ' · solo consulta' : ''}
            </Typography>
          </Box>
          <Divider />
          <MenuItem
            onClick={() => {
              setUserMenu(null);
              setSettingsOpen(true);
            }}
          >
            <ListItemIcon>
              <LayoutIcon fontSize="small" />
            </ListItemIcon>
            Apariencia
          </MenuItem>
          <MenuItem onClick={() => go('/pages/change-password')}>
            <ListItemIcon>
              <LockIcon fontSize="small" />
            </ListItemIcon>
            Cambiar contraseña
          </MenuItem>
          <MenuItem onClick={() => go('/pages/security')}>
            <ListItemIcon>
              <VerifiedIcon fontSize="small" />
            </ListItemIcon>
            Verificación en dos pasos
          </MenuItem>
          <MenuItem onClick={() => go('/pages/sessions')}>
            <ListItemIcon>
              <DevicesIcon fontSize="small" />
            </ListItemIcon>
            Sesiones abiertas
          </MenuItem>
          <MenuItem onClick={() => go('/pages/primeros-pasos')}>
            <ListItemIcon>
              <HelpIcon fontSize="small" />
            </ListItemIcon>
            Primeros pasos
          </MenuItem>
          <MenuItem onClick={() => go('/pages/about')}>
            <ListItemIcon>
              <InfoIcon fontSize="small" />
            </ListItemIcon>
            Acerca de
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={async () => {
              setUserMenu(null);
              if (!(await confirm('¿Desea cerrar la sesión?'))) return;
              await signOut();
              navigate('/session/signin', { replace: true });
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Cerrar sesión
          </MenuItem>
        </Menu>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      </Toolbar>
    </AppBar>
  );
}
