import { ASSET_MOVEMENT_KINDS, type AssetMovementDetail } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { countColumn, dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { FAMILY } from './movements.shared.ts';

type Header = Omit<AssetMovementDetail, 'lines'>;

export function MovementList() {
  const columns: GridColDef<Header>[] = [
    { field: 'kindLabel', headerName: 'Tipo', width: 150, sortable: false },
    dateColumn('movementDate', 'Fecha'),
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
    countColumn('assetCount', 'Bienes', 80),
    moneyColumn('amount', 'Valor', 130),
  ];
  return (
    <DocumentList<Header>
      title="Movimientos de bienes"
      {...FAMILY}
      number={(m) => (m.numberText ? `${m.kindLabel} ${m.numberText}` : null)}
      columns={columns}
      filterBy={[{ param: 'idKind', label: 'Tipo', minWidth: 200, options: ASSET_MOVEMENT_KINDS }]}
      newDocument={{ label: 'Nuevo movimiento' }}
      searchHint="Número o descripción"
    />
  );
}
