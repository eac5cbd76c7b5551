import {
  endpointUrl,
  formatDate,
  formatMoney,
  WITHHOLDING_KINDS,
  WITHHOLDING_STATUS_LABELS,
  WITHHOLDING_STATUSES,
  type WithholdingRow,
  withholdingEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { call, download, messageOf } from '../../../platform/api.ts';
import { DateRange } from '../../../platform/DateField.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { ListGrid } from '../../../platform/ListGrid.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { SearchField, useSearchText } from '../../../platform/SearchField.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { useServerGrid } from '../../../platform/useServerGrid.ts';
import { screenReaderOnly } from './withholdings.shared.ts';

const STATUS_COLORS = { withheld: 'warning', paid: 'success', annulled: 'error' } as const;
type Status = (typeof WITHHOLDING_STATUSES)[number];

/** Who was withheld: RIF over the name, both in the cell, the name whole on hover. */
export function Withheld({ row }: { row: Pick<WithholdingRow, 'beneficiaryCode' | 'beneficiaryName'> }) {
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }} title={row.beneficiaryName}>
      <Typography variant="caption" component="div" color="text.secondary">
        {row.beneficiaryCode}
      </Typography>
      <Typography variant="body2" component="div" noWrap>
        {row.beneficiaryName}
      </Typography>
    </Box>
  );
}

export function StatusOf({ status }: { status: Status }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={WITHHOLDING_STATUS_LABELS[status]} />;
}

/**
 * The receipt of a bill's withholdings, as a PDF: the receipt's number is the button that prints it
 * (a screen reader hears what it is).
 */
export function ReceiptButton({ row, onError }: { row: WithholdingRow; onError(error: unknown): void }) {
  return (
    <DownloadButton
      icon={<PrintIcon />}
      onDownload={() =>
        download(
          endpointUrl(withholdingEndpoints.receipt, { params: { id: row.id } }),
          `Comprobante de retención ${row.receiptNumber}.pdf`,
        )
      }
      onError={onError}
    >
      <span style={screenReaderOnly}>Comprobante de retención </span>
      {row.receiptNumber}
    </DownloadButton>
  );
}

/**
 * Retenciones: the period's register, filtered by tax, status, days withheld and a text (RIF, name,
 * bill, receipt), paged by the server with what the whole filter adds up to; each row prints its
 * bill's withholding receipt.
 */
export function RegisterPanel() {
  const { period } = useSession();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [filters, setFilters] = useState({ idKind: '', status: '', from: '', to: '' });
  const search = useSearchText();
  const query = {
    search: search.term,
    idKind: filters.idKind ? Number(filters.idKind) : undefined,
    status: (filters.status || undefined) as Status | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const { list, grid } = useServerGrid({
    queryKey: ['withholdings', period?.idPeriod],
    filters: query,
    enabled: Boolean(period),
    fetchPage: async (page) =>
      (
        await call(withholdingEndpoints.list, {
          params: { idPeriod: period?.idPeriod as number },
          query: { ...query, ...page },
        })
      ).data,
  });
  const set = (name: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [name]: value }));
  const onError = (error: unknown) => setNotice({ ok: false, text: messageOf(error) });

  const columns: GridColDef<WithholdingRow>[] = [
    {
      field: 'receiptNumber',
      headerName: 'Comprobante',
      description: 'El número del comprobante de retención; púlselo para imprimirlo',
      width: 172,
      sortable: false,
      renderCell: ({ row }) => <ReceiptButton row={row} onError={onError} />,
    },
    {
      field: 'withheldOn',
      headerName: 'Fecha',
      width: 94,
      sortable: false,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'kindCode', headerName: 'Impuesto', width: 78, sortable: false },
    {
      field: 'beneficiaryName',
      headerName: 'RIF y nombre',
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <Withheld row={row} />,
    },
    { field: 'billNumber', headerName: 'Factura', width: 86, sortable: false },
    ...(
      [
        ['base', 'Base', 100],
        ['rate', '%', 60],
        ['amount', 'Monto', 100],
      ] as const
    ).map(([field, headerName, width]) => moneyColumn<WithholdingRow>(field, headerName, width)),
    {
      field: 'status',
      headerName: 'Estado',
      width: 104,
      sortable: false,
      renderCell: ({ row }) => <StatusOf status={row.status} />,
    },
    {
      field: 'paymentNumber',
      headerName: 'Enteram.',
      description: 'Número del enteramiento que la pagó',
      width: 82,
      sortable: false,
      valueFormatter: (v: string | null, row) => (v ? `${row.kindCode} ${v}` : '—'),
    },
  ];

  if (!period) return null;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Retenciones · {period.description}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <SearchField search={search} hint="RIF, nombre, factura o comprobante" />
        <SelectField
          label="Impuesto"
          size="small"
          all="Todos"
          options={WITHHOLDING_KINDS.map((k) => ({ value: String(k.id), label: k.label }))}
          value={filters.idKind}
          onChange={set('idKind')}
          sx={{ minWidth: 170 }}
        />
        <SelectField
          label="Estado"
          size="small"
          all="Todos"
          options={WITHHOLDING_STATUSES.map((s) => ({ value: s, label: WITHHOLDING_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={set('status')}
          sx={{ minWidth: 140 }}
        />
        <DateRange
          from={filters.from}
          to={filters.to}
          onChange={(field, date) => set(field)(date)}
          sx={{ width: { md: 180 } }}
        />
      </Stack>
      <Typography
        component="p"
        aria-live="polite"
        sx={{ mb: 1, fontVariantNumeric: 'tabular-nums', textAlign: { sm: 'right' } }}
      >
        {list.data
          ? `${list.data.total} ${list.data.total === 1 ? 'retención' : 'retenciones'} · total ${formatMoney(list.data.amount)}`
          : ' '}
      </Typography>
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(list.error)}
        </Alert>
      )}
      <ListGrid
        aria-label="Retenciones"
        {...grid}
        columns={columns}
        rowHeight={56}
        disableColumnFilter
        disableColumnMenu
      />
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
