import { mfaEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';

type Setup = { secret: string; qr: string };

/**
 * `/pages/security`: two-step verification with an authenticator app. Set up from a QR code (or the
 * key typed by hand) and a first code; then the recovery codes, shown once. Required of the SA and
 * of the roles an institution marks: then it cannot be turned off, and nothing else opens until it
 * is set up.
 */
export function SecurityPage() {
  const { user, switchClient } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['mfa-status'],
    queryFn: async () => (await call(mfaEndpoints.status, {})).data,
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mfa-status'] });

  const act = async (work: () => Promise<void>) => {
    setFailure(null);
    setDone(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    act(async () => {
      setSetup((await call(mfaEndpoints.setup, {})).data);
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    return act(async () => {
      const res = await call(mfaEndpoints.confirm, { body: { code } });
      setCodes(res.data?.recoveryCodes ?? []);
      setSetup(null);
      setCode('');
      setDone(res.message ?? null);
      await refresh();
    });
  };
  const renewCodes = (e: FormEvent) => {
    e.preventDefault();
    return act(async () => {
      const res = await call(mfaEndpoints.recoveryCodes, { body: { code } });
      setCodes(res.data?.recoveryCodes ?? []);
      setCode('');
      setDone(res.message ?? null);
      await refresh();
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    return act(async () => {
      const res = await call(mfaEndpoints.disable, { body: { password } });
      setPassword('');
      setDone(res.message ?? null);
      await refresh();
    });
  };
  // Set up because it was required: a renewed token brings the user's screens back.
  const proceed = async () => {
    setCodes(null);
    if (user?.mfaSetupRequired && (await switchClient(user.idClient))) navigate('/', { replace: true });
  };
  const download = () => {
    const text = `Códigos de recuperación de Erario (${user?.usuario ?? ''})\nCada uno sirve una sola vez.\n\n${(codes ?? []).join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'erario-codigos-de-recuperacion.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const s = status.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        Verificación en dos pasos
      </Typography>
      <Typography color="text.secondary">
        Además de su contraseña, al ingresar se le pedirá un código de seis dígitos de una aplicación de
        autenticación en su teléfono (Google Authenticator, Microsoft Authenticator, FreeOTP u otra).
      </Typography>
      {status.isError && <Alert severity="error">{messageOf(status.error)}</Alert>}
      {user?.mfaSetupRequired && !codes && (
        <Alert severity="warning">Su rol exige la verificación en dos pasos: actívela para continuar.</Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {done && <Alert severity="success">{done}</Alert>}

      {codes && (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Códigos de recuperación
              </Typography>
              <Typography>
                Guárdelos en un lugar seguro, fuera del teléfono. Si lo pierde, cada código le deja ingresar
                una sola vez. No se volverán a mostrar.
              </Typography>
              <Box
                component="ul"
                aria-label="Códigos de recuperación"
                sx={{ fontFamily: 'monospace', fontSize: 16, columns: 2, m: 0, pl: 3 }}
              >
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" onClick={download}>
                  Descargar
                </Button>
                <Button variant="contained" onClick={proceed}>
                  Listo, los guardé
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}

      {s && !s.enrolled && !codes && (
        <Card>
          <CardContent>
            {!setup ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>La verificación en dos pasos no está activa.</Typography>
                <Button variant="contained" onClick={start} disabled={busy}>
                  Activar
                </Button>
              </Stack>
            ) : (
              <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
                <Typography>1. Escanee este código con su aplicación de autenticación.</Typography>
                <Box
                  component="img"
                  src={setup.qr}
                  alt="Código QR para la aplicación de autenticación"
                  sx={{ width: 200, height: 200 }}
                />
                <Typography variant="body2" color="text.secondary">
                  ¿No puede escanearlo? Escriba esta clave en la aplicación:{' '}
                  <Box component="span" aria-label="Clave" sx={{ fontFamily: 'monospace' }}>
                    {setup.secret.match(/.{1,4}/g)?.join(' ')}
                  </Box>
                </Typography>
                <Typography>2. Escriba el código de seis dígitos que muestra la aplicación.</Typography>
                <TextField
                  label="Código de la aplicación"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  sx={{ maxWidth: 240 }}
                />
                <Box>
                  <Button type="submit" variant="contained" disabled={busy}>
                    Confirmar
                  </Button>
                </Box>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}

      {s?.enrolled && !codes && (
        <Card>
          <CardContent>
            <Stack spacing={3}>
              <Typography>
                La verificación en dos pasos está activa. Le quedan {s.recoveryCodesLeft} códigos de
                recuperación.
              </Typography>
              <Stack component="form" spacing={1} onSubmit={renewCodes} noValidate>
                <Typography variant="subtitle2" component="h2">
                  Códigos de recuperación nuevos
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Con un código de la aplicación; los anteriores dejan de servir.
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label="Código de la aplicación"
                    size="small"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    autoComplete="one-time-code"
                  />
                  <Button type="submit" variant="outlined" disabled={busy}>
                    Generar códigos nuevos
                  </Button>
                </Stack>
              </Stack>
              {!s.required && (
                <Stack component="form" spacing={1} onSubmit={disable} noValidate>
                  <Typography variant="subtitle2" component="h2">
                    Desactivar
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label="Contraseña"
                      type="password"
                      size="small"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      autoComplete="current-password"
                    />
                    <Button type="submit" color="error" variant="outlined" disabled={busy}>
                      Desactivar
                    </Button>
                  </Stack>
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
