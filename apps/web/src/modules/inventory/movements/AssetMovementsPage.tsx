import {
  ASSET_MOVEMENT_KINDS,
  type AssetMovementDetail,
  type AssetMovementDraft,
  type AssetRow,
  assetEndpoints,
  assetMovementEndpoints,
  assetMovementKindLabel,
  CUSTODY,
  DISINCORPORATION,
  formatDate,
  formatMoney,
  INCORPORATION,
  movementTypeResource,
  personResource,
  TRANSFER,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { editedDraft, useDocumentDetail } from '../../../platform/documents/detail.ts';
import { documentPaths } from '../../../platform/documents/paths.ts';
import { DeleteIcon } from '../../../platform/icons.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { useDebounced } from '../../../platform/useDebounced.ts';

const SCREEN = 'INV-MOV-01';
const BASE = '/pages/InventarioBM7I-movimientos';
const PATHS = documentPaths(BASE);
const QUERY_KEYS = ['asset-movements', 'asset-movement', 'assets', 'asset'];

/** The movements of assets: incorporations, disincorporations, transfers and changes of custodian. */
export function AssetMovementsPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (params.has('nuevo') || editing > 0) return <MovementForm id={editing || null} />;
  if (id > 0) return <MovementView id={id} />;
  return <MovementList />;
}

type Header = Omit<AssetMovementDetail, 'lines'>;

function MovementList() {
  const { period } = useSession();
  const [kind, setKind] = useState('');
  const idKind = kind ? Number(kind) : undefined;
  const columns: GridColDef<Header>[] = [
    { field: 'kindLabel', headerName: 'Tipo', width: 150, sortable: false },
    {
      field: 'movementDate',
      headerName: 'Fecha',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'conceptCode',
      headerName: 'Concepto',
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) =>
        row.conceptCode
          ? `${row.conceptCode} ${row.conceptName}`
          : (row.workUnitToName ?? row.custodianToName),
    },
    { field: 'description', headerName: 'Descripción', flex: 1.5, minWidth: 140, sortable: false },
    {
      field: 'assetCount',
      headerName: 'Bienes',
      width: 80,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
    },
    moneyColumn('amount', 'Valor', 130),
  ];
  return (
    <DocumentList<Header>
      title="Movimientos de bienes"
      queryKey={['asset-movements']}
      fetchPage={async (query) =>
        (
          await call(assetMovementEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idKind },
          })
        ).data
      }
      number={(m) => (m.numberText ? `${m.kindLabel} ${m.numberText}` : null)}
      columns={columns}
      filters={{ idKind }}
      familyFilters={
        <TextField
          select
          label="Tipo"
          size="small"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {ASSET_MOVEMENT_KINDS.map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
      }
      newDocument={{ label: 'Nuevo movimiento', path: PATHS.create, writeScreen: SCREEN }}
      viewPath={PATHS.view}
      searchHint="Número o descripción"
    />
  );
}

function LinesTable({ m }: { m: AssetMovementDetail }) {
  const moves = m.idKind === TRANSFER || m.idKind === CUSTODY;
  const custody = m.idKind === CUSTODY;
  return (
    <Table size="small" aria-label="Bienes del movimiento" sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>Número</TableCell>
          <TableCell>Descripción</TableCell>
          <TableCell>Clasificación</TableCell>
          <TableCell>{moves ? 'Desde' : 'Unidad de trabajo'}</TableCell>
          {moves && <TableCell>Hacia</TableCell>}
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {m.lines.map((l) => (
          <TableRow key={l.idAsset}>
            <TableCell>
              <RouterLink
                to={`/pages/InventarioBM7I-bienes-muebles?id=${l.idAsset}`}
                style={{ color: 'inherit' }}
              >
                {l.number}
              </RouterLink>
            </TableCell>
            <TableCell>{l.description}</TableCell>
            <TableCell>{l.classification}</TableCell>
            <TableCell>{(custody ? l.fromCustodian : l.fromUnit) ?? '—'}</TableCell>
            {moves && <TableCell>{(custody ? l.toCustodian : l.toUnit) ?? '—'}</TableCell>}
            <TableCell align="right">{formatMoney(l.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MovementView({ id }: { id: number }) {
  const movement = useDocumentDetail(assetMovementEndpoints.detail, 'asset-movement', id);
  const m = movement.data;
  if (movement.isError) return <Alert severity="error">Movimiento no encontrado.</Alert>;
  if (!m) return null;
  return (
    <DocumentView
      doc={m}
      title={`${m.kindLabel} ${m.numberText ?? '(borrador)'}`}
      endpoints={assetMovementEndpoints}
      writeScreen={SCREEN}
      paths={PATHS}
      pdfName={`Movimiento de bienes ${m.numberText ?? m.id}.pdf`}
      queryKeys={QUERY_KEYS}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
        <Field label="Fecha">{formatDate(m.movementDate)}</Field>
        <Field label="Concepto">{m.conceptCode ? `${m.conceptCode} ${m.conceptName}` : '—'}</Field>
        <Field label="Valor">{formatMoney(m.amount)}</Field>
        {m.workUnitToName && <Field label="Unidad de destino">{m.workUnitToName}</Field>}
        {m.custodianToName && <Field label="Custodio">{m.custodianToName}</Field>}
        <Field label="Descripción">{m.description}</Field>
      </Box>
      <LinesTable m={m} />
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}

interface Picked {
  id: number;
  number: string;
  description: string;
  value: string;
  unit: string;
}

interface Values {
  idKind: number;
  movementDate: string;
  concept: Option | null;
  unitTo: Option | null;
  custodianTo: Option | null;
  description: string;
  assets: Picked[];
}

const IN_PLACE = [
  'idKind',
  'movementDate',
  'idMovementType',
  'idWorkUnitTo',
  'idCustodianTo',
  'description',
  'assets',
];

/** A draft as the form holds it. */
const fromDetail = (m: AssetMovementDetail): Values => ({
  idKind: m.idKind,
  movementDate: m.movementDate,
  concept: m.idMovementType ? { id: m.idMovementType, label: `${m.conceptCode} ${m.conceptName}` } : null,
  unitTo: m.idWorkUnitTo ? { id: m.idWorkUnitTo, label: m.workUnitToName ?? '' } : null,
  custodianTo: m.idCustodianTo ? { id: m.idCustodianTo, label: m.custodianToName ?? '' } : null,
  description: m.description,
  assets: m.lines.map((l) => ({
    id: l.idAsset,
    number: l.number,
    description: l.description,
    value: l.amount,
    unit: l.fromUnit ?? '',
  })),
});

/** Finds assets to add by number or description: waiting ones for an incorporation, in the inventory otherwise. */
function AssetPicker({ idKind, onPick }: { idKind: number; onPick(asset: Picked): void }) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search, 250);
  const status = idKind === INCORPORATION ? 'pending' : 'in';
  const found = useQuery({
    queryKey: ['assets', 'pick', status, term],
    queryFn: async () =>
      (await call(assetEndpoints.list, { query: { status, search: term || undefined, page: 0, size: 20 } }))
        .data.rows,
  });
  return (
    <Autocomplete<AssetRow>
      options={found.data ?? []}
      loading={found.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(a) => `${a.number} · ${a.description}`}
      renderOption={(props, a) => (
        <li {...props} key={a.id}>
          <Box>
            <Box>
              {a.number} · {a.description}
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
              {a.workUnitName} · {formatMoney(a.value)}
            </Box>
          </Box>
        </li>
      )}
      value={null}
      inputValue={search}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setSearch(text)}
      onChange={(_e, a) => {
        if (a)
          onPick({
            id: a.id,
            number: a.number,
            description: a.description,
            value: a.value,
            unit: a.workUnitName,
          });
        setSearch('');
      }}
      noOptionsText={idKind === INCORPORATION ? 'Ningún bien por incorporar' : 'Ningún bien en el inventario'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Agregar bien"
          helperText={
            idKind === INCORPORATION
              ? 'Bienes registrados que esperan su incorporación'
              : 'Bienes en el inventario, por número o descripción'
          }
        />
      )}
    />
  );
}

function MovementForm({ id }: { id: number | null }) {
  const { period } = useSession();
  const editing = editedDraft(
    useDocumentDetail(assetMovementEndpoints.detail, 'asset-movement', id).data,
    fromDetail,
  );
  const today = institutionToday();
  const state = useDocumentForm<Values, AssetMovementDraft>({
    endpoints: assetMovementEndpoints,
    defaults: {
      idKind: INCORPORATION,
      movementDate: today,
      concept: null,
      unitTo: null,
      custodianTo: null,
      description: '',
      assets: [],
    },
    editing,
    toDraft: (v) =>
      period
        ? {
            idPeriod: period.idPeriod,
            idKind: v.idKind,
            movementDate: v.movementDate,
            idMovementType: v.concept?.id ?? null,
            idWorkUnitTo: v.unitTo?.id ?? null,
            idCustodianTo: v.custodianTo?.id ?? null,
            description: v.description,
            assets: v.assets.map((a) => a.id),
          }
        : null,
    check: (v, _d, andPost) =>
      andPost && v.assets.length === 0
        ? [{ field: 'assets', message: 'Agregue los bienes del movimiento' }]
        : [],
    confirmPost: (d) =>
      `¿Registrar ${assetMovementKindLabel(d.idKind).toLowerCase()} de ${d.assets.length} ${d.assets.length === 1 ? 'bien' : 'bienes'}? Un movimiento registrado no se modifica; se anula.`,
    paths: PATHS,
    queryKeys: QUERY_KEYS,
  });
  const { form, errorFor } = state;
  const v = form.watch();
  const set = form.setValue;
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const total = v.assets.reduce((sum, a) => sum.plus(a.value), new Decimal(0)).toFixed(2);
  const withConcept = v.idKind === INCORPORATION || v.idKind === DISINCORPORATION;
  return (
    <DocumentForm
      title={`${editing ? 'Borrador de movimiento' : 'Nuevo movimiento de bienes'} · ${period.description}`}
      total={total}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Tipo de movimiento"
          value={v.idKind}
          onChange={(e) => {
            set('idKind', Number(e.target.value));
            // What a waiting asset and one in the inventory can do differ: the list starts again.
            set('assets', []);
          }}
          sx={{ minWidth: 220 }}
        >
          {ASSET_MOVEMENT_KINDS.map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        {withConcept && (
          <Box sx={{ flex: 1, minWidth: 260 }}>
            <RefSelect
              target={movementTypeResource}
              label="Concepto"
              value={v.concept?.id ?? null}
              valueLabel={v.concept?.label}
              onChange={(o) => set('concept', o)}
              error={Boolean(errorFor('idMovementType'))}
              helperText={
                errorFor('idMovementType') ??
                (v.idKind === INCORPORATION
                  ? 'De 01 a 49, por ejemplo 03 Compras'
                  : 'De 50 a 99, por ejemplo 56')
              }
              required
            />
          </Box>
        )}
        {v.idKind === TRANSFER && (
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <RefSelect
              target={workUnitResource}
              label="Unidad de destino"
              value={v.unitTo?.id ?? null}
              valueLabel={v.unitTo?.label}
              onChange={(o) => set('unitTo', o)}
              error={Boolean(errorFor('idWorkUnitTo'))}
              helperText={errorFor('idWorkUnitTo')}
              required
            />
          </Box>
        )}
        {(v.idKind === TRANSFER || v.idKind === CUSTODY) && (
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <RefSelect
              target={personResource}
              label={v.idKind === CUSTODY ? 'Nuevo custodio' : 'Nuevo custodio (si cambia)'}
              value={v.custodianTo?.id ?? null}
              valueLabel={v.custodianTo?.label}
              onChange={(o) => set('custodianTo', o)}
              error={Boolean(errorFor('idCustodianTo'))}
              helperText={errorFor('idCustodianTo')}
              required={v.idKind === CUSTODY}
            />
          </Box>
        )}
        <DateField
          label="Fecha"
          value={v.movementDate}
          onChange={(date) => set('movementDate', date)}
          error={errorFor('movementDate')}
        />
      </Stack>
      <TextField
        label="Descripción"
        value={v.description}
        onChange={(e) => set('description', e.target.value)}
        error={Boolean(errorFor('description'))}
        helperText={errorFor('description')}
        fullWidth
        sx={{ mb: 2 }}
      />
      <AssetPicker
        idKind={v.idKind}
        onPick={(a) => {
          if (!v.assets.some((x) => x.id === a.id)) set('assets', [...v.assets, a]);
        }}
      />
      {errorFor('assets') && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorFor('assets')}
        </Alert>
      )}
      <Table size="small" aria-label="Bienes del movimiento" sx={{ my: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Descripción</TableCell>
            <TableCell>Unidad de trabajo</TableCell>
            <TableCell align="right">Valor</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {v.assets.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{a.number}</TableCell>
              <TableCell>{a.description}</TableCell>
              <TableCell>{a.unit}</TableCell>
              <TableCell align="right">{formatMoney(a.value)}</TableCell>
              <TableCell padding="checkbox">
                <IconButton
                  aria-label={`Quitar ${a.number}`}
                  onClick={() =>
                    set(
                      'assets',
                      v.assets.filter((x) => x.id !== a.id),
                    )
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {v.assets.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>Agregue los bienes con el buscador de arriba.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </DocumentForm>
  );
}
