import { formatDate, type SolvencyDetail, solvencyEndpoints, taxpayerResource } from '@erario/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { dateColumn } from '../../../platform/columns.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';

export const SOLVENCY_SCREEN = 'REC-SOL-01';
const BASE = '/pages/Solvencias';
export const SOLVENCY_QUERY_KEYS = ['solvencies', 'solvency', 'taxpayer-statement'];
const paths = {
  list: BASE,
  edit: (id: number) => `${BASE}?id=${id}`,
  view: (id: number) => `${BASE}?id=${id}`,
  verify: (verifyId: string) => `/solvency/verify/${verifyId}`,
};
/** The certificates as the kit's list and view take them: spread on each. */
const FAMILY = {
  endpoints: solvencyEndpoints,
  writeScreen: SOLVENCY_SCREEN,
  paths,
  queryKeys: SOLVENCY_QUERY_KEYS,
};

/** Solvencias: the period's certificates, and one of them to print, verify or annul. */
export function SolvenciesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return id > 0 ? <SolvencyView id={id} /> : <SolvencyList />;
}

function SolvencyList() {
  const columns: GridColDef<SolvencyDetail>[] = [
    dateColumn('issueDate', 'Emitida'),
    { field: 'kind', headerName: 'Tipo', width: 200, sortable: false },
    { field: 'taxpayerRif', headerName: 'RIF', width: 125, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    dateColumn('validUntil', 'Válida hasta', 110),
  ];
  return (
    <DocumentList<SolvencyDetail>
      title="Solvencias"
      {...FAMILY}
      number={(r) => r.numberText}
      columns={columns}
      filterBy={[{ param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource }]}
      searchHint="Número, contribuyente o RIF"
    />
  );
}

function SolvencyView({ id }: { id: number }) {
  const [s, unread] = useViewedDetail(solvencyEndpoints.detail, 'solvency', id, 'Solvencia no encontrada.');
  if (!s) return unread;
  return (
    <DocumentView
      doc={s}
      title={`${s.kind} ${s.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Solvencia ${s.numberText ?? s.id} ${s.taxpayerRif}.pdf`}
    >
      <Fields>
        <Field label="Contribuyente">
          {s.taxpayerRif} · {s.taxpayerName}
        </Field>
        <Field label="Objeto">{s.taxedObject?.label ?? 'Todos sus tributos'}</Field>
        <Field label="Emitida">
          {formatDate(s.issueDate)}
          {s.issuedBy ? ` por ${s.issuedBy}` : ''}
        </Field>
        <Field label="Válida hasta">{s.validUntil ? formatDate(s.validUntil) : '—'}</Field>
        <Field label="Observación">{s.note ?? '—'}</Field>
      </Fields>
    </DocumentView>
  );
}
