import {
  type CashBoxDay,
  type CashCloseDetail,
  type CashDaySummary,
  cashBoxEndpoints,
  cashCloseEndpoints,
  endpointUrl,
  formatDate,
  formatMoney,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { dateColumn } from '../../../platform/columns.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { DownloadIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';

const SCREEN = 'REC-REP-01';
const BASE = '/pages/Recaudacion-Reporte';
const PATHS = {
  list: BASE,
  edit: (id: number) => `${BASE}?id=${id}`,
  view: (id: number) => `${BASE}?id=${id}`,
  verify: () => BASE,
};
const QUERY_KEYS = ['cash-closes', 'cash-close', 'box-days'];
/** The closes as the kit's list and view take them: spread on each. */
const FAMILY = { endpoints: cashCloseEndpoints, writeScreen: SCREEN, paths: PATHS, queryKeys: QUERY_KEYS };

/** Recaudacion-Reporte: the boxes' days to close, the close of one, and the period's closes. */
export function DailyClosePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const day = Number(params.get('dia') ?? 0);
  if (id > 0) return <CloseView id={id} />;
  if (day > 0) return <CloseForm idDay={day} />;
  return (
    <Stack spacing={3}>
      <BoxDays />
      <CloseList />
    </Stack>
  );
}

const money = (v: string) => (
  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(v)}
  </Box>
);

function BoxDays() {
  const days = useQuery({
    queryKey: ['box-days'],
    queryFn: async () => (await call(cashBoxEndpoints.days, { query: {} })).data,
  });
  const open = (days.data ?? []).filter((d) => d.idClose === null);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Cierre diario de caja
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cajas abiertas: al cerrar una, sus recibos del día quedan bloqueados.
      </Typography>
      {open.length === 0 ? (
        <Alert severity="info">No hay cajas abiertas.</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Cajas abiertas">
            <HeadRow cells={['Caja', 'Día', 'Cajero', ...right('Recibos', 'Cobrado'), '']} />
            <TableBody>
              {open.map((d: CashBoxDay) => (
                <TableRow key={d.id}>
                  <TableCell>
                    {d.cashBoxName} · {d.collectionPointName}
                  </TableCell>
                  <TableCell>{formatDate(d.day)}</TableCell>
                  <TableCell>{d.cashier}</TableCell>
                  <TableCell align="right">{d.receipts}</TableCell>
                  <TableCell align="right">{money(d.collected)}</TableCell>
                  <TableCell align="right">
                    <Button
                      component={RouterLink}
                      to={`${BASE}?dia=${d.id}`}
                      aria-label={`Cerrar ${d.cashBoxName}`}
                    >
                      Cerrar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

function Totals({
  title,
  rows,
  total,
}: {
  title: string;
  rows: { label: string; receipts: number; amount: string }[];
  total?: string;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nada en el día.</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <HeadRow
            cells={[
              title.replace(/^Por /, '').replace(/^./, (c) => c.toUpperCase()),
              ...right('Recibos', 'Monto'),
            ]}
          />
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.label}>
                <TableCell>{r.label}</TableCell>
                <TableCell align="right">{r.receipts}</TableCell>
                <TableCell align="right">{money(r.amount)}</TableCell>
              </TableRow>
            ))}
            {total !== undefined && (
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 500 }}>
                  Total
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 500 }}>
                  {money(total)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** The day's figures: receipts, totals by concept, form and account, and the cash the drawer should hold. */
function Summary({ s }: { s: CashDaySummary }) {
  return (
    <>
      <Fields mb={2}>
        <Field label="Recibos emitidos">
          {s.receiptsIssued}
          {s.firstNumber ? ` (del N° ${s.firstNumber} al ${s.lastNumber})` : ''}
        </Field>
        <Field label="Recibos anulados">{s.receiptsAnnulled}</Field>
        <Field label="Recaudado">{money(s.collected)}</Field>
        <Field label="Fondo de caja">{money(s.openingFloat)}</Field>
        <Field label="Efectivo recibido">{money(s.cashReceived)}</Field>
        <Field label="Efectivo esperado">{money(s.expectedCash)}</Field>
        <Field label="Cheques por depositar">{money(s.cheques)}</Field>
      </Fields>
      <Totals
        title="Por concepto"
        rows={s.byConcept.map((r) => ({
          label: `${r.code} · ${r.description}`,
          receipts: r.receipts,
          amount: r.amount,
        }))}
        total={s.collected}
      />
      <Totals
        title="Por forma de pago"
        rows={s.byPaymentForm.map((r) => ({ label: r.paymentForm, receipts: r.receipts, amount: r.amount }))}
        total={s.collected}
      />
      <Totals
        title="Por cuenta bancaria"
        rows={s.byBankAccount.map((r) => ({
          label: `${r.bankName} · ${r.accountNumber}`,
          receipts: r.receipts,
          amount: r.amount,
        }))}
      />
      {s.annulled.length > 0 && (
        <Totals
          title="Recibos anulados"
          rows={s.annulled.map((r) => ({
            label: `N° ${r.numberText} · ${r.taxpayer}${r.reason ? ` (${r.reason})` : ''}`,
            receipts: 1,
            amount: r.amount,
          }))}
        />
      )}
    </>
  );
}

function CloseForm({ idDay }: { idDay: number }) {
  const { period } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const days = useQuery({
    queryKey: ['box-days'],
    queryFn: async () => (await call(cashBoxEndpoints.days, { query: {} })).data,
  });
  const preview = useQuery({
    queryKey: ['cash-close-preview', idDay],
    queryFn: async () => (await call(cashCloseEndpoints.preview, { params: { idCashBoxDay: idDay } })).data,
  });
  const day = days.data?.find((d) => d.id === idDay);
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  if (preview.isError) return <Alert severity="error">{messageOf(preview.error)}</Alert>;
  if (!preview.data || !day) return null;
  const close = async () => {
    setError(null);
    const countedCash = apiMoney(counted || '0');
    if (
      !(await confirm(
        `¿Cerrar la caja ${day.cashBoxName} del ${formatDate(day.day)} con ${formatMoney(countedCash)} contados? Sus recibos quedan bloqueados.`,
      ))
    )
      return;
    setBusy(true);
    try {
      const made = await call(cashCloseEndpoints.create, {
        body: {
          idPeriod: period.idPeriod,
          idCashBoxDay: idDay,
          closeDate: day.day,
          countedCash,
          note: note.trim() || null,
        },
      });
      await call(cashCloseEndpoints.post, { params: { id: made.data.id } });
      for (const key of QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
      navigate(PATHS.view(made.data.id));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const difference = Number(apiMoney(counted || '0')) - Number(preview.data.expectedCash);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Cierre de {day.cashBoxName} · {formatDate(day.day)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cajero: {day.cashier}
      </Typography>
      <Summary s={preview.data} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <MoneyField label="Efectivo contado" value={counted} onChange={setCounted} required />
        <Typography color={counted && difference !== 0 ? 'error' : 'text.secondary'} sx={{ minWidth: 220 }}>
          {counted
            ? `${difference < 0 ? 'Faltante' : difference > 0 ? 'Sobrante' : 'Sin diferencia'} ${difference !== 0 ? formatMoney(Math.abs(difference).toFixed(2)) : ''}`
            : 'Cuente el efectivo de la caja'}
        </Typography>
      </Stack>
      <TextField
        label="Observación"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        // The server asks for the reason of a shortage or a surplus; the form says so before.
        required={Boolean(counted) && difference !== 0}
        helperText={counted && difference !== 0 ? 'Explique el motivo del faltante o sobrante' : undefined}
        fullWidth
        multiline
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={BASE}>
          Volver
        </Button>
        <Button variant="contained" onClick={close} disabled={busy || counted === ''}>
          Cerrar la caja
        </Button>
      </Stack>
    </Paper>
  );
}

function CloseList() {
  const columns: GridColDef<CashCloseDetail>[] = [
    dateColumn('closeDate', 'Día'),
    { field: 'cashBoxName', headerName: 'Caja', width: 120, sortable: false },
    { field: 'cashier', headerName: 'Cajero', flex: 1, minWidth: 140, sortable: false },
    moneyColumn('countedCash', 'Contado', 120),
    moneyColumn('difference', 'Diferencia', 120),
  ];
  return (
    <DocumentList<CashCloseDetail>
      title="Cierres del período"
      {...FAMILY}
      number={(c) => c.numberText}
      columns={columns}
      searchHint="Número, caja o cajero"
      heading="h2"
    />
  );
}

function CloseView({ id }: { id: number }) {
  const [c, unread] = useViewedDetail(cashCloseEndpoints.detail, 'cash-close', id, 'Cierre no encontrado.');
  const [exportError, setExportError] = useState<string | null>(null);
  if (!c) return unread;
  return (
    <DocumentView
      doc={{ ...c, amount: c.summary?.collected ?? '0' }}
      title={`Cierre ${c.numberText ?? '(borrador)'} · ${c.cashBoxName} · ${formatDate(c.closeDate)}`}
      {...FAMILY}
      pdfName={`Cierre ${c.cashBoxName} ${c.closeDate}.pdf`}
      actions={
        // Like every report, the posted close also downloads as a spreadsheet.
        c.summary ? (
          <DownloadButton
            icon={<DownloadIcon />}
            onDownload={() =>
              download(
                endpointUrl(cashCloseEndpoints.xlsx, { params: { id } }),
                `Cierre ${c.cashBoxName} ${c.closeDate}.xlsx`,
              )
            }
            onError={(error) => setExportError(messageOf(error))}
          >
            XLSX
          </DownloadButton>
        ) : undefined
      }
    >
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      <Fields mb={2}>
        <Field label="Cajero">{c.cashier}</Field>
        <Field label="Efectivo contado">{money(c.countedCash)}</Field>
        <Field label="Diferencia">
          <Box
            component="span"
            sx={{ color: c.difference && Number(c.difference) !== 0 ? 'error.main' : undefined }}
          >
            {c.difference === null ? '—' : formatMoney(c.difference)}
          </Box>
        </Field>
      </Fields>
      {c.summary && <Summary s={c.summary} />}
      <Button component={RouterLink} to={PATHS.list}>
        Volver
      </Button>
    </DocumentView>
  );
}
