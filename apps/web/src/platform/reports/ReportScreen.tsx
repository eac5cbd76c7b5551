import {
  type AnyReport,
  endpointUrl,
  formatDate,
  formatMoney,
  formatRate,
  MONTHS,
  paramFields,
  RESOURCES,
  type ReportColumn,
  type ReportParam,
  SCREENS,
  SERIES_COLORS,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Fragment, Suspense, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, call, download, messageOf } from '../api.ts';
import { BarsWithTable } from '../charts/lazy.ts';
import { institutionToday } from '../clock.ts';
import { DateField, isDate } from '../DateField.tsx';
import { ExportButtons } from '../DownloadButton.tsx';
import { ReportIcon } from '../icons.tsx';
import { ListGrid } from '../ListGrid.tsx';
import { type Option, RefSelect } from '../masters/RefSelect.tsx';
import { canOpen } from '../menu.ts';
import { useSession } from '../session.tsx';
import { theme } from '../theme.ts';
import { useServerGrid } from '../useServerGrid.ts';

const numeric = (c: ReportColumn) => c.kind === 'money' || c.kind === 'integer' || c.kind === 'rate';

function cell(c: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (c.kind === 'money') return formatMoney(String(value));
  if (c.kind === 'date') return formatDate(String(value));
  if (c.kind === 'integer') return Number(value).toLocaleString('de-DE');
  if (c.kind === 'rate') return formatRate(String(value));
  return String(value);
}

/**
 * Columns fitted to what they hold, value columns first: a figure is never cut, so a value column
 * is as wide as its longest figure on the page (or its total) and its header's longest word; a
 * short text (a number, a date) is as wide as it needs; long texts (names, codes) share what is
 * left, wrapping to a second line and showing the whole text on hover.
 */
function fittedColumn(c: ReportColumn, rows: readonly Record<string, unknown>[], total: unknown): GridColDef {
  const base = {
    field: c.key,
    headerName: c.label,
    sortable: false,
    valueFormatter: (v: unknown) => cell(c, v),
  } satisfies GridColDef;
  const texts = [...(numeric(c) ? [cell(c, total)] : []), ...rows.map((row) => cell(c, row[c.key]))];
  const content = Math.max(0, ...texts.map((t) => textWidth(t, CELL_FONT)));
  const header = Math.max(...c.label.split(' ').map((word) => textWidth(word, HEADER_FONT)));
  // The cell's padding (10 px each side) and a pixel for rounding.
  const natural = Math.ceil(Math.max(content, header)) + 21;
  if (numeric(c)) return { ...base, width: Math.max(90, natural), align: 'right', headerAlign: 'right' };
  if (c.kind === 'date' || natural <= 100) return { ...base, width: Math.max(56, natural) };
  return {
    ...base,
    flex: 1,
    minWidth: Math.min(natural, TEXT_MIN_WIDTH[c.key] ?? 90),
    renderCell: (params) => <TextCell text={String(params.formattedValue ?? '')} code={c.key === 'code'} />,
  };
}

const CELL_FONT = `14px ${theme.typography.fontFamily}`;
const HEADER_FONT = `500 14px ${theme.typography.fontFamily}`;
let measure: CanvasRenderingContext2D | null = null;
/** The address of a catalogue screen, for a notice's link to where its data is kept. */
const screenRoute = (code: string) => SCREENS.find((s) => s.code === code)?.route ?? '/';

/** Width of a text in the grid's font, measured rather than guessed from its length. */
function textWidth(text: string, font: string): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return text.length * 8;
  measure.font = font;
  return measure.measureText(text).width;
}

/** Texts that must show whole: an account's twenty digits or a RIF have nowhere to wrap. */
const TEXT_MIN_WIDTH: Record<string, number> = {
  code: 140,
  description: 110,
  beneficiary: 110,
  accountNumber: 185,
  rif: 110,
};

/**
 * Wraps at most to two lines and carries the whole text as its title. A budget code (a structure's
 * seven levels and an account's five, «97.01.01.01.01.01.01 4.02.01.01.00») is set a size smaller,
 * where each of its two codes fits the column's line whole, and may break after a dot rather than be
 * cut where a deeper one does not.
 */
function TextCell({ text, code = false }: { text: string; code?: boolean }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        lineHeight: 1.3,
        ...(code ? { fontSize: 12, fontVariantNumeric: 'tabular-nums' } : {}),
      }}
    >
      {code
        ? text.split('.').map((part, i, parts) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a code's parts are fixed by their place.
            <Fragment key={i}>
              {part}
              {i < parts.length - 1 && (
                <>
                  .<wbr />
                </>
              )}
            </Fragment>
          ))
        : text}
    </Box>
  );
}

/** What the form holds: text per query field, and the picked row of each master parameter. */
interface Filters {
  values: Record<string, string>;
  picked: Record<string, Option | null>;
}

function initialFilters(
  params: readonly ReportParam[],
  period: { startDate: string; endDate: string },
): Filters {
  const today = institutionToday();
  const end = period.endDate.slice(0, 10);
  const values: Record<string, string> = {};
  for (const p of params) {
    if (p.kind === 'dateRange') {
      values.from = period.startDate.slice(0, 10);
      values.to = end < today ? end : today;
    } else if (p.kind === 'month') values.month = String(Number(today.slice(5, 7)));
    else if (p.kind === 'choice') values[p.name] = p.initial;
    else if (p.kind === 'codePrefix') values[p.name] = '';
    else if (p.kind === 'date') values[p.name] = end < today ? end : today;
  }
  return { values, picked: {} };
}

/** The widget that asks for one of a report's parameters, as its declaration says. */
function ParamWidget({
  param: p,
  filters,
  onValue,
  onPick,
  errorOn,
}: {
  param: ReportParam;
  filters: Filters;
  onValue(name: string, value: string): void;
  onPick(name: string, option: Option | null): void;
  errorOn(field: string): boolean;
}) {
  const change = (name: string) => (e: { target: { value: string } }) => onValue(name, e.target.value);
  const idPeriod = useSession().period?.idPeriod as number;

  switch (p.kind) {
    case 'dateRange':
      return (
        <Stack direction="row" spacing={1.5}>
          {(['from', 'to'] as const).map((field) => (
            <DateField
              key={field}
              size="small"
              label={field === 'from' ? 'Desde' : 'Hasta'}
              value={filters.values[field] ?? ''}
              // The query takes a whole date or none.
              onChange={(date) => isDate(date) && onValue(field, date)}
              error={errorOn(field) ? 'Revise esta fecha' : undefined}
            />
          ))}
        </Stack>
      );
    case 'month':
      return (
        <TextField
          select
          size="small"
          label="Mes"
          value={filters.values.month ?? ''}
          onChange={change('month')}
          error={errorOn('month')}
          sx={{ minWidth: 150 }}
        >
          {MONTHS.map((m, i) => (
            <MenuItem key={m} value={String(i + 1)}>
              {m.charAt(0).toUpperCase() + m.slice(1)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'choice':
      return (
        <TextField
          select
          size="small"
          label={p.label}
          value={filters.values[p.name] ?? p.initial}
          onChange={change(p.name)}
          sx={{ minWidth: 160 }}
        >
          {p.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'master': {
      const target = RESOURCES.find((r) => r.name === p.resource);
      if (!target) return null;
      const picked = filters.picked[p.name] ?? null;
      return (
        <Box sx={{ minWidth: 260 }}>
          <RefSelect
            size="small"
            target={target}
            label={p.label}
            value={picked?.id ?? null}
            valueLabel={picked?.label}
            onChange={(option) => onPick(p.name, option)}
          />
        </Box>
      );
    }
    case 'document': {
      const picked = filters.picked[p.name] ?? null;
      return (
        <Box sx={{ minWidth: 320 }}>
          <RefSelect
            size="small"
            source={{
              name: `${p.table}-${idPeriod}`,
              fetch: async (search) =>
                (await call(p.options, { query: { idPeriod, search: search || undefined } }))
                  .data as Option[],
            }}
            label={p.label}
            value={picked?.id ?? null}
            valueLabel={picked?.label}
            onChange={(option) => onPick(p.name, option)}
            required={p.required}
          />
        </Box>
      );
    }
    case 'date':
      return (
        <DateField
          size="small"
          label={p.label}
          value={filters.values[p.name] ?? ''}
          onChange={(date) => isDate(date) && onValue(p.name, date)}
          error={errorOn(p.name) ? 'Revise esta fecha' : undefined}
        />
      );
    case 'codePrefix':
      return (
        <TextField
          size="small"
          label={p.label}
          placeholder={p.example}
          value={filters.values[p.name] ?? ''}
          onChange={change(p.name)}
          error={errorOn(p.name)}
          helperText="Inicio del código"
          sx={{ width: 160 }}
        />
      );
  }
}

/** A report's picture (its declared `chart`): bars lying down, the codes on the left, the table behind. */
function ReportPicture({
  endpoint,
  query,
}: {
  endpoint: NonNullable<AnyReport['endpoints']['chart']>;
  query: Record<string, string>;
}) {
  const chart = useQuery({
    queryKey: ['report-chart', endpoint.path, query],
    queryFn: async () => (await call(endpoint, { query })).data,
  });
  if (chart.isPending) return <LinearProgress aria-label="Cargando el gráfico" />;
  if (chart.isError) return <Alert severity="error">{messageOf(chart.error)}</Alert>;
  const { title, categories, names, series } = chart.data;
  return (
    <Suspense fallback={<LinearProgress aria-label="Cargando el gráfico" />}>
      <BarsWithTable
        title={title}
        categories={categories}
        names={names}
        series={series.map((s, i) => ({ ...s, color: SERIES_COLORS[i % SERIES_COLORS.length] }))}
        height={Math.max(160, 60 + categories.length * (12 + series.length * 8))}
        horizontal
      />
    </Suspense>
  );
}

/** What a report's own action (the arrears' notices in a batch) is given: the query last run. */
export interface ReportActionProps {
  query: Record<string, string>;
}

/**
 * Any declared report: its filters come from its parameters (a master's rows from that master's
 * options), its columns from its declaration, the rows and totals from the server (paged; the
 * totals cover every row), and the same query downloads as PDF or XLSX; a report that declares a picture
 * draws it when asked.
 */
export function ReportScreen({
  report,
  action: Action,
}: {
  report: AnyReport;
  /** A module's action on the report's answer, shown beside the exports once the report has run. */
  action?: ComponentType<ReportActionProps>;
}) {
  const { period, user } = useSession();
  const [filters, setFilters] = useState<Filters>(() =>
    initialFilters(report.params, period ?? { startDate: '', endDate: '' }),
  );
  // The query runs when the user asks for it: a report over a whole year is not rerun per keystroke.
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The picture is drawn when asked for, of every row the filters give (not only the page's).
  const [pictured, setPictured] = useState(false);
  const chartId = useId();

  const query = (): Record<string, string> => {
    const q: Record<string, string> = { idPeriod: String(period?.idPeriod ?? '') };
    for (const p of report.params) {
      if (p.kind === 'master' || p.kind === 'document') {
        const picked = filters.picked[p.name];
        if (picked) q[p.name] = String(picked.id);
        continue;
      }
      for (const field of paramFields(p)) {
        const value = filters.values[field]?.trim();
        if (value) q[field] = value;
      }
    }
    return q;
  };

  const { list: answer, grid } = useServerGrid({
    queryKey: ['report', report.group, report.slug],
    filters: asked,
    enabled: asked !== null,
    pageSize: 100,
    pageSizeOptions: [25, 100, 500],
    fetchPage: async (page) => (await call(report.endpoints.rows, { query: { ...asked, ...page } })).data,
  });
  const pagination = grid.paginationModel;
  const data = answer.data;
  // Measured once per page of rows, not on every keystroke in the filters.
  const columns = useMemo(
    () => report.columns.map((c) => fittedColumn(c, data?.rows ?? [], data?.totals[c.key])),
    [report, data],
  );

  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const run = () => setAsked(query());
  const save = (kind: 'pdf' | 'xlsx') => {
    setNotice(null);
    return download(endpointUrl(report.endpoints[kind], { query: query() }), `${report.slug}.${kind}`);
  };
  const failed = (error: unknown) => setNotice(messageOf(error));
  const fieldErrors = answer.error instanceof ApiError ? answer.error.fields : [];
  const errorOn = (field: string) => fieldErrors.some((e) => e.field === field);

  const rows = data?.rows ?? [];

  return (
    <Paper sx={{ p: { xs: 2, lg: 2.5 } }}>
      <Typography variant="h5" component="h1">
        {report.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data?.subtitle ?? `Período ${period.description}`}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        {report.params.map((p) => (
          <ParamWidget
            key={p.kind === 'dateRange' || p.kind === 'month' ? p.kind : p.name}
            param={p}
            filters={filters}
            onValue={(name, value) => setFilters((f) => ({ ...f, values: { ...f.values, [name]: value } }))}
            onPick={(name, option) => setFilters((f) => ({ ...f, picked: { ...f.picked, [name]: option } }))}
            errorOn={errorOn}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={run}>
            Consultar
          </Button>
          <ExportButtons save={save} onError={failed} />
          {report.endpoints.chart && asked && (data?.total ?? 0) > 0 && (
            <Button
              startIcon={<ReportIcon />}
              aria-expanded={pictured}
              aria-controls={chartId}
              onClick={() => setPictured(!pictured)}
            >
              {pictured ? 'Ocultar el gráfico' : 'Gráfico'}
            </Button>
          )}
          {Action && asked && (data?.total ?? 0) > 0 && (
            <Suspense fallback={null}>
              <Action query={asked} />
            </Suspense>
          )}
        </Stack>
      </Stack>
      {data?.notices?.map((n) => (
        <Alert
          key={n.message}
          severity="warning"
          sx={{ mb: 2 }}
          action={
            n.screen && user && canOpen(user, n.screen) ? (
              <Button component={RouterLink} to={screenRoute(n.screen)} color="inherit" size="small">
                Abrir
              </Button>
            ) : undefined
          }
        >
          {n.message}
        </Alert>
      ))}
      {report.endpoints.chart && asked && pictured && (data?.total ?? 0) > 0 && (
        <Box id={chartId} sx={{ mb: 2 }}>
          <ReportPicture endpoint={report.endpoints.chart} query={asked} />
        </Box>
      )}
      {(answer.isError || notice) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {notice ?? messageOf(answer.error)}
          {fieldErrors.map((e) => (
            <div key={e.field}>{e.message}</div>
          ))}
        </Alert>
      )}
      {asked === null ? (
        <Alert severity="info">Elija los filtros y pulse Consultar.</Alert>
      ) : (
        <>
          <ListGrid
            aria-label={report.title}
            getRowId={(row) => row.__id}
            {...grid}
            rows={rows.map((row, i) => ({ __id: pagination.page * pagination.pageSize + i, ...row }))}
            columns={columns}
            disableColumnFilter
            // Room for text wrapped to two lines; long headers ("Asignación actualizada") wrap too.
            rowHeight={48}
            // Widths are fitted to the page; the last column's separator would stick out of it.
            disableColumnResize
            columnHeaderHeight={52}
            // A short answer takes its own height; a long page scrolls inside the grid.
            autoHeight={rows.length <= 25}
            // A page of 500 rows is drawn as it scrolls (the key column then scrolls with the rest).
            disableVirtualization={rows.length <= 100}
            sx={{
              ...(rows.length <= 25 ? {} : { height: 640 }),
              '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
              '& .MuiDataGrid-columnSeparator': { display: 'none' },
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            }}
          />
          {data && report.columns.some((c) => c.total) && (
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
                Totales ({data.total.toLocaleString('de-DE')} filas)
              </Typography>
              {report.columns
                .filter((c) => c.total)
                .map((c) => (
                  <Box key={c.key}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {c.label}
                    </Typography>
                    <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {cell(c, data.totals[c.key])}
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
