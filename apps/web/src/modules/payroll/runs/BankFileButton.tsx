import { bankAccountResource, endpointUrl, payslipEndpoints } from '@erario/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { download, messageOf } from '../../../platform/api.ts';
import { DownloadIcon } from '../../../platform/icons.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';

/**
 * «Archivo del banco»: the plain file any bank takes, or, choosing the institution's account the bank
 * debits, the file in that bank's own layout (Banesco, Mercantil); the server says which banks have one.
 */
export function BankFileButton({
  idRun,
  numberText,
  canPickAccount,
  onError,
}: {
  idRun: number;
  numberText: string | null;
  /** Whether the user may pick the institution's accounts (the run's own screen). */
  canPickAccount: boolean;
  onError(message: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState<Option | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetchFile = async () => {
    setBusy(true);
    setError(null);
    try {
      await download(
        endpointUrl(payslipEndpoints.bankFile, {
          params: { id: idRun },
          query: account ? { idBankAccount: account.id } : {},
        }),
        `Nomina ${numberText ?? idRun} banco.txt`,
      );
      setOpen(false);
    } catch (e) {
      if (canPickAccount) setError(messageOf(e));
      else onError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() => (canPickAccount ? setOpen(true) : fetchFile())}
      >
        Archivo del banco
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Archivo del banco · Nómina {numberText}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Elija la cuenta de la institución que el banco debita para el archivo en el formato de ese banco
            (Banesco o Mercantil); sin cuenta, el archivo sencillo.
          </Typography>
          <RefField
            target={bankAccountResource}
            label="Cuenta que se debita"
            value={account}
            onChange={(option) => {
              setAccount(option);
              setError(null);
            }}
            error={error ?? undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button variant="contained" onClick={fetchFile} disabled={busy}>
            {account ? 'Descargar en su formato' : 'Descargar el sencillo'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
