import { SCREENS, screenEnabled, userEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, call, messageOf } from '../../platform/api.ts';
import { useSession } from '../../platform/session.tsx';

/**
 * `/pages/UsersManagementPermissions/{idUser}`: the modules of the session's institution and their
 * screens as a tree of checkboxes. The server keeps to what the institution has and the granter holds.
 */
export function PermissionsPage() {
  const { idUser = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const target = useQuery({
    queryKey: ['user-form', idUser],
    queryFn: async () => (await call(userEndpoints.form, { params: { idUser: Number(idUser) } })).data,
  });
  const current = useQuery({
    queryKey: ['permissions', idUser, user?.idClient],
    queryFn: async () => (await call(userEndpoints.permissions, { params: { idUser: Number(idUser) } })).data,
  });
  useEffect(() => {
    if (current.data) setChecked(new Set(current.data.screens));
  }, [current.data]);

  const tree = useMemo(
    () =>
      (user?.modules ?? [])
        .map((m) => ({
          module: m,
          // A screen another module replaces here (the asset office's departments where payroll keeps them) is not offered.
          screens: SCREENS.filter(
            (s) => s.module === m.code && screenEnabled(s, new Set((user?.modules ?? []).map((x) => x.code))),
          ),
        }))
        .filter((branch) => branch.screens.length > 0),
    [user],
  );

  const toggle = (codes: string[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      for (const code of codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  const save = async () => {
    setSaving(true);
    setReply(null);
    try {
      const res = await call(userEndpoints.savePermissions, {
        params: { idUser: Number(idUser) },
        body: { screens: [...checked] },
      });
      setReply({ ok: true, text: res.message ?? 'Permisos guardados.' });
    } catch (e) {
      setReply({ ok: false, text: messageOf(e) });
    } finally {
      setSaving(false);
    }
  };

  if (target.isError || current.isError) {
    const error = target.error ?? current.error;
    return (
      <Alert severity="error">{error instanceof ApiError ? error.message : 'Something went wrong!'}</Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            Permisos de {target.data?.usuario ?? '…'}
          </Typography>
          <Typography color="text.secondary">
            {target.data?.name} · {user?.nameClient}
          </Typography>
        </Box>
        <Button onClick={() => navigate('/pages/Usuarios')}>Volver a usuarios</Button>
        <Button variant="contained" onClick={save} disabled={saving || current.isPending}>
          {saving ? 'Cargando...' : 'Guardar permisos'}
        </Button>
      </Stack>
      {reply && <Alert severity={reply.ok ? 'success' : 'error'}>{reply.text}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {tree.map(({ module, screens }) => {
          const codes = screens.map((s) => s.code);
          const count = codes.filter((c) => checked.has(c)).length;
          return (
            <Card key={module.code}>
              <CardContent>
                <FormControlLabel
                  label={<Typography sx={{ fontWeight: 600 }}>{module.description}</Typography>}
                  control={
                    <Checkbox
                      checked={count === codes.length}
                      indeterminate={count > 0 && count < codes.length}
                      onChange={(e) => toggle(codes, e.target.checked)}
                    />
                  }
                />
                <Stack sx={{ pl: 4 }}>
                  {screens.map((s) => (
                    <FormControlLabel
                      key={s.code}
                      label={`${s.name} (${s.code})`}
                      control={
                        <Checkbox
                          size="small"
                          checked={checked.has(s.code)}
                          onChange={(e) => toggle([s.code], e.target.checked)}
                        />
                      }
                    />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
