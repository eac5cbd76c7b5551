import type { DocumentHeader } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';
import { DOCUMENT_FAMILY, useFormData } from './documentApi.ts';

/**
 * The budget documents of the period in the top bar, on the kit's list: filtered by type (and the
 * kit's search, status and dates), paged by the server, newest first.
 */
export function DocumentsPage() {
  const { period } = useSession();
  const formData = useFormData(period?.idPeriod);
  const types = (formData.data?.documentTypes ?? []).map((t) => ({
    id: t.id,
    label: `${t.code} · ${t.name}`,
  }));

  const columns: GridColDef<DocumentHeader>[] = [
    { field: 'typeName', headerName: 'Tipo', flex: 1, minWidth: 140, sortable: false },
    dateColumn('dateOrder', 'Fecha', 105),
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
      {...DOCUMENT_FAMILY}
      number={(row) => row.numOrder}
      columns={columns}
      filterBy={[{ param: 'idDocumentType', label: 'Tipo', minWidth: 220, options: types }]}
      newDocument={{ label: 'Generar documento' }}
      searchHint="Número, descripción o beneficiario"
    />
  );
}
