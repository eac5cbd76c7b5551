import { recoverPasswordRequest, sessionEndpoints } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { call, messageOf } from '../../platform/api.ts';
import { usePageTitle } from '../../platform/title.ts';
import { SessionForm } from './SessionLayout.tsx';

type Form = z.input<typeof recoverPasswordRequest>;

export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const navigate = useNavigate();
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(recoverPasswordRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setReply(null);
    try {
      const body = await call(sessionEndpoints.recoverPassword, { body: values });
      setReply({ ok: true, text: body.message ?? '' });
    } catch (e) {
      // Spec section 8: the server's message in red, `Network error` when nothing answered.
      setReply({ ok: false, text: messageOf(e) });
    }
  });

  return (
    <SessionForm
      title="Recuperar contraseña"
      lead="Escriba el correo registrado en su usuario y le enviaremos un enlace para elegir una nueva contraseña."
      onSubmit={onSubmit}
      busy={isSubmitting}
      submit="Restablecer contraseña"
      other={{ label: 'Volver a iniciar sesión', onClick: () => navigate('/session/signin') }}
    >
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        autoFocus
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      {reply && (
        <Typography role="status" sx={{ color: reply.ok ? 'success.main' : 'error.main' }}>
          {reply.text}
        </Typography>
      )}
    </SessionForm>
  );
}
