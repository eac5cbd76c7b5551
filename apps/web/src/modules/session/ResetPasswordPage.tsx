import { newPassword, PASSWORD_HINT, sessionEndpoints } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { call, messageOf } from '../../platform/api.ts';
import { PasswordField } from '../../platform/PasswordField.tsx';
import { PasswordMeter } from '../../platform/PasswordMeter.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { SessionForm } from './SessionLayout.tsx';

const form = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Las contraseñas no coinciden', path: ['confirm'] });

/** Opened from the e-mailed link: sets a new password once. */
export function ResetPasswordPage() {
  usePageTitle('Nueva contraseña');
  const { token = '' } = useParams();
  const navigate = useNavigate();
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
    <SessionForm
      title="Nueva contraseña"
      onSubmit={onSubmit}
      busy={isSubmitting}
      submit="Guardar contraseña"
      done={reply?.ok}
      other={{ label: 'Volver a iniciar sesión', onClick: () => navigate('/session/signin') }}
    >
      {reply && <Alert severity={reply.ok ? 'success' : 'error'}>{reply.text}</Alert>}
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
        helperText={PASSWORD_HINT}
      />
      <PasswordMeter password={watch('password')} token={token} />
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        {...register('confirm')}
        error={errors.confirm?.message}
      />
    </SessionForm>
  );
}
