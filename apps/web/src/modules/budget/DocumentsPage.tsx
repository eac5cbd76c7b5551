import {
  DOCUMENT_STATUSES,
  type DocumentHeader,
  type DocumentStatus,
  documentEndpoints,
  formatDate,
  formatMoney,
  STATUS_LABELS,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { call, messageOf } from '../../platform/api.ts';
import { AddIcon, ViewIcon } from '../../platform/icons.tsx';
import { canOpen } from '../../platform/menu.ts';
import { useSession } from '../../platform/session.tsx';
import { useDebounced } from '../../platform/useDebounced.ts';
import { type FormData, useFormData } from './documentApi.ts';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

export const STATUS_COLORS = { draft: 'default', posted: 'success', annulled: 'error' } as const;

export function StatusChip({ doc }: { doc: Pick<DocumentHeader, 'status' | 'idReverses'> }) {
  if (doc.idReverses !== null) return <Chip size="small" color="warning" label="Reverso" />;
  return <Chip size="small" color={STATUS_COLORS[doc.status]} label={STATUS_LABELS[doc.status]} />;
}

/**
 * The budget documents of the period in the top bar: filtered by type, status, dates and text,
 * paged by the server, newest first. Drafts show "Borrador" where posted ones show their number.
 */
export function DocumentsPage() {
  const { user, period } = useSession();
  const navigate = useNavigate();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [filters, setFilters] = useState({ type: '', status: '', from: '', to: '' });
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const formData = useFormData(period?.idPeriod);

  const query = {
    page: pagination.page,
    size: pagination.pageSize,
    search: search || undefined,
    idDocumentType: filters.type ? Number(filters.type) : undefined,
    status: (filters.status || undefined) as DocumentStatus | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const list = useQuery({
    queryKey: ['documents', period?.idPeriod, query],
    enabled: Boolean(period),
    queryFn: async () =>
      (await call(documentEndpoints.list, { params: { idPeriod: period?.idPeriod as number }, query })).data,
    placeholderData: keepPreviousData,
  });

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para ver sus documentos.</Alert>;
  const setFilter = (name: keyof typeof filters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: event.target.value }));
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const columns: GridColDef<DocumentHeader>[] = [
    {
      field: 'numOrder',
      headerName: 'N°',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => row.numOrder ?? <em>Borrador</em>,
    },
    { field: 'typeName', headerName: 'Tipo', flex: 1, minWidth: 140, sortable: false },
    {
      field: 'dateOrder',
      headerName: 'Fecha',
      width: 105,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'beneficiary',
      headerName: 'Beneficiario',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.beneficiary?.name ?? '',
    },
    { field: 'description', headerName: 'Descripción', flex: 1.5, minWidth: 150, sortable: false },
    {
      field: 'amount',
      headerName: 'Monto',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueFormatter: (v: string) => formatMoney(v),
    },
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
          label={`Ver documento ${row.numOrder ?? row.id}`}
          onClick={() => navigate(`/pages/view-document?id=${row.id}`)}
        />,
      ],
    },
  ];

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Documentos · {period.description}
        </Typography>
        {user && canOpen(user, 'PRE-DOC-02') && !user.isConsultant && (
          <Button component={RouterLink} to="/pages/document-add" variant="contained" startIcon={<AddIcon />}>
            Generar documento
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          label="Buscar"
          size="small"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder="Número, descripción o beneficiario"
          sx={{ minWidth: 260 }}
        />
        <TypeFilter formData={formData.data} value={filters.type} onChange={setFilter('type')} />
        <TextField
          select
          label="Estado"
          size="small"
          value={filters.status}
          onChange={setFilter('status')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {DOCUMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="Desde"
          size="small"
          value={filters.from}
          onChange={setFilter('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="Hasta"
          size="small"
          value={filters.to}
          onChange={setFilter('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <DataGrid
        aria-label="Documentos"
        rows={list.data?.rows ?? []}
        rowCount={list.data?.total ?? 0}
        columns={columns}
        loading={list.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={[10, 25, 50, 100]}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowDoubleClick={({ row }) => navigate(`/pages/view-document?id=${row.id}`)}
        localeText={localeText}
        autoHeight
      />
    </Box>
  );
}

function TypeFilter({
  formData,
  value,
  onChange,
}: {
  formData: FormData | undefined;
  value: string;
  onChange(event: { target: { value: string } }): void;
}) {
  return (
    <TextField select label="Tipo" size="small" value={value} onChange={onChange} sx={{ minWidth: 220 }}>
      <MenuItem value="">Todos</MenuItem>
      {(formData?.documentTypes ?? []).map((t) => (
        <MenuItem key={t.id} value={String(t.id)}>
          {t.code} · {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
