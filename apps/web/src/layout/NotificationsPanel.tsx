import { elapsedLabel, type SessionUser } from '@erario/contracts';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DropPanel } from '../platform/DropPanel.tsx';
import { NotificationsIcon } from '../platform/icons.tsx';
import { POPUP_WIDTH } from './sizes.ts';

/** The floating notifications panel: the session's `notify` list with elapsed-time labels. */
export function NotificationsPanel({ notify }: { notify: SessionUser['notify'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = notify.filter((n) => !n.read).length;
  return (
    <>
      {/* The name says what the badge shows (WCAG 2.5.3: the visible «1» is in the name). */}
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={unread > 0 ? `Notificaciones: ${unread} por leer` : 'Notificaciones'}
      >
        <Badge badgeContent={unread} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <DropPanel
        anchor={anchor}
        onClose={() => setAnchor(null)}
        paperSx={{ width: POPUP_WIDTH, maxHeight: 480 }}
      >
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notificaciones
          </Typography>
        </Box>
        {notify.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No tiene notificaciones.
          </Typography>
        ) : (
          <List dense aria-label="Lista de notificaciones">
            {notify.map((n) => (
              <ListItem key={n.id} divider>
                <ListItemText
                  primary={n.message}
                  secondary={elapsedLabel(n.createdAt)}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DropPanel>
    </>
  );
}
