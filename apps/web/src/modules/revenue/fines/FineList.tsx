import { type FineDetail, fineTypeResource, formatMoney, taxpayerResource } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { FAMILY } from './fines.shared.ts';

export function FineList() {
  const columns: GridColDef<FineDetail>[] = [
    dateColumn('fineDate', 'Impuesta'),
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    { field: 'offence', headerName: 'Infracción', flex: 1, minWidth: 160, sortable: false },
    { field: 'act', headerName: 'Acto', width: 170, sortable: false },
    {
      field: 'amount',
      headerName: 'Monto',
      width: 140,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_v, f) =>
        f.units !== null ? `${formatMoney(f.units)} TCMMV` : f.amount !== null ? formatMoney(f.amount) : '',
    },
  ];
  return (
    <DocumentList<FineDetail>
      title="Multas"
      {...FAMILY}
      number={(f) => f.numberText}
      columns={columns}
      filterBy={[
        { param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource },
        { param: 'idFineType', label: 'Tipo de multa', minWidth: 240, target: fineTypeResource },
      ]}
      newDocument={{ label: 'Nueva multa' }}
      searchHint="Número, contribuyente, RIF o acto"
    />
  );
}
