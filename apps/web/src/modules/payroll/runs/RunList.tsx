import {
  employeeTypeResource,
  formatDate,
  type PayrollRunDetail,
  payrollRunEndpoints,
  payrollRunKindLabel,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { PATHS, SCREEN } from './payroll-runs.shared.ts';

export function RunList() {
  const { period } = useSession();
  const [type, setType] = useState<Option | null>(null);
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
    {
      field: 'employees',
      headerName: 'Trab.',
      width: 70,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
    },
    moneyColumn('net', 'Neto a pagar', 140),
  ];
  return (
    <DocumentList<PayrollRunDetail>
      title="Emisión de nóminas"
      queryKey={['payroll-runs']}
      fetchPage={async (query) =>
        (
          await call(payrollRunEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idEmployeeType: type?.id },
          })
        ).data
      }
      number={(r) => (r.numberText ? `Nómina ${r.numberText}` : null)}
      columns={columns}
      filters={{ idEmployeeType: type?.id }}
      familyFilters={
        <Box sx={{ minWidth: 240 }}>
          <RefSelect
            target={employeeTypeResource}
            label="Tipo de personal"
            value={type?.id ?? null}
            valueLabel={type?.label}
            onChange={setType}
            size="small"
          />
        </Box>
      }
      newDocument={{ label: 'Nueva nómina', path: PATHS.create, writeScreen: SCREEN }}
      viewPath={PATHS.view}
      searchHint="Número, descripción o tipo de personal"
    />
  );
}
