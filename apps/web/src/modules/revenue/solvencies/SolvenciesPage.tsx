import { formatDate, type SolvencyDetail, solvencyEndpoints, taxpayerResource } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { useSession } from '../../../platform/session.tsx';

export const SOLVENCY_SCREEN = 'REC-SOL-01';
const BASE = '/pages/Solvencias';
export const SOLVENCY_QUERY_KEYS = ['solvencies', 'solvency', 'taxpayer-statement'];
const paths = {
  list: BASE,
  edit: (id: number) => `${BASE}?id=${id}`,
  view: (id: number) => `${BASE}?id=${id}`,
  verify: (verifyId: string) => `/solvency/verify/${verifyId}`,
};

/** Solvencias: the period's certificates, and one of them to print, verify or annul. */
export function SolvenciesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return id > 0 ? <SolvencyView id={id} /> : <SolvencyList />;
}

function SolvencyList() {
  const { period } = useSession();
  const [payer, setPayer] = useState<Option | null>(null);
  const columns: GridColDef<SolvencyDetail>[] = [
    {
      field: 'issueDate',
      headerName: 'Emitida',
      width: 100,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'kind', headerName: 'Tipo', width: 200, sortable: false },
    { field: 'taxpayerRif', headerName: 'RIF', width: 125, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    {
      field: 'validUntil',
      headerName: 'Válida hasta',
      width: 110,
      sortable: false,
      valueFormatter: (v: string | null) => (v ? formatDate(v) : '—'),
    },
  ];
  return (
    <DocumentList<SolvencyDetail>
      title="Solvencias"
      queryKey={['solvencies']}
      fetchPage={async (query) =>
        (
          await call(solvencyEndpoints.list, {
            params: { idPeriod: period?.idPeriod as number },
            query: { ...query, idTaxpayer: payer?.id },
          })
        ).data
      }
      number={(r) => r.numberText}
      columns={columns}
      filters={{ idTaxpayer: payer?.id }}
      familyFilters={
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
      }
      viewPath={paths.view}
      searchHint="Número, contribuyente o RIF"
    />
  );
}

function SolvencyView({ id }: { id: number }) {
  const found = useQuery({
    queryKey: ['solvency', id],
    queryFn: async () => (await call(solvencyEndpoints.detail, { params: { id } })).data,
  });
  const s = found.data;
  if (found.isError) return <Alert severity="error">Solvencia no encontrada.</Alert>;
  if (!s) return null;
  return (
    <DocumentView
      doc={s}
      title={`${s.kind} ${s.numberText ?? '(borrador)'}`}
      endpoints={solvencyEndpoints}
      writeScreen={SOLVENCY_SCREEN}
      paths={paths}
      pdfName={`Solvencia ${s.numberText ?? s.id} ${s.taxpayerRif}.pdf`}
      queryKeys={SOLVENCY_QUERY_KEYS}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
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
      </Box>
    </DocumentView>
  );
}
