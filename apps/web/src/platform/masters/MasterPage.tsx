import {
  endpointUrl,
  formatDate,
  formatMoney,
  formatRate,
  isTenantResource,
  type ResourceDef,
  type ResourceRow,
  resourceEndpoints,
  resourceNamed,
  writeRoles,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, call, download, messageOf } from '../api.ts';
import { useConfirm } from '../confirm.tsx';
import { AddIcon, DeleteIcon, DownloadIcon, EditIcon } from '../icons.tsx';
import { ListGrid } from '../ListGrid.tsx';
import { Notice, type NoticeState } from '../Notice.tsx';
import { useSession } from '../session.tsx';
import { useDebounced } from '../useDebounced.ts';
import { useServerGrid } from '../useServerGrid.ts';
import type { RowExtension, ToolbarExtension } from './extensions.tsx';
import { MasterForm } from './MasterForm.tsx';
import { type Option, RefSelect } from './RefSelect.tsx';

type Row = ResourceRow;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The screen of any declared master: a server-paginated list with search, sort and column choice,
 * a create/edit form, delete behind the confirmation dialog, and export of the current list.
 */
export function MasterPage({
  def,
  extension,
  toolbar,
}: {
  def: ResourceDef;
  extension?: RowExtension;
  toolbar?: ToolbarExtension;
}) {
  const { user, period } = useSession();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<GridSortModel>([]);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const [parent, setParent] = useState<Option | null>(null);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);
  const [exporting, setExporting] = useState(false);
  const [extending, setExtending] = useState<Row | null>(null);
  const navigate = useNavigate();
  // The server decides (a consultant only reads; a shared master is written by the SA only); this mirrors it.
  const writers = writeRoles(def);
  const shared = !isTenantResource(def);
  const readOnly =
    (user?.isConsultant ?? false) || (writers !== undefined && !writers.includes(user?.role ?? 'USER'));
  const parentScope = def.scope.kind === 'parent' ? def.scope : null;
  const parentDef = parentScope ? resourceNamed(parentScope.resource) : null;

  const endpoints = resourceEndpoints(def);
  // A master of a budget period (the structure) shows the period chosen in the top bar, never a mix.
  const inPeriod = def.period ? period?.idPeriod : undefined;
  const query = {
    idPeriod: inPeriod,
    search: search || undefined,
    sort: sort[0]?.field,
    dir: sort[0] ? (sort[0].sort ?? 'asc') : undefined,
  };
  // A parent picked in another period is not in this one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the period changes
  useEffect(() => setParent(null), [inPeriod]);
  const { list, grid } = useServerGrid({
    queryKey: ['resource', def.name],
    filters: { ...query, parent: parent?.id ?? null },
    fetchPage: async (page) =>
      (endpoints.ofParent && parent
        ? await call(endpoints.ofParent, { params: { idParent: parent.id }, query: { ...query, ...page } })
        : await call(endpoints.list, { query: { ...query, ...page } })
      ).data,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resource', def.name] });

  const remove = async (row: Row) => {
    // A row named by a reference (an opening balance by its account) reads as that reference shows.
    const label = String(row[`${def.display}Label`] ?? row[def.display] ?? row.id);
    if (!(await confirm(`¿Eliminar ${def.labels.feminine ? 'la' : 'el'} ${def.labels.singular} «${label}»?`)))
      return;
    try {
      const res = await call(endpoints.remove, { params: { id: row.id } });
      setNotice({ ok: true, text: res.message ?? 'Eliminado.' });
      await refresh();
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    } finally {
      setExporting(false);
    }
  };

  // The columns stay memoised; their delete action calls the latest `remove`.
  const removeRef = useRef(remove);
  removeRef.current = remove;

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const cols: GridColDef<Row>[] = def.fields
      .filter((fd) => fd.list)
      .map((fd) => ({
        field: fd.name,
        headerName: fd.label,
        flex: fd.kind === 'boolean' ? 0.5 : 1,
        minWidth: fd.kind === 'boolean' ? 90 : (fd.max ?? 0) >= 20 ? 200 : 130,
        align: fd.kind === 'money' || fd.kind === 'rate' ? 'right' : 'left',
        headerAlign: fd.kind === 'money' || fd.kind === 'rate' ? 'right' : 'left',
        valueGetter: (_value, row) => {
          const v = row[fd.name];
          if (fd.kind === 'ref') return row[`${fd.name}Label`] ?? '';
          if (fd.kind === 'boolean') return v ? 'Sí' : 'No';
          if (fd.kind === 'money') return v === null || v === undefined ? '' : formatMoney(String(v));
          if (fd.kind === 'rate') return v === null || v === undefined ? '' : formatRate(String(v));
          if (fd.kind === 'enum') return fd.options?.find((o) => o.value === v)?.label ?? v;
          if (fd.kind === 'date') return v ? formatDate(String(v)) : '';
          return v ?? '';
        },
      }));
    for (const c of def.computed ?? []) {
      cols.push({
        field: c.name,
        headerName: c.label,
        sortable: false,
        minWidth: 90,
        valueGetter: (_value, row) =>
          c.kind === 'boolean' ? (row[c.name] ? 'Sí' : 'No') : (row[c.name] ?? ''),
      });
    }
    if (!readOnly || extension?.to) {
      cols.push({
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: readOnly ? 80 : extension ? 140 : 110,
        getActions: ({ row }) => [
          ...(readOnly
            ? []
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label="Modificar"
                  onClick={() => setEditing(row)}
                />,
              ]),
          ...(extension
            ? [
                <GridActionsCellItem
                  key="extension"
                  icon={<extension.icon />}
                  label={extension.label}
                  onClick={() => (extension.to ? navigate(extension.to(row)) : setExtending(row))}
                />,
              ]
            : []),
          ...(readOnly
            ? []
            : [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label="Eliminar"
                  onClick={() => removeRef.current(row)}
                />,
              ]),
        ],
      });
    }
    return cols;
  }, [def, readOnly, extension, navigate]);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExportMenu(null);
    setExporting(true);
    try {
      await download(
        endpointUrl(endpoints.export, { query: { ...query, format, parentId: parent?.id } }),
        `${def.labels.plural.replace(/\s+/g, '-')}.${format}`,
      );
    } catch (e) {
      setNotice({ ok: false, text: messageOf(e) });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {capital(def.labels.plural)}
          {def.period && period && (
            <Typography component="span" variant="subtitle1" color="text.secondary" sx={{ ml: 1 }}>
              · Período {period.description}
            </Typography>
          )}
        </Typography>
        {toolbar && !readOnly && (
          // A module's action may be its own chunk: it appears when loaded, the list does not wait.
          <Suspense fallback={null}>
            <toolbar.Action
              onDone={(message) => {
                setNotice({ ok: true, text: message });
                void refresh();
              }}
              onError={(message) => setNotice({ ok: false, text: message })}
            />
          </Suspense>
        )}
        <Button
          startIcon={
            exporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />
          }
          onClick={(e) => setExportMenu(e.currentTarget)}
          disabled={exporting}
          aria-busy={exporting}
          aria-haspopup="menu"
        >
          Exportar
        </Button>
        <Menu anchorEl={exportMenu} open={exportMenu !== null} onClose={() => setExportMenu(null)}>
          <MenuItem onClick={() => exportAs('xlsx')}>Excel (XLSX)</MenuItem>
          <MenuItem onClick={() => exportAs('csv')}>CSV</MenuItem>
        </Menu>
        {!readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {def.labels.feminine ? 'Nueva' : 'Nuevo'}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* The sectors' parent is the period, which the top bar already chooses. */}
        {parentDef && parentScope && !(def.period && parentScope.resource === 'budgetPeriod') && (
          <Box sx={{ minWidth: 280 }}>
            <RefSelect
              target={parentDef}
              label={`Filtrar por ${parentDef.labels.singular}`}
              value={parent?.id ?? null}
              valueLabel={parent?.label}
              onChange={setParent}
            />
          </Box>
        )}
        <TextField
          label="Buscar"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { 'aria-label': `Buscar ${def.labels.plural}` } }}
        />
      </Stack>
      {shared && readOnly && !user?.isConsultant && (
        <Alert severity="info">
          Maestro compartido por todas las instituciones: solo el administrador del sistema lo modifica.
        </Alert>
      )}
      {list.isError && (
        <Alert severity="error">
          {list.error instanceof ApiError ? list.error.message : 'Something went wrong!'}
        </Alert>
      )}
      <Box sx={{ bgcolor: 'background.paper' }}>
        <ListGrid
          aria-label={`Lista de ${def.labels.plural}`}
          {...grid}
          columns={columns}
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          sortModel={sort}
          onSortModelChange={setSort}
        />
      </Box>
      {editing && (
        <MasterForm
          def={def}
          row={editing === 'new' ? null : editing}
          fixed={
            parentScope && parent && editing === 'new'
              ? { [parentScope.field]: parent.id }
              : def.period && parentScope?.resource === 'budgetPeriod' && inPeriod && editing === 'new'
                ? { [parentScope.field]: inPeriod }
                : {}
          }
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            setNotice({ ok: true, text: message });
            await refresh();
          }}
        />
      )}
      {extension?.Dialog && extending && (
        <extension.Dialog
          row={extending}
          onClose={() => setExtending(null)}
          onSaved={(message) => {
            setExtending(null);
            setNotice({ ok: true, text: message });
          }}
        />
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
