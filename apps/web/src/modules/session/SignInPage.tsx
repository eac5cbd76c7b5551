import { type LoginRequest, loginRequest } from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../platform/api.ts';
import { intendedPath } from '../../platform/guards.tsx';
import { useSession } from '../../platform/session.tsx';
import { SessionLayout } from './SessionLayout.tsx';

export function SignInPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { usuario: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn(values.usuario, values.password);
      navigate(intendedPath(location.state), { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && e.status > 0 ? e.message : 'Error al iniciar sesión');
    }
  });

  return (
    <SessionLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Iniciar sesión
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ingrese con el usuario que le asignó su institución.
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Usuario"
          autoComplete="username"
          autoFocus
          {...register('usuario')}
          error={Boolean(errors.usuario)}
          helperText={errors.usuario?.message}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Cargando...' : 'Ingresar'}
        </Button>
        <Button variant="text" onClick={() => navigate('/session/forgot-password')}>
          ¿Olvidó su contraseña?
        </Button>
      </Stack>
    </SessionLayout>
  );
}
