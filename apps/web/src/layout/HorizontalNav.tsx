import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocation, useNavigate } from 'react-router';
import { ExpandMoreIcon, MoreIcon } from '../platform/icons.tsx';
import { type NavEntry, screenPath } from '../platform/menu.ts';
import { EntryIcon } from './entryIcon.tsx';
import { useNavMenu } from './navMenu.ts';
import { CONTAINED_WIDTH, HORIZONTAL_MAX_ITEMS } from './sizes.ts';

/** Horizontal navigation: the first entries as buttons, the rest folded into `More`. */
export function HorizontalNav({ entries }: { entries: NavEntry[] }) {
  const visible = entries.slice(0, HORIZONTAL_MAX_ITEMS);
  const folded = entries.slice(HORIZONTAL_MAX_ITEMS);
  return (
    <Box
      component="nav"
      aria-label="Menú principal"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          maxWidth: CONTAINED_WIDTH,
          mx: 'auto',
          px: 2,
          display: 'flex',
          gap: 0.5,
          minHeight: 48,
          alignItems: 'center',
        }}
      >
        {visible.map((entry) => (
          <TopEntry key={entry.key} entry={entry} />
        ))}
        {folded.length > 0 && <MoreMenu entries={folded} />}
      </Box>
    </Box>
  );
}

function TopEntry({ entry }: { entry: NavEntry }) {
  const navigate = useNavigate();
  const pathname = screenPath(useLocation().pathname);
  const nav = useNavMenu();
  const active =
    entry.kind === 'item' ? pathname === entry.path : entry.children.some((child) => child.path === pathname);
  const sx = {
    color: active ? 'primary.main' : 'text.primary',
    fontWeight: active ? 600 : 400,
    whiteSpace: 'nowrap',
  };
  if (entry.kind === 'item') {
    return (
      <Button startIcon={<EntryIcon entry={entry} />} sx={sx} onClick={() => navigate(entry.path)}>
        {entry.name}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<EntryIcon entry={entry} />}
        endIcon={<ExpandMoreIcon />}
        sx={sx}
        onClick={nav.openAt}
        aria-haspopup="menu"
      >
        {entry.name}
      </Button>
      <Menu {...nav.menu}>
        {entry.children.map((child) => (
          <MenuItem key={child.key} selected={child.path === pathname} onClick={() => nav.go(child.path)}>
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function MoreMenu({ entries }: { entries: NavEntry[] }) {
  const { menu, openAt, go } = useNavMenu();
  return (
    <>
      <Button startIcon={<MoreIcon />} sx={{ color: 'text.primary' }} onClick={openAt} aria-haspopup="menu">
        More
      </Button>
      <Menu {...menu} slotProps={{ paper: { sx: { maxHeight: 480 } } }}>
        {entries.flatMap((entry) =>
          entry.kind === 'item'
            ? [
                <MenuItem key={entry.key} onClick={() => go(entry.path)}>
                  {entry.name}
                </MenuItem>,
              ]
            : [
                <ListSubheader key={`${entry.key}-header`}>{entry.name}</ListSubheader>,
                ...entry.children.map((child) => (
                  <MenuItem key={child.key} onClick={() => go(child.path)} sx={{ pl: 4 }}>
                    {child.name}
                  </MenuItem>
                )),
              ],
        )}
      </Menu>
    </>
  );
}
