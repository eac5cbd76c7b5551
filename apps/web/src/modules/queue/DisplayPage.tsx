import type { QueueBoard } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../platform/api.ts';
import { QueryProvider } from '../../platform/query.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { type LineStatus, OnlineChip, useBoard } from './queue.shared.tsx';

/**
 * The waiting room's display: the ticket just called and where to go, large, and the calls before
 * it; live. Opened from the agents' screen on the room's screen, signed in.
 */
export function DisplayPage() {
  usePageTitle('Pantalla de turnos');
  // Outside the shell, so with a query client of its own.
  return (
    <QueryProvider>
      <Display />
    </QueryProvider>
  );
}

function Display() {
  const { idCollectionPoint = '' } = useParams();
  const point = /^\d{1,9}$/.test(idCollectionPoint) ? Number(idCollectionPoint) : null;
  const { board, status, error } = useBoard(point);
  return (
    <DisplayBoard board={board} status={status}>
      {point === null && <Alert severity="error">Estación de cobro no encontrada</Alert>}
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
    </DisplayBoard>
  );
}

/**
 * What the waiting room sees of a point's board, whoever reads it (a signed-in screen or an enrolled
 * display); `children` are the notices above it.
 */
export function DisplayBoard({
  board,
  status,
  children,
}: {
  board: QueueBoard | undefined;
  status: LineStatus;
  children?: ReactNode;
}) {
  const [latest, ...before] = board?.called ?? [];
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 2, md: 4 }, bgcolor: 'background.default' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {board?.pointName ?? 'Turnos'}
        </Typography>
        <OnlineChip status={status} />
      </Stack>
      {children}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box
          role="status"
          aria-live="assertive"
          sx={{
            p: 4,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            textAlign: 'center',
          }}
        >
          {latest ? (
            <>
              <Typography variant="h6" component="p">
                Turno
              </Typography>
              <Typography
                component="p"
                sx={{ fontSize: { xs: 72, md: 128 }, fontWeight: 700, lineHeight: 1 }}
              >
                {latest.code}
              </Typography>
              <Typography variant="h4" component="p" sx={{ mt: 2 }}>
                {latest.counterName}
              </Typography>
            </>
          ) : (
            <Typography variant="h5" component="p">
              Aún no se ha llamado ningún turno hoy
            </Typography>
          )}
        </Box>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            Llamados antes
          </Typography>
          {before.map((t) => (
            <Stack
              key={t.id}
              direction="row"
              sx={{ justifyContent: 'space-between', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              <Typography variant="h5" component="span" sx={{ fontWeight: 600 }}>
                {t.code}
              </Typography>
              <Typography variant="h6" component="span">
                {t.counterName}
              </Typography>
            </Stack>
          ))}
          <Typography variant="h6" component="p" sx={{ pt: 2 }}>
            En espera: {board?.waiting.length ?? 0}
          </Typography>
        </Stack>
      </Box>
    </Box>
  );
}
