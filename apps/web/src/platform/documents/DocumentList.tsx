import { DOCUMENT_STATUSES, type DocumentStatus, STATUS_LABELS } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { messageOf } from '../api.ts';
import { DateField, isDate } from '../DateField.tsx';
import { AddIcon, ViewIcon } from '../icons.tsx';
import { canOpen } from '../menu.ts';
import { useSession } from '../session.tsx';
import { useDebounced } from '../useDebounced.ts';
import { type ServerPage, useServerGrid } from '../useServerGrid.ts';
import { StatusChip } from './StatusChip.tsx';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** What the kit's list needs of a row: its life and how it is numbered. */
export interface ListedDocument {
  id: number;
  status: DocumentStatus;
  idReverses: number | null;
}

/** The filters every family's list takes (the kit's list endpoint), as the query sends them. */
export interface DocumentListFilters {
  search?: string;
  status?: DocumentStatus;
  from?: string;
  to?: string;
}

/**
 * The list of any family's documents in the period of the top bar: search, status and dates (and
 * the family's own filters), paged by the server; a draft shows "Borrador" where a posted document
 * shows its number, every row its status and a way to its view.
 */
export function DocumentList<Row extends ListedDocument>({
  title,
  queryKey,
  fetchPage,
  number,
  columns,
  filters,
  familyFilters,
  newDocument,
  viewPath,
  searchHint = 'Número o descripción',
  heading = 'h1',
}: {
  title: string;
  queryKey: unknown[];
  fetchPage(query: DocumentListFilters & { page: number; size: number }): Promise<ServerPage<Row>>;
  /** The number a posted document shows (null for a draft). */
  number(row: Row): string | null;
  /** The family's columns, between the number and the status. */
  columns: GridColDef<Row>[];
  /** The family's own filter values (they go to the query and back to page one) and their widgets. */
  filters?: Record<string, unknown>;
  familyFilters?: ReactNode;
  newDocument?: { label: string; path: string; writeScreen: string };
  viewPath(id: number): string;
  /** What the search looks in, as the field's placeholder. */
  searchHint?: string;
  /** The title's level: h2 where the list sits under the screen's own heading. */
  heading?: 'h1' | 'h2';
}) {
  const { user, period } = useSession();
  const navigate = useNavigate();
  const [base, setBase] = useState({ status: '', from: '', to: '' });
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const query: DocumentListFilters = {
    search: search || undefined,
    status: (base.status || undefined) as DocumentStatus | undefined,
    from: base.from || undefined,
    to: base.to || undefined,
  };
  const { list, grid } = useServerGrid({
    queryKey: [...queryKey, period?.idPeriod],
    filters: { ...query, ...filters },
    enabled: Boolean(period),
    fetchPage: (page) => fetchPage({ ...query, ...page }),
  });

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para ver sus documentos.</Alert>;
  const set = (name: keyof typeof base) => (event: { target: { value: string } }) =>
    setBase((f) => ({ ...f, [name]: event.target.value }));

  const all: GridColDef<Row>[] = [
    {
      field: '__number',
      headerName: 'N°',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => number(row) ?? <em>Borrador</em>,
    },
    ...columns,
    {
      field: 'status',
      headerName: 'Estado',
      width: 115,
      sortable: false,
      renderCell: ({ row }) => <StatusChip doc={row} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: '',
      width: 56,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="view"
          icon={<ViewIcon />}
          label={`Ver documento ${number(row) ?? row.id}`}
          onClick={() => navigate(viewPath(row.id))}
        />,
      ],
    },
  ];

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component={heading} sx={{ flex: 1 }}>
          {title} · {period.description}
        </Typography>
        {newDocument && user && canOpen(user, newDocument.writeScreen) && !user.isConsultant && (
          <Button component={RouterLink} to={newDocument.path} variant="contained" startIcon={<AddIcon />}>
            {newDocument.label}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <TextField
          label="Buscar"
          size="small"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder={searchHint}
          sx={{ minWidth: 260 }}
        />
        {familyFilters}
        <TextField
          select
          label="Estado"
          size="small"
          value={base.status}
          onChange={set('status')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {DOCUMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {(['from', 'to'] as const).map((field) => (
          <DateField
            key={field}
            label={field === 'from' ? 'Desde' : 'Hasta'}
            size="small"
            value={base[field]}
            // A filter waits for a whole date.
            onChange={(date) => isDate(date) && set(field)({ target: { value: date } })}
          />
        ))}
      </Stack>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <DataGrid
        aria-label={title}
        {...grid}
        columns={all}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowDoubleClick={({ row }) => navigate(viewPath(row.id))}
        localeText={localeText}
        autoHeight
      />
    </Box>
  );
}
