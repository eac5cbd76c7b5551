import {
  type SupportBoard as Board,
  durationLabel,
  elapsedLabel,
  type SessionUser,
  SUPPORT_STATUSES,
  type SupportRequest,
  supportEndpoints,
  supportMoveRefusal,
  supportStatusName,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type ReactNode, useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { canOpen } from '../../platform/menu.ts';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';

/** Whether this user writes on the board (the server's rule, mirrored): its screen, and not a consultant. */
export const writesOnBoard = (user: SessionUser | null) =>
  user ? canOpen(user, 'SOP-TAB-01') && !user.isConsultant : false;

/** What the waits count: the server's working_seconds, told to whoever wonders why Sunday is missing. */
const WORKING_TIME = 'Tiempo en días hábiles: sin sábados, domingos ni feriados de la institución';

/** How long a card has waited on the desk, and whether its clock runs, is paused or stopped. */
function WaitChip({ request }: { request: SupportRequest }) {
  const waited = durationLabel(request.waitedMinutes);
  if (request.clock === 'paused')
    return (
      <Chip size="small" variant="outlined" title={WORKING_TIME} label={`En pausa · ${waited} de espera`} />
    );
  if (request.clock === 'stopped')
    return <Chip size="small" color="success" title={WORKING_TIME} label={`Atendida en ${waited}`} />;
  return (
    <Chip
      size="small"
      title={WORKING_TIME}
      color={request.waitedMinutes >= 1440 ? 'error' : request.waitedMinutes >= 240 ? 'warning' : 'default'}
      label={`Esperando ${waited}`}
    />
  );
}

/** The statuses a card may go to from where it stands: the server's rule, mirrored. */
const targetsOf = (request: SupportRequest, isSupport: boolean) =>
  SUPPORT_STATUSES.filter((s) => supportMoveRefusal(request.id_status, s.id_status, isSupport) === null);

function RequestCard({
  request,
  board,
  canWrite,
  onOpen,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  request: SupportRequest;
  board: Board;
  canWrite: boolean;
  onOpen(): void;
  onMove(to: number): void;
  onDragStart(): void;
  onDragEnd(): void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const targets = canWrite ? targetsOf(request, board.isSupport) : [];
  const drag = (e: DragEvent) => {
    e.dataTransfer.setData('text/plain', String(request.id_request));
    e.dataTransfer.effectAllowed = 'move';
    onDragStart();
  };
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Solicitud ${request.id_request}: ${request.title}`}
      draggable={targets.length > 0}
      onDragStart={drag}
      onDragEnd={onDragEnd}
      sx={{ p: 1.5, cursor: targets.length ? 'grab' : 'default' }}
    >
      <Typography variant="caption" color="text.secondary">
        #{request.id_request}
        {board.allBoard ? ` · ${request.nameClient}` : ''} · {elapsedLabel(request.createdAt)}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {request.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <WaitChip request={request} />
        {request.commentCount > 0 && (
          <Typography variant="caption" color="text.secondary">
            {request.commentCount === 1 ? '1 comentario' : `${request.commentCount} comentarios`}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={onOpen}>
          Ver
        </Button>
        {targets.length > 0 && (
          <>
            <Button size="small" onClick={(e) => setMenu(e.currentTarget)} aria-haspopup="menu">
              Mover a…
            </Button>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              {targets.map((s) => (
                <MenuItem
                  key={s.id_status}
                  onClick={() => {
                    setMenu(null);
                    onMove(s.id_status);
                  }}
                >
                  {s.name}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A request whole: what was asked, where it stands, and its conversation with the desk. */
function RequestDialog({
  request,
  canWrite,
  onClose,
  onChanged,
}: {
  request: SupportRequest;
  canWrite: boolean;
  onClose(): void;
  onChanged(text: string): void;
}) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const comments = useQuery({
    queryKey: ['support-comments', request.id_request],
    queryFn: async () => (await call(supportEndpoints.comments, { params: { id: request.id_request } })).data,
  });
  const send = useMutation({
    mutationFn: async () =>
      call(supportEndpoints.comment, { body: { id_request: request.id_request, comment: text } }),
    onSuccess: (done) => {
      setText('');
      setFailure(null);
      void client.invalidateQueries({ queryKey: ['support-comments', request.id_request] });
      onChanged(done.message ?? 'Comentario agregado');
    },
    onError: (e) => setFailure(messageOf(e)),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="support-request-title">
      <DialogTitle id="support-request-title">
        #{request.id_request} · {request.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {request.nameClient} · {request.createdBy} · {shownDateTime(request.createdAt)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" color="primary" label={supportStatusName(request.id_status)} />
            <WaitChip request={request} />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.description}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            Comentarios
          </Typography>
          {comments.isPending && <CircularProgress size={24} aria-label="Cargando comentarios" />}
          {comments.isError && <Alert severity="error">{messageOf(comments.error)}</Alert>}
          {comments.data?.comments.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Sin comentarios todavía.
            </Typography>
          )}
          {comments.data?.comments.map((c) => (
            <Paper
              key={c.id}
              variant="outlined"
              sx={{ p: 1.5, bgcolor: c.fromSupport ? 'action.hover' : undefined }}
              data-testid="support-comment"
            >
              <Typography variant="caption" color="text.secondary">
                <strong>{c.nameClient}</strong>
                {c.fromSupport ? ' (soporte)' : ''} · {c.nameUser} · {shownDateTime(c.at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</Typography>
            </Paper>
          ))}
          {failure && <Alert severity="error">{failure}</Alert>}
          {canWrite && (
            <TextField
              label="Nuevo comentario"
              multiline
              minRows={2}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        {canWrite && (
          <Button variant="contained" disabled={!text.trim() || send.isPending} onClick={() => send.mutate()}>
            Comentar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A board's page, whichever way it was reached (the period of the top bar, or its sealed address):
 * its heading, what it shows and the actions beside it, and the board once read.
 */
export function BoardFrame({
  subtitle,
  actions,
  board,
  canWrite,
  queryKey,
  children,
}: {
  subtitle: ReactNode;
  actions: ReactNode;
  board: Pick<UseQueryResult<Board>, 'data' | 'isPending' | 'isError' | 'error'>;
  canWrite: boolean;
  queryKey: readonly unknown[];
  /** What the page adds below (its dialogs and notices). */
  children?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            Tablero de soporte
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {actions}
      </Stack>
      {board.isPending && <CircularProgress aria-label="Cargando" />}
      {board.isError && <Alert severity="error">{messageOf(board.error)}</Alert>}
      {board.data && <SupportBoardView board={board.data} canWrite={canWrite} queryKey={queryKey} />}
      {children}
    </Stack>
  );
}

/**
 * A period's requests in their status columns. A card is moved by dragging it to another column or
 * with its «Mover a…» menu (the keyboard's and the phone's way), only where the server's rule lets
 * it; the server decides, and a refusal is shown as it says it.
 */
export function SupportBoardView({
  board,
  canWrite,
  queryKey,
}: {
  board: Board;
  canWrite: boolean;
  queryKey: readonly unknown[];
}) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [dragging, setDragging] = useState<SupportRequest | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey });
  const move = useMutation({
    mutationFn: async ({ request, to }: { request: SupportRequest; to: number }) =>
      call(supportEndpoints.status, { body: { id_request: request.id_request, id_status: to } }),
    onSuccess: (done) => {
      setNotice({
        ok: true,
        text: `#${done.data.id_request} pasó a «${supportStatusName(done.data.id_status)}»`,
      });
      void refresh();
    },
    onError: (e) => {
      setNotice({ ok: false, text: messageOf(e) });
      // Someone may have moved it first: show where it stands now.
      void refresh();
    },
  });
  const droppable = (to: number) =>
    dragging !== null && supportMoveRefusal(dragging.id_status, to, board.isSupport) === null;
  const opened = board.requests.find((r) => r.id_request === open) ?? null;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${SUPPORT_STATUSES.length}, 1fr)` },
          alignItems: 'start',
        }}
      >
        {SUPPORT_STATUSES.map((status) => {
          const cards = board.requests.filter((r) => r.id_status === status.id_status);
          return (
            <Paper
              key={status.id_status}
              component="section"
              aria-label={status.name}
              data-status={status.id_status}
              variant="outlined"
              onDragOver={(e) => {
                if (!droppable(status.id_status)) return;
                e.preventDefault();
                setOver(status.id_status);
              }}
              onDragLeave={(e) => {
                // Leaving for one of its own cards is not leaving the column.
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                if (dragging && droppable(status.id_status))
                  move.mutate({ request: dragging, to: status.id_status });
                setDragging(null);
              }}
              sx={{
                p: 1.5,
                minHeight: 160,
                bgcolor: over === status.id_status ? 'action.selected' : 'background.default',
                borderStyle: droppable(status.id_status) ? 'dashed' : 'solid',
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
                  {status.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {cards.length}
                </Typography>
              </Stack>
              <Stack spacing={1}>
                {cards.map((request) => (
                  <RequestCard
                    key={request.id_request}
                    request={request}
                    board={board}
                    canWrite={canWrite}
                    onOpen={() => setOpen(request.id_request)}
                    onMove={(to) => move.mutate({ request, to })}
                    onDragStart={() => setDragging(request)}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Box>
      {opened && (
        <RequestDialog
          request={opened}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
          onChanged={(text) => {
            setNotice({ ok: true, text });
            void refresh();
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
