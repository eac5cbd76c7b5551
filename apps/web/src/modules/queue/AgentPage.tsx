import { elapsedLabel, type QueueTicket, queueEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { HeadRow, right } from '../../platform/HeadRow.tsx';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { minutesText, OnlineChip, PointPicker, timeOf, useBoard, usePoint } from './queue.shared.tsx';

const AGENT_KEY = 'queue-agent';

/** The counter and services this agent works, kept on the device between sessions. */
function useAgentChoice(): [
  { idCounter: number | null; idServices: number[] },
  (change: { idCounter?: number | null; idServices?: number[] }) => void,
] {
  const [choice, setChoice] = useState<{ idCounter: number | null; idServices: number[] }>(() => {
    try {
      return { idCounter: null, idServices: [], ...JSON.parse(localStorage.getItem(AGENT_KEY) ?? '{}') };
    } catch {
      return { idCounter: null, idServices: [] };
    }
  });
  return [
    choice,
    (change) =>
      setChoice((current) => {
        const next = { ...current, ...change };
        localStorage.setItem(AGENT_KEY, JSON.stringify(next));
        return next;
      }),
  ];
}

/**
 * The agents' queue (TUR-COL-01): call the next ticket to this counter, recall it, mark it
 * attended or absent, send it to another service; the line and each service's figures, live.
 */
export function AgentPage() {
  usePageTitle('Cola de turnos');
  const [point, setPoint] = usePoint();
  const { board, status, error } = useBoard(point);
  const [choice, choose] = useAgentChoice();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [transferTo, setTransferTo] = useState<number | ''>('');
  const client = useQueryClient();
  const counter = board?.counters.find((c) => c.id === choice.idCounter) ?? null;
  const current = counter?.current ?? null;
  const services = (board?.services ?? []).filter((s) => choice.idServices.includes(s.id)).map((s) => s.id);
  const refresh = () => client.invalidateQueries({ queryKey: ['queue-board', point] });

  const act = useMutation({
    mutationFn: async (
      action: { kind: 'next' } | { kind: 'recall' | 'attend' | 'absent' | 'transfer'; ticket: QueueTicket },
    ) => {
      if (action.kind === 'next') {
        const done = await call(queueEndpoints.callNext, {
          body: { idCounter: choice.idCounter as number, idServices: services.length ? services : undefined },
        });
        return done.data ? `Llamado el ${done.data.code}` : (done.message ?? 'No hay turnos en espera');
      }
      if (action.kind === 'transfer') {
        const done = await call(queueEndpoints.transfer, {
          params: { id: action.ticket.id },
          body: { idService: Number(transferTo) },
        });
        return `El ${done.data.code} pasó a ${done.data.serviceName}`;
      }
      const done = await call(queueEndpoints[action.kind], { params: { id: action.ticket.id } });
      return (
        { recall: 'Llamado otra vez', attend: 'Atendido', absent: 'Marcado: no se presentó' }[action.kind] +
        ` el ${done.data.code}`
      );
    },
    onSuccess: (text) => {
      setNotice({ ok: true, text });
      setTransferTo('');
      void refresh();
    },
    onError: (e) => setNotice({ ok: false, text: messageOf(e) }),
  });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Cola de turnos
        </Typography>
        <OnlineChip status={status} />
        <Box sx={{ minWidth: 240 }}>
          <PointPicker value={point} onChange={setPoint} />
        </Box>
        <TextField
          select
          size="small"
          label="Puesto"
          value={counter ? counter.id : ''}
          onChange={(e) => choose({ idCounter: Number(e.target.value) })}
          sx={{ minWidth: 160 }}
          disabled={!board}
        >
          {board?.counters.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {point !== null && (
          <Button href={`/turnos/pantalla/${point}`} target="_blank" rel="noopener">
            Pantalla de sala
          </Button>
        )}
      </Stack>
      {point === null && <Alert severity="info">Elija la estación de cobro donde atiende.</Alert>}
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      {board && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Atiendo:
          </Typography>
          {board.services.map((s) => (
            <FormControlLabel
              key={s.id}
              control={
                <Checkbox
                  size="small"
                  checked={choice.idServices.includes(s.id)}
                  onChange={(_, checked) =>
                    choose({
                      idServices: checked
                        ? [...choice.idServices, s.id]
                        : choice.idServices.filter((id) => id !== s.id),
                    })
                  }
                />
              }
              label={`${s.name} (${s.prefix})`}
            />
          ))}
          <Typography variant="caption" color="text.secondary">
            {services.length ? '' : 'Ninguno marcado: llama de todos'}
          </Typography>
        </Stack>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline">En {counter?.name ?? 'este puesto'}</Typography>
          {current ? (
            <Stack spacing={1}>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} data-testid="current-ticket">
                {current.code}
              </Typography>
              <Typography>
                {current.serviceName}
                {current.transferredFrom ? ` (viene de ${current.transferredFrom})` : ''} · llamado a las{' '}
                {timeOf(current.calledAt)}
                {current.calls > 1 ? ` · ${current.calls} llamados` : ''}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={() => act.mutate({ kind: 'recall', ticket: current })}>
                  Volver a llamar
                </Button>
                <Button color="success" onClick={() => act.mutate({ kind: 'attend', ticket: current })}>
                  Atendido
                </Button>
                <Button color="warning" onClick={() => act.mutate({ kind: 'absent', ticket: current })}>
                  No se presentó
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label="Pasar a"
                  value={transferTo}
                  onChange={(e) => setTransferTo(Number(e.target.value))}
                  sx={{ minWidth: 180 }}
                >
                  {board?.services
                    .filter((s) => s.id !== current.idService)
                    .map((s) => (
                      <MenuItem key={s.id} value={s.id}>
                        {s.name}
                      </MenuItem>
                    ))}
                </TextField>
                <Button
                  disabled={transferTo === ''}
                  onClick={() => act.mutate({ kind: 'transfer', ticket: current })}
                >
                  Pasar
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              Sin turno en atención.
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
            disabled={!counter || act.isPending}
            onClick={() => act.mutate({ kind: 'next' })}
          >
            Llamar siguiente
          </Button>
          {!counter && board && (
            <Typography variant="caption" component="p" color="text.secondary">
              Elija su puesto para llamar.
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline">Servicios hoy</Typography>
          <Table size="small">
            <HeadRow cells={['Servicio', ...right('En espera', 'Atendidos', 'Espera estimada')]} />
            <TableBody>
              {board?.services.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell align="right">{s.waiting}</TableCell>
                  <TableCell align="right">{s.attended}</TableCell>
                  <TableCell align="right">{minutesText(s.estimatedMinutes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="overline">En espera ({board?.waiting.length ?? 0})</Typography>
        <Table size="small" aria-label="Turnos en espera">
          <HeadRow cells={['Lugar', 'Turno', 'Servicio', ...right('Llegó')]} />
          <TableBody>
            {board?.waiting.map((w) => (
              <TableRow key={w.id}>
                <TableCell>{w.position}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{w.code}</TableCell>
                <TableCell>
                  {w.serviceName}
                  {w.priority > 0 ? ' · prioridad' : ''}
                </TableCell>
                <TableCell align="right">{elapsedLabel(w.issuedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
