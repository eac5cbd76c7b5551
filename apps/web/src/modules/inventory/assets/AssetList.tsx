import {
  ASSET_STATUSES,
  type AssetDetail,
  type AssetRow,
  assetEndpoints,
  assetStatusLabel,
  endpointUrl,
  formatDate,
  formatMoney,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { ListGrid } from '../../../platform/ListGrid.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { useDebounced } from '../../../platform/useDebounced.ts';
import { useServerGrid } from '../../../platform/useServerGrid.ts';
import { AssetForm } from './AssetForm.tsx';
import { assetPath, statusColor, useWrites } from './assets.shared.ts';
import { FromBudgetDialog } from './FromBudgetDialog.tsx';

export function AssetList() {
  const writes = useWrites();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [unit, setUnit] = useState<Option | null>(null);
  const [editing, setEditing] = useState<AssetDetail | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fromBudget, setFromBudget] = useState(false);
  const [keeper, setKeeper] = useState<Option | null>(null);
  const term = useDebounced(search, 300);
  const filters = {
    search: term || undefined,
    status: (status || undefined) as AssetRow['status'] | undefined,
    idWorkUnit: unit?.id,
    idCustodianWorker: keeper?.id,
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
        <RouterLink to={assetPath(p.row.id)} style={{ color: 'inherit' }}>
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
      <Leavers onShow={setKeeper} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Buscar bienes"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText="Número, descripción, serial, marca o modelo"
          sx={{ minWidth: 260 }}
        />
        <RefField
          // A filter, not a form's field: nothing is created from here.
          creatable={false}
          target={workUnitResource}
          label="Unidad de trabajo"
          size="small"
          value={unit}
          onChange={setUnit}
          sx={{ minWidth: 240 }}
        />
        <SelectField
          label="Situación"
          size="small"
          all="Todas"
          options={ASSET_STATUSES}
          value={status}
          onChange={setStatus}
          sx={{ minWidth: 180 }}
        />
        {keeper && (
          <Chip
            label={`Custodio: ${keeper.label}`}
            onDelete={() => setKeeper(null)}
            sx={{ alignSelf: { md: 'center' } }}
          />
        )}
      </Stack>
      <ListGrid {...grid} aria-label="Lista de bienes" columns={columns} disableColumnMenu />
      {editing && <AssetForm asset={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {fromBudget && <FromBudgetDialog onClose={() => setFromBudget(false)} />}
    </Box>
  );
}

/**
 * The workers with an end of service who still keep assets: the asset office hands them to someone
 * else (a change of custodian) before they go. Each shows their assets on request.
 */
function Leavers({ onShow }: { onShow(worker: Option): void }) {
  const { user } = useSession();
  const payroll = Boolean(user?.modules.some((m) => m.code === 'NOM'));
  const leavers = useQuery({
    queryKey: ['assets', 'leavers'],
    enabled: payroll,
    queryFn: async () => (await call(assetEndpoints.leavers, {})).data,
  });
  const rows = leavers.data ?? [];
  if (rows.length === 0) return null;
  const today = institutionToday();
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Custodios que egresan o egresaron con bienes a su cargo</AlertTitle>
      Entregue sus bienes a otro trabajador con un cambio de custodio:
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map((r) => (
          <li key={r.idWorker}>
            {r.name} ({r.idNumber}), {r.terminationDate < today ? 'egresó' : 'egresa'} el{' '}
            {formatDate(r.terminationDate)}: {r.assets} {r.assets === 1 ? 'bien' : 'bienes'} por{' '}
            {formatMoney(r.value)}.{' '}
            <Button size="small" onClick={() => onShow({ id: r.idWorker, label: r.name })}>
              Ver sus bienes
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
