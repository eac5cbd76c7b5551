import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface NoticeState {
  ok: boolean;
  text: string;
}

/** The result of an action, shown for a few seconds at the bottom of the screen. */
export function Notice({ notice, onClose }: { notice: NoticeState | null; onClose(): void }) {
  return (
    <Snackbar open={notice !== null} autoHideDuration={6000} onClose={onClose}>
      {notice ? (
        <Alert severity={notice.ok ? 'success' : 'error'} variant="filled" onClose={onClose}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
