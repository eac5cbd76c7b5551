import { mfaEndpoints, type OpenSession, openSessionEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { HeadRow, right } from '../../platform/HeadRow.tsx';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { useSession } from '../../platform/session.tsx';

/**
 * `/pages/sessions`: where a person is signed in (device, address, last use), to end a session left
 * open on another computer. An SA opens `?usuario=<id>` from the users screen for anyone's.
 */
export function OpenSessionsPage() {
  const { signOut } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const idUser = Number(params.get('usuario')) || null;
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const sessions = useQuery({
    queryKey: ['open-sessions', idUser],
    queryFn: async () =>
      idUser
        ? (await call(openSessionEndpoints.ofUser, { params: { idUser } })).data
        : { usuario: null, name: null, sessions: (await call(openSessionEndpoints.mine, {})).data },
  });

  const end = async (session: OpenSession) => {
    if (session.current && !idUser) {
      if (!(await confirm('¿Desea cerrar la sesión?'))) return;
      await signOut();
      navigate('/session/signin', { replace: true });
      return;
    }
    if (!(await confirm(`¿Cerrar la sesión abierta en ${session.device}?`))) return;
    try {
      const res = idUser
        ? await call(openSessionEndpoints.endOfUser, { params: { idUser, idSession: session.idSession } })
        : await call(openSessionEndpoints.endMine, { params: { idSession: session.idSession } });
      setNotice({ ok: true, text: res.message ?? 'Sesión cerrada.' });
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    }
    await queryClient.invalidateQueries({ queryKey: ['open-sessions'] });
  };

  // The SA, for a user who lost their phone and their recovery codes: they set up a new one at next sign-in.
  const resetSecondFactor = async () => {
    if (!idUser) return;
    if (!(await confirm(`¿Quitar la verificación en dos pasos de ${whose ?? 'este usuario'}?`))) return;
    try {
      const res = await call(mfaEndpoints.reset, { params: { idUser } });
      setNotice({ ok: true, text: res.message ?? '' });
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    }
  };

  const whose = sessions.data?.usuario;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {idUser ? `Sesiones de ${whose ?? '…'}` : 'Sesiones abiertas'}
      </Typography>
      <Typography color="text.secondary">
        {idUser
          ? `Dónde tiene la sesión abierta ${sessions.data?.name ?? 'este usuario'}. Cerrar una la termina al instante en ese dispositivo.`
          : 'Dónde tiene la sesión abierta. Si no reconoce alguna, ciérrela y cambie su contraseña.'}
      </Typography>
      {sessions.isError && <Alert severity="error">{messageOf(sessions.error)}</Alert>}
      <Paper variant="outlined">
        <Table aria-label="Sesiones abiertas">
          <HeadRow cells={['Dispositivo', 'Dirección', 'Inició', 'Último uso', ...right('Acción')]} />
          <TableBody>
            {sessions.data?.sessions.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>Sin sesiones abiertas.</TableCell>
              </TableRow>
            )}
            {sessions.data?.sessions.map((s) => (
              <TableRow key={s.idSession}>
                <TableCell>
                  {s.device}
                  {s.current && <Chip label="Esta sesión" size="small" color="primary" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{s.ip ?? '—'}</TableCell>
                <TableCell>{shownDateTime(s.createdAt)}</TableCell>
                <TableCell>{shownDateTime(s.lastUsedAt)}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => end(s)}>
                    Cerrar sesión
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {idUser && (
        <Stack direction="row" sx={{ alignItems: 'center' }} spacing={2}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            ¿Perdió su teléfono y sus códigos de recuperación? Quite su verificación en dos pasos: la
            configurará de nuevo al ingresar.
          </Typography>
          <Button variant="outlined" color="error" onClick={resetSecondFactor}>
            Quitar la verificación en dos pasos
          </Button>
        </Stack>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
