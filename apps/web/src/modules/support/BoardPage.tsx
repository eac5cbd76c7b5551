import { supportEndpoints, supportRequestInput } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, call, messageOf } from '../../platform/api.ts';
import { AddIcon } from '../../platform/icons.tsx';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { useSession } from '../../platform/session.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { BoardFrame, writesOnBoard } from './SupportBoard.tsx';

/** A request to the desk: what it is about, and what happens, in the requester's words. */
function NewRequestDialog({
  idPeriod,
  onClose,
  onSaved,
}: {
  idPeriod: number;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async () => call(supportEndpoints.create, { body: { idPeriod, title, description } }),
    onSuccess: (done) => onSaved(done.message ?? 'Solicitud registrada'),
    onError: (e) => {
      // A field the server refused is marked on the field; anything else, above the form.
      if (e instanceof ApiError && e.fields.length)
        setFields(Object.fromEntries(e.fields.map((f) => [f.field, f.message])));
      else setFailure(messageOf(e));
    },
  });
  // The endpoint's own schema first, so a short subject is marked without a trip to the server.
  const submit = () => {
    setFailure(null);
    const checked = supportRequestInput.safeParse({ idPeriod, title, description });
    setFields(
      checked.success
        ? {}
        : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
    );
    if (checked.success) save.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="support-new-title">
      <DialogTitle id="support-new-title">Nueva solicitud de soporte</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Asunto"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(fields.title)}
            helperText={fields.title ?? 'Por ejemplo: No imprime la orden de pago'}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label="Descripción"
            required
            multiline
            minRows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(fields.description)}
            helperText={
              fields.description ?? 'Qué hacía, qué esperaba y qué ocurrió; la pantalla y el documento'
            }
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          Registrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The support board (SOP-TAB-01) of the period chosen in the top bar: the institution's requests,
 * or, for the support desk, every institution's; new requests, moves and comments; the history and
 * the board's own address (its period sealed).
 */
export function BoardPage() {
  usePageTitle('Tablero de soporte');
  const { user, period } = useSession();
  const client = useQueryClient();
  const [all, setAll] = useState(false);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const idPeriod = period?.idPeriod ?? 0;
  const allBoard = all && (user?.isSupport ?? false);
  const queryKey = ['support-board', idPeriod, allBoard] as const;
  const board = useQuery({
    queryKey,
    enabled: idPeriod > 0,
    // Requests come from other institutions and the desk meanwhile, and the waits grow.
    refetchInterval: 30_000,
    queryFn: async () =>
      allBoard
        ? (await call(supportEndpoints.allBoards, { body: { idPeriod, allBoard: true } })).data
        : (await call(supportEndpoints.byPeriod, { params: { idPeriod } })).data,
  });
  const canWrite = writesOnBoard(user);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const sealed = board.data?.period.sealed;
  return (
    <BoardFrame
      subtitle={`Período ${period.description} · ${allBoard ? 'todas las instituciones' : (user?.nameClient ?? '')}`}
      actions={
        <>
          {user?.isSupport && (
            <FormControlLabel
              control={<Switch checked={all} onChange={(_, checked) => setAll(checked)} />}
              label="Todas las instituciones"
            />
          )}
          {sealed && (
            <>
              <Button
                component={RouterLink}
                to={`/support-board-history/${sealed}${allBoard ? '?todas=1' : ''}`}
              >
                Historial
              </Button>
              <Button component={RouterLink} to={`/support-board-id/${sealed}`}>
                Enlace del tablero
              </Button>
            </>
          )}
          {canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Nueva solicitud
            </Button>
          )}
        </>
      }
      board={board}
      canWrite={canWrite}
      queryKey={queryKey}
    >
      {creating && (
        <NewRequestDialog
          idPeriod={idPeriod}
          onClose={() => setCreating(false)}
          onSaved={(text) => {
            setCreating(false);
            setNotice({ ok: true, text });
            void client.invalidateQueries({ queryKey: ['support-board'] });
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </BoardFrame>
  );
}
