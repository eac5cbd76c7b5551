import {
  DOCUMENT_STATUSES,
  type DocumentStatus,
  type Endpoint,
  type EndpointInput,
  type ResourceDef,
  STATUS_LABELS,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { call, messageOf } from '../api.ts';
import { DateRange } from '../DateField.tsx';
import { AddIcon, ViewIcon } from '../icons.tsx';
import { ListGrid } from '../ListGrid.tsx';
import { type Option, RefField } from '../masters/RefSelect.tsx';
import { canOpen } from '../menu.ts';
import { SearchField, useSearchText } from '../SearchField.tsx';
import { type Choice, SelectField } from '../SelectField.tsx';
import { useSession } from '../session.tsx';
import { type ServerPage, useServerGrid } from '../useServerGrid.ts';
import { StatusChip } from './StatusChip.tsx';

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
 * A filter of the family's own, which the list keeps and sends to the family's endpoint as `param`:
 * a choice among `options` («Todos» first, for none) or, given `target`, a row of that master.
 */
export type FamilyFilter = { param: string; label: string; minWidth: number } & (
  | { options: readonly Choice<number>[] }
  | { target: ResourceDef }
);

/** What a family filter holds: the choice ('' for none) or the row picked. */
type FilterValue = number | '' | Option | null;
const sent = (value: FilterValue | undefined) => (typeof value === 'object' ? value?.id : value || undefined);

/**
 * The list of any family's documents in the period of the top bar: search, status and dates (and
 * the family's own filters), paged by the server; a draft shows "Borrador" where a posted document
 * shows its number, every row its status and a way to its view.
 */
export function DocumentList<Row extends ListedDocument>({
  title,
  queryKey,
  endpoints,
  paths,
  writeScreen,
  queryKeys,
  fetchPage,
  number,
  columns,
  filters,
  filterBy = [],
  familyFilters,
  newDocument,
  viewPath = (id) => paths?.view(id) ?? '',
  searchHint = 'Número o descripción',
  heading = 'h1',
}: {
  title: string;
  /** What names the list in the query cache (by default the family's first query key). */
  queryKey?: unknown[];
  /**
   * The family as its view and form take it (spread from one declaration): its endpoints (the list
   * is read in the period of the top bar with the kit's filters and the family's, what every
   * family's `fetchPage` did alike), where a document opens and a new one is written, the screen
   * that writes, and the list's query key.
   */
  endpoints?: { list: Endpoint };
  paths?: { view(id: number): string; create?: string };
  writeScreen?: string;
  queryKeys?: string[];
  /** One page read otherwise (without `endpoints`). */
  fetchPage?(query: DocumentListFilters & { page: number; size: number }): Promise<ServerPage<Row>>;
  /** The number a posted document shows (null for a draft). */
  number(row: Row): string | null;
  /** The family's columns, between the number and the status. */
  columns: GridColDef<Row>[];
  /** The family's own filter values (they go to the query and back to page one) and their widgets. */
  filters?: Record<string, unknown>;
  /** The family's own filters, kept here: their widgets stand before `familyFilters`. */
  filterBy?: FamilyFilter[];
  familyFilters?: ReactNode;
  /** The button to a new document: its label, and where it goes and who may, if not the family's. */
  newDocument?: { label: string; path?: string; writeScreen?: string };
  viewPath?(id: number): string;
  /** What the search looks in, as the field's placeholder. */
  searchHint?: string;
  /** The title's level: h2 where the list sits under the screen's own heading. */
  heading?: 'h1' | 'h2';
}) {
  const { user, period } = useSession();
  const navigate = useNavigate();
  const [base, setBase] = useState({ status: '', from: '', to: '' });
  const [own, setOwn] = useState<Record<string, FilterValue>>({});
  const search = useSearchText();
  const query: DocumentListFilters = {
    search: search.term,
    status: (base.status || undefined) as DocumentStatus | undefined,
    from: base.from || undefined,
    to: base.to || undefined,
  };
  const family = { ...filters, ...Object.fromEntries(filterBy.map((f) => [f.param, sent(own[f.param])])) };
  const { list, grid } = useServerGrid({
    queryKey: [...(queryKey ?? queryKeys?.slice(0, 1) ?? []), period?.idPeriod],
    filters: { ...query, ...family },
    enabled: Boolean(period),
    fetchPage: async (page) =>
      fetchPage
        ? fetchPage({ ...query, ...page })
        : ((
            await call(
              endpoints?.list as Endpoint,
              {
                params: { idPeriod: period?.idPeriod },
                query: { ...query, ...family, ...page },
              } as EndpointInput<Endpoint>,
            )
          ).data as ServerPage<Row>),
  });

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para ver sus documentos.</Alert>;
  const create = newDocument && {
    label: newDocument.label,
    path: newDocument.path ?? paths?.create ?? '',
    writeScreen: newDocument.writeScreen ?? writeScreen ?? '',
  };
  const set = (name: keyof typeof base) => (value: string) => setBase((f) => ({ ...f, [name]: value }));
  const keep = (param: string) => (value: FilterValue) => setOwn((o) => ({ ...o, [param]: value }));

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
        {create && user && canOpen(user, create.writeScreen) && !user.isConsultant && (
          <Button component={RouterLink} to={create.path} variant="contained" startIcon={<AddIcon />}>
            {create.label}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <SearchField search={search} hint={searchHint} />
        {filterBy.map(({ param, label, minWidth, ...from }) =>
          'target' in from ? (
            <RefField
              // A filter, not a form's field: nothing is created from here.
              creatable={false}
              key={param}
              target={from.target}
              label={label}
              size="small"
              value={(own[param] as Option | undefined) ?? null}
              onChange={keep(param)}
              sx={{ minWidth }}
            />
          ) : (
            <SelectField
              key={param}
              label={label}
              size="small"
              all="Todos"
              options={from.options}
              value={(own[param] as number | '' | undefined) ?? ''}
              onChange={keep(param)}
              sx={{ minWidth }}
            />
          ),
        )}
        {familyFilters}
        <SelectField
          label="Estado"
          size="small"
          all="Todos"
          options={DOCUMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={base.status as DocumentStatus | ''}
          onChange={set('status')}
          sx={{ minWidth: 140 }}
        />
        <DateRange from={base.from} to={base.to} onChange={(field, date) => set(field)(date)} />
      </Stack>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <ListGrid
        aria-label={title}
        {...grid}
        columns={all}
        disableColumnFilter
        onRowDoubleClick={({ row }) => navigate(viewPath(row.id))}
      />
    </Box>
  );
}
