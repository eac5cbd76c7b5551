import { beneficiaryBudgetEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, messageOf } from '../../../platform/api.ts';
import { AddIcon } from '../../../platform/icons.tsx';
import { ListGrid } from '../../../platform/ListGrid.tsx';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { SearchField, useSearchText } from '../../../platform/SearchField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { useServerGrid } from '../../../platform/useServerGrid.ts';

interface Row {
  id: number | string;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  active: boolean;
}

/**
 * Presupuesto-beneficiarios: the institution's beneficiaries as a grid that is edited in place, with
 * rows pasted from a spreadsheet, and saved together (`saveAll`): new RIFs are created, known ones
 * updated, and one bad row refuses the lot with its position.
 */
export function BudgetBeneficiariesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const search = useSearchText();
  const [changed, setChanged] = useState<Map<string, Row>>(new Map());
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const readOnly = user?.isConsultant ?? false;

  const { list, grid } = useServerGrid({
    queryKey: ['budget-beneficiaries'],
    filters: search.term,
    pageSize: 25,
    pageSizeOptions: [25, 50, 100],
    fetchPage: async (page) => {
      const { data } = await call(beneficiaryBudgetEndpoints.find, {
        body: { filter: search.term, ...page },
      });
      return { rows: data.list, total: data.total };
    },
  });

  const fresh = [...changed.values()].filter((r) => typeof r.id === 'string');
  const rows: Row[] = [...fresh, ...(list.data?.rows ?? []).map((r) => changed.get(String(r.id)) ?? r)];
  const edit = (row: Row) => {
    setChanged((c) => new Map(c).set(String(row.id), row));
    return row;
  };
  const addRow = () =>
    edit({
      id: `nuevo-${Date.now()}`,
      code: '',
      name: '',
      address: null,
      phone: null,
      email: null,
      active: true,
    });
  const addPasted = () => {
    // One beneficiary per line: RIF or cédula, name, and optionally address, phone and e-mail, separated by tabs
    // (what a spreadsheet copies) or semicolons.
    const lines = pasted.split(/\r?\n/).filter((l) => l.trim());
    lines.forEach((line, i) => {
      const [code = '', name = '', address = '', phone = '', email = ''] = line
        .split(/\t|;/)
        .map((x) => x.trim());
      edit({
        id: `pegado-${Date.now()}-${i}`,
        code,
        name,
        address: address || null,
        phone: phone || null,
        email: email || null,
        active: true,
      });
    });
    setPasted('');
    setPasting(false);
  };
  const saveAll = async () => {
    setErrors([]);
    const pending = [...changed.values()];
    try {
      const res = await call(beneficiaryBudgetEndpoints.saveAll, {
        body: {
          beneficiaries: pending.map(({ id: _id, ...b }) => ({
            ...b,
            address: b.address ?? '',
            phone: b.phone ?? '',
            email: b.email ?? '',
          })),
        },
      });
      setChanged(new Map());
      setNotice({ ok: true, text: res.message ?? 'Beneficiarios guardados' });
      await queryClient.invalidateQueries({ queryKey: ['budget-beneficiaries'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
      if (error instanceof ApiError)
        setErrors(
          error.fields.map((f) => {
            const [, index, field] = /^beneficiaries\.(\d+)\.?(.*)$/.exec(f.field) ?? [];
            const row = pending[Number(index)];
            return `${row?.code || `Fila ${Number(index) + 1}`}${field ? ` (${field})` : ''}: ${f.message}`;
          }),
        );
    }
  };

  const columns: GridColDef<Row>[] = [
    { field: 'code', headerName: 'RIF o cédula', width: 150, editable: !readOnly },
    { field: 'name', headerName: 'Nombre o razón social', flex: 1, minWidth: 220, editable: !readOnly },
    { field: 'address', headerName: 'Dirección', flex: 1, minWidth: 180, editable: !readOnly },
    { field: 'phone', headerName: 'Teléfono', width: 140, editable: !readOnly },
    { field: 'email', headerName: 'Correo', width: 200, editable: !readOnly },
    { field: 'active', headerName: 'Activo', type: 'boolean', width: 90, editable: !readOnly },
  ];

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Beneficiarios del presupuesto
        </Typography>
        {!readOnly && (
          <>
            <Button startIcon={<AddIcon />} onClick={addRow}>
              Agregar fila
            </Button>
            <Button onClick={() => setPasting(true)}>Pegar desde hoja de cálculo</Button>
            <Button variant="contained" onClick={saveAll} disabled={changed.size === 0}>
              Guardar todo{changed.size > 0 ? ` (${changed.size})` : ''}
            </Button>
          </>
        )}
      </Stack>
      <SearchField search={search} hint="RIF, cédula o nombre" sx={{ mb: 2, minWidth: 300 }} />
      {changed.size > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Las filas resaltadas aún no se han guardado: pulse «Guardar todo».
        </Typography>
      )}
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
      <Box>
        <ListGrid
          aria-label="Beneficiarios"
          {...grid}
          rows={rows}
          rowCount={(list.data?.total ?? 0) + fresh.length}
          columns={columns}
          processRowUpdate={edit}
          onProcessRowUpdateError={(error) => setNotice({ ok: false, text: messageOf(error) })}
          getRowClassName={({ id }) => (changed.has(String(id)) ? 'changed' : '')}
          sx={{ '& .changed': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } }}
        />
      </Box>
      <Dialog open={pasting} onClose={() => setPasting(false)} maxWidth="md" fullWidth>
        <DialogTitle>Pegar beneficiarios</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Una fila por beneficiario: RIF o cédula, nombre y, si los tiene, dirección, teléfono y correo,
            separados por tabulador (como los copia la hoja de cálculo) o por punto y coma.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={6}
            label="Filas"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPasting(false)}>Cancelar</Button>
          <Button variant="contained" onClick={addPasted} disabled={!pasted.trim()}>
            Agregar a la lista
          </Button>
        </DialogActions>
      </Dialog>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}
