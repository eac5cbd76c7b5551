import { type OutboxRow, userEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { ListGrid } from '../../platform/ListGrid.tsx';
import { useServerGrid } from '../../platform/useServerGrid.ts';

type Mail = OutboxRow;

const columns: GridColDef<Mail>[] = [
  { field: 'createdAt', headerName: 'Fecha', width: 150, valueGetter: (v: string) => shownDateTime(v) },
  { field: 'recipient', headerName: 'Destinatario', flex: 1, minWidth: 200 },
  { field: 'subject', headerName: 'Asunto', flex: 1.5, minWidth: 220 },
  {
    field: 'sentAt',
    headerName: 'Estado',
    width: 190,
    valueGetter: (_v, row) =>
      row.sentAt ? `Enviado ${shownDateTime(row.sentAt)}` : row.error ? 'Error de envío' : 'En bandeja',
  },
];

/** The mail the product sent or holds (without SMTP_URL), for the system administrator. */
export function OutboxPage() {
  const [open, setOpen] = useState<Mail | null>(null);
  const { list, grid } = useServerGrid({
    queryKey: ['outbox'],
    pageSizeOptions: [10, 25, 50],
    fetchPage: async (page) => (await call(userEndpoints.outbox, { query: page })).data,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Correo saliente
      </Typography>
      <Typography color="text.secondary">
        Sin servidor SMTP configurado, los mensajes (por ejemplo, los enlaces para restablecer contraseñas)
        quedan aquí.
      </Typography>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <Box sx={{ bgcolor: 'background.paper' }}>
        <ListGrid
          aria-label="Lista de correos"
          {...grid}
          columns={columns}
          onRowClick={({ row }) => setOpen(row)}
          disableColumnFilter
        />
      </Box>
      {open && (
        <Dialog open onClose={() => setOpen(null)} fullWidth maxWidth="md" aria-labelledby="mail-title">
          <DialogTitle id="mail-title">{open.subject}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Para {open.recipient} · {shownDateTime(open.createdAt)}
              {open.error ? ` · Error: ${open.error}` : ''}
            </Typography>
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {open.body}
            </Typography>
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
