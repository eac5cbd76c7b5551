import { cashBoxResource, type ReceiptHeader, taxpayerResource } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { type ReceiptPaths, receiptFamily } from './receipts.shared.ts';

export function ReceiptList({ paths }: { paths: ReceiptPaths }) {
  const columns: GridColDef<ReceiptHeader>[] = [
    dateColumn('receiptDate', 'Fecha'),
    { field: 'cashBoxName', headerName: 'Caja', width: 110, sortable: false },
    { field: 'taxpayerRif', headerName: 'RIF', width: 125, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 140, sortable: false },
    { field: 'cashier', headerName: 'Cajero', width: 140, sortable: false },
    moneyColumn('conceptsTotal', 'Monto', 120),
  ];
  return (
    <DocumentList<ReceiptHeader>
      title="Recibos"
      {...receiptFamily(paths)}
      number={(r) => r.numberText}
      columns={columns}
      filterBy={[
        { param: 'idCashBox', label: 'Caja', minWidth: 200, target: cashBoxResource },
        { param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource },
      ]}
      newDocument={{ label: 'Nuevo recibo' }}
      searchHint="Número, contribuyente, RIF u observación"
    />
  );
}
