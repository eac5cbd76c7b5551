import { recoverPasswordRequest, sessionEndpoints } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { call, messageOf } from '../../platform/api.ts';
import { usePageTitle } from '../../platform/title.ts';
import { SessionLayout } from './SessionLayout.tsx';

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
    <SessionLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Recuperar contraseña
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Escriba el correo registrado en su usuario y le enviaremos un enlace para elegir una nueva contraseña.
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
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
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Cargando...' : 'Restablecer contraseña'}
        </Button>
        <Button variant="text" onClick={() => navigate('/session/signin')}>
          Volver a iniciar sesión
        </Button>
      </Stack>
    </SessionLayout>
  );
}
