import {
  ASSET_STATUSES,
  type AssetDetail,
  type AssetRow,
  assetEndpoints,
  assetStatusLabel,
  endpointUrl,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { ListGrid } from '../../../platform/ListGrid.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { SelectField } from '../../../platform/SelectField.tsx';
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
      </Stack>
      <ListGrid {...grid} aria-label="Lista de bienes" columns={columns} disableColumnMenu />
      {editing && <AssetForm asset={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {fromBudget && <FromBudgetDialog onClose={() => setFromBudget(false)} />}
    </Box>
  );
}
