import {
  employeeTypeResource,
  formatDate,
  type PayrollRunDetail,
  payrollRunKindLabel,
} from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { countColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { FAMILY } from './payroll-runs.shared.ts';

export function RunList() {
  const columns: GridColDef<PayrollRunDetail>[] = [
    { field: 'employeeTypeName', headerName: 'Tipo de personal', flex: 1, minWidth: 150, sortable: false },
    {
      field: 'runKind',
      headerName: 'Nómina',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => payrollRunKindLabel(v),
    },
    {
      field: 'fromDate',
      headerName: 'Fechas',
      width: 190,
      sortable: false,
      valueGetter: (_v, r) => `${formatDate(r.fromDate)} al ${formatDate(r.toDate)}`,
    },
    countColumn('employees', 'Trab.', 70),
    moneyColumn('net', 'Neto a pagar', 140),
  ];
  return (
    <DocumentList<PayrollRunDetail>
      title="Emisión de nóminas"
      {...FAMILY}
      number={(r) => (r.numberText ? `Nómina ${r.numberText}` : null)}
      columns={columns}
      filterBy={[
        { param: 'idEmployeeType', label: 'Tipo de personal', minWidth: 240, target: employeeTypeResource },
      ]}
      newDocument={{ label: 'Nueva nómina' }}
      searchHint="Número, descripción o tipo de personal"
    />
  );
}
