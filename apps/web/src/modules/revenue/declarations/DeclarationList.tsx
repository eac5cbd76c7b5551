import { DECLARATION_KINDS, type IncomeDeclarationDetail, taxpayerResource } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { FAMILY } from './declarations.shared.ts';

type Header = Omit<IncomeDeclarationDetail, 'lines'>;

export function DeclarationList() {
  const columns: GridColDef<Header>[] = [
    { field: 'kind', headerName: 'Tipo', width: 170, sortable: false },
    dateColumn('declarationDate', 'Presentada'),
    {
      field: 'periodLabel',
      headerName: 'Período',
      width: 150,
      sortable: false,
      valueGetter: (_v, row) => `${row.periodLabel}${row.late ? ' · extemporánea' : ''}`,
    },
    { field: 'licenceNumber', headerName: 'Licencia', width: 110, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    moneyColumn('incomeTotal', 'Ingresos brutos', 140),
    moneyColumn('taxAmount', 'Impuesto Bs', 120),
    moneyColumn('taxUnits', 'Mínimo TCMMV', 110),
  ];
  return (
    <DocumentList<Header>
      title="Declaraciones de ingresos"
      {...FAMILY}
      number={(d) => d.numberText}
      columns={columns}
      filterBy={[
        { param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource },
        {
          param: 'idKind',
          label: 'Tipo',
          minWidth: 200,
          options: DECLARATION_KINDS.map((k) => ({ id: k.id, label: k.label })),
        },
      ]}
      newDocument={{ label: 'Nueva declaración' }}
      searchHint="Número, contribuyente, RIF o licencia"
    />
  );
}
