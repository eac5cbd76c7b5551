import {
  cashBoxResource,
  formatDate,
  type ReceiptHeader,
  receiptEndpoints,
  taxpayerResource,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { FORM_PATH, type ReceiptPaths, WRITE } from './receipts.shared.ts';

export function ReceiptList({ paths }: { paths: ReceiptPaths }) {
  const { period } = useSession();
  const [box, setBox] = useState<Option | null>(null);
  const [payer, setPayer] = useState<Option | null>(null);
  const columns: GridColDef<ReceiptHeader>[] = [
    {
      field: 'receiptDate',
      headerName: 'Fecha',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'cashBoxName', headerName: 'Caja', width: 110, sortable: false },
    { field: 'taxpayerRif', headerName: 'RIF', width: 125, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 140, sortable: false },
    { field: 'cashier', headerName: 'Cajero', width: 140, sortable: false },
    moneyColumn('conceptsTotal', 'Monto', 120),
  ];
  return (
    <DocumentList<ReceiptHeader>
      title="Recibos"
      queryKey={['receipts']}
      fetchPage={async (query) =>
        (
          await call(receiptEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idCashBox: box?.id, idTaxpayer: payer?.id },
          })
        ).data
      }
      number={(r) => r.numberText}
      columns={columns}
      filters={{ idCashBox: box?.id, idTaxpayer: payer?.id }}
      familyFilters={
        <>
          <Box sx={{ minWidth: 200 }}>
            <RefSelect
              target={cashBoxResource}
              label="Caja"
              size="small"
              value={box?.id ?? null}
              valueLabel={box?.label}
              onChange={setBox}
            />
          </Box>
          <Box sx={{ minWidth: 260 }}>
            <RefSelect
              target={taxpayerResource}
              label="Contribuyente"
              size="small"
              value={payer?.id ?? null}
              valueLabel={payer?.label}
              onChange={setPayer}
            />
          </Box>
        </>
      }
      newDocument={{ label: 'Nuevo recibo', path: FORM_PATH, writeScreen: WRITE }}
      viewPath={paths.view}
      searchHint="Número, contribuyente, RIF u observación"
    />
  );
}
