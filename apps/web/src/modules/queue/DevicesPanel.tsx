import {
  DEVICE_PATH,
  QUEUE_DEVICE_KIND_LABELS,
  QUEUE_DEVICE_KINDS,
  type QueueDevice,
  type QueueDeviceKind,
  queueDeviceEndpoints,
  sessionEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { clearSession } from '../../platform/session.tsx';
import { storeDeviceKey } from './device.ts';
import { PointPicker } from './queue.shared.tsx';

const LIST_KEY = ['queue-devices'];

/**
 * The kiosks and waiting-room displays (in the queue's configuration): enrolling one, on this very
 * browser or by an address to open on another, and revoking one whose screen was lost or moved.
 */
export function DevicesPanel() {
  const client = useQueryClient();
  const confirm = useConfirm();
  const [enrolling, setEnrolling] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const devices = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => (await call(queueDeviceEndpoints.list, {})).data,
  });
  const revoke = useMutation({
    mutationFn: async (device: QueueDevice) =>
      call(queueDeviceEndpoints.revoke, { params: { id: device.id } }),
    onSuccess: (done) => {
      setNotice({ ok: true, text: done.message ?? 'Dispositivo dado de baja' });
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => setNotice({ ok: false, text: messageOf(error) }),
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          Un quiosco o una pantalla de sala enrolados funcionan sin sesión abierta: no se cierran por
          inactividad y solo muestran su estación de cobro.
        </Typography>
        <Button variant="contained" onClick={() => setEnrolling(true)} sx={{ flexShrink: 0 }}>
          Enrolar un dispositivo
        </Button>
      </Stack>
      {devices.error ? <Alert severity="error">{messageOf(devices.error)}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label="Dispositivos enrolados">
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Tipo</TableCell>
              <TableCell>Estación de cobro</TableCell>
              <TableCell>Enrolado</TableCell>
              <TableCell>Última conexión</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {devices.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>Aún no hay dispositivos enrolados.</TableCell>
              </TableRow>
            )}
            {devices.data?.map((device) => (
              <TableRow key={device.id}>
                <TableCell>{device.name}</TableCell>
                <TableCell>{QUEUE_DEVICE_KIND_LABELS[device.kind]}</TableCell>
                <TableCell>{device.pointName}</TableCell>
                <TableCell>
                  {shownDateTime(device.enrolledAt)}
                  {device.enrolledBy ? ` · ${device.enrolledBy}` : ''}
                </TableCell>
                <TableCell>{device.lastSeenAt ? shownDateTime(device.lastSeenAt) : 'Nunca'}</TableCell>
                <TableCell>
                  {device.revokedAt ? `Dado de baja el ${shownDateTime(device.revokedAt)}` : 'En servicio'}
                </TableCell>
                <TableCell align="right">
                  {!device.revokedAt && (
                    <Button
                      color="error"
                      disabled={revoke.isPending}
                      onClick={async () => {
                        if (
                          await confirm(
                            `¿Dar de baja ${device.name}? Dejará de funcionar al instante y habrá que enrolarlo de nuevo.`,
                          )
                        )
                          revoke.mutate(device);
                      }}
                    >
                      Dar de baja
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {enrolling && (
        <EnrolDialog
          onClose={() => setEnrolling(false)}
          onEnrolled={() => void client.invalidateQueries({ queryKey: LIST_KEY })}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}

/** The enrolment: what it is and where, checked here before it is asked of the server; then its credential, once. */
function EnrolDialog({ onClose, onEnrolled }: { onClose(): void; onEnrolled(): void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<QueueDeviceKind>('display');
  const [point, setPoint] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const enrol = useMutation({
    mutationFn: async () =>
      (
        await call(queueDeviceEndpoints.enrol, {
          body: { name: name.trim(), kind, idCollectionPoint: point as number },
        })
      ).data,
    onSuccess: onEnrolled,
  });
  const nameMissing = name.trim() === '';
  const pointMissing = point === null;
  if (enrol.data) {
    const { device, key } = enrol.data;
    const address = `${window.location.origin}${DEVICE_PATH}#clave=${key}`;
    return (
      // Only its buttons close it: the credential is never shown again.
      <Dialog open maxWidth="sm" fullWidth>
        <DialogTitle>Dispositivo «{device.name}» enrolado</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              Esta credencial se muestra solo ahora. Si este mismo equipo será{' '}
              {device.kind === 'kiosk' ? 'el quiosco' : 'la pantalla de la sala'}, pulse «Usar este equipo»:
              su sesión se cerrará y el equipo quedará como dispositivo. Para otro equipo, abra en él esta
              dirección:
            </Alert>
            <TextField
              label="Dirección del dispositivo"
              value={address}
              slotProps={{ input: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              multiline
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(address)}>Copiar la dirección</Button>
          <Button onClick={onClose}>Cerrar</Button>
          <Button
            variant="contained"
            onClick={async () => {
              storeDeviceKey(key);
              // The session ends here and now, and the page is loaded again as the device: nothing of
              // the signed-in frame (its redirect to the sign-in page) is left to act on it.
              await call(sessionEndpoints.signOut, {}).catch(() => undefined);
              clearSession();
              window.location.assign(DEVICE_PATH);
            }}
          >
            Usar este equipo
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Enrolar un dispositivo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Nombre"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={checked && nameMissing}
            helperText={
              checked && nameMissing
                ? 'Escriba un nombre para el dispositivo'
                : 'TV de la sala, Quiosco de la entrada…'
            }
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <div>
            <FormLabel id="device-kind">Tipo</FormLabel>
            <RadioGroup
              aria-labelledby="device-kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as QueueDeviceKind)}
            >
              {QUEUE_DEVICE_KINDS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={QUEUE_DEVICE_KIND_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </div>
          <PointPicker value={point} onChange={setPoint} />
          {checked && pointMissing && (
            <Alert severity="error">Elija la estación de cobro del dispositivo</Alert>
          )}
          {enrol.error && <Alert severity="error">{messageOf(enrol.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={enrol.isPending}
          onClick={() => {
            setChecked(true);
            if (!nameMissing && !pointMissing) enrol.mutate();
          }}
        >
          Enrolar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
