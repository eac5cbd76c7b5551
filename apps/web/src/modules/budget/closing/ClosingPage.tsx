import {
  CLOSING_SCREEN,
  closingEndpoints,
  findScreen,
  formatDate,
  formatMoney,
  type PeriodClosing,
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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { shownDateTime } from '../../../platform/clock.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { HeadRow } from '../../../platform/HeadRow.tsx';
import { LockIcon } from '../../../platform/icons.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';

const DEBTS_SCREEN = 'PRE-REP-15';

/**
 * The year-end close of the period chosen in the top bar: its state, what a close leaves behind
 * (drafts) and passes on (commitments not caused, causaciones not paid, the next period's opening
 * debts), the close itself and, for the SA, the reopening with its reason. The server decides.
 */
export function ClosingPage() {
  const { period, user, switchClient } = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [reopening, setReopening] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = useQuery({
    queryKey: ['closing', period?.idPeriod],
    enabled: !!period,
    queryFn: async () =>
      (await call(closingEndpoints.status, { params: { idPeriod: period?.idPeriod ?? 0 } })).data,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  if (state.isPending) return <CircularProgress aria-label="Cargando" />;
  if (state.isError) return <Alert severity="error">{messageOf(state.error)}</Alert>;
  const s = state.data;
  const writer = !!user && !user.isConsultant && canOpen(user, CLOSING_SCREEN);
  const refreshed = async (data: PeriodClosing, text: string) => {
    queryClient.setQueryData(['closing', period.idPeriod], data);
    // Masters and documents of the period now answer differently, and the top bar marks it.
    await queryClient.invalidateQueries({ queryKey: ['resource'] });
    if (user) await switchClient(user.idClient);
    setNotice({ ok: true, text });
  };
  const close = async () => {
    const drafts =
      s.drafts > 0
        ? ` Quedan ${s.drafts} ${s.drafts === 1 ? 'borrador' : 'borradores'} que ya no podrán registrarse.`
        : '';
    const asked = await confirm(
      `¿Cerrar el ejercicio ${s.description}? No admitirá más registros, anulaciones ni cambios en su estructura, clasificador y numeración.${drafts}`,
    );
    if (!asked) return;
    setBusy(true);
    try {
      const res = await call(closingEndpoints.close, { params: { idPeriod: period.idPeriod } });
      await refreshed(res.data, `Ejercicio ${s.description} cerrado.`);
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Paper sx={{ p: { xs: 1.5, sm: 3 }, mb: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 220 }}>
            Cierre del ejercicio {s.description}
          </Typography>
          <Chip
            color={s.closed ? 'default' : 'success'}
            icon={s.closed ? <LockIcon /> : undefined}
            label={s.closed ? 'Cerrado' : 'Abierto'}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Del {formatDate(s.startDate)} al {formatDate(s.endDate)}.{' '}
          {s.closed && s.closedAt
            ? `Cerrado el ${shownDateTime(s.closedAt)}${s.closedBy ? ` por ${s.closedBy}` : ''}: no admite registros, anulaciones ni cambios en sus maestros.`
            : 'Al cerrarlo, el período deja de admitir registros, anulaciones y cambios en su estructura, clasificador y numeración.'}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
            mb: 2,
          }}
        >
          <Figure
            label="Compromisos por causar"
            value={formatMoney(s.toCause.amount)}
            detail={documents(s.toCause.documents)}
          />
          <Figure
            label="Causados por pagar"
            value={formatMoney(s.toPay.amount)}
            detail={documents(s.toPay.documents)}
          />
          <Figure
            label="Borradores sin registrar"
            value={String(s.drafts)}
            detail="no pasan al período siguiente"
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Los compromisos por causar y los causados por pagar son las deudas con las que abre el período
          siguiente.
          {user && canOpen(user, DEBTS_SCREEN) && (
            <>
              {' '}
              <RouterLink to={findScreen(DEBTS_SCREEN)?.route ?? '/'}>
                Ver el detalle por documento
              </RouterLink>
              .
            </>
          )}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {writer && !s.closed && (
            <Button
              variant="contained"
              color="warning"
              startIcon={<LockIcon />}
              onClick={close}
              disabled={busy}
            >
              Cerrar el ejercicio
            </Button>
          )}
          {writer && s.closed && user?.role === 'SA' && (
            <Button variant="outlined" onClick={() => setReopening(true)}>
              Reabrir el ejercicio
            </Button>
          )}
          {s.closed && user?.role !== 'SA' && (
            <Alert severity="info" sx={{ flex: 1 }}>
              Solo el administrador del sistema puede reabrir un ejercicio cerrado.
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Cierres y reaperturas
        </Typography>
        {s.history.length === 0 ? (
          <Typography color="text.secondary">El ejercicio no se ha cerrado nunca.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Cierres y reaperturas">
              <HeadRow cells={['Fecha', 'Acción', 'Usuario', 'Motivo']} />
              <TableBody>
                {s.history.map((e) => (
                  <TableRow key={`${e.at}-${e.action}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownDateTime(e.at)}</TableCell>
                    <TableCell>{e.action === 'cierre' ? 'Cierre' : 'Reapertura'}</TableCell>
                    <TableCell>{e.user ?? '—'}</TableCell>
                    <TableCell>{e.reason ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
      {reopening && (
        <ReopenDialog
          target={s}
          onClose={() => setReopening(false)}
          onReopened={async (data) => {
            setReopening(false);
            await refreshed(data, `Ejercicio ${s.description} reabierto.`);
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

const documents = (n: number) => (n === 1 ? '1 documento' : `${n} documentos`);

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

/** The SA reopens a closed period, saying why: the reason stays in the history and the audit. */
function ReopenDialog({
  target,
  onClose,
  onReopened,
}: {
  target: PeriodClosing;
  onClose(): void;
  onReopened(data: PeriodClosing): Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reopen = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await call(closingEndpoints.reopen, {
        params: { idPeriod: target.idPeriod },
        body: { reason },
      });
      await onReopened(res.data);
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reopen-title">
      <DialogTitle id="reopen-title">Reabrir el ejercicio {target.description}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Typography variant="body2" color="text.secondary">
            El período volverá a admitir registros, anulaciones y cambios. El motivo queda en el historial del
            cierre y en la auditoría.
          </Typography>
          <TextField
            label="Motivo de la reapertura"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="Al menos 10 caracteres"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={reopen} disabled={busy || reason.trim().length === 0}>
          {busy ? 'Reabriendo...' : 'Reabrir'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
