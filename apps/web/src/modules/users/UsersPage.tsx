import { ROLE_LABELS, type Role, type UserRow, userEndpoints } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { useConfirm } from '../../platform/confirm.tsx';
import { AddIcon, DeleteIcon, DevicesIcon, EditIcon, LockIcon } from '../../platform/icons.tsx';
import { ListGrid } from '../../platform/ListGrid.tsx';
import { canOpen } from '../../platform/menu.ts';
import { Notice, type NoticeState } from '../../platform/Notice.tsx';
import { useSession } from '../../platform/session.tsx';
import { useServerGrid } from '../../platform/useServerGrid.ts';
import { UserForm, type UserValues } from './UserForm.tsx';

/** `/pages/Usuarios`: the users of the session's institution, their data and a way to their permissions. */
export function UsersPage() {
  const { user } = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<UserValues | 'new' | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const filters = { search: search.trim() || undefined };
  const { grid } = useServerGrid({
    queryKey: ['users', user?.idClient],
    filters,
    pageSizeOptions: [10, 25, 50],
    fetchPage: async (page) => (await call(userEndpoints.list, { query: { ...filters, ...page } })).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users'] });
  const canGrant = user ? canOpen(user, 'CFG-USR-02') : false;

  const edit = async (row: UserRow) => {
    try {
      setEditing((await call(userEndpoints.form, { params: { idUser: row.idUser } })).data);
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    }
  };
  const remove = async (row: UserRow) => {
    if (!(await confirm(`¿Quitar a «${row.usuario}» de ${user?.nameClient}?`))) return;
    try {
      const res = await call(userEndpoints.remove, { body: { idUser: row.idUser } });
      setNotice({ ok: true, text: res.message ?? '' });
      await refresh();
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    }
  };

  const columns: GridColDef<UserRow>[] = [
    { field: 'usuario', headerName: 'Usuario', flex: 1, minWidth: 130 },
    { field: 'name', headerName: 'Nombre', flex: 1.5, minWidth: 180 },
    { field: 'email', headerName: 'Correo', flex: 1.5, minWidth: 180 },
    {
      field: 'role',
      headerName: 'Rol',
      flex: 1,
      minWidth: 150,
      valueGetter: (v: Role) => ROLE_LABELS[v] ?? v,
    },
    { field: 'active', headerName: 'Activo', width: 90, valueGetter: (v: boolean) => (v ? 'Sí' : 'No') },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Acciones',
      width: 170,
      getActions: ({ row }) => [
        <GridActionsCellItem key="edit" icon={<EditIcon />} label="Modificar" onClick={() => edit(row)} />,
        ...(canGrant
          ? [
              <GridActionsCellItem
                key="perm"
                icon={<LockIcon />}
                label="Permisos"
                onClick={() => navigate(`/pages/UsersManagementPermissions/${row.idUser}`)}
              />,
            ]
          : []),
        // The SA sees and ends anyone's open sessions (the server decides; this mirrors it).
        ...(user?.role === 'SA'
          ? [
              <GridActionsCellItem
                key="sessions"
                icon={<DevicesIcon />}
                label="Sesiones"
                onClick={() => navigate(`/pages/sessions?usuario=${row.idUser}`)}
              />,
            ]
          : []),
        <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Quitar" onClick={() => remove(row)} />,
      ],
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Usuarios
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Nuevo
        </Button>
      </Stack>
      <TextField
        label="Buscar"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { 'aria-label': 'Buscar usuarios' } }}
      />
      <Box sx={{ bgcolor: 'background.paper' }}>
        <ListGrid
          aria-label="Lista de usuarios"
          {...grid}
          getRowId={(row) => row.idUser}
          columns={columns}
          disableColumnFilter
        />
      </Box>
      {editing && (
        <UserForm
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            setNotice({ ok: true, text: message });
            await refresh();
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
