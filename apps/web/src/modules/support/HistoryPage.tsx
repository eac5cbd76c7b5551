import {
  SUPPORT_HISTORY_LIMIT,
  type SupportEvent,
  supportEndpoints,
  supportStatusName,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { HeadRow } from '../../platform/HeadRow.tsx';
import { usePageTitle } from '../../platform/title.ts';

/** What happened, as a line of the history reads. */
function whatHappened(event: SupportEvent): string {
  if (event.kind === 'created') return 'Registró la solicitud';
  if (event.kind === 'comment') return `Comentó: «${event.comment ?? ''}»`;
  const moved = `De «${supportStatusName(event.fromStatus ?? 0)}» a «${supportStatusName(event.toStatus ?? 0)}»`;
  return event.automatic ? `${moved}, al responder el solicitante` : moved;
}

/**
 * `/support-board-history/{id}`: everything that happened on a period's board (by its sealed id),
 * newest first: who registered, moved or commented which request, from which institution.
 */
export function HistoryPage() {
  usePageTitle('Historial del tablero de soporte');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const allBoard = search.get('todas') === '1';
  const history = useQuery({
    queryKey: ['support-history', id, allBoard],
    queryFn: async () =>
      (
        await call(supportEndpoints.history, {
          params: { sealed: id },
          query: allBoard ? { allBoard: 'true' } : {},
        })
      ).data,
    retry: false,
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            Historial del tablero de soporte
          </Typography>
          {history.data && (
            <Typography variant="body2" color="text.secondary">
              Período {history.data.period.description} ·{' '}
              {allBoard ? 'todas las instituciones' : history.data.period.nameClient}
            </Typography>
          )}
        </Stack>
        <Button component={RouterLink} to={`/support-board-id/${id}`}>
          Volver al tablero
        </Button>
      </Stack>
      {history.isPending && <CircularProgress aria-label="Cargando" />}
      {history.isError && <Alert severity="error">{messageOf(history.error)}</Alert>}
      {history.data?.events.length === 0 && (
        <Alert severity="info">Aún no hay solicitudes en este período.</Alert>
      )}
      {history.data?.events.length === SUPPORT_HISTORY_LIMIT && (
        <Alert severity="info">
          Se muestran los {SUPPORT_HISTORY_LIMIT.toLocaleString('de-DE')} hechos más recientes del período.
        </Alert>
      )}
      {history.data && history.data.events.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Historial">
            <HeadRow cells={['Fecha', 'Solicitud', 'Institución', 'Usuario', 'Qué pasó']} />
            <TableBody>
              {history.data.events.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownDateTime(e.at)}</TableCell>
                  <TableCell>
                    #{e.id_request} {e.title}
                  </TableCell>
                  <TableCell>{e.nameClient}</TableCell>
                  <TableCell>{e.nameUser}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{whatHappened(e)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
