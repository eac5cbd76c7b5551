import { queueEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { OnlineChip, PointPicker, useBoard, usePoint } from './queue.shared.tsx';

/**
 * Today's numbering started again at 1 (TUR-RST-01), for one service or the whole point, after a
 * confirmation that says what it does to those still waiting.
 */
export function ResetPage() {
  usePageTitle('Reinicio de turnos');
  const [point, setPoint] = usePoint();
  const { board, status, error } = useBoard(point);
  const [service, setService] = useState<number | ''>('');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const confirm = useConfirm();
  const client = useQueryClient();
  const chosen = board?.services.find((s) => s.id === service);
  const waiting = chosen ? chosen.waiting : (board?.waiting.length ?? 0);
  const reset = useMutation({
    mutationFn: async () =>
      call(queueEndpoints.reset, {
        body: { idCollectionPoint: point as number, idService: service === '' ? null : service },
      }),
    onSuccess: (done) => {
      setNotice({ ok: true, text: done.message ?? 'Numeración reiniciada' });
      void client.invalidateQueries({ queryKey: ['queue-board', point] });
    },
    onError: (e) => setNotice({ ok: false, text: messageOf(e) }),
  });
  const ask = async () => {
    const what = chosen ? `del servicio ${chosen.name}` : 'de todos los servicios de la estación';
    const cancelled =
      waiting === 0
        ? 'No hay turnos en espera.'
        : `Se anularán ${waiting === 1 ? 'el turno que espera' : `los ${waiting} turnos que esperan`}; los que se están atendiendo siguen.`;
    if (await confirm(`¿Reiniciar en 1 la numeración de hoy ${what}? ${cancelled}`)) reset.mutate();
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Reinicio de turnos
        </Typography>
        <OnlineChip status={status} />
      </Stack>
      <Typography color="text.secondary">
        La numeración de cada servicio empieza cada día en 1. Reiniciarla durante el día la vuelve a 1: los
        turnos que esperan se anulan, porque su número se imprimiría otra vez.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PointPicker value={point} onChange={setPoint} />
        <TextField
          select
          size="small"
          label="Servicio"
          value={service}
          onChange={(e) => setService(e.target.value === '' ? '' : Number(e.target.value))}
          disabled={!board}
        >
          <MenuItem value="">Todos los servicios</MenuItem>
          {board?.services.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} ({s.prefix}) · {s.waiting} en espera
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      <Box>
        <Button variant="contained" color="warning" disabled={!board || reset.isPending} onClick={ask}>
          Reiniciar numeración
        </Button>
      </Box>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
