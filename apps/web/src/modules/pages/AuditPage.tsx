import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditFilters,
  auditEndpoints,
  endpointUrl,
  tableLabel,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, download, messageOf } from '../../platform/api.ts';
import { shownDateTime } from '../../platform/clock.ts';
import { DateField, isDate } from '../../platform/DateField.tsx';
import { ExportButtons } from '../../platform/DownloadButton.tsx';
import { HeadRow } from '../../platform/HeadRow.tsx';
import { ListGrid } from '../../platform/ListGrid.tsx';
import { SelectField } from '../../platform/SelectField.tsx';
import { useSession } from '../../platform/session.tsx';
import { useServerGrid } from '../../platform/useServerGrid.ts';

const columns: GridColDef<AuditEntry>[] = [
  { field: 'at', headerName: 'Fecha y hora', width: 150, valueGetter: (v: string) => shownDateTime(v) },
  { field: 'user', headerName: 'Usuario', width: 130, valueGetter: (v: string | null) => v ?? 'sistema' },
  { field: 'idSession', headerName: 'Sesión', width: 80 },
  { field: 'action', headerName: 'Acción', width: 90, valueGetter: (v: string) => AUDIT_ACTIONS[v] ?? v },
  { field: 'entity', headerName: 'Tabla', width: 200, valueGetter: (v: string) => tableLabel(v) },
  { field: 'entityId', headerName: 'Registro', width: 90 },
  { field: 'changes', headerName: 'Cambios', flex: 1, minWidth: 260 },
];

const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * `/pages/configurations/audit`: who did what and when, for the SA and an institution's auditor.
 * Filters by person, table, record and dates; each entry opens with its record before and after;
 * the same entries go to PDF and XLSX. The SA also checks that no entry was changed or removed.
 */
export function AuditPage() {
  const { user } = useSession();
  const [idUser, setIdUser] = useState('');
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const choices = useQuery({
    queryKey: ['audit-choices', user?.idClient],
    queryFn: async () => (await call(auditEndpoints.choices, {})).data,
  });
  const filters: AuditFilters = {
    ...(idUser ? { idUser: Number(idUser) } : {}),
    ...(entity ? { entity } : {}),
    ...(entityId.trim() ? { entityId: entityId.trim() } : {}),
    ...(from && isDate(from) ? { from } : {}),
    ...(to && isDate(to) ? { to } : {}),
  };
  const { list, grid } = useServerGrid({
    queryKey: ['audit', user?.idClient],
    filters,
    pageSizeOptions: [25, 50, 100],
    pageSize: 25,
    fetchPage: async (page) => (await call(auditEndpoints.entries, { query: { ...filters, ...page } })).data,
  });
  const save = (kind: 'pdf' | 'xlsx') => {
    setNotice(null);
    return download(endpointUrl(auditEndpoints[kind], { query: filters }), `auditoria.${kind}`);
  };
  const failed = (e: unknown) => setNotice({ ok: false, text: messageOf(e) });
  const verify = async () => {
    setNotice(null);
    try {
      const r = (await call(auditEndpoints.verify, {})).data;
      setNotice(
        r.brokenAt === null
          ? {
              ok: true,
              text: `La cadena está íntegra: ${r.sealed.toLocaleString('es-VE')} entradas selladas, ninguna cambiada ni borrada.`,
            }
          : {
              ok: false,
              text: `La cadena se rompe en la entrada sellada n.º ${r.brokenAt}: una entrada se cambió o se borró fuera del sistema.`,
            },
      );
    } catch (e) {
      failed(e);
    }
  };
  const fields = open
    ? [...new Set([...Object.keys(open.before ?? {}), ...Object.keys(open.after ?? {})])]
    : [];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Auditoría
      </Typography>
      <Typography color="text.secondary">
        Quién hizo qué y cuándo, desde qué sesión, con el registro antes y después. Nadie puede modificar ni
        borrar estas entradas.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <SelectField
          label="Usuario"
          all="Todos"
          options={(choices.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.label }))}
          value={idUser}
          onChange={setIdUser}
          sx={{ minWidth: 220 }}
        />
        <SelectField
          label="Tabla"
          all="Todas"
          options={(choices.data?.entities ?? []).map((t) => ({ value: t, label: tableLabel(t) }))}
          value={entity}
          onChange={setEntity}
          sx={{ minWidth: 220 }}
        />
        <TextField
          label="Registro (id)"
          value={entityId}
          onChange={(e) => setEntityId(e.target.value)}
          sx={{ width: 140 }}
        />
        <DateField label="Desde" value={from} onChange={setFrom} />
        <DateField label="Hasta" value={to} onChange={setTo} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <ExportButtons save={save} onError={failed} />
        {user?.role === 'SA' && (
          <Button onClick={verify} variant="outlined">
            Comprobar la cadena
          </Button>
        )}
      </Stack>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <Box sx={{ bgcolor: 'background.paper' }}>
        <ListGrid
          aria-label="Registro de auditoría"
          {...grid}
          columns={columns}
          onRowClick={({ row }) => setOpen(row)}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(null)}
          fullWidth
          maxWidth="md"
          aria-labelledby="audit-entry-title"
        >
          <DialogTitle id="audit-entry-title">
            {AUDIT_ACTIONS[open.action] ?? open.action} en {tableLabel(open.entity)} {open.entityId ?? ''}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {shownDateTime(open.at)} · {open.user ?? 'sistema'}
              {open.idSession ? ` · sesión ${open.idSession}` : ''}
              {open.seal ? ` · sello n.º ${open.seal}` : ' · aún sin sellar'}
            </Typography>
            <Table size="small" aria-label="Antes y después">
              <HeadRow cells={['Campo', 'Antes', 'Después']} />
              <TableBody>
                {fields.map((f) => {
                  const before = shown(open.before?.[f]);
                  const after = shown(open.after?.[f]);
                  return (
                    <TableRow key={f} selected={open.action === 'UPDATE' && before !== after}>
                      <TableCell>{f}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{open.before ? before : ''}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{open.after ? after : ''}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </DialogContent>
        </Dialog>
      )}
    </Stack>
  );
}
