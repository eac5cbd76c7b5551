import { supportEndpoints } from '@erario/contracts';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { call } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { BoardFrame, writesOnBoard } from './SupportBoard.tsx';

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
    <BoardFrame
      subtitle={board.data && `Período ${board.data.period.description} · ${board.data.period.nameClient}`}
      actions={
        board.data && (
          <Button component={RouterLink} to={`/support-board-history/${board.data.period.sealed}`}>
            Historial
          </Button>
        )
      }
      board={board}
      canWrite={canWrite}
      queryKey={queryKey}
    />
  );
}
