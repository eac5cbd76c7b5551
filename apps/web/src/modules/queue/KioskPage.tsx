import { type IssuedTicket, queueEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { useSettings } from '../../platform/settings.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { minutesText, OnlineChip, PointPicker, timeOf, useBoard, usePoint } from './queue.shared.tsx';
import { Ticket } from './Ticket.tsx';

/**
 * The kiosk (TUR-SOL-01): a button per service of the point, each with its line and wait; the ticket
 * printed with its QR code. The point, the ticket orientation and the tickets it printed are the
 * device's settings.
 */
export function KioskPage() {
  usePageTitle('Solicitar turno');
  const [point, setPoint] = usePoint();
  const { settings, update } = useSettings();
  const { board, status, error } = useBoard(point);
  const [printed, setPrinted] = useState<IssuedTicket | null>(null);
  const issue = useMutation({
    mutationFn: async (idService: number) =>
      (await call(queueEndpoints.issue, { body: { idCollectionPoint: point as number, idService } })).data,
    onSuccess: (ticket) => {
      setPrinted(ticket);
      update({
        tickets: [
          { code: ticket.code, verifyId: ticket.verifyId, issuedAt: ticket.issuedAt },
          ...settings.tickets,
        ].slice(0, 10),
      });
    },
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Solicitar turno
        </Typography>
        <OnlineChip status={status} />
        <Box sx={{ minWidth: 260 }}>
          <PointPicker value={point} onChange={setPoint} />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={settings.orientation}
          onChange={(_, value) => value && update({ orientation: value })}
          aria-label="Orientación del ticket"
        >
          <ToggleButton value="VERTICAL">Vertical</ToggleButton>
          <ToggleButton value="HORIZONTAL">Horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {point === null && <Alert severity="info">Elija la estación de cobro donde está este quiosco.</Alert>}
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      {issue.error && <Alert severity="error">{messageOf(issue.error)}</Alert>}
      {board && board.services.length === 0 && (
        <Alert severity="warning">
          Esta estación no tiene servicios activos: configúrelos en Configuración de turnos.
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {board?.services.map((service) => (
          <Button
            key={service.id}
            variant="contained"
            size="large"
            disabled={issue.isPending}
            onClick={() => issue.mutate(service.id)}
            sx={{ py: 3, display: 'block', textTransform: 'none' }}
          >
            <Typography variant="h5" component="span" sx={{ display: 'block' }}>
              {service.name}
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {service.waiting === 1 ? '1 en espera' : `${service.waiting} en espera`} · espera{' '}
              {minutesText(service.estimatedMinutes)}
            </Typography>
          </Button>
        ))}
      </Box>
      {settings.tickets.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2">Últimos turnos emitidos en este quiosco</Typography>
          <Typography variant="body2" color="text.secondary">
            {settings.tickets.map((t) => `${t.code} (${timeOf(t.issuedAt)})`).join(' · ')}
          </Typography>
        </Paper>
      )}
      <Dialog open={printed !== null} onClose={() => setPrinted(null)} maxWidth="sm" fullWidth>
        <DialogContent>
          {printed && <Ticket ticket={printed} orientation={settings.orientation} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => window.print()}>Imprimir</Button>
          <Button variant="contained" onClick={() => setPrinted(null)}>
            Listo
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
