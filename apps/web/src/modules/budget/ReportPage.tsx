import {
  formatDate,
  formatMoney,
  MOMENTS,
  MONTHS,
  type ReportAnswer,
  type ReportColumn,
  type ReportDef,
  type ReportFilter,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api, download, messageOf } from '../../platform/api.ts';
import { DownloadIcon, PrintIcon } from '../../platform/icons.tsx';
import { useSession } from '../../platform/session.tsx';
import { type Beneficiary, BeneficiaryPicker } from './BeneficiaryPicker.tsx';
import { useFormData } from './documentApi.ts';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
const LEVELS = ['Sector', 'Programa', 'Subprograma', 'Proyecto', 'Subproyecto', 'Actividad', 'Obra'];

interface Filters {
  from: string;
  to: string;
  month: string;
  level: string;
  idDocumentType: string;
  beneficiary: Beneficiary | null;
  account: string;
  moment: string;
}

const numeric = (c: ReportColumn) => c.kind === 'money' || c.kind === 'integer';

function cell(c: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (c.kind === 'money') return formatMoney(String(value));
  if (c.kind === 'date') return formatDate(String(value));
  if (c.kind === 'integer') return Number(value).toLocaleString('de-DE');
  return String(value);
}

/**
 * Any expense report: its filters and columns come from its declaration, the rows and totals from
 * the server (paged; the totals cover every row), and the same query downloads as PDF or XLSX.
 */
export function ReportPage({ def }: { def: ReportDef }) {
  const { period } = useSession();
  const uses = (f: ReportFilter) => def.filters.includes(f);
  const formData = useFormData(uses('documentType') ? period?.idPeriod : undefined);
  const today = new Date().toISOString().slice(0, 10);
  const [filters, setFilters] = useState<Filters>({
    from: period?.startDate?.slice(0, 10) ?? '',
    to: period && period.endDate.slice(0, 10) < today ? period.endDate.slice(0, 10) : today,
    month: String(new Date().getMonth() + 1),
    level: '1',
    idDocumentType: '',
    beneficiary: null,
    account: '',
    moment: 'caused',
  });
  // The query runs when the user asks for it: a report over a whole year is not rerun per keystroke.
  const [asked, setAsked] = useState<string | null>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 100 });
  const [notice, setNotice] = useState<string | null>(null);

  const params = (): URLSearchParams => {
    const p = new URLSearchParams({ idPeriod: String(period?.idPeriod ?? '') });
    if (uses('dateRange')) {
      if (filters.from) p.set('from', filters.from);
      if (filters.to) p.set('to', filters.to);
    }
    if (uses('month')) p.set('month', filters.month);
    if (uses('level')) p.set('level', filters.level);
    if (uses('documentType') && filters.idDocumentType) p.set('idDocumentType', filters.idDocumentType);
    if (uses('beneficiary') && filters.beneficiary) p.set('idBeneficiary', String(filters.beneficiary.id));
    if (uses('account') && filters.account.trim()) p.set('account', filters.account.trim());
    if (uses('moment')) p.set('moment', filters.moment);
    return p;
  };

  const report = useQuery({
    queryKey: ['report', def.slug, asked, pagination.page, pagination.pageSize],
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await api<ReportAnswer>(
          'reports',
          `/budget/${def.slug}?${asked}&page=${pagination.page}&size=${pagination.pageSize}`,
        )
      ).data as ReportAnswer,
  });

  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const set = (name: keyof Filters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [name]: e.target.value }));
  const run = () => {
    setPagination((p) => ({ ...p, page: 0 }));
    setAsked(params().toString());
  };
  const save = (kind: 'pdf' | 'xlsx') => {
    setNotice(null);
    download(`/api/reports/budget/${def.slug}/${kind}?${params()}`, `${def.slug}.${kind}`).catch((error) =>
      setNotice(messageOf(error)),
    );
  };

  const columns: GridColDef[] = def.columns.map((c) => ({
    field: c.key,
    headerName: c.label,
    flex: numeric(c) ? 0 : 1,
    minWidth: numeric(c)
      ? 120
      : c.key === 'code'
        ? 270
        : c.key === 'description' || c.key === 'beneficiary'
          ? 200
          : 110,
    align: numeric(c) ? 'right' : 'left',
    headerAlign: numeric(c) ? 'right' : 'left',
    sortable: false,
    valueFormatter: (v: unknown) => cell(c, v),
  }));
  const fieldErrors = report.error instanceof ApiError ? report.error.fields : [];
  const answer = report.data;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1">
        {def.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {answer?.subtitle ?? `Período ${period.description}`}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        {uses('dateRange') && (
          <>
            <TextField
              type="date"
              size="small"
              label="Desde"
              value={filters.from}
              onChange={set('from')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={fieldErrors.some((e) => e.field === 'from')}
            />
            <TextField
              type="date"
              size="small"
              label="Hasta"
              value={filters.to}
              onChange={set('to')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={fieldErrors.some((e) => e.field === 'to')}
            />
          </>
        )}
        {uses('month') && (
          <TextField
            select
            size="small"
            label="Mes"
            value={filters.month}
            onChange={set('month')}
            sx={{ minWidth: 150 }}
          >
            {MONTHS.map((m, i) => (
              <MenuItem key={m} value={String(i + 1)}>
                {m.charAt(0).toUpperCase() + m.slice(1)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {uses('level') && (
          <TextField
            select
            size="small"
            label="Nivel"
            value={filters.level}
            onChange={set('level')}
            sx={{ minWidth: 160 }}
          >
            {LEVELS.map((name, i) => (
              <MenuItem key={name} value={String(i + 1)}>
                {i + 1} · {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {uses('moment') && (
          <TextField
            select
            size="small"
            label="Momento"
            value={filters.moment}
            onChange={set('moment')}
            sx={{ minWidth: 160 }}
          >
            {MOMENTS.map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {uses('documentType') && (
          <TextField
            select
            size="small"
            label="Tipo de documento"
            value={filters.idDocumentType}
            onChange={set('idDocumentType')}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Todos</MenuItem>
            {(formData.data?.documentTypes ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.code} · {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {uses('beneficiary') && (
          <Box sx={{ minWidth: 280, display: 'flex' }}>
            <BeneficiaryPicker
              size="small"
              value={filters.beneficiary}
              onChange={(beneficiary) => setFilters((f) => ({ ...f, beneficiary }))}
            />
          </Box>
        )}
        {uses('account') && (
          <TextField
            size="small"
            label="Cuenta"
            placeholder="4.02 o 01.02"
            value={filters.account}
            onChange={set('account')}
            helperText="Inicio del código"
            sx={{ width: 160 }}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={run}>
            Consultar
          </Button>
          <Button startIcon={<PrintIcon />} onClick={() => save('pdf')}>
            PDF
          </Button>
          <Button startIcon={<DownloadIcon />} onClick={() => save('xlsx')}>
            XLSX
          </Button>
        </Stack>
      </Stack>
      {(report.isError || notice) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {notice ?? messageOf(report.error)}
          {fieldErrors.map((e) => (
            <div key={e.field}>{e.message}</div>
          ))}
        </Alert>
      )}
      {asked === null ? (
        <Alert severity="info">Elija los filtros y pulse Consultar.</Alert>
      ) : (
        <>
          <DataGrid
            aria-label={def.title}
            rows={(answer?.rows ?? []).map((row, i) => ({
              __id: pagination.page * pagination.pageSize + i,
              ...row,
            }))}
            getRowId={(row) => row.__id}
            rowCount={answer?.total ?? 0}
            columns={columns}
            loading={report.isFetching}
            paginationMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={[25, 100, 500]}
            disableColumnFilter
            disableRowSelectionOnClick
            density="compact"
            localeText={localeText}
            // A short answer takes its own height; a long page scrolls inside the grid.
            autoHeight={(answer?.rows.length ?? 0) <= 25}
            sx={(answer?.rows.length ?? 0) <= 25 ? undefined : { height: 640 }}
          />
          {answer && def.columns.some((c) => c.total) && (
            <Box
              role="region"
              aria-label="Totales"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 3,
                mt: 2,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                Totales ({answer.total.toLocaleString('de-DE')} filas)
              </Typography>
              {def.columns
                .filter((c) => c.total)
                .map((c) => (
                  <Box key={c.key}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {c.label}
                    </Typography>
                    <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {cell(c, answer.totals[c.key])}
                    </Typography>
                  </Box>
                ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
