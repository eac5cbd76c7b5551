import { AGREEMENT_STATE_LABELS, type PaymentAgreementDetail, taxpayerResource } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { FAMILY } from './agreements.shared.ts';

type Header = Omit<PaymentAgreementDetail, 'debts' | 'instalments'>;

export function AgreementList() {
  const columns: GridColDef<Header>[] = [
    dateColumn('agreementDate', 'Firmado'),
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    { field: 'typeDescription', headerName: 'Tipo', width: 200, sortable: false },
    {
      field: 'state',
      headerName: 'Situación hoy',
      width: 130,
      sortable: false,
      valueGetter: (_v, g) => AGREEMENT_STATE_LABELS[g.state],
    },
    moneyColumn<Header>('total', 'Total', 130),
    moneyColumn<Header>('balance', 'Saldo', 130),
  ];
  return (
    <DocumentList<Header>
      title="Convenios de pago"
      {...FAMILY}
      number={(g) => g.numberText}
      columns={columns}
      filterBy={[{ param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource }]}
      newDocument={{ label: 'Nuevo convenio' }}
      searchHint="Número, contribuyente o RIF"
    />
  );
}
