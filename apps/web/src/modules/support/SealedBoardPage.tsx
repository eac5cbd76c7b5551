import { supportEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { SupportBoardView, writesOnBoard } from './SupportBoard.tsx';

/**
 * `/support-board-id/{id}`: a period's board by its sealed id, for whoever was sent the address and
 * signed in (always available; the server shows only what the reader's institution may see).
 */
export function SealedBoardPage() {
  usePageTitle('Tablero de soporte');
  const { id = '' } = useParams();
  const { user } = useSession();
  const queryKey = ['support-board-sealed', id] as const;
  const board = useQuery({
    queryKey,
    queryFn: async () => (await call(supportEndpoints.sealed, { params: { sealed: id } })).data,
    retry: false,
    refetchInterval: 30_000,
  });
  const canWrite = writesOnBoard(user);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            Tablero de soporte
          </Typography>
          {board.data && (
            <Typography variant="body2" color="text.secondary">
              Período {board.data.period.description} · {board.data.period.nameClient}
            </Typography>
          )}
        </Stack>
        {board.data && (
          <Button component={RouterLink} to={`/support-board-history/${board.data.period.sealed}`}>
            Historial
          </Button>
        )}
      </Stack>
      {board.isPending && <CircularProgress aria-label="Cargando" />}
      {board.isError && <Alert severity="error">{messageOf(board.error)}</Alert>}
      {board.data && <SupportBoardView board={board.data} canWrite={canWrite} queryKey={queryKey} />}
    </Stack>
  );
}
