import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../platform/api.ts';
import { intendedPath } from '../../platform/guards.tsx';
import { loadSessionContracts, useSession } from '../../platform/session.tsx';
import { TextInput } from '../../platform/TextInput.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { SessionForm } from './SessionLayout.tsx';

type Field = 'usuario' | 'password';

/** Only a refused sign-in shows an alert; its code comes then, not with the page. */
const Alert = lazy(() => import('@mui/material/Alert'));
const RevealButton = lazy(async () => ({
  default: (await import('../../platform/PasswordReveal.tsx')).RevealButton,
}));
/** The second step, for accounts with a second factor: its code comes when a challenge does. */
const SecondFactorStep = lazy(async () => ({
  default: (await import('./SecondFactorStep.tsx')).SecondFactorStep,
}));

/**
 * The sign-in form. It is the first page most people load, so it carries no form library: the
 * request's own schema (loaded with the session's declarations when the user starts typing) checks
 * it, with the same messages the server gives.
 */
export function SignInPage() {
  usePageTitle('Ingresar');
  const { signIn } = useSession();
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ usuario: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account has a second factor: its code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);

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

  if (challenge)
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          challenge={challenge}
          onBack={() => setChallenge(null)}
          onDone={() => navigate(intendedPath(location.state), { replace: true })}
        />
      </Suspense>
    );

  return (
    <SessionForm
      title="Iniciar sesión"
      lead="Ingrese con el usuario que le asignó su institución."
      onSubmit={onSubmit}
      busy={submitting}
      submit="Ingresar"
      other={{ label: '¿Olvidó su contraseña?', onClick: () => navigate('/session/forgot-password') }}
    >
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
        type={shown ? 'text' : 'password'}
        endAdornment={
          // Loaded once something is typed: the page is ready without it.
          values.password ? (
            <Suspense fallback={null}>
              <RevealButton shown={shown} onToggle={() => setShown((v) => !v)} />
            </Suspense>
          ) : undefined
        }
        autoComplete="current-password"
        name="password"
        value={values.password}
        onChange={change('password')}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
    </SessionForm>
  );
}
