import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The one confirmation dialog (spec section 2): title `Confirmación`, buttons `Si` and `No`. It
 * opens with focus on `No`, the answer that changes nothing, so an Enter pressed out of habit
 * cannot delete or annul (GOV.UK and gob.es put the safe choice first for the same reason).
 */
export function ConfirmDialog({ message, answer }: { message: string; answer: (value: boolean) => void }) {
  return (
    <Dialog
      open
      onClose={() => answer(false)}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-title">Confirmación</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)} autoFocus>
          No
        </Button>
        <Button onClick={() => answer(true)} variant="contained">
          Si
        </Button>
      </DialogActions>
    </Dialog>
  );
}
