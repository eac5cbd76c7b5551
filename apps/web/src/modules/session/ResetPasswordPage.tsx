import { newPassword, PASSWORD_HINT, sessionEndpoints } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { call, messageOf } from '../../platform/api.ts';
import { PasswordMeter } from '../../platform/PasswordMeter.tsx';
import { usePasswordReveal } from '../../platform/PasswordReveal.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { SessionLayout } from './SessionLayout.tsx';

const form = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Las contraseñas no coinciden', path: ['confirm'] });

/** Opened from the e-mailed link: sets a new password once. */
export function ResetPasswordPage() {
  usePageTitle('Nueva contraseña');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const revealNew = usePasswordReveal();
  const revealConfirm = usePasswordReveal();
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof form>>({
    resolver: zodResolver(form),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = await call(sessionEndpoints.resetPassword, { body: { token, password: values.password } });
      setReply({ ok: true, text: body.message ?? '' });
    } catch (e) {
      setReply({ ok: false, text: messageOf(e) });
    }
  });

  return (
    <SessionLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
        Nueva contraseña
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {reply && <Alert severity={reply.ok ? 'success' : 'error'}>{reply.text}</Alert>}
        <TextField
          label="Nueva contraseña"
          type={revealNew.type}
          slotProps={{ input: { endAdornment: revealNew.endAdornment } }}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? PASSWORD_HINT}
        />
        <PasswordMeter password={watch('password')} token={token} />
        <TextField
          label="Confirmar contraseña"
          type={revealConfirm.type}
          slotProps={{ input: { endAdornment: revealConfirm.endAdornment } }}
          autoComplete="new-password"
          {...register('confirm')}
          error={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || reply?.ok}>
          {isSubmitting ? 'Cargando...' : 'Guardar contraseña'}
        </Button>
        <Button variant="text" onClick={() => navigate('/session/signin')}>
          Volver a iniciar sesión
        </Button>
      </Stack>
    </SessionLayout>
  );
}
