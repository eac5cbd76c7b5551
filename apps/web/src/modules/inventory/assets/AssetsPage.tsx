import {
  ASSET_CONDITIONS,
  ASSET_STATUSES,
  type AssetDetail,
  type AssetRow,
  assetConditionLabel,
  assetEndpoints,
  assetStatusLabel,
  conceptDetails,
  endpointUrl,
  formatDate,
  formatMoney,
  generalConceptResource,
  personResource,
  resourceEndpoints,
  sectionResource,
  subgroupResource,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError, call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { Field } from '../../../platform/documents/DocumentView.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { useDebounced } from '../../../platform/useDebounced.ts';
import { useServerGrid } from '../../../platform/useServerGrid.ts';
import { FromBudgetDialog } from './FromBudgetDialog.tsx';

const SCREEN = 'INV-BMU-01';
const localeText = esES.components.MuiDataGrid.defaultProps.localeText;
const BASE = '/pages/InventarioBM7I-bienes-muebles';

/** The asset register: the list, and an asset's card with its history (`?id=`). */
export function AssetsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const number = params.get('numero');
  if (number) return <AssetByNumber number={number} />;
  return id > 0 ? <AssetCard id={id} /> : <AssetList />;
}

/** The card a label's QR code leads to, found by the number printed on it. */
function AssetByNumber({ number }: { number: string }) {
  const found = useQuery({
    queryKey: ['assets', 'number', number],
    queryFn: async () => (await call(assetEndpoints.list, { query: { number, page: 0, size: 1 } })).data.rows,
  });
  if (found.isPending) return null;
  const asset = found.data?.[0];
  return asset ? (
    <AssetCard id={asset.id} />
  ) : (
    <Alert severity="error">Bien N.º {number} no encontrado.</Alert>
  );
}

/** Whether the signed-in user may write on the register (holds its screen and is not a consultant). */
function useWrites(): boolean {
  const { user } = useSession();
  return Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
}

const statusColor = (status: string) =>
  status === 'in' ? 'success' : status === 'out' ? 'default' : 'warning';

function AssetList() {
  const writes = useWrites();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [unit, setUnit] = useState<Option | null>(null);
  const [editing, setEditing] = useState<AssetDetail | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fromBudget, setFromBudget] = useState(false);
  const term = useDebounced(search, 300);
  const filters = {
    search: term || undefined,
    status: (status || undefined) as AssetRow['status'] | undefined,
    idWorkUnit: unit?.id,
  };
  const { grid } = useServerGrid({
    queryKey: ['assets'],
    filters,
    fetchPage: async (page) => (await call(assetEndpoints.list, { query: { ...filters, ...page } })).data,
  });
  const columns: GridColDef<AssetRow>[] = [
    {
      field: 'number',
      headerName: 'Número',
      width: 110,
      sortable: false,
      renderCell: (p) => (
        <RouterLink to={`${BASE}?id=${p.row.id}`} style={{ color: 'inherit' }}>
          {p.row.number}
        </RouterLink>
      ),
    },
    { field: 'classification', headerName: 'Clasificación', width: 110, sortable: false },
    { field: 'description', headerName: 'Descripción', flex: 1.5, minWidth: 160, sortable: false },
    { field: 'workUnitName', headerName: 'Unidad de trabajo', flex: 1, minWidth: 140, sortable: false },
    { field: 'custodianName', headerName: 'Custodio', flex: 1, minWidth: 120, sortable: false },
    moneyColumn('value', 'Valor', 130),
    {
      field: 'status',
      headerName: 'Situación',
      width: 140,
      sortable: false,
      renderCell: (p) => (
        <Chip size="small" label={assetStatusLabel(p.row.status)} color={statusColor(p.row.status)} />
      ),
    },
  ];
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Bienes muebles
        </Typography>
        <DownloadButton
          icon={<PrintIcon />}
          onDownload={() =>
            download(
              endpointUrl(assetEndpoints.labels, {
                query: {
                  idWorkUnit: unit?.id,
                  status: (status || undefined) as AssetRow['status'] | undefined,
                },
              }),
              'Etiquetas de bienes.pdf',
            )
          }
          onError={(error) => setNotice(messageOf(error))}
        >
          Etiquetas
        </DownloadButton>
        {writes && <Button onClick={() => setFromBudget(true)}>Desde el presupuesto</Button>}
        {writes && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            Nuevo bien
          </Button>
        )}
      </Stack>
      {notice && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar bienes"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText="Número, descripción, serial, marca o modelo"
          sx={{ minWidth: 260 }}
        />
        <Box sx={{ minWidth: 240 }}>
          <RefSelect
            target={workUnitResource}
            label="Unidad de trabajo"
            size="small"
            value={unit?.id ?? null}
            valueLabel={unit?.label}
            onChange={setUnit}
          />
        </Box>
        <TextField
          select
          label="Situación"
          size="small"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {ASSET_STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataGrid
        {...grid}
        aria-label="Lista de bienes"
        columns={columns}
        localeText={localeText}
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
      />
      {editing && <AssetDialog asset={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {fromBudget && <FromBudgetDialog onClose={() => setFromBudget(false)} />}
    </Box>
  );
}

function AssetCard({ id }: { id: number }) {
  const writes = useWrites();
  const [editing, setEditing] = useState(false);
  const asset = useQuery({
    queryKey: ['asset', id],
    queryFn: async () => (await call(assetEndpoints.detail, { params: { id } })).data,
  });
  const a = asset.data;
  if (asset.isError) return <Alert severity="error">Bien no encontrado.</Alert>;
  if (!a) return null;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Bien N.º {a.number} · {a.description}
        </Typography>
        <Chip label={assetStatusLabel(a.status)} color={statusColor(a.status)} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
        <Field label="Clasificación">
          {a.classification} · {a.classificationName}
        </Field>
        <Field label="Concepto">{a.conceptName ?? '—'}</Field>
        <Field label="Valor">{formatMoney(a.value)}</Field>
        <Field label="Unidad de trabajo">{a.workUnitName}</Field>
        <Field label="Custodio">{a.custodianName ?? '—'}</Field>
        <Field label="Estado de conservación">{assetConditionLabel(a.condition)}</Field>
        <Field label="Marca y modelo">{[a.brand, a.model].filter(Boolean).join(' · ') || '—'}</Field>
        <Field label="Serial">{a.serial ?? '—'}</Field>
        <Field label="Adquirido">{formatDate(a.acquiredOn)}</Field>
        {Object.entries(a.details).map(([name, value]) => (
          <Field key={name} label={name}>
            {value || '—'}
          </Field>
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Historia
      </Typography>
      {a.history.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Ningún movimiento registrado todavía: el bien espera su incorporación.
        </Alert>
      ) : (
        <Table size="small" aria-label="Historia del bien" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Movimiento</TableCell>
              <TableCell>Concepto</TableCell>
              <TableCell>Desde</TableCell>
              <TableCell>Hacia</TableCell>
              <TableCell align="right">Valor</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.history.map((h) => (
              <TableRow key={`${h.idMovement}`}>
                <TableCell>{formatDate(h.movementDate)}</TableCell>
                <TableCell>
                  <RouterLink
                    to={`/pages/InventarioBM7I-movimientos?id=${h.idMovement}`}
                    style={{ color: 'inherit' }}
                  >
                    {h.kindLabel} {h.numberText}
                  </RouterLink>
                  {h.annulled && ' (anulado)'}
                </TableCell>
                <TableCell>{h.conceptCode ? `${h.conceptCode} ${h.conceptName}` : '—'}</TableCell>
                <TableCell>{h.kind === 4 ? h.fromCustodian : h.fromUnit}</TableCell>
                <TableCell>{h.kind === 4 ? h.toCustodian : h.toUnit}</TableCell>
                <TableCell align="right">{formatMoney(h.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={BASE}>
          Volver a la lista
        </Button>
        <DownloadButton
          icon={<PrintIcon />}
          onDownload={() =>
            download(endpointUrl(assetEndpoints.labels, { query: { id: a.id } }), `Etiqueta ${a.number}.pdf`)
          }
          onError={() => undefined}
        >
          Imprimir etiqueta
        </DownloadButton>
        {writes && a.status !== 'out' && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Modificar
          </Button>
        )}
      </Stack>
      {editing && <AssetDialog asset={a} onClose={() => setEditing(false)} />}
    </Box>
  );
}

interface Values {
  number: string;
  concept: Option | null;
  subgroup: Option | null;
  section: Option | null;
  description: string;
  serial: string;
  brand: string;
  model: string;
  color: string;
  details: Record<string, string>;
  acquiredOn: string;
  value: string;
  unit: Option | null;
  custodian: Option | null;
  condition: string;
}

const valuesOf = (a: AssetDetail | null): Values => ({
  number: a?.number ?? '',
  concept: a?.idConcept ? { id: a.idConcept, label: a.conceptName ?? '' } : null,
  subgroup: a ? { id: a.idSubgroup, label: a.classificationName } : null,
  section: a?.idSection ? { id: a.idSection, label: a.classificationName } : null,
  description: a?.description ?? '',
  serial: a?.serial ?? '',
  brand: a?.brand ?? '',
  model: a?.model ?? '',
  color: a?.color ?? '',
  details: a?.details ?? {},
  acquiredOn: a?.acquiredOn ?? institutionToday(),
  value: a ? shownMoney(a.value) : '',
  unit: a ? { id: a.idWorkUnit, label: a.workUnitName } : null,
  custodian: a?.idCustodian ? { id: a.idCustodian, label: a.custodianName ?? '' } : null,
  condition: a?.condition ?? 'good',
});

/**
 * An asset's form: everything while it waits for its incorporation; once incorporated, what the
 * server lets change (what describes it), the rest shown but fixed, since movements change it.
 */
function AssetDialog({ asset, onClose }: { asset: AssetDetail | null; onClose(): void }) {
  const client = useQueryClient();
  const [v, setValues] = useState<Values>(() => valuesOf(asset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const fixed = asset !== null && asset.status !== 'pending';
  const concept = useQuery({
    queryKey: ['concept', v.concept?.id],
    enabled: Boolean(v.concept),
    queryFn: async () =>
      (
        await call(resourceEndpoints(generalConceptResource).detail, {
          params: { id: v.concept?.id as number },
        })
      ).data,
  });
  const asked = conceptDetails(concept.data?.details);
  // A concept names its place in the classification: choosing one fills the subgroup and section.
  const [classifiedBy, setClassifiedBy] = useState<number | null>(asset?.idConcept ?? null);
  const chosen = concept.data;
  if (chosen && !fixed && classifiedBy !== chosen.id) {
    setClassifiedBy(chosen.id);
    setValues((old) => ({
      ...old,
      subgroup: { id: chosen.idSubgroup, label: chosen.idSubgroupLabel ?? '' },
      section: chosen.idSection ? { id: chosen.idSection, label: chosen.idSectionLabel ?? '' } : null,
    }));
  }
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        number: v.number.trim() || null,
        idConcept: v.concept?.id ?? null,
        idSubgroup: v.subgroup?.id as number,
        idSection: v.section?.id ?? null,
        description: v.description,
        serial: v.serial,
        brand: v.brand,
        model: v.model,
        color: v.color,
        // The concept's details as asked; while the concept is still loading (or there is none), what was kept.
        details:
          asked.length > 0
            ? Object.fromEntries(asked.map((name) => [name, v.details[name] ?? '']))
            : v.details,
        acquiredOn: v.acquiredOn,
        value: apiMoney(v.value),
        idWorkUnit: v.unit?.id as number,
        idCustodian: v.custodian?.id ?? null,
        condition: v.condition as 'good',
      };
      return asset
        ? call(assetEndpoints.update, { body: { ...body, id: asset.id, version: asset.version } })
        : call(assetEndpoints.create, { body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['assets'] });
      await client.invalidateQueries({ queryKey: ['asset'] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
        setMessage(error.message);
      } else setMessage('No se pudo guardar el bien.');
    },
  });
  const missing = [!v.subgroup && 'el subgrupo', !v.unit && 'la unidad de trabajo'].filter(Boolean);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="asset-title">
      <DialogTitle id="asset-title">{asset ? `Bien N.º ${asset.number}` : 'Nuevo bien'}</DialogTitle>
      <DialogContent>
        {fixed && (
          <Alert severity="info" sx={{ mb: 2 }}>
            El bien está incorporado: su valor, clasificación, unidad y custodio cambian solo con un
            movimiento.
          </Alert>
        )}
        {message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, pt: 1 }}
        >
          <TextField
            label="Número"
            value={v.number}
            onChange={(e) => set('number', e.target.value)}
            disabled={fixed}
            error={Boolean(errors.number)}
            helperText={errors.number ?? (asset ? undefined : 'En blanco: el siguiente de la institución')}
          />
          <RefSelect
            target={generalConceptResource}
            label="Concepto"
            value={v.concept?.id ?? null}
            valueLabel={v.concept?.label}
            onChange={(o) => set('concept', o)}
            disabled={fixed}
            error={Boolean(errors.idConcept)}
            helperText={errors.idConcept}
          />
          <RefSelect
            target={subgroupResource}
            label="Subgrupo"
            value={v.subgroup?.id ?? null}
            valueLabel={v.subgroup?.label}
            onChange={(o) => set('subgroup', o)}
            disabled={fixed}
            required
            error={Boolean(errors.idSubgroup)}
            helperText={errors.idSubgroup}
          />
          <RefSelect
            target={sectionResource}
            label="Sección"
            value={v.section?.id ?? null}
            valueLabel={v.section?.label}
            onChange={(o) => set('section', o)}
            disabled={fixed}
            error={Boolean(errors.idSection)}
            helperText={errors.idSection ?? 'Si el subgrupo tiene secciones'}
          />
          <TextField
            label="Descripción"
            value={v.description}
            onChange={(e) => set('description', e.target.value)}
            required
            error={Boolean(errors.description)}
            helperText={errors.description}
            sx={{ gridColumn: { md: 'span 2' } }}
          />
          <TextField label="Marca" value={v.brand} onChange={(e) => set('brand', e.target.value)} />
          <TextField label="Modelo" value={v.model} onChange={(e) => set('model', e.target.value)} />
          <TextField label="Serial" value={v.serial} onChange={(e) => set('serial', e.target.value)} />
          <TextField label="Color" value={v.color} onChange={(e) => set('color', e.target.value)} />
          {asked.map((name) => (
            <TextField
              key={name}
              label={name}
              value={v.details[name] ?? ''}
              onChange={(e) => set('details', { ...v.details, [name]: e.target.value })}
            />
          ))}
          <DateField
            label="Fecha de adquisición"
            value={v.acquiredOn}
            onChange={(date) => set('acquiredOn', date)}
            disabled={fixed}
            error={errors.acquiredOn}
          />
          <MoneyField
            label="Valor"
            value={v.value}
            onChange={(text) => set('value', text)}
            disabled={fixed}
            error={errors.value}
            required
            fullWidth
          />
          <TextField
            select
            label="Estado de conservación"
            value={v.condition}
            onChange={(e) => set('condition', e.target.value)}
          >
            {ASSET_CONDITIONS.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <RefSelect
            target={workUnitResource}
            label="Unidad de trabajo"
            value={v.unit?.id ?? null}
            valueLabel={v.unit?.label}
            onChange={(o) => set('unit', o)}
            disabled={fixed}
            required
            error={Boolean(errors.idWorkUnit)}
            helperText={errors.idWorkUnit}
          />
          <RefSelect
            target={personResource}
            label="Custodio"
            value={v.custodian?.id ?? null}
            valueLabel={v.custodian?.label}
            onChange={(o) => set('custodian', o)}
            disabled={fixed}
            error={Boolean(errors.idCustodian)}
            helperText={errors.idCustodian}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={save.isPending || missing.length > 0}
          title={missing.length > 0 ? `Falta ${missing.join(' y ')}` : undefined}
          onClick={() => save.mutate()}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
