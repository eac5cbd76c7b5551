import { queueEndpoints, TICKET_STATUS_LABELS } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ApiError, call } from '../../platform/api.ts';
import { QueryProvider } from '../../platform/query.tsx';
import { useFeed } from '../../platform/realtime.ts';
import { usePageTitle } from '../../platform/title.ts';
import { minutesText, OnlineChip } from './queue.shared.tsx';

/** The citizen's page of a ticket, from its QR code: its place in line and, once called, where to go. */
export function TicketPage() {
  usePageTitle('Su turno');
  return (
    <QueryProvider>
      <TicketView />
    </QueryProvider>
  );
}

function TicketView() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['ticket', id],
    queryFn: async () => (await call(queueEndpoints.verify, { params: { id } })).data,
    retry: false,
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['ticket', id] }),
    [client, id],
  );
  const live = query.data && ['waiting', 'called'].includes(query.data.status);
  const status = useFeed('queue', '/queue', live ? { ticket: id } : null, refresh, { anonymous: true });
  const ticket = query.data;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        {query.isPending && <CircularProgress aria-label="Cargando" />}
        {query.error && (
          <Alert severity="error">
            {query.error instanceof ApiError && query.error.status === 404
              ? 'TURNO NO ENCONTRADO'
              : 'No se pudo consultar el turno. Intente de nuevo.'}
          </Alert>
        )}
        {ticket && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="overline" color="text.secondary">
              {ticket.institution} · {ticket.pointName}
            </Typography>
            <Typography variant="h1" component="h1" sx={{ fontWeight: 700, fontSize: 72 }}>
              {ticket.code}
            </Typography>
            <Typography variant="h6" component="p">
              {ticket.serviceName}
            </Typography>
            {ticket.status === 'waiting' && ticket.position !== null && (
              <Typography variant="h5" component="p" role="status">
                {ticket.position === 1
                  ? 'Usted es el siguiente'
                  : `Delante de usted: ${ticket.position - 1} · espera estimada ${minutesText(ticket.estimatedMinutes ?? 0)}`}
              </Typography>
            )}
            {ticket.status === 'called' && (
              <Alert severity="success" variant="filled" role="status" sx={{ fontSize: 20 }}>
                Lo están llamando: diríjase a {ticket.counterName}
              </Alert>
            )}
            {!['waiting', 'called'].includes(ticket.status) && (
              <Typography variant="h6" component="p" role="status">
                {TICKET_STATUS_LABELS[ticket.status]}
              </Typography>
            )}
            {live && <OnlineChip status={status} />}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
