import { changePasswordRequest, PASSWORD_HINT, sessionEndpoints } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, call } from '../../platform/api.ts';
import { PasswordField } from '../../platform/PasswordField.tsx';
import { PasswordMeter } from '../../platform/PasswordMeter.tsx';
import { useSession } from '../../platform/session.tsx';

type Form = z.infer<typeof changePasswordRequest>;

export function ChangePasswordPage() {
  const { user, switchClient } = useSession();
  const navigate = useNavigate();
  const required = user?.passwordChangeRequired ?? false;
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setReply(null);
    try {
      const body = await call(sessionEndpoints.changePassword, { body: values });
      setReply({ ok: true, text: body.message ?? 'Contraseña actualizada.' });
      reset();
      // The session held nothing until now: a renewed token brings back the user's screens.
      if (required && user && (await switchClient(user.idClient))) navigate('/', { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        for (const f of e.fields) setError(f.field as FieldPath<Form>, { message: f.message });
        setReply({ ok: false, text: e.message });
      } else {
        setReply({ ok: false, text: 'Network error' });
      }
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography variant="h5" component="h1">
        Cambiar contraseña
      </Typography>
      <Card>
        <CardContent>
          <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
            {required && !reply?.ok && (
              <Alert severity="warning">
                Elija una contraseña nueva para continuar: la actual la asignó un administrador, o no cumple
                las reglas vigentes (al menos 12 caracteres y que no sea fácil de adivinar).
              </Alert>
            )}
            {reply && <Alert severity={reply.ok ? 'success' : 'error'}>{reply.text}</Alert>}
            <PasswordField
              label="Contraseña actual"
              autoComplete="current-password"
              {...register('currentPassword')}
              error={errors.currentPassword?.message}
            />
            <PasswordField
              label="Nueva contraseña"
              autoComplete="new-password"
              {...register('newPassword')}
              error={errors.newPassword?.message}
              helperText={PASSWORD_HINT}
            />
            <PasswordMeter password={watch('newPassword')} />
            <PasswordField
              label="Confirmar nueva contraseña"
              autoComplete="new-password"
              {...register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Cargando...' : 'Cambiar contraseña'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
