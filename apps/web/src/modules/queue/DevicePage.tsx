import { type DeviceSelf, type IssuedTicket, queueDeviceEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { QueryProvider } from '../../platform/query.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { DisplayBoard } from './DisplayPage.tsx';
import {
  deviceHeaders,
  forgetDeviceKey,
  isRevoked,
  storeDeviceKey,
  storedDeviceKey,
  useDeviceBoard,
  useDeviceSelf,
} from './device.ts';
import { minutesText, OnlineChip } from './queue.shared.tsx';
import { Ticket } from './Ticket.tsx';

/** How long a printed ticket stays on the kiosk's screen before it is ready for the next person. */
const TICKET_SHOWN_MS = 12_000;

/**
 * An enrolled kiosk or waiting-room display (`/dispositivo`): no session, no menu, nothing of the
 * back office; the device's credential (kept in this browser) says what it is and where. The
 * enrolment may hand the credential over in the address's fragment (`#clave=…`, never sent to the
 * server), which is kept and taken out of the address at once.
 */
export function DevicePage() {
  return (
    <QueryProvider>
      <Device />
    </QueryProvider>
  );
}

function takeKeyFromAddress(): string | null {
  const handed = new URLSearchParams(window.location.hash.slice(1)).get('clave');
  if (handed) {
    storeDeviceKey(handed);
    window.history.replaceState(null, '', window.location.pathname);
  }
  return storedDeviceKey();
}

function Device() {
  const [key, setKey] = useState(takeKeyFromAddress);
  const self = useDeviceSelf(key);
  usePageTitle(self.data?.kind === 'kiosk' ? 'Solicitar turno' : 'Pantalla de turnos');
  if (key === null) return <NotEnrolled />;
  if (isRevoked(self.error))
    return (
      <Centered>
        <Alert severity="error">{messageOf(self.error)}</Alert>
        <Button
          onClick={() => {
            forgetDeviceKey();
            setKey(null);
          }}
        >
          Olvidar la credencial de este equipo
        </Button>
      </Centered>
    );
  if (!self.data)
    return (
      <Centered>
        <CircularProgress aria-label="Cargando" />
        {/* Any other failure (the network, a restart): it is tried again by itself. */}
        {self.failureReason ? (
          <Alert severity="warning">{messageOf(self.failureReason)} Se reintentará en unos segundos.</Alert>
        ) : null}
      </Centered>
    );
  return self.data.kind === 'kiosk' ? (
    <Kiosk deviceKey={key} self={self.data} />
  ) : (
    <DeviceDisplay deviceKey={key} />
  );
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'center', textAlign: 'center' }}>
        {children}
      </Stack>
    </Box>
  );
}

function NotEnrolled() {
  return (
    <Centered>
      <Typography variant="h5" component="h1">
        Este equipo no está enrolado como quiosco ni como pantalla
      </Typography>
      <Typography>
        Un administrador lo enrola desde Configuración de turnos, pestaña Dispositivos: inicia sesión en este
        mismo equipo, elige la estación de cobro y pulsa «Usar este equipo». Luego la sesión se cierra y el
        equipo queda como dispositivo.
      </Typography>
      <Button component={RouterLink} to="/session/signin" variant="contained">
        Iniciar sesión
      </Button>
    </Centered>
  );
}

function DeviceDisplay({ deviceKey }: { deviceKey: string }) {
  const { board, status, error } = useDeviceBoard(deviceKey);
  return (
    <DisplayBoard board={board} status={status}>
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
    </DisplayBoard>
  );
}

/**
 * The kiosk for touch, portrait (1080×1920): the point's services as large buttons, one under
 * another, and the ticket printed as soon as it is issued, then shown until the next person.
 */
function Kiosk({ deviceKey, self }: { deviceKey: string; self: DeviceSelf }) {
  const { board, status, error } = useDeviceBoard(deviceKey);
  const [printed, setPrinted] = useState<IssuedTicket | null>(null);
  const issue = useMutation({
    mutationFn: async (idService: number) =>
      (await call(queueDeviceEndpoints.issue, { body: { idService } }, deviceHeaders(deviceKey))).data,
    onSuccess: setPrinted,
  });
  // A refusal is for whoever touched: the next person finds the kiosk clean.
  const { error: refused, reset } = issue;
  useEffect(() => {
    if (!refused) return;
    const clear = window.setTimeout(reset, TICKET_SHOWN_MS);
    return () => window.clearTimeout(clear);
  }, [refused, reset]);
  useEffect(() => {
    if (!printed) return;
    // The QR code is drawn first; then the printer gets the ticket alone (see the print styles).
    const printing = window.setTimeout(() => window.print(), 400);
    const done = window.setTimeout(() => setPrinted(null), TICKET_SHOWN_MS);
    return () => {
      window.clearTimeout(printing);
      window.clearTimeout(done);
    };
  }, [printed]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 2, md: 5 }, bgcolor: 'background.default' }}>
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '[data-testid="ticket"], [data-testid="ticket"] *': { visibility: 'visible' },
            '[data-testid="ticket"]': { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" component="p" sx={{ fontSize: 18 }}>
            {self.client}
          </Typography>
          <Typography variant="h3" component="h1">
            {self.pointName}
          </Typography>
        </Box>
        <OnlineChip status={status} />
      </Stack>
      <Typography variant="h4" component="p" sx={{ mb: 3 }}>
        Toque el servicio que necesita para recibir su turno
      </Typography>
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      {issue.error && (
        <Alert severity="error" sx={{ mb: 2, fontSize: 22 }}>
          {messageOf(issue.error)}
        </Alert>
      )}
      {board && board.services.length === 0 && (
        <Alert severity="warning" sx={{ fontSize: 22 }}>
          Esta estación no está dando turnos ahora. Diríjase a la taquilla.
        </Alert>
      )}
      <Stack spacing={3}>
        {board?.services.map((service) => (
          <Button
            key={service.id}
            variant="contained"
            disabled={issue.isPending}
            onClick={() => issue.mutate(service.id)}
            sx={{ minHeight: 160, display: 'block', textTransform: 'none', borderRadius: 3 }}
          >
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: { xs: 32, md: 48 }, fontWeight: 600 }}
            >
              {service.name}
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontSize: { xs: 20, md: 28 } }}>
              {service.waiting === 1 ? '1 persona en espera' : `${service.waiting} personas en espera`} ·
              espera {minutesText(service.estimatedMinutes)}
            </Typography>
          </Button>
        ))}
      </Stack>
      <Dialog open={printed !== null} onClose={() => setPrinted(null)} maxWidth="sm" fullWidth>
        <DialogContent>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {printed && <Ticket ticket={printed} orientation="VERTICAL" />}
          </Paper>
          <Typography sx={{ mt: 2, textAlign: 'center', fontSize: 22 }}>Retire su ticket impreso</Typography>
        </DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => window.print()}>
            Imprimir de nuevo
          </Button>
          <Button size="large" variant="contained" onClick={() => setPrinted(null)}>
            Listo
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
