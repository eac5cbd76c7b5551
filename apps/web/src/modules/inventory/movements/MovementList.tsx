import {
  ASSET_MOVEMENT_KINDS,
  type AssetMovementDetail,
  assetMovementEndpoints,
  formatDate,
} from '@erario/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { PATHS, SCREEN } from './movements.shared.ts';

type Header = Omit<AssetMovementDetail, 'lines'>;

export function MovementList() {
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
