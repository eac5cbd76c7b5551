import Alert from '@mui/material/Alert';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';
import { TextInput } from '../../platform/TextInput.tsx';
import { SessionForm } from './SessionLayout.tsx';

/**
 * The sign-in's second step: the password was right and the account has a second factor, so a code
 * of the authenticator app (or a recovery code) answers the challenge the password gave.
 */
export function SecondFactorStep({
  challenge,
  onBack,
  onDone,
}: {
  challenge: string;
  onBack(): void;
  onDone(): void;
}) {
  const { secondFactor } = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!code.trim()) {
      setError('Escriba el código de su aplicación o un código de recuperación.');
      return;
    }
    setSubmitting(true);
    try {
      await secondFactor(challenge, code.trim());
      onDone();
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : 'Error al iniciar sesión');
      // A challenge past its time or its attempts is over: back to the password.
      if (e instanceof ApiError && /Inicie sesión de nuevo/.test(e.message)) onBack();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SessionForm
      title="Verificación en dos pasos"
      lead="Escriba el código de seis dígitos que muestra su aplicación de autenticación, o uno de sus códigos de recuperación."
      onSubmit={onVerify}
      busy={submitting}
      submit="Verificar"
      other={{ label: 'Volver', onClick: onBack }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextInput
        label="Código"
        autoComplete="one-time-code"
        autoFocus
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputProps={{ maxLength: 20 }}
      />
    </SessionForm>
  );
}
