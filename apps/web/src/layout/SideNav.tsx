import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ExpandLessIcon, ExpandMoreIcon } from '../platform/icons.tsx';
import { type NavEntry, type NavGroup, screenPath } from '../platform/menu.ts';
import { EntryIcon } from './entryIcon.tsx';
import { useNavMenu } from './navMenu.ts';
import { SIDENAV_COMPACT_WIDTH, SIDENAV_WIDTH, TOPBAR_HEIGHT } from './sizes.ts';

/** On a phone: the drawer is temporary, opened by the top bar's menu button, with what the top bar folds. */
export interface NarrowNav {
  open: boolean;
  onClose: () => void;
  /** What the top bar cannot hold on a narrow screen (institution, period, screen search). */
  header: ReactNode;
}

const paperColours = { bgcolor: '#0f2744', color: 'rgba(255,255,255,0.85)', borderRight: 0 };

/**
 * Side navigation: 260 px with collapsible groups, or 80 px of icons whose groups open as a menu;
 * below the desk breakpoint a temporary drawer over the content. Entries are links inside list
 * items, so a screen reader hears a list of pages and each can be opened in a new tab.
 */
export function SideNav({
  entries,
  compact,
  narrow,
}: {
  entries: NavEntry[];
  compact: boolean;
  narrow?: NarrowNav;
}) {
  const folded = compact && !narrow;
  const pathname = screenPath(useLocation().pathname);
  // A screen the menu offers twice (a shortcut at the top and its place in a group) is marked once,
  // where it comes first, so a screen reader hears one current page.
  const current = entries
    .flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.children))
    .find((entry) => entry.path === pathname)?.key;
  const nav = (
    <Box component="nav" aria-label="Menú principal" sx={{ overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
      <List dense disablePadding>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <Leaf key={entry.key} entry={entry} compact={folded} current={current} />
          ) : folded ? (
            <CompactGroup key={entry.key} group={entry} />
          ) : (
            <Group key={entry.key} group={entry} current={current} />
          ),
        )}
      </List>
    </Box>
  );
  if (narrow)
    return (
      <Drawer
        variant="temporary"
        open={narrow.open}
        onClose={narrow.onClose}
        ModalProps={{ keepMounted: false }}
        // Over the content the drawer is a modal dialog: it needs a name of its own (WCAG 4.1.2).
        slotProps={{ paper: { 'aria-label': 'Menú' } }}
        // Under the top bar, whose menu button stays there to close it again.
        sx={{
          '& .MuiDrawer-paper': {
            width: SIDENAV_WIDTH + 40,
            maxWidth: '85vw',
            top: TOPBAR_HEIGHT,
            height: `calc(100% - ${TOPBAR_HEIGHT}px)`,
            ...paperColours,
          },
        }}
      >
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>{narrow.header}</Box>
        {nav}
      </Drawer>
    );
  const width = compact ? SIDENAV_COMPACT_WIDTH : SIDENAV_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          top: TOPBAR_HEIGHT,
          height: `calc(100% - ${TOPBAR_HEIGHT}px)`,
          ...paperColours,
          transition: 'width 150ms',
        },
      }}
    >
      {nav}
    </Drawer>
  );
}

const itemSx = {
  mx: 1,
  borderRadius: 1,
  color: 'inherit',
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'common.white' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
};

function Leaf({
  entry,
  compact,
  current,
  nested = false,
}: {
  entry: NavEntry & { kind: 'item' };
  compact: boolean;
  current: string | undefined;
  nested?: boolean;
}) {
  const selected = entry.key === current;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={entry.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ ...itemSx, pl: nested ? 6 : 2, justifyContent: compact ? 'center' : 'flex-start', minHeight: 40 }}
      aria-label={compact ? entry.name : undefined}
    >
      {!nested && (
        <ListItemIcon sx={{ color: 'inherit', minWidth: compact ? 0 : 40 }}>
          <EntryIcon entry={entry} fontSize="small" />
        </ListItemIcon>
      )}
      {!compact && (
        <ListItemText primary={entry.name} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {compact ? (
        <Tooltip title={entry.name} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

function Group({ group, current }: { group: NavGroup; current: string | undefined }) {
  const active = group.children.some((c) => c.key === current);
  const [open, setOpen] = useState(active);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ ...itemSx, minHeight: 40 }} aria-expanded={open}>
        <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
          <EntryIcon entry={group} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={group.name}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: 500 } } }}
        />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense disablePadding>
          {group.children.map((child) => (
            <Leaf key={child.key} entry={child} compact={false} current={current} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function CompactGroup({ group }: { group: NavGroup }) {
  const nav = useNavMenu();
  return (
    <ListItem disablePadding>
      <Tooltip title={group.name} placement="right">
        <ListItemButton
          onClick={nav.openAt}
          sx={{ ...itemSx, justifyContent: 'center', minHeight: 40 }}
          aria-label={group.name}
          aria-haspopup="menu"
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 0 }}>
            <EntryIcon entry={group} fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        {...nav.menu}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { subheader: <ListSubheader>{group.name}</ListSubheader> } }}
      >
        {group.children.map((child) => (
          <MenuItem key={child.key} onClick={() => nav.go(child.path)}>
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </ListItem>
  );
}
