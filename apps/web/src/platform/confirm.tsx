import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

type Ask = (message: string) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** The one confirmation dialog (spec section 2): title `Confirmación`, buttons `Si` and `No`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    (text) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setMessage(null);
  };
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Dialog
        open={message !== null}
        onClose={() => answer(false)}
        aria-labelledby="confirm-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="confirm-title">Confirmación</DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>No</Button>
          <Button onClick={() => answer(true)} variant="contained" autoFocus>
            Si
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm fuera de ConfirmProvider');
  return ask;
}
