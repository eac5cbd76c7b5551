import {
  type CollectionNoticeDetail,
  collectionNoticeEndpoints,
  formatDate,
  formatMoney,
  NOTICE_SCREEN,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { dateColumn } from '../../../platform/columns.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { DocumentList } from '../../../platform/documents/DocumentList.tsx';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { moneyColumn } from '../../../platform/money.ts';
import { useSession } from '../../../platform/session.tsx';

import { NOTICE_BASE as BASE, NOTICE_QUERY_KEYS } from './useIssueNotice.ts';

const paths = {
  list: BASE,
  edit: (id: number) => `${BASE}?id=${id}`,
  view: (id: number) => `${BASE}?id=${id}`,
  verify: (verifyId: string) => `/collectionNotice/verify/${verifyId}`,
};
/** The notices as the kit's list and view take them: spread on each. */
const FAMILY = {
  endpoints: collectionNoticeEndpoints,
  writeScreen: NOTICE_SCREEN,
  paths,
  queryKeys: NOTICE_QUERY_KEYS,
};

/** Avisos de cobro: the period's notices, and one of them to print, deliver, verify or annul. */
export function NoticesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  return id > 0 ? <NoticeView id={id} /> : <NoticeList />;
}

type NoticeRow = Omit<CollectionNoticeDetail, 'lines'>;

function NoticeList() {
  const columns: GridColDef<NoticeRow>[] = [
    dateColumn('noticeDate', 'Emitido'),
    { field: 'taxpayerRif', headerName: 'RIF', width: 125, sortable: false },
    { field: 'taxpayerName', headerName: 'Contribuyente', flex: 1, minWidth: 160, sortable: false },
    moneyColumn<NoticeRow>('total', 'Total', 130),
    dateColumn('deliveredOn', 'Entregado', 110),
  ];
  return (
    <DocumentList<NoticeRow>
      title="Avisos de cobro"
      {...FAMILY}
      number={(r) => r.numberText}
      columns={columns}
      filterBy={[{ param: 'idTaxpayer', label: 'Contribuyente', minWidth: 260, target: taxpayerResource }]}
      searchHint="Número, contribuyente o RIF"
    />
  );
}

function NoticeView({ id }: { id: number }) {
  const [n, unread] = useViewedDetail(
    collectionNoticeEndpoints.detail,
    'collection-notice',
    id,
    'Aviso de cobro no encontrado.',
  );
  if (!n) return unread;
  return (
    <DocumentView
      doc={n}
      title={`Aviso de cobro ${n.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Aviso de cobro ${n.numberText ?? n.id} ${n.taxpayerRif}.pdf`}
    >
      <Fields>
        <Field label="Contribuyente">
          {n.taxpayerRif} · {n.taxpayerName}
        </Field>
        <Field label="Emitido">
          {formatDate(n.noticeDate)}
          {n.issuedBy ? ` por ${n.issuedBy}` : ''}
        </Field>
        <Field label="Adeudado">{formatMoney(n.owed)}</Field>
        <Field label="Intereses de mora">{formatMoney(n.interest)}</Field>
        <Field label="Total">{formatMoney(n.total)}</Field>
        <Field label="Entregado">
          {n.deliveredOn
            ? `${formatDate(n.deliveredOn)}${n.deliveredNote ? ` · ${n.deliveredNote}` : ''}`
            : '—'}
        </Field>
      </Fields>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Períodos vencidos
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Períodos del aviso">
          <HeadRow cells={['Concepto', 'Período', 'Objeto', ...right('Venció', 'Monto', 'Intereses')]} />
          <TableBody>
            {n.lines.map((l) => (
              <TableRow key={l.line}>
                <TableCell>
                  {l.code} · {l.description}
                  {l.interestBasis && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {l.interestBasis}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{l.periodLabel}</TableCell>
                <TableCell>{l.objectLabel}</TableCell>
                <TableCell align="right">{formatDate(l.dueDate)}</TableCell>
                <TableCell align="right">{formatMoney(l.amount)}</TableCell>
                <TableCell align="right">{formatMoney(l.interest)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {n.status === 'posted' && n.idReverses === null && <Delivery n={n} />}
    </DocumentView>
  );
}

/** Records when the notice reached the taxpayer, and how; the server checks the day. */
function Delivery({ n }: { n: CollectionNoticeDetail }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(n.deliveredOn ?? institutionToday());
  const [how, setHow] = useState(n.deliveredNote ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!user || !canOpen(user, NOTICE_SCREEN) || user.isConsultant) return null;
  const save = async () => {
    setError(null);
    try {
      await call(collectionNoticeEndpoints.delivered, {
        params: { id: n.id },
        body: { deliveredOn: day, deliveredNote: how.trim() || null },
      });
      for (const key of NOTICE_QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        Entrega
      </Typography>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <DateField size="small" label="Entregado el" value={day} onChange={setDay} />
        <TextField
          size="small"
          label="Cómo"
          placeholder="En persona, por correo…"
          value={how}
          onChange={(e) => setHow(e.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={save}>
          {n.deliveredOn ? 'Corregir la entrega' : 'Registrar la entrega'}
        </Button>
      </Stack>
    </Box>
  );
}
