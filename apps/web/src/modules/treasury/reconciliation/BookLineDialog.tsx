import {
  formatDate,
  formatMoney,
  type ReconciliationItem,
  type ReconciliationKey,
  reconciliationEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { ApiError, call, messageOf } from '../../../platform/api.ts';

/**
 * «Registrar en libros»: a line only the bank has (a fee, interest) entered in the book as a debit or
 * credit note of its date and amount, and matched to it at once. The reference and the description
 * are the line's, and may be changed; the server refuses what the book would not take.
 */
export function BookLineDialog({
  line,
  reconciliation,
  onClose,
  onDone,
}: {
  line: ReconciliationItem;
  reconciliation: ReconciliationKey;
  onClose(): void;
  onDone(message: string): void;
}) {
  const [reference, setReference] = useState(line.reference ?? '');
  const [description, setDescription] = useState(line.description);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const debit = new Decimal(line.amount).isNegative();
  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const res = await call(reconciliationEndpoints.book, {
        body: {
          ...reconciliation,
          idLine: line.id,
          reference: reference.trim() || undefined,
          description: description.trim() || undefined,
        },
      });
      onDone(res.message ?? 'Línea registrada en libros y conciliada');
    } catch (error) {
      setProblem({
        message: messageOf(error),
        fields:
          error instanceof ApiError ? Object.fromEntries(error.fields.map((f) => [f.field, f.message])) : {},
      });
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Registrar en libros</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            La línea del banco del {formatDate(line.date)} por{' '}
            {formatMoney(new Decimal(line.amount).abs().toFixed(2))} entra al libro como{' '}
            <strong>{debit ? 'nota de débito' : 'nota de crédito'}</strong> de esa fecha y queda conciliada
            con ella.
          </Typography>
          <TextField
            label="Referencia"
            value={reference}
            onChange={(e) => {
              setReference(e.target.value);
              // What was said of the former value no longer holds.
              setProblem(null);
            }}
            error={Boolean(problem?.fields.reference)}
            helperText={problem?.fields.reference ?? 'La del banco, si la trae'}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            label="Descripción"
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              setProblem(null);
            }}
            error={Boolean(problem?.fields.description)}
            helperText={problem?.fields.description}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
          {problem && !problem.fields.reference && !problem.fields.description && (
            <Alert severity="error">{problem.message}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          Registrar y conciliar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
