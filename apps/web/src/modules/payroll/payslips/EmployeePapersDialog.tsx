import { type employeeResource, endpointUrl, payslipEndpoints, type RowOf } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';

/**
 * «Constancia y AR-C», a row action of the personnel register: the office prints a worker's
 * employment certificate (issued today, with QR) and their ISLR certificate (AR-C) of a year.
 */
export function EmployeePapersDialog({
  row,
  onClose,
}: {
  row: RowOf<typeof employeeResource>;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const [year, setYear] = useState(Number(institutionToday().slice(0, 4)) - 1);
  const [error, setError] = useState<string | null>(null);
  const who = `${row.idNumber}`;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Constancia y AR-C de {row.name}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <DownloadButton
            icon={<PrintIcon />}
            onDownload={() =>
              download(
                endpointUrl(payslipEndpoints.certificate, { query: { idEmployee: row.id } }),
                `Constancia de trabajo ${who}.pdf`,
              )
            }
            onError={(e) => setError(messageOf(e))}
          >
            Constancia de trabajo
          </DownloadButton>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              label="Ejercicio"
              type="number"
              size="small"
              value={year}
              onChange={(e) => setYear(Number(e.target.value))}
              slotProps={{ htmlInput: { min: 2000, max: 2999 } }}
              sx={{ width: 120 }}
            />
            <DownloadButton
              icon={<PrintIcon />}
              onDownload={() =>
                download(
                  endpointUrl(payslipEndpoints.arc, { query: { idEmployee: row.id, year } }),
                  `AR-C ${year} ${who}.pdf`,
                )
              }
              onError={(e) => setError(messageOf(e))}
            >
              AR-C del ejercicio
            </DownloadButton>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
