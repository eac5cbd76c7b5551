import { DOCUMENT_WRITE, type DocumentHeader, documentEndpoints, formatDate } from '@erario/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { DOCUMENT_PATHS, type FormData, useFormData } from './documentApi.ts';

/**
 * The budget documents of the period in the top bar, on the kit's list: filtered by type (and the
 * kit's search, status and dates), paged by the server, newest first.
 */
export function DocumentsPage() {
  const { period } = useSession();
  const [type, setType] = useState('');
  const formData = useFormData(period?.idPeriod);
  const idDocumentType = type ? Number(type) : undefined;

  const columns: GridColDef<DocumentHeader>[] = [
    { field: 'typeName', headerName: 'Tipo', flex: 1, minWidth: 140, sortable: false },
    {
      field: 'dateOrder',
      headerName: 'Fecha',
      width: 105,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    {
      field: 'beneficiary',
      headerName: 'Beneficiario',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.beneficiary?.name ?? '',
    },
    { field: 'description', headerName: 'Descripción', flex: 1.5, minWidth: 150, sortable: false },
    moneyColumn('amount', 'Monto', 130),
  ];

  return (
    <DocumentList
      title="Documentos"
      queryKey={['documents']}
      fetchPage={async (query) =>
        (
          await call(documentEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idDocumentType },
          })
        ).data
      }
      number={(row) => row.numOrder}
      columns={columns}
      filters={{ idDocumentType }}
      familyFilters={
        <TypeFilter formData={formData.data} value={type} onChange={(e) => setType(e.target.value)} />
      }
      newDocument={{ label: 'Generar documento', path: '/pages/document-add', writeScreen: DOCUMENT_WRITE }}
      viewPath={DOCUMENT_PATHS.view}
      searchHint="Número, descripción o beneficiario"
    />
  );
}

function TypeFilter({
  formData,
  value,
  onChange,
}: {
  formData: FormData | undefined;
  value: string;
  onChange(event: { target: { value: string } }): void;
}) {
  return (
    <TextField select label="Tipo" size="small" value={value} onChange={onChange} sx={{ minWidth: 220 }}>
      <MenuItem value="">Todos</MenuItem>
      {(formData?.documentTypes ?? []).map((t) => (
        <MenuItem key={t.id} value={String(t.id)}>
          {t.code} · {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
