import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLE_LABELS,
  ROLES,
  userCreate,
  userEndpoints,
  userUpdate,
} from '@erario/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, call } from '../../platform/api.ts';
import { FormDialog } from '../../platform/masters/MasterForm.tsx';
import { useSession } from '../../platform/session.tsx';

export type UserValues = Record<string, unknown>;

const FLAGS = [
  ['active', 'Activo'],
  ['isCashier', 'Cajero'],
  ['isSupervisorCashier', 'Supervisor de cajeros'],
  ['isConsultant', 'Solo consulta'],
  ['isSupport', 'Soporte'],
] as const;

const EMPTY: UserValues = {
  usuario: '',
  name: '',
  email: '',
  role: 'USER',
  password: '',
  active: true,
  isCashier: false,
  isSupervisorCashier: false,
  isConsultant: false,
  isSupport: false,
};

/** Create or edit a user of the session's institution (server rules: roles, unique user name). */
export function UserForm({
  user,
  onClose,
  onSaved,
}: {
  user: UserValues | null;
  onClose(): void;
  onSaved(m: string): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const editing = user !== null;
  // The server's rule: the support flag opens every institution's requests, the SA's to give.
  const supportLocked = useSession().user?.role !== 'SA';
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    // The two schemas differ in idUser and password; the form holds both shapes.
    resolver: zodResolver(editing ? userUpdate : userCreate) as unknown as Resolver<FieldValues>,
    defaultValues: editing ? { ...EMPTY, ...user, password: '' } : EMPTY,
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The resolver checked the values against the schema of the endpoint they go to.
      const res = editing
        ? await call(userEndpoints.update, { body: values as z.input<typeof userUpdate> })
        : await call(userEndpoints.create, { body: values as z.input<typeof userCreate> });
      onSaved(res.message ?? 'Guardado.');
    } catch (e) {
      if (e instanceof ApiError) {
        for (const f of e.fields) setError(f.field as Path<FieldValues>, { message: f.message });
        setFailure(e.message);
      } else setFailure('Network error');
    }
  });
  const text = (name: string, label: string, { hint, ...props }: TextFieldProps & { hint?: string } = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          error={Boolean(errors[name])}
          {...props}
          helperText={(errors[name]?.message as string | undefined) ?? hint}
        />
      )}
    />
  );
  return (
    <FormDialog
      id="user-form"
      title={editing ? 'Modificar usuario' : 'Nuevo usuario'}
      failure={failure}
      onSubmit={onSubmit}
      busy={isSubmitting}
      onClose={onClose}
    >
      {text('usuario', 'Usuario', { required: true, autoComplete: 'off' })}
      {text('name', 'Nombre completo', { required: true })}
      {text('email', 'Correo electrónico', { type: 'email' })}
      {text('role', 'Rol', {
        select: true,
        required: true,
        children: ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {ROLE_LABELS[r]}
          </MenuItem>
        )),
      })}
      {text('password', editing ? 'Nueva contraseña (vacía para no cambiarla)' : 'Contraseña', {
        type: 'password',
        required: !editing,
        autoComplete: 'new-password',
        hint: `De ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres. La persona la cambiará por una suya al ingresar.`,
      })}
      <FormGroup row>
        {FLAGS.map(([name, label]) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                    disabled={name === 'isSupport' && supportLocked}
                  />
                }
                label={label}
              />
            )}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
