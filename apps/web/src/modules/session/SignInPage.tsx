import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../platform/api.ts';
import { intendedPath } from '../../platform/guards.tsx';
import { usePasswordReveal } from '../../platform/PasswordReveal.tsx';
import { loadSessionContracts, useSession } from '../../platform/session.tsx';
import { TextInput } from '../../platform/TextInput.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { SessionLayout } from './SessionLayout.tsx';

type Field = 'usuario' | 'password';

/** Only a refused sign-in shows an alert; its code comes then, not with the page. */
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * The sign-in form. It is the first page most people load, so it carries no form library: the
 * request's own schema (loaded with the session's declarations when the user starts typing) checks
 * it, with the same messages the server gives.
 */
export function SignInPage() {
  usePageTitle('Ingresar');
  const { signIn, secondFactor } = useSession();
  const passwordReveal = usePasswordReveal();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ usuario: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account has a second factor: its code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const change = (field: Field) => (e: { target: { value: string } }) => {
    void loadSessionContracts();
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const { loginRequest } = await loadSessionContracts();
      const parsed = loginRequest.safeParse(values);
      if (!parsed.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
        setErrors(found);
        return;
      }
      const answer = await signIn(parsed.data.usuario, parsed.data.password);
      if (answer.challenge) {
        setChallenge(answer.challenge);
        return;
      }
      navigate(intendedPath(location.state), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : 'Error al iniciar sesión');
    } finally {
      setSubmitting(false);
    }
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!challenge) return;
    setError(null);
    if (!code.trim()) {
      setError('Escriba el código de su aplicación o un código de recuperación.');
      return;
    }
    setSubmitting(true);
    try {
      await secondFactor(challenge, code.trim());
      navigate(intendedPath(location.state), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : 'Error al iniciar sesión');
      // A challenge past its time or its attempts is over: back to the password.
      if (e instanceof ApiError && /Inicie sesión de nuevo/.test(e.message)) setChallenge(null);
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge)
    return (
      <SessionLayout>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Verificación en dos pasos
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Escriba el código de seis dígitos que muestra su aplicación de autenticación, o uno de sus códigos
          de recuperación.
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={onVerify}>
          {error && (
            <Suspense fallback={<p role="alert">{error}</p>}>
              <Alert severity="error">{error}</Alert>
            </Suspense>
          )}
          <TextInput
            label="Código"
            autoComplete="one-time-code"
            autoFocus
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputProps={{ maxLength: 20 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Cargando...' : 'Verificar'}
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setChallenge(null);
              setCode('');
              setError(null);
            }}
          >
            Volver
          </Button>
        </Stack>
      </SessionLayout>
    );

  return (
    <SessionLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Iniciar sesión
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ingrese con el usuario que le asignó su institución.
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {error && (
          <Suspense fallback={<p role="alert">{error}</p>}>
            <Alert severity="error">{error}</Alert>
          </Suspense>
        )}
        <TextInput
          label="Usuario"
          autoComplete="username"
          autoFocus
          name="usuario"
          value={values.usuario}
          onChange={change('usuario')}
          error={Boolean(errors.usuario)}
          helperText={errors.usuario}
        />
        <TextInput
          label="Contraseña"
          {...passwordReveal}
          autoComplete="current-password"
          name="password"
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? 'Cargando...' : 'Ingresar'}
        </Button>
        <Button variant="text" onClick={() => navigate('/session/forgot-password')}>
          ¿Olvidó su contraseña?
        </Button>
      </Stack>
    </SessionLayout>
  );
}
