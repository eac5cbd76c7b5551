import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';

/**
 * A panel dropped under the button that opened it, their right edges aligned (a date field's
 * calendar, the notifications), closed by a click outside or Escape.
 */
export function DropPanel({
  anchor,
  onClose,
  paperSx,
  children,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
  paperSx?: object;
  children: ReactNode;
}) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={paperSx ? { paper: { sx: paperSx } } : undefined}
    >
      {children}
    </Popover>
  );
}
